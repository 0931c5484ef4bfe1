/// `/compare` and `/compare/table`: the site's own query string (`ids`, the page's controls), read leniently by the
/// compare builders, so nothing in it is a 400.
public struct CompareParameters: EndpointParameters, Hashable {
    /// Every query pair, in order.
    public var query: [QueryPair]

    public init(reading source: ParameterSource) {
        query = source.query
    }
}

/// `/compare/{topic}`: the topic as given (a topic that does not exist is the handler's 404) and the query.
public struct CompareTopicParameters: EndpointParameters, Hashable {
    public var topic: String
    /// Every query pair, in order.
    public var query: [QueryPair]

    public init(reading source: ParameterSource) {
        topic = source.path("topic")
        query = source.query
    }
}
