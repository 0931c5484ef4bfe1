/// What an endpoint reads from its path and query string, as a value read once before the handler runs.
///
/// ```swift
/// public struct SchoolTopicParameters: EndpointParameters {
///     public var id: String
///     public var sat: Int?
///     public init(reading source: ParameterSource) throws(InputError) {
///         id = source.path("id")
///         sat = try source.integer("sat", in: 400...1600)   // a 400 naming `sat` when unusable
///     }
/// }
/// ```
public protocol EndpointParameters: Sendable {
    /// Reads the parameters; throws ``InputError`` (a 400 naming the parameter) for a value that cannot be used.
    init(reading source: ParameterSource) throws(InputError)
}

/// An endpoint that reads nothing from its path or query.
public struct NoParameters: EndpointParameters, Hashable {
    public init() {}
    public init(reading source: ParameterSource) {}
}

/// One decoded `name=value` pair of a query string.
public struct QueryPair: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// The request's path captures and query pairs, with the strict readers the contract's parameter types use.
public struct ParameterSource: Sendable {
    /// Values of the route template's `{name}` segments, percent-decoded.
    public let pathValues: [String: String]
    /// The query's pairs in order (a repeated name once per occurrence).
    public let query: [QueryPair]

    public init(path: [String: String] = [:], query: [QueryPair] = []) {
        pathValues = path
        self.query = query
    }

    /// The `{name}` segment's value ("" when the template has none).
    public func path(_ name: String) -> String { pathValues[name] ?? "" }

    /// The first value of `name`, or nil.
    public func first(_ name: String) -> String? { query.first { $0.name == name }?.value }

    /// Every value of `name`, in order.
    public func all(_ name: String) -> [String] { query.filter { $0.name == name }.map(\.value) }

    /// A text parameter given at most once (a repeat is a 400 naming it).
    public func single(_ name: String) throws(InputError) -> String? {
        let values = all(name)
        guard values.count <= 1 else { throw InputError(.query, field: name, message: "Give \(name) once.") }
        return values.first
    }

    /// A parameter read strictly: at most once, and when present a whole number in `range`. Anything else is a
    /// 400 naming the parameter.
    public func integer(_ name: String, in range: ClosedRange<Int>? = nil) throws(InputError) -> Int? {
        let values = all(name)
        guard let raw = values.first else { return nil }
        guard values.count == 1 else { throw InputError(.query, field: name, message: "Give \(name) once.") }
        guard let n = Int(raw) else { throw InputError(.query, field: name, message: "\(name) must be a whole number.") }
        if let range, !range.contains(n) {
            throw InputError(.query, field: name,
                             message: "\(name) must be between \(range.lowerBound) and \(range.upperBound).")
        }
        return n
    }
}

/// Input an endpoint cannot use: the server answers 400 with `message` and `detail.field` (when known).
public struct InputError: Error, Sendable, Hashable {
    /// Where the input came from.
    public enum Location: String, Sendable {
        case path, query, body
    }

    public var location: Location
    /// The parameter, or the body field as a dotted path (`items.0.name`); nil when the body as a whole is unreadable.
    public var field: String?
    /// The sentence the client shows.
    public var message: String

    public init(_ location: Location, field: String?, message: String) {
        self.location = location
        self.field = field
        self.message = message
    }
}
