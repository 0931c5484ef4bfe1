/// One dot per group on a shared scale (`dot-plot`; graduation rate by group), with the overall figure as a dashed
/// reference line. Each row prints its value beside the dot, then a lighter second figure and a note when present
/// ("89% · 78% within 4 years · 5 points below students with neither"); a row without a value prints its note alone.
public struct DotPlotBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var groups: [DotGroup]
    /// The overall figure, drawn as a reference line.
    public var reference: Value?
    /// What the reference line is, printed before its value under the plot ("All students in this class").
    public var referenceLabel: String?
    /// Printed after each group's `secondary` value ("within 4 years").
    public var secondaryLabel: String?
    /// The legend line under the plot naming the lighter dots ("Within 4 years"), with its glossary key.
    public var secondaryLegend: String?
    public var secondaryTerm: String?
    /// Printed after each group's `cohort` ("students": "271 students").
    public var cohortLabel: String?
    public var scale: AxisScale
    public var label: String?

    public init(groups: [DotGroup], reference: Value? = nil, referenceLabel: String? = nil, secondaryLabel: String? = nil,
                secondaryLegend: String? = nil, secondaryTerm: String? = nil, cohortLabel: String? = nil,
                scale: AxisScale, label: String? = nil) {
        self.groups = groups
        self.reference = reference
        self.referenceLabel = referenceLabel
        self.secondaryLabel = secondaryLabel
        self.secondaryLegend = secondaryLegend
        self.secondaryTerm = secondaryTerm
        self.cohortLabel = cohortLabel
        self.scale = scale
        self.label = label
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("dot-plot")),
        .init("groups", .array(.ref(DotGroup.self), minItems: 1)),
        .optional("reference", .ref(Value.self)),
        .optional("referenceLabel", .string()),
        .optional("secondaryLabel", .string()),
        .optional("secondaryLegend", .string()),
        .optional("secondaryTerm", .termKey),
        .optional("cohortLabel", .string()),
        .init("scale", .ref(AxisScale.self)),
        .optional("label", .string()),
    ]).described("Dots per group on one scale.")
}

/// One dot of a ``DotPlotBlock``.
public struct DotGroup: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    /// The group's figure; a missing value (`value` null) draws no dot and the row prints its `note` instead.
    public var value: Value
    public var color: String?
    /// How many students the group has, printed under its label with the block's `cohortLabel`.
    public var cohort: Value?
    /// A second, lighter dot for the same students ("within 4 years"), printed after the value.
    public var secondary: Value?
    /// Printed after the values ("5 points below students with neither"), or alone for a group without a value
    /// ("Not shown: under 30 students").
    public var note: String?
    /// The comparison group the others are read against: drawn hollow.
    public var hollow: Bool?

    public init(label: String, value: Value, color: String? = nil, cohort: Value? = nil, secondary: Value? = nil,
                note: String? = nil, hollow: Bool? = nil) {
        self.label = label
        self.value = value
        self.color = color
        self.cohort = cohort
        self.secondary = secondary
        self.note = note
        self.hollow = hollow
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .optional("color", .colorToken),
        .optional("cohort", .ref(Value.self)),
        .optional("secondary", .ref(Value.self)),
        .optional("note", .string()),
        .optional("hollow", .boolean),
    ])
}
