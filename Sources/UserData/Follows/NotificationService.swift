public import Domain
public import QuadAPIModels

/// The update e-mail switch (`PUT /me/notifications`, userdata-map §2.6): on until the person turns it off. The
/// answer carries the person's unsubscribe token (every digest's one-click link holds it), made with the first
/// preferences row.
///
/// ```swift
/// let prefs = try await NotificationService(pool: pool).set(principal, emailUpdates: false)
/// ```
public struct NotificationService: Sendable {
    let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// Turns update e-mails on or off.
    ///
    /// - Throws: 403 for an account scheduled for deletion.
    public func set(_ principal: Principal, emailUpdates: Bool) async throws -> NotificationPrefs {
        try await ListErrors.map {
            try await pool.transaction(as: principal) { connection in
                let first = try await connection.pipeline([AccountGuard.statusQuery])
                try AccountGuard.requireLive(first[0])
                let rows = try await connection.pipeline(["""
                    insert into public.notification_prefs (user_id, email_updates) values (auth.uid(), \(emailUpdates))
                    on conflict (user_id) do update set email_updates = excluded.email_updates, updated = now()
                    returning email_updates, unsubscribe_token
                    """])
                guard let row = rows[0].first else {
                    throw PostgresError(code: .protocolViolation, context: "notification_prefs returned nothing")
                }
                return NotificationPrefs(emailUpdates: try row.decode(Bool.self, column: "email_updates"),
                                         unsubscribeToken: try row.decode(String.self, column: "unsubscribe_token"))
            }
        }
    }
}
