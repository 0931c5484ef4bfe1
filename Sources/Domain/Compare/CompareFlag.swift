/// The neutral badge on the extreme bar of a compared figure ("Most selective", "Largest", "Lowest"): which end
/// earns it and its words. "Higher" is not always better, so the words name the end, never a winner.
public struct CompareFlag: Sendable, Hashable {
    /// Which end of the figure is flagged.
    public enum End: Sendable, Hashable { case max, min }

    public var end: End
    public var text: String

    public init(_ end: End, _ text: String) {
        self.end = end
        self.text = text
    }

    /// The colleges (indices into `values`) at the flagged end: none unless two or more report the figure and their
    /// values are not all the same; every college at the end on a tie.
    public func flagged(_ values: [Double?]) -> [Int] {
        let present = values.compactMap { $0 }
        guard present.count > 1, Set(present).count > 1, let target = end == .max ? present.max() : present.min()
        else { return [] }
        return values.indices.filter { values[$0] == target }
    }
}
