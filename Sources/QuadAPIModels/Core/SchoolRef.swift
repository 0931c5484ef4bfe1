/// A college's colors and mark, for the crest.
public struct CrestBrand: Sendable, Hashable, Codable, SchemaDescribed {
    /// Two hex colors `[from, to]`, or `null` when only a logo exists.
    public var gradient: [String]?
    /// Text color on the gradient: `white` or `black`.
    public var text: String
    /// Site path of the college's mark (`/brand/{id}.webp`), or `null`.
    public var logo: String?

    public init(gradient: [String]?, text: String, logo: String?) {
        self.gradient = gradient
        self.text = text
        self.logo = logo
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(gradient, forKey: .gradient)
        try c.encode(text, forKey: .text)
        try c.encode(logo, forKey: .logo)
    }

    public static let schema = JSONSchema.object([
        .init("gradient", .nullable(.array(.string(pattern: "^#[0-9a-fA-F]{6}$"), minItems: 2, maxItems: 2))),
        .init("text", .oneOfStrings(["white", "black"])),
        .init("logo", .nullable(.string())),
    ])
}

/// A college as every list, chip and card refers to it.
public struct SchoolRef: Sendable, Hashable, Codable, SchemaDescribed {
    /// IPEDS unit id.
    public var id: String
    public var name: String
    public var city: String
    /// USPS state code.
    public var state: String
    /// `public`, `private-nonprofit` or `private-forprofit`.
    public var type: String
    /// Colors and mark; absent when the college has none (the app draws a generated crest).
    public var brand: CrestBrand?

    public init(id: String, name: String, city: String, state: String, type: String, brand: CrestBrand?) {
        self.id = id
        self.name = name
        self.city = city
        self.state = state
        self.type = type
        self.brand = brand
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(pattern: "^[0-9]+$")),
        .init("name", .string()),
        .init("city", .string()),
        .init("state", .string()),
        .init("type", .oneOfStrings(["public", "private-nonprofit", "private-forprofit"])),
        .optional("brand", .ref(CrestBrand.self)),
    ])
}
