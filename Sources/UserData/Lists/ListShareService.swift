public import Domain
public import Foundation
public import QuadAPIModels

/// Share links (userdata-map §2.5 "Share link"): turning one on makes a fresh 64-hex token, shown once (only its
/// SHA-256 is kept, and any earlier link stops working); turning it off stops the link. Anyone with a working link
/// sees the list's name and colleges by category and round, nothing else.
///
/// ```swift
/// let sharing = ListShareService(pool: pool, store: store)
/// let state = try await sharing.set(principal, list: id, enabled: true)   // state.token, once
/// let page = try await sharing.preview(token: state.token!)
/// ```
public struct ListShareService: Sendable {
    let pool: PostgresPool
    let store: DatasetStore

    public init(pool: PostgresPool, store: DatasetStore) {
        self.pool = pool
        self.store = store
    }

    /// Turns the list's share link on (a new token) or off.
    ///
    /// - Throws: 404 for a hidden list; 403 for a list the caller may only read, or an account scheduled for deletion.
    public func set(_ principal: Principal, list id: UUID, enabled: Bool) async throws -> ShareState {
        try await ListErrors.map {
            try await pool.transaction(as: principal) { connection in
                let first = try await connection.pipeline([AccountGuard.statusQuery, ListRows.list(id)])
                try AccountGuard.requireLive(first[0])
                _ = try ListRows.require(first[1], editing: true)
                let rows = try await connection.pipeline(["select public.set_list_share(\(id), \(enabled)) as token"])
                return ShareState(enabled: enabled, token: try rows[0].first?.decode(String?.self, column: "token") ?? nil)
            }
        }
    }

    /// The shared list behind `token`, as anyone sees it (read as `anon`).
    ///
    /// - Throws: 404 "This list isn't shared, or the link has changed." for a token that is not 64 lowercase hex
    ///   characters, unknown, revoked or replaced.
    public func preview(token: String) async throws -> SharedList {
        guard token.utf8.count == 64, token.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) })
        else { throw ListMessages.shareNotFound }
        let snapshot = store.current
        return try await ListErrors.map {
            let rows = try await pool.query(as: nil, "select public.list_share_preview(\(token)) as preview")
            guard let row = rows.first, let preview = try row.decode(json: Preview?.self, column: "preview") else {
                throw ListMessages.shareNotFound
            }
            return SharedListAssembly.list(name: preview.list_name, entries: preview.items.map {
                SharedListAssembly.Entry(unitID: $0.unit_id, category: ListCategory(rawValue: $0.category) ?? .unsorted,
                                         round: $0.round.flatMap(ListRound.init(rawValue:)))
            }, snapshot: snapshot)
        }
    }

    /// `list_share_preview`'s JSON.
    private struct Preview: Decodable {
        struct Item: Decodable {
            var unit_id: String
            var category: String
            var round: String?
        }

        var list_name: String
        var items: [Item]
    }
}
