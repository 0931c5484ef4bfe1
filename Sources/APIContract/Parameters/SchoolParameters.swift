/// `{id}`: the college of `/schools/{id}` and `/schools/{id}/changes`.
public struct SchoolParameters: EndpointParameters, Hashable {
    /// The IPEDS unit id as given (an id no college has is the handler's 404).
    public var id: String

    public init(id: String) { self.id = id }

    public init(reading source: ParameterSource) {
        id = source.path("id")
    }
}

/// `/schools/{id}/{topic}` with the score checker's `sat` and `act`.
public struct SchoolTopicParameters: EndpointParameters, Hashable {
    public var id: String
    public var topic: String
    /// The reader's SAT total, 400–1600.
    public var sat: Int?
    /// The reader's ACT composite, 1–36.
    public var act: Int?
    /// On `outcomes`, the 8-year outcome bar's group (`first_time`, `transfer_in`); the screen checks the value.
    public var students: String?

    public init(reading source: ParameterSource) throws(InputError) {
        id = source.path("id")
        topic = source.path("topic")
        sat = try source.integer("sat", in: 400...1600)
        act = try source.integer("act", in: 1...36)
        students = try source.single("students")
    }
}

/// `/schools/{id}/history`: the college and the page's controls, read leniently by the history builder.
public struct SchoolHistoryParameters: EndpointParameters, Hashable {
    public var id: String
    /// Every query pair, in order.
    public var query: [QueryPair]

    public init(reading source: ParameterSource) {
        id = source.path("id")
        query = source.query
    }
}
