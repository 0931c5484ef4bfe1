/// Applied → admitted → enrolled, as bars that narrow (`funnel`).
public struct FunnelBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var steps: [FunnelStep]

    public init(steps: [FunnelStep]) { self.steps = steps }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("funnel")),
        .init("steps", .array(.ref(FunnelStep.self), minItems: 1)),
    ]).described("An admissions funnel.")
}

/// One bar of a ``FunnelBlock``.
public struct FunnelStep: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var value: Value
    /// Bar length as a share of the track.
    public var fill: Double

    public init(label: String, value: Value, fill: Double) {
        self.label = label
        self.value = value
        self.fill = fill
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("value", .ref(Value.self)),
        .init("fill", .fraction),
    ])
}
