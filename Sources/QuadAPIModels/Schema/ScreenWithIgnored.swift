/// A screen document plus the query values it set aside (Over time, Compare), encoded as one object: the screen's
/// keys and `ignored` side by side.
public protocol ScreenWithIgnored: Codable {
    var screen: Screen { get }
    /// Values given but not used, in query order; empty when every value was used.
    var ignored: [IgnoredParameter] { get }
    init(screen: Screen, ignored: [IgnoredParameter])
}

private enum IgnoredKey: String, CodingKey { case ignored }

extension ScreenWithIgnored {
    /// Decodes the screen's keys and `ignored` from one object.
    public init(from decoder: any Decoder) throws {
        self.init(screen: try Screen(from: decoder),
                  ignored: try decoder.container(keyedBy: IgnoredKey.self).decode([IgnoredParameter].self, forKey: .ignored))
    }

    /// Encodes the screen's keys and `ignored` into one object.
    public func encode(to encoder: any Encoder) throws {
        try screen.encode(to: encoder)
        var c = encoder.container(keyedBy: IgnoredKey.self)
        try c.encode(ignored, forKey: .ignored)
    }

    /// The screen's schema with `ignored` added.
    public static func screenSchema(_ description: String) -> JSONSchema {
        Screen.schema.adding("ignored", .array(IgnoredParameter.schema)).described(description)
    }
}
