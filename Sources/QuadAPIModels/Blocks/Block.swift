/// One element of a screen: the fixed catalog of kinds the app has a renderer for.
///
/// Encoded as an object with a `kind` discriminator and the kind's fields. A kind this version does not know
/// decodes as ``unknown(kind:)`` so an older app can render "Open on the web" instead of failing.
public enum Block: Sendable, Hashable, Codable, SchemaDescribed {
    case heading(Heading)
    case text(TextBlock)
    case web(WebBlock)
    /// A kind this version of the models does not know.
    case unknown(kind: String)

    /// The catalog name of the block's kind.
    public var kind: String {
        switch self {
        case .heading: "heading"
        case .text: "text"
        case .web: "web"
        case let .unknown(kind): kind
        }
    }

    private enum KindKey: String, CodingKey { case kind }

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.container(keyedBy: KindKey.self).decode(String.self, forKey: .kind)
        switch kind {
        case "heading": self = .heading(try Heading(from: decoder))
        case "text": self = .text(try TextBlock(from: decoder))
        case "web": self = .web(try WebBlock(from: decoder))
        default: self = .unknown(kind: kind)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: KindKey.self)
        try c.encode(kind, forKey: .kind)
        switch self {
        case let .heading(b): try b.encode(to: encoder)
        case let .text(b): try b.encode(to: encoder)
        case let .web(b): try b.encode(to: encoder)
        case .unknown: break
        }
    }

    public static let schema = JSONSchema.oneOf(
        [.ref(Heading.self), .ref(TextBlock.self), .ref(WebBlock.self)],
        discriminator: .init(propertyName: "kind", mapping: [
            ("heading", Heading.schemaName), ("text", TextBlock.schemaName), ("web", WebBlock.schemaName),
        ])
    )
}

/// A section heading, with the anchor "On this page" links to.
public struct Heading: Sendable, Hashable, Codable, SchemaDescribed {
    public var level: Int
    public var text: String
    public var eyebrow: String?
    public var anchor: String?

    public init(level: Int, text: String, eyebrow: String? = nil, anchor: String? = nil) {
        self.level = level
        self.text = text
        self.eyebrow = eyebrow
        self.anchor = anchor
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("heading")),
        .init("level", .integer(minimum: 1, maximum: 4)),
        .init("text", .string()),
        .optional("eyebrow", .string()),
        .optional("anchor", .string()),
    ])
}

/// Markdown text (bold, links, glossary term spans).
public struct TextBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var markdown: String

    public init(markdown: String) { self.markdown = markdown }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("text")),
        .init("markdown", .string()),
    ])
}

/// A page the app cannot draw natively: open it on the web.
public struct WebBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var href: String

    public init(href: String) { self.href = href }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("web")),
        .init("href", .string()),
    ])
}
