public import Domain
public import Foundation
public import QuadAPIModels

/// Following colleges (userdata-map §2.6). Since the household hub, a follow is derived: the person follows a college
/// exactly while it sits, with Updates on, on a list that notifies them (their own lists, their student record's, a
/// managed child's). The API maps the older follow calls onto that, as the notes recommend:
///
/// - `PUT /me/follows/{unitId}` puts the college on the person's default list (made on first use) with Updates on;
/// - `DELETE /me/follows/{unitId}` turns Updates off on every item of theirs for that college (the colleges stay on
///   the lists).
///
/// ```swift
/// let follows = FollowService(pool: pool, store: store)
/// _ = try await follows.follow(principal, unitID: "166027")
/// let list = try await follows.list(principal)
/// ```
public struct FollowService: Sendable {
    let pool: PostgresPool
    let store: DatasetStore

    public init(pool: PostgresPool, store: DatasetStore) {
        self.pool = pool
        self.store = store
    }

    /// The colleges the person follows, newest first, each with when its figures last changed, and the e-mail switch.
    ///
    /// - Throws: 403 for an account scheduled for deletion.
    public func list(_ principal: Principal) async throws -> FollowList {
        let snapshot = store.current
        return try await ListErrors.map {
            let rows = try await pool.pipeline(as: .authenticated(principal), [
                AccountGuard.statusQuery,
                "select email_updates from public.notification_prefs where user_id = auth.uid()",
                """
                select f.unit_id, f.source,
                       (select max(c.published_at) from public.dataset_changes c where c.unit_id = f.unit_id) as changed
                from public.follows f where f.user_id = auth.uid()
                order by f.created desc, f.unit_id
                """,
            ])
            try AccountGuard.requireLive(rows[0])
            let colleges = try rows[2].map { row in
                let unitID = try row.decode(String.self, column: "unit_id")
                let school = snapshot.school(id: unitID)
                let manual = try row.decode(String.self, column: "source") == "manual"
                let changed = try row.decode(Date?.self, column: "changed")
                return FollowedCollege(
                    unitId: unitID, name: school?.name ?? unitID, school: school.map(SchoolRef.init),
                    source: manual ? "manual" : "list", sourceLabel: manual ? "Followed" : "On your list",
                    lastChangedAt: changed.map(WireTimestamp.string),
                    lastChanged: changed.map { "Last changed \(CalendarDay($0, in: Self.utc).shortLabel)" }
                        ?? "No changes recorded yet")
            }
            return FollowList(
                emailUpdates: try rows[1].first?.decode(Bool.self, column: "email_updates") ?? true,
                title: colleges.isEmpty ? "No colleges yet"
                    : "\(colleges.count) college\(colleges.count == 1 ? "" : "s")",
                colleges: colleges,
                emptyText: colleges.isEmpty
                    ? "You're not following any colleges yet. Follow one from its profile, or add it to your list." : nil)
        }
    }

    /// Follows a college: onto the default list with Updates on (already there: Updates turned on).
    ///
    /// - Throws: 404 "We couldn't find that college."; 403 for an account scheduled for deletion.
    public func follow(_ principal: Principal, unitID: String) async throws -> FollowState {
        guard ListItemService.isUnitID(unitID), store.current.school(id: unitID) != nil else {
            throw ListMessages.collegeNotFound
        }
        return try await ListErrors.map {
            try await pool.transaction(as: principal) { connection in
                let first = try await connection.pipeline([AccountGuard.statusQuery])
                try AccountGuard.requireLive(first[0])
                let rows = try await connection.pipeline(ListOwners.prepare(.mine) + [ListOwners.defaultList])
                guard let list = try rows.last?.first?.decode(UUID.self, column: "id") else {
                    throw PostgresError(code: .protocolViolation, context: "the default list could not be made")
                }
                _ = try await connection.pipeline([
                    ListRows.lock(list),
                    """
                    insert into public.list_items (list_id, unit_id, position, updates)
                    select \(list), \(unitID), coalesce(max(position) + 1, 0), true from public.list_items
                    where list_id = \(list)
                    on conflict (list_id, unit_id) do update set updates = true
                    """,
                ])
                return FollowState(unitId: unitID, following: true, listId: list.uuidString.lowercased())
            }
        }
    }

    /// Stops following a college: Updates off on every item of the person's for it. Harmless when not followed.
    ///
    /// - Throws: 404 for an id that is not 1–10 digits; 403 for an account scheduled for deletion.
    public func unfollow(_ principal: Principal, unitID: String) async throws -> FollowState {
        guard ListItemService.isUnitID(unitID) else { throw ListMessages.collegeNotFound }
        return try await ListErrors.map {
            try await pool.transaction(as: principal) { connection in
                let first = try await connection.pipeline([AccountGuard.statusQuery])
                try AccountGuard.requireLive(first[0])
                let rows = try await connection.pipeline([
                    // The lists that notify the caller (as 0006_follows' wants_updates reads them).
                    """
                    update public.list_items i set updates = false
                    from public.lists l
                    where l.id = i.list_id and i.unit_id = \(unitID) and i.updates
                      and (l.user_id = auth.uid() or l.student_id in (
                        select s.id from public.students s
                        where s.user_id = auth.uid() or (s.user_id is null and s.managed_by = auth.uid())))
                    """,
                    "select 1 from public.follows where user_id = auth.uid() and unit_id = \(unitID)",
                ])
                return FollowState(unitId: unitID, following: !rows[1].isEmpty, listId: nil)
            }
        }
    }

    static let utc = TimeZone(identifier: "UTC")!
}
