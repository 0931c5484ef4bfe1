/// Why a data directory (or one of its files) could not be loaded.
///
/// ``description`` is one line naming the file, the record and its `unit_id` when known, the coding path and the
/// problem, e.g. `schools.json record 12 (unit_id 222178): admissions.applicants: expected a number, found a string`
/// or `meta.json: invalid JSON at line 3, column 17 (offset 52): expected ',' or '}'`. Record numbers are zero-based
/// positions in the `schools.json` array (`jq '.[12]'`).
public struct DatasetLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable {
        /// A required file (or the directory) does not exist.
        case missingFile = "missing_file"
        /// The file exists but could not be read.
        case unreadableFile = "unreadable_file"
        /// The bytes are not JSON.
        case invalidJSON = "invalid_json"
        /// Valid JSON with a value of the wrong shape.
        case invalidValue = "invalid_value"
        /// Two records share a `unit_id`.
        case duplicateID = "duplicate_id"
        /// A file read on demand no longer matches the bytes hashed at load.
        case changedFile = "changed_file"
        /// A college's value cites a source `meta.json` does not describe (see `LineageCheck`).
        case unknownSource = "unknown_source"
    }

    public var kind: Kind
    /// Path relative to the data directory (`schools.json`, `history/meta.json`), or the directory itself.
    public var file: String
    /// Zero-based record position in an array file.
    public var record: Int?
    /// The record's `unit_id`, when it could be read.
    public var unitID: String?
    /// Dotted coding path inside the record or file (`admissions.sat_math_25_75[1]`).
    public var codingPath: String?
    /// 1-based line and column, and byte offset, of invalid JSON.
    public var line: Int?
    public var column: Int?
    public var offset: Int?
    /// The problem in words.
    public var detail: String

    public init(kind: Kind, file: String, record: Int? = nil, unitID: String? = nil, codingPath: String? = nil,
                line: Int? = nil, column: Int? = nil, offset: Int? = nil, detail: String) {
        self.kind = kind
        self.file = file
        self.record = record
        self.unitID = unitID
        self.codingPath = codingPath
        self.line = line
        self.column = column
        self.offset = offset
        self.detail = detail
    }

    public var description: String {
        var text = file
        if let record { text += " record \(record)" }
        if let unitID { text += " (unit_id \(unitID))" }
        text += ": "
        if let codingPath, !codingPath.isEmpty { text += codingPath + ": " }
        if kind == .invalidJSON {
            text += "invalid JSON"
            if let line, let column { text += " at line \(line), column \(column)" }
            if let offset { text += " (offset \(offset))" }
            text += ": "
        }
        return text + detail
    }
}
