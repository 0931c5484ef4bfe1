/// Segmented controls and toggles bound to the screen's query parameters (`controls`; history range and dollars,
/// movers window, "Differences only").
public struct ControlsBlock: Sendable, Hashable, Codable, SchemaDescribed {
    public var controls: [QueryControl]

    public init(controls: [QueryControl]) { self.controls = controls }

    public static let schema = JSONSchema.object([
        .init("kind", .constant("controls")),
        .init("controls", .array(.ref(QueryControl.self), minItems: 1)),
    ]).described("Controls bound to query parameters.")
}
