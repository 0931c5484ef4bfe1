/// `/search`: the text, the result count and the ids to leave out.
public struct SearchParameters: EndpointParameters, Hashable {
    /// The search text as given ("" when absent).
    public var q: String
    /// Most results (the handler clamps it); nil for the default.
    public var limit: Int?
    /// College ids to leave out, as given.
    public var exclude: [String]

    public init(reading source: ParameterSource) throws(InputError) {
        limit = try source.integer("limit")
        exclude = (try source.single("exclude") ?? "").split(separator: ",").map(String.init)
        q = try source.single("q") ?? ""
    }
}

/// The site's own query string unchanged (`/explore`, `/explore/filters`): read leniently by the Explore engine,
/// so nothing in it is a 400.
public struct ExploreParameters: EndpointParameters, Hashable {
    /// Every query pair, in order.
    public var query: [QueryPair]

    public init(reading source: ParameterSource) {
        query = source.query
    }
}
