public import QuadAPIModels

/// The colleges a compare URL names (`?ids=a,b,c,d`), read as the site reads them: comma-separated, trimmed, each id
/// once, unknown ids dropped, at most four, in URL order (the order is the slot order, and so the colors).
///
/// Nothing here fails: every id set aside is listed in ``ignored`` with its reason.
public struct CompareSelection: Sendable, Hashable {
    /// At most this many colleges side by side.
    public static let maxColleges = 4

    /// Dataset positions of the compared colleges, in URL order.
    public var positions: [Int]
    /// Ids given but not compared, in URL order: repeats, ids no college has, and any past the fourth.
    public var ignored: [IgnoredParameter]

    public init(positions: [Int], ignored: [IgnoredParameter] = []) {
        self.positions = positions
        self.ignored = ignored
    }

    /// Reads one `ids` value against the dataset's index of unit ids (`DatasetSnapshot.indexByID`).
    public static func parse(_ raw: String, index: [String: Int]) -> CompareSelection {
        var positions: [Int] = []
        var ignored: [IgnoredParameter] = []
        var seen = Set<String>()
        for part in raw.split(separator: ",", omittingEmptySubsequences: false) {
            let id = part.trimmingWhitespace
            guard !id.isEmpty else { continue }
            guard seen.insert(id).inserted else {
                ignored.append(IgnoredParameter(param: "ids", value: id, reason: "repeated",
                                                message: "Listed more than once; compared once."))
                continue
            }
            guard DatasetSnapshot.isUnitID(id), let position = index[id] else {
                ignored.append(IgnoredParameter(param: "ids", value: id, reason: "unknown-value",
                                                message: "No college has this id."))
                continue
            }
            guard positions.count < maxColleges else {
                ignored.append(IgnoredParameter(param: "ids", value: id, reason: "too-many",
                                                message: "At most four colleges are compared; this one was left out."))
                continue
            }
            positions.append(position)
        }
        return CompareSelection(positions: positions, ignored: ignored)
    }
}
