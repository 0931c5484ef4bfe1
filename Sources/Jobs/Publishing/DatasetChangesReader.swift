public import Domain
import Foundation
import QuadAPIModels
public import UserData

/// Reads the change log `quad publish` recorded: which publish a build is, and one college's changes up to it.
///
/// The changes are public (`dataset_changes` is readable by `anon`) and are read as `anon`. The publish log itself
/// is granted to `service_role` only, so finding a build's row runs as `service_role`, and reads nothing else.
public struct DatasetChangesReader: Sendable {
    public let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// The `dataset_publishes` row of `build` (the running snapshot's publish id); nil when it was never published.
    public func publish(build: String) async throws -> DatasetPublishRecord? {
        let rows = try await pool.pipeline(as: .serviceRole, ["""
            select id, build, published_at from public.dataset_publishes where build = \(build) order by id limit 1
            """])[0]
        return try rows.first.map(DatasetPublisher.decodeRecord)
    }

    /// College `unitID`'s recorded changes from `publish` and the publishes before it, newest `published_at` first
    /// and in recorded order within a time, as ``StoredChange`` values (`id` and `publish_id` are the rows' ids,
    /// `published_at` the UTC time as `YYYY-MM-DDTHH:MM:SSZ`): the order ``DatasetSnapshot/changes(for:)`` gives
    /// the change file's entries.
    public func changes(unitID: String, through publish: DatasetPublishRecord) async throws -> [StoredChange] {
        let rows = try await pool.query(as: nil, """
            select id, publish_id,
                   to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_text,
                   unit_id, field, kind, old_value::text as old_value, new_value::text as new_value, old_year, new_year,
                   source, old_source, release
            from public.dataset_changes
            where unit_id = \(unitID) and publish_id <= \(publish.id)
            order by published_at desc, id
            """)
        return try rows.map { row in
            var change = StoredChange()
            change.id = .number(Double(try row.decode(Int64.self, column: "id")))
            change.unitID = try row.decode(String.self, column: "unit_id")
            change.field = try row.decode(String.self, column: "field")
            change.kind = try row.decode(String.self, column: "kind")
            change.oldValue = try Self.json(row.decode(String?.self, column: "old_value"))
            change.newValue = try Self.json(row.decode(String?.self, column: "new_value"))
            change.oldYear = try row.decode(String?.self, column: "old_year")
            change.newYear = try row.decode(String?.self, column: "new_year")
            change.source = try row.decode(String?.self, column: "source")
            change.oldSource = try row.decode(String?.self, column: "old_source")
            change.release = try row.decode(String?.self, column: "release")
            change.publishID = String(try row.decode(Int64.self, column: "publish_id"))
            change.publishedAt = try row.decode(String.self, column: "published_text")
            return change
        }
    }

    /// A `json` column's text as a value (nil for SQL NULL).
    private static func json(_ text: String?) throws -> JSONValue? {
        guard let text else { return nil }
        do { return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) } catch {
            throw PostgresError(code: .invalidValue, context: "dataset_changes holds JSON that does not decode: \(error)")
        }
    }
}
