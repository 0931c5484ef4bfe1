/// One allowed value of an Explore list parameter and the words the panel and the chips use for it.
public struct ExploreChoice: Sendable, Hashable {
    /// The URL value (`hbcu`, `I-FBS`, `air_force`).
    public var value: String
    /// The panel's label ("HBCU", "D-I FBS", "Air Force").
    public var label: String
    /// The active chip's label when it differs from ``label`` ("Division I FBS", "Air Force ROTC").
    public var chip: String

    public init(_ value: String, _ label: String, chip: String? = nil) {
        self.value = value
        self.label = label
        self.chip = chip ?? label
    }
}

extension Array where Element == ExploreChoice {
    /// The values, in order.
    public var values: [String] { map(\.value) }

    /// The choice with `value`.
    public func choice(_ value: String) -> ExploreChoice? {
        first { $0.value == value }
    }
}
