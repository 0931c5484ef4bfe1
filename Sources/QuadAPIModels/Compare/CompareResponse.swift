/// A compare screen (the overview, a topic page or "All the numbers"): a ``Screen`` (encoded with the same keys) plus
/// the query values it set aside.
///
/// A compare URL never fails on its ids: repeats, ids no college has and any past the fourth are left out and listed
/// in `ignored`, as are control values the page does not know.
public struct CompareResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// The compare screen.
    public var screen: Screen
    /// Values given but not used, in query order; empty when every value was used.
    public var ignored: [IgnoredParameter]

    /// The screen and the values it did not use.
    public init(screen: Screen, ignored: [IgnoredParameter]) {
        self.screen = screen
        self.ignored = ignored
    }

    private enum CodingKeys: String, CodingKey { case ignored }

    /// Decodes the screen's keys and `ignored` from one object.
    public init(from decoder: any Decoder) throws {
        screen = try Screen(from: decoder)
        ignored = try decoder.container(keyedBy: CodingKeys.self).decode([IgnoredParameter].self, forKey: .ignored)
    }

    /// Encodes the screen's keys and `ignored` into one object.
    public func encode(to encoder: any Encoder) throws {
        try screen.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ignored, forKey: .ignored)
    }

    public static let schema = Screen.schema.adding("ignored", .array(IgnoredParameter.schema))
        .described("A compare screen, with the query values that were not used.")
}
