/// Values the router captured for the `{name}` segments of the matched route, already percent-decoded.
public struct PathParameters: Sendable, Hashable {
    private var values: [String: String]

    public init(_ values: [String: String] = [:]) { self.values = values }

    /// The captured value for `name`, or nil when the route has no such parameter.
    public subscript(name: String) -> String? { values[name] }

    /// Every captured parameter.
    public var all: [String: String] { values }

    /// Whether nothing was captured.
    public var isEmpty: Bool { values.isEmpty }
}
