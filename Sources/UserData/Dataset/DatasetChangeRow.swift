import Domain
import QuadAPIModels

/// A change-file entry in the shape of a `dataset_changes` row, as the JSON the insert statement expands (the keys
/// are the column names). Absent and null values both become SQL NULL.
struct DatasetChangeRow: Encodable, Sendable {
    var unitID: String
    var field: String
    var kind: String
    var oldValue: JSONValue?
    var newValue: JSONValue?
    var oldYear: String?
    var newYear: String?
    var source: String?
    var oldSource: String?
    var release: String?

    enum CodingKeys: String, CodingKey {
        case unitID = "unit_id"
        case field, kind
        case oldValue = "old_value"
        case newValue = "new_value"
        case oldYear = "old_year"
        case newYear = "new_year"
        case source
        case oldSource = "old_source"
        case release
    }

    /// The kinds the table accepts (`dataset_changes.kind`).
    static let kinds: Set<String> = ["new_year", "revised", "updated", "appeared", "disappeared"]

    /// The row of change-file entry `position`, or an error naming what the table would refuse.
    init(_ change: StoredChange, position: Int) throws(DatasetPublishError) {
        let at = "changes.json record \(position)"
        guard let unitID = change.unitID, DatasetSnapshot.isUnitID(unitID), unitID.utf8.count <= 10 else {
            throw DatasetPublishError("\(at): unit_id must be 1 to 10 digits")
        }
        guard let field = change.field, (1...200).contains(field.count) else {
            throw DatasetPublishError("\(at): field must be 1 to 200 characters")
        }
        guard let kind = change.kind, Self.kinds.contains(kind) else {
            throw DatasetPublishError("\(at): kind must be one of \(Self.kinds.sorted().joined(separator: ", "))")
        }
        self.unitID = unitID
        self.field = field
        self.kind = kind
        oldValue = change.oldValue
        newValue = change.newValue
        oldYear = change.oldYear
        newYear = change.newYear
        source = change.source
        oldSource = change.oldSource
        release = change.release
    }
}
