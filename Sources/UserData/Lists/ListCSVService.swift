import Core
public import Domain
public import Foundation
public import QuadAPIModels

/// A list as CSV (userdata-map §2.5): the download (Scoir-compatible columns first) and the paste that adds
/// colleges by name.
///
/// ```swift
/// let csv = ListCSVService(pool: pool, store: store)
/// let file = try await csv.export(principal, list: id)      // file.filename "my-list.csv", file.text
/// let result = try await csv.import(principal, list: id, text: pasted)
/// ```
public struct ListCSVService: Sendable {
    let items: ListItemService

    public init(pool: PostgresPool, store: DatasetStore) {
        items = ListItemService(pool: pool, store: store)
    }

    /// A CSV download.
    public struct File: Sendable, Hashable {
        public var filename: String
        public var text: String
    }

    /// The list as CSV; a guardian's download of a student's list is logged for the student.
    ///
    /// - Throws: 404 for a hidden list; 403 for an account scheduled for deletion.
    public func export(_ principal: Principal, list id: UUID) async throws -> File {
        let snapshot = items.store.current
        return try await ListErrors.map {
            let rows = try await items.pool.pipeline(as: .authenticated(principal), [
                AccountGuard.statusQuery, ListRows.list(id),
                "select public.log_access(l.student_id, 'lists') from public.lists l where l.id = \(id) and l.student_id is not null",
                ListRows.items(of: id), ListRows.notes(of: id),
            ])
            try AccountGuard.requireLive(rows[0])
            let list = try ListRows.require(rows[1], editing: false)
            let notes = Dictionary(grouping: try rows[4].map(ListRows.note).filter { !$0.isPrivate }, by: \.itemID)
            let csvRows = try rows[3].map(ListRows.item).map { item in
                ListCSV.Row(name: snapshot.school(id: item.unitID)?.name ?? item.unitID, category: item.category,
                            round: item.round, status: item.progress.status, outcome: item.progress.outcome,
                            deadline: item.deadlineDate?.iso ?? item.deadlineText, enrolling: item.enrolling,
                            notes: (notes[item.id] ?? []).map(\.body), updates: item.updates,
                            visitedOn: item.visitedOn?.iso, followsSocial: item.followsSocial, dream: item.dream,
                            priority: item.priority)
            }
            return File(filename: ListCSV.filename(listName: list.summary.name), text: ListCSV.text(csvRows))
        }
    }

    /// Adds the pasted colleges (``Domain/ListCSVImport``), matched by exact name ignoring case, at the end in the
    /// order pasted. Colleges already on the list (or pasted twice) are skipped; names that match nothing are
    /// returned. All or nothing: a paste that is not CSV, or has more than 500 rows, adds nothing.
    ///
    /// - Throws: 400 for text that is not CSV or too many rows; 404 for a hidden list; 403 for a list the caller may
    ///   only read.
    public func `import`(_ principal: Principal, list id: UUID, text: String) async throws -> ImportResult {
        let parsed: [ListCSVImport.Row]
        do {
            parsed = try ListCSVImport.rows(text)
        } catch .notCSV {
            throw ListMessages.notCSV
        } catch let .tooManyRows(count) {
            throw ListMessages.tooManyRows(count)
        }
        let byName = Self.namesIndex(items.store.current)
        var unmatched: [String] = []
        var matched: [(unitID: String, row: ListCSVImport.Row)] = []
        for row in parsed {
            if let unitID = byName[row.name.lowercased()] { matched.append((unitID, row)) } else { unmatched.append(row.name) }
        }
        let added = try await items.changing(principal, list: id,
                                             matched.map { Self.insert($0.row, unitID: $0.unitID, list: id) }) { rows in
            rows.filter { !$0.isEmpty }.count
        }
        return ImportResult(added: added, unmatched: unmatched)
    }

    /// Lower-cased names to unit ids; when two colleges share a name the later one in the dataset wins (as the site's
    /// lookup does).
    static func namesIndex(_ snapshot: DatasetSnapshot) -> [String: String] {
        var out: [String: String] = [:]
        out.reserveCapacity(snapshot.schools.count)
        for school in snapshot.schools { out[school.name.lowercased()] = school.unitID }
        return out
    }

    /// One pasted college, appended unless it is on the list already; returns the new row's id.
    static func insert(_ row: ListCSVImport.Row, unitID: String, list: UUID) -> PostgresQuery {
        """
        insert into public.list_items (list_id, unit_id, position, category, round, status, outcome, enrolling,
                                       updates, visited_on, follows_social, dream, priority)
        select \(list), \(unitID), coalesce(max(position) + 1, 0), \(row.category.rawValue), \(row.round?.rawValue)::text,
               \(row.progress.status.rawValue), \(row.progress.outcome?.rawValue)::text, \(row.enrolling), \(row.updates),
               \(row.visitedOn?.iso)::date, \(row.followsSocial), \(row.dream), \(row.priority.map { Int32($0) })::integer
        from public.list_items where list_id = \(list)
        on conflict (list_id, unit_id) do nothing
        returning id
        """
    }
}
