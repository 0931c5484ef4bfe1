/// A query parameter the server did not use, and what it did instead.
public struct IgnoredParameter: Sendable, Hashable, Codable, SchemaDescribed {
    /// The parameter's name (`group`, `range`).
    public var name: String
    /// The value as given.
    public var value: String
    /// Why it was not used ("Not a group this college has; showing Cost.").
    public var reason: String

    /// A set-aside parameter and why.
    public init(name: String, value: String, reason: String) {
        self.name = name
        self.value = value
        self.reason = reason
    }

    public static let schema = JSONSchema.object([
        .init("name", .string()),
        .init("value", .string()),
        .init("reason", .string()),
    ]).described("A query parameter that was not used; the screen shows the default instead.")
}

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

    private enum CodingKeys: String, CodingKey {
        case kind, title, url, blocks, sources, publish, ignored
    }

    /// Decodes the screen's keys and `ignored` from one object.
    public init(from decoder: any Decoder) throws {
        screen = try Screen(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        ignored = try c.decode([IgnoredParameter].self, forKey: .ignored)
    }

    /// Encodes the screen's keys and `ignored` into one object.
    public func encode(to encoder: any Encoder) throws {
        try screen.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ignored, forKey: .ignored)
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("screen")),
        .init("title", .string()),
        .init("url", .string()),
        .init("blocks", .array(.ref(Block.self))),
        .init("sources", .array(.ref(SourceGroup.self))),
        .init("publish", .string()),
        .init("ignored", .array(IgnoredParameter.schema)),
    ]).described("The Over time screen, with the query parameters that were not used.")
}
