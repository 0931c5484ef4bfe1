import Core
import Domain
public import Foundation
import QuadAPIModels
public import UserData

/// `digests.send`: sends one person's digest for one publish, then records it (enqueued by `digests.daily`, one job
/// per digest: run key `digest:<publish>:<user>`).
///
/// The attempt reads what is true now: nothing happens when a `digests` row exists (sent before), update e-mails
/// were turned off, or nothing the person follows changed in e-mailed kinds. Otherwise it builds the digest
/// (``DigestContent``), sends it through the mail transport, and **only after the send succeeded** inserts the
/// `digests` row (sent_at, the message id, the colleges and counts). A refused message (5xx) is a dead letter at
/// once; other failures are retried (5 minutes, doubling, 3 attempts), and a later daily run inside the 14-day window
/// revives a job that gave up. A worker that dies between the send and the record leaves the job to run again after
/// its visibility timeout: digests are sent at least once, never recorded unsent.
public struct DigestSendJob: JobKind {
    public struct Payload: Codable, Sendable, Equatable {
        /// `dataset_publishes.id`.
        public var publish: Int64
        /// The person's `auth.users.id`.
        public var user: String

        public init(publish: Int64, user: String) {
            self.publish = publish
            self.user = user
        }
    }

    /// What one attempt did.
    public enum Outcome: String, Sendable, Equatable {
        case sent, alreadySent, updatesOff, nothingChanged, noAddress, notConfigured
    }

    public static let name = "digests.send"
    public static let queue = "digests"
    public static let retry = RetryPolicy(base: .seconds(300), cap: .seconds(3600))
    public static let maxAttempts = 3
    public static let visibilityTimeout: Duration = .seconds(120)

    public let pool: PostgresPool
    public let transport: MailTransport
    public let mailFrom: String
    public let siteURL: String
    /// A college's name (the current snapshot's), or nil when it is not in the dataset.
    public let collegeName: @Sendable (String) -> String?

    public init(pool: PostgresPool, transport: MailTransport, mailFrom: String, siteURL: String,
                collegeName: @escaping @Sendable (String) -> String?) {
        self.pool = pool
        self.transport = transport
        self.mailFrom = mailFrom
        self.siteURL = siteURL
        self.collegeName = collegeName
    }

    public func run(_ payload: Payload, context: JobContext) async throws {
        let outcome = try await send(payload)
        context.logger.notice("digest \(outcome == .sent ? "sent" : "not sent")", [
            "publish": .number(Double(payload.publish)), "user": .string(payload.user), "outcome": .string(outcome.rawValue),
        ])
    }

    /// One attempt: see the type's description.
    public func send(_ payload: Payload) async throws -> Outcome {
        guard transport.isConfigured else { return .notConfigured }
        guard UUID(uuidString: payload.user) != nil else { throw JobError.permanent("\(payload.user) is not a user id") }
        let kinds = Array(NotifyField.emailedKinds).sorted()
        let results = try await pool.pipeline(as: .serviceRole, [
            """
            select exists (select 1 from public.digests where user_id = \(payload.user)::uuid and publish_id = \(payload.publish))
                     as done,
                   (select email_updates from public.notification_prefs where user_id = \(payload.user)::uuid) as updates,
                   (select unsubscribe_token from public.notification_prefs where user_id = \(payload.user)::uuid) as token,
                   (select published_at from public.dataset_publishes where id = \(payload.publish)) as published_at
            """,
            """
            select c.id, c.publish_id, c.published_at, c.unit_id, c.field, c.kind, c.old_value::text as old_value,
                   c.new_value::text as new_value, c.old_year, c.new_year, c.source, c.old_source, c.release
            from public.dataset_changes c
            join public.follows f on f.unit_id = c.unit_id and f.user_id = \(payload.user)::uuid
            where c.publish_id = \(payload.publish) and c.kind = any(\(kinds)::text[])
            order by c.id
            """,
        ])
        let state = results[0][0]
        if try state.decode(Bool.self, column: "done") { return .alreadySent }
        guard try state.decode(Bool?.self, column: "updates") == true, let token = try state.decode(String?.self, column: "token"),
              try state.decode(Date?.self, column: "published_at") != nil
        else { return .updatesOff }
        var byCollege: [String: [StoredChange]] = [:]
        for row in results[1] {
            let change = try ChangeLogRows.change(row)
            byCollege[change.unitID!, default: []].append(change)
        }
        let colleges = byCollege.map { DigestContent.College(unitID: $0.key, name: collegeName($0.key) ?? $0.key, changes: $0.value) }
        guard let digest = DigestContent.make(colleges, siteURL: siteURL, unsubscribeToken: token) else { return .nothingChanged }
        let email = try await pool.withConnection {
            try await $0.query("select email from auth.users where id = \(payload.user)::uuid")
        }.first.flatMap { try? $0.decode(String?.self, column: "email") }
        guard let email, !email.isEmpty else { return .noAddress }

        let messageID = "digest.\(payload.publish).\(SecureRandom.token(byteCount: 9))@quad.local"
        let message = MailMessage(from: mailFrom, to: email, subject: digest.subject, text: digest.text, html: digest.html,
                                  headers: digest.headers, messageID: messageID, date: Date())
        do {
            try await transport.send(message, fileName: "digest-\(payload.publish)-\(payload.user).eml")
        } catch let failure as MailTransport.Failure where failure.permanent {
            throw JobError.permanent("the digest was refused: \(failure.description)")
        }
        let recorded = try await pool.pipeline(as: .serviceRole, ["""
            insert into public.digests (user_id, publish_id, published_at, sent_at, provider_message_id, unit_ids,
                                        college_count, change_count)
            values (\(payload.user)::uuid, \(payload.publish),
                    (select published_at from public.dataset_publishes where id = \(payload.publish)), now(), \(messageID),
                    \(digest.unitIDs)::text[], \(digest.collegeCount), \(digest.changeCount))
            on conflict (user_id, publish_id) do nothing
            returning id
            """])[0]
        if recorded.isEmpty {
            throw JobError.permanent("the digest was sent, but another digest of publish \(payload.publish) was already recorded")
        }
        return .sent
    }
}
