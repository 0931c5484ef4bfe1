/// Colleges as dots on two measures (`scatter`): dot size is undergrads, color public or private; an optional
/// shaded zone, a y = x diagonal, and one focused college.
///
/// The figures are cited once per measure (`cited`); a point whose figure has another citation (a college-reported
/// value replacing the federal one) carries its own in the point's `cited`. Points carry plain numbers: the app
/// prints each with its measure's format (`xAxis.format`, `yAxis.format`, `sizeFormat`).
public struct ScatterBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var points: [ScatterPoint]
    public var xAxis: ChartAxis
    public var yAxis: ChartAxis
    /// How a dot's size (undergrads) prints on its card ("7.2K").
    public var sizeFormat: FormatKind
    /// The citation of each measure, covering every point that has no citation of its own for it.
    public var cited: ScatterCitations
    public var zone: ScatterZone?
    public var diagonal: ScatterDiagonal?
    /// The id of the college drawn on top and labeled.
    public var focus: String?
    /// The line under the chart ("Showing the 600 most-applied-to of 1,412 matching colleges…").
    public var caption: String?

    public init(
        points: [ScatterPoint], xAxis: ChartAxis, yAxis: ChartAxis, sizeFormat: FormatKind, cited: ScatterCitations,
        zone: ScatterZone? = nil, diagonal: ScatterDiagonal? = nil, focus: String? = nil, caption: String? = nil
    ) {
        self.points = points
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.sizeFormat = sizeFormat
        self.cited = cited
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
        .init("sizeFormat", .ref(FormatKind.self)),
        .init("cited", .ref(ScatterCitations.self)),
        .optional("zone", .ref(ScatterZone.self)),
        .optional("diagonal", .ref(ScatterDiagonal.self)),
        .optional("focus", .string(pattern: "^[0-9]+$")),
        .optional("caption", .string()),
    ]).described("A scatter plot of colleges.")
}

/// The citations of a ``ScatterBlock``'s three measures.
public struct ScatterCitations: Sendable, Hashable, Codable, SchemaDescribed {
    public var x: Cited
    public var y: Cited
    /// Undergrads (the dot's area).
    public var size: Cited

    public init(x: Cited, y: Cited, size: Cited) {
        self.x = x
        self.y = y
        self.size = size
    }

    public static let schema = JSONSchema.object([
        .init("x", .ref(Cited.self)),
        .init("y", .ref(Cited.self)),
        .init("size", .ref(Cited.self)),
    ]).described("One citation per plotted measure.")
}

/// One college of a ``ScatterBlock``: its figures as plain numbers. The card prints each as
/// `formatBy(format, value)` with its measure's format (`xAxis.format`, `yAxis.format`, the block's `sizeFormat`).
public struct ScatterPoint: Sendable, Hashable, Codable, SchemaDescribed {
    /// The college's id (tap opens its profile).
    public var id: String
    public var x: Double
    public var y: Double
    /// What the dot's area stands for (undergrads); absent when not reported.
    public var size: Double?
    public var color: String
    /// The college's name.
    public var label: String
    /// Citations of the figures that differ from their measure's (in the block's `cited`); absent when none does.
    public var cited: ScatterPointCitations?
    /// The college, for the card a tap shows.
    public var school: SchoolRef?

    public init(
        id: String, x: Double, y: Double, size: Double?, color: String, label: String,
        cited: ScatterPointCitations? = nil, school: SchoolRef? = nil
    ) {
        self.id = id
        self.x = x
        self.y = y
        self.size = size
        self.color = color
        self.label = label
        self.cited = cited
        self.school = school
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(pattern: "^[0-9]+$")),
        .init("x", .number()),
        .init("y", .number()),
        .optional("size", .number()),
        .init("color", .colorToken),
        .init("label", .string()),
        .optional("cited", .ref(ScatterPointCitations.self)),
        .optional("school", .ref(SchoolRef.self)),
    ]).described("One dot of a scatter, as plain numbers: its displays are formatBy(axis.format, value) (x with "
        + "xAxis.format, y with yAxis.format, size with the block's sizeFormat; an en dash when size is absent).")
}

/// A point's own citations, for the figures whose citation is not their measure's.
public struct ScatterPointCitations: Sendable, Hashable, Codable, SchemaDescribed {
    public var x: Cited?
    public var y: Cited?
    public var size: Cited?

    public init(x: Cited? = nil, y: Cited? = nil, size: Cited? = nil) {
        self.x = x
        self.y = y
        self.size = size
    }

    public static let schema = JSONSchema.object([
        .optional("x", .ref(Cited.self)),
        .optional("y", .ref(Cited.self)),
        .optional("size", .ref(Cited.self)),
    ]).described("A point's citations where they differ from the chart's.")
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
