/// One dot per group on a shared scale (`dot-plot`; graduation rate by group).
public struct DotPlotBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var groups: [DotGroup]
    /// The overall figure, drawn as a reference line.
    public var reference: Value?
    public var scale: AxisScale
    public var label: String?

    public init(groups: [DotGroup], reference: Value? = nil, scale: AxisScale, label: String? = nil) {
        self.groups = groups
        self.reference = reference
        self.scale = scale
        self.label = label
    }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("dot-plot")),
        .init("groups", .array(.ref(DotGroup.self), minItems: 1)),
        .optional("reference", .ref(Value.self)),
        .init("scale", .ref(AxisScale.self)),
        .optional("label", .string()),
    ]).described("Dots per group on one scale.")
}

/// One dot of a ``DotPlotBlock``.
public struct DotGroup: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var value: Value
    public var color: String?

    public init(label: String, value: Value, color: String? = nil) {
        self.label = label
        self.value = value
        self.color = color
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .optional("color", .colorToken),
    ])
}
