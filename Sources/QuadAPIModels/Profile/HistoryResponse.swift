/// The Over time screen: a ``Screen`` (encoded with the same keys) plus the parameters it did not use.
///
/// Unknown groups and control values fall back to the site's defaults, so every site URL opens; `ignored` says
/// which values were set aside.
public struct HistoryResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// The Over time screen.
    public var screen: Screen
    /// Parameters given but not used, in query order; empty when every parameter was used.
    public var ignored: [IgnoredParameter]

    /// The screen and the parameters it did not use.
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
        .described("The Over time screen, with the query parameters that were not used.")
}
