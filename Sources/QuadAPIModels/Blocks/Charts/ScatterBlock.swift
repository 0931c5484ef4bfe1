/// Colleges as dots on two measures (`scatter`): dot size is undergrads, color public or private; an optional
/// shaded zone, a y = x diagonal, and one focused college.
public struct ScatterBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var points: [ScatterPoint]
    public var xAxis: ChartAxis
    public var yAxis: ChartAxis
    public var zone: ScatterZone?
    public var diagonal: ScatterDiagonal?
    /// The id of the college drawn on top and labeled.
    public var focus: String?
    /// The line under the chart ("Showing the 600 most-applied-to of 1,412 matching colleges…").
    public var caption: String?

    public init(
        points: [ScatterPoint], xAxis: ChartAxis, yAxis: ChartAxis, zone: ScatterZone? = nil,
        diagonal: ScatterDiagonal? = nil, focus: String? = nil, caption: String? = nil
    ) {
        self.points = points
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.zone = zone
        self.diagonal = diagonal
        self.focus = focus
        self.caption = caption
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("scatter")),
        .init("points", .array(.ref(ScatterPoint.self))),
        .init("xAxis", .ref(ChartAxis.self)),
        .init("yAxis", .ref(ChartAxis.self)),
        .optional("zone", .ref(ScatterZone.self)),
        .optional("diagonal", .ref(ScatterDiagonal.self)),
        .optional("focus", .string(pattern: "^[0-9]+$")),
        .optional("caption", .string()),
    ]).described("A scatter plot of colleges.")
}

/// One college of a ``ScatterBlock``.
public struct ScatterPoint: Sendable, Hashable, Codable, SchemaDescribed {
    /// The college's id (tap opens its profile).
    public var id: String
    public var x: Value
    public var y: Value
    /// What the dot's area stands for (undergrads).
    public var size: Value
    public var color: String
    /// The college's name.
    public var label: String
    /// The college, for the card a tap shows.
    public var school: SchoolRef?

    public init(id: String, x: Value, y: Value, size: Value, color: String, label: String, school: SchoolRef? = nil) {
        self.id = id
        self.x = x
        self.y = y
        self.size = size
        self.color = color
        self.label = label
        self.school = school
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(pattern: "^[0-9]+$")),
        .init("x", .ref(Value.self)),
        .init("y", .ref(Value.self)),
        .init("size", .ref(Value.self)),
        .init("color", .colorToken),
        .init("label", .string()),
        .optional("school", .ref(SchoolRef.self)),
    ])
}

/// One axis of a chart: its title, tick spacing and extent.
public struct ChartAxis: Sendable, Hashable, Codable, SchemaDescribed {
    /// Axis title ("Acceptance rate").
    public var label: String
    /// Short name for the card ("Admit").
    public var short: String
    /// Direction hint after the title ("less selective").
    public var hint: String?
    public var term: String?
    public var format: FormatKind
    /// Distance between ticks.
    public var step: Double
    public var min: Double?
    public var max: Double?

    public init(
        label: String, short: String, hint: String? = nil, term: String? = nil, format: FormatKind, step: Double,
        min: Double? = nil, max: Double? = nil
    ) {
        self.label = label
        self.short = short
        self.hint = hint
        self.term = term
        self.format = format
        self.step = step
        self.min = min
        self.max = max
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("short", .string()),
        .optional("hint", .string()),
        .optional("term", .termKey),
        .init("format", .ref(FormatKind.self)),
        .init("step", .number(minimum: 0)),
        .optional("min", .number()),
        .optional("max", .number()),
    ])
}

/// A labeled rectangle shaded behind the dots, in data coordinates.
public struct ScatterZone: Sendable, Hashable, Codable, SchemaDescribed {
    public var xMin: Double
    public var xMax: Double
    public var yMin: Double
    public var yMax: Double
    public var label: String

    public init(xMin: Double, xMax: Double, yMin: Double, yMax: Double, label: String) {
        self.xMin = xMin
        self.xMax = xMax
        self.yMin = yMin
        self.yMax = yMax
        self.label = label
    }

    public static let schema = JSONSchema.object([
        .init("xMin", .number()),
        .init("xMax", .number()),
        .init("yMin", .number()),
        .init("yMax", .number()),
        .init("label", .string()),
    ])
}

/// The y = x line, labeled ("No aid: pays full price").
public struct ScatterDiagonal: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String

    public init(label: String) { self.label = label }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
    ])
}
