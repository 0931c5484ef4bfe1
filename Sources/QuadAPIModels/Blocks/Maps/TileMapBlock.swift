/// States as equal tiles on a grid, shaded by a measure (`tile-map`).
public struct TileMapBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var tiles: [StateTile]
    public var scale: TileScale

    public init(tiles: [StateTile], scale: TileScale) {
        self.tiles = tiles
        self.scale = scale
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("tile-map")),
        .init("tiles", .array(.ref(StateTile.self), minItems: 1)),
        .init("scale", .ref(TileScale.self)),
    ]).described("A state tile map.")
}

/// One state of a ``TileMapBlock``.
public struct StateTile: Sendable, Hashable, Codable, SchemaDescribed {
    /// USPS code, also the tile's text.
    public var state: String
    /// The state's figure; its value is null when there is none (drawn empty).
    public var value: Value
    /// The short figure printed on the tile ("1.2K").
    public var display: String
    /// Where a tap goes; absent for a tile that does nothing.
    public var href: String?
    /// Grid position.
    public var col: Int
    public var row: Int
    /// Index into the scale's levels, or absent for an empty tile.
    public var level: Int?
    /// What the tile says on hover or a long press ("PA: 48% median college's acceptance rate. Click for the state
    /// page"); absent where the site's map says nothing.
    public var title: String?

    public init(state: String, value: Value, display: String, href: String? = nil, col: Int, row: Int, level: Int? = nil,
                title: String? = nil) {
        self.state = state
        self.value = value
        self.display = display
        self.href = href
        self.col = col
        self.row = row
        self.level = level
        self.title = title
    }

    public static let schema = JSONSchema.object([
        .init("state", .stateCode),
        .init("value", .ref(Value.self)),
        .init("display", .string()),
        .optional("href", .string()),
        .init("col", .integer(minimum: 0)),
        .init("row", .integer(minimum: 0)),
        .optional("level", .integer(minimum: 0)),
        .optional("title", .string()),
    ])
}

/// The shading of a ``TileMapBlock`` and its legend.
public struct TileScale: Sendable, Hashable, Codable, SchemaDescribed {
    /// The legend's leading words ("Colleges per state").
    public var label: String
    /// Ascending by `min`.
    public var levels: [TileLevel]

    public init(label: String, levels: [TileLevel]) {
        self.label = label
        self.levels = levels
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("levels", .array(.ref(TileLevel.self), minItems: 1)),
    ])
}

/// One step of a ``TileScale``.
public struct TileLevel: Sendable, Hashable, Codable, SchemaDescribed {
    /// Lowest figure on this step.
    public var min: Double
    /// The legend text ("15–29").
    public var label: String
    public var color: String

    public init(min: Double, label: String, color: String) {
        self.min = min
        self.label = label
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("min", .number()),
        .init("label", .string()),
        .init("color", .colorToken),
    ])
}
