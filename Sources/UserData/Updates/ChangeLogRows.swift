public import Domain
import Foundation
import QuadAPIModels

/// How a `dataset_changes` row is selected and read as a ``Domain/StoredChange``: the updates page here, and the
/// profile's change log in Jobs, read it the same way.
public enum ChangeLogRows {
    /// The columns of a change (`c`) that ``change(_:)`` reads.
    public static let columns = """
        c.id, c.publish_id, c.published_at, c.unit_id, c.field, c.kind, c.old_value::text as old_value,
        c.new_value::text as new_value, c.old_year, c.new_year, c.source, c.old_source, c.release
        """

    /// One row selected with ``columns``: `id` and `publish_id` are the rows' ids, `published_at` the UTC time as
    /// `YYYY-MM-DDTHH:MM:SSZ`.
    public static func change(_ row: PostgresRow) throws -> StoredChange {
        var change = StoredChange()
        change.id = .number(Double(try row.decode(Int64.self, column: "id")))
        change.unitID = try row.decode(String.self, column: "unit_id")
        change.field = try row.decode(String.self, column: "field")
        change.kind = try row.decode(String.self, column: "kind")
        change.oldValue = try json(row.decode(String?.self, column: "old_value"))
        change.newValue = try json(row.decode(String?.self, column: "new_value"))
        change.oldYear = try row.decode(String?.self, column: "old_year")
        change.newYear = try row.decode(String?.self, column: "new_year")
        change.source = try row.decode(String?.self, column: "source")
        change.oldSource = try row.decode(String?.self, column: "old_source")
        change.release = try row.decode(String?.self, column: "release")
        change.publishID = String(try row.decode(Int64.self, column: "publish_id"))
        change.publishedAt = WireTimestamp.string(try row.decode(Date.self, column: "published_at"))
        return change
    }

    /// A `json` column's text as a value (nil for SQL NULL).
    private static func json(_ text: String?) throws -> JSONValue? {
        guard let text else { return nil }
        do { return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) } catch {
            throw PostgresError(code: .invalidValue, context: "dataset_changes holds JSON that does not decode: \(error)")
        }
    }
}
