/// Colleges as dots on a U.S. outline, already projected (Albers USA) by the server (`dot-map`).
///
/// Paths and dot positions are in the map's own units, inside a `width` × `height` box; the app only scales them.
public struct DotMapBlock: Sendable, Hashable, Codable, SchemaDescribed {
    /// SVG path data: the nation's fill and the state borders.
    public var paths: [MapPath]
    public var dots: [MapDot]
    public var width: Double
    public var height: Double
    /// The line under the map ("1,412 matching colleges. 3 in U.S. territories aren't drawn.").
    public var caption: String?

    public init(paths: [MapPath], dots: [MapDot], width: Double, height: Double, caption: String? = nil) {
        self.paths = paths
        self.dots = dots
        self.width = width
        self.height = height
        self.caption = caption
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("dot-map")),
        .init("paths", .array(.ref(MapPath.self), minItems: 1)),
        .init("dots", .array(.ref(MapDot.self))),
        .init("width", .number(minimum: 0)),
        .init("height", .number(minimum: 0)),
        .optional("caption", .string()),
    ]).described("Colleges on a projected U.S. map.")
}

/// One projected outline of a ``DotMapBlock``.
public struct MapPath: Sendable, Hashable, Codable, SchemaDescribed {
    /// What the path outlines: `nation`, `borders`, or a state code.
    public var id: String
    /// SVG path data in map units.
    public var d: String

    public init(id: String, d: String) {
        self.id = id
        self.d = d
    }

    public static let schema = JSONSchema.object([
        .init("id", .string()),
        .init("d", .string()),
    ])
}

/// One college of a ``DotMapBlock``.
public struct MapDot: Sendable, Hashable, Codable, SchemaDescribed {
    /// The college's id.
    public var id: String
    /// Position in map units.
    public var x: Double
    public var y: Double
    /// Radius in map units (area grows with undergrads).
    public var r: Double
    public var color: String
    /// The college's name.
    public var label: String
    /// The college, for the card a tap shows.
    public var school: SchoolRef?
    /// The figures the card lists (setting, admit rate, undergrads).
    public var stats: [LabeledValue]?

    public init(
        id: String, x: Double, y: Double, r: Double, color: String, label: String, school: SchoolRef? = nil,
        stats: [LabeledValue]? = nil
    ) {
        self.id = id
        self.x = x
        self.y = y
        self.r = r
        self.color = color
        self.label = label
        self.school = school
        self.stats = stats
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(pattern: "^[0-9]+$")),
        .init("x", .number()),
        .init("y", .number()),
        .init("r", .number(minimum: 0)),
        .init("color", .colorToken),
        .init("label", .string()),
        .optional("school", .ref(SchoolRef.self)),
        .optional("stats", .array(.ref(LabeledValue.self))),
    ])
}
