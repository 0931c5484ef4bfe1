import Domain

/// The checks a change-file entry passes before it becomes a `dataset_changes` row. The entry itself is the row:
/// ``StoredChange`` encodes to the table's column names, and the insert reads the keys it needs (absent and null
/// values both become SQL NULL).
enum DatasetChangeRow {
    /// The kinds the table accepts (`dataset_changes.kind`).
    static let kinds: Set<String> = ["new_year", "revised", "updated", "appeared", "disappeared"]

    /// The unit id and field of change-file entry `position`, or an error naming what the table would refuse.
    static func check(_ change: StoredChange, position: Int) throws(DatasetPublishError) -> (unitID: String, field: String) {
        let at = "changes.json record \(position)"
        guard let unitID = change.unitID, DatasetSnapshot.isUnitID(unitID), unitID.utf8.count <= 10 else {
            throw DatasetPublishError("\(at): unit_id must be 1 to 10 digits")
        }
        guard let field = change.field, (1...200).contains(field.count) else {
            throw DatasetPublishError("\(at): field must be 1 to 200 characters")
        }
        guard let kind = change.kind, kinds.contains(kind) else {
            throw DatasetPublishError("\(at): kind must be one of \(kinds.sorted().joined(separator: ", "))")
        }
        return (unitID, field)
    }
}
