public import QuadAPIModels

/// The public endpoints under `/api/app/v1`: no key, publicly cacheable.
public enum PublicEndpoints {
    /// Path prefix of the App API (its route group).
    public static let prefix = "/api/app/v1"

    public static let meta = Endpoint<PublicAccess, NoParameters, NoBody, MetaResponse>(
        id: "getMeta", method: "GET", path: "/api/app/v1/meta",
        summary: "Dataset publish id, sources, release years and build",
        description: "For the About screen and for cache validation: a different publish id means every cached "
            + "document is stale.",
        tag: "dataset", cacheable: true,
        responses: [StandardResponses.ok(MetaResponse.self, "The dataset's identity.")] + StandardResponses.publicTail)

    public static let search = Endpoint<PublicAccess, SearchParameters, NoBody, SearchResponse>(
        id: "searchSchools", method: "GET", path: "/api/app/v1/search",
        summary: "Typeahead search over college names, aliases, cities and states",
        description: "Ranks as the site does: an alias equal to the query, then the name starting with it, an alias "
            + "starting with it, a word of the name starting with it, the name containing it, the city starting "
            + "with it or the state code equal to it; ties go to the college with more applicants.",
        tag: "search", cacheable: true,
        parameters: [
            ParameterSpec("q", .string(), "Search text; trimmed and cut to 80 characters. Empty returns no results. "
                          + "Give it at most once."),
            ParameterSpec("limit", .integer(), "Most results, clamped to 1–20. Default 8. A value that is not a whole "
                          + "number, or a repeated limit, is a 400."),
            ParameterSpec("exclude", .string(),
                          "Comma-separated college ids to leave out (the first 20 are used; unknown ids are ignored)."),
        ],
        responses: [StandardResponses.ok(SearchResponse.self, "Matches, best first."), StandardResponses.badRequest]
            + StandardResponses.publicTail)

    public static let schoolsIndex = Endpoint<PublicAccess, NoParameters, NoBody, SchoolIndexResponse>(
        id: "getSchoolIndex", method: "GET", path: "/api/app/v1/schools/index",
        summary: "Every college with its acceptance rate and applicants, for offline search",
        tag: "search", cacheable: true,
        responses: [StandardResponses.ok(SchoolIndexResponse.self, "Every college in dataset order.")]
            + StandardResponses.publicTail)

    public static let glossary = Endpoint<PublicAccess, NoParameters, NoBody, CustomResponse>(
        id: "getGlossary", method: "GET", path: "/api/app/v1/glossary",
        summary: "Glossary entries by category, with related terms",
        tag: "glossary", cacheable: true,
        responses: [StandardResponses.ok(GlossaryResponse.self, "Categories and entries.")] + StandardResponses.publicTail)

    public static let openAPI = Endpoint<PublicAccess, NoParameters, NoBody, CustomResponse>(
        id: "getOpenAPIDocument", method: "GET", path: "/api/app/v1/openapi.json",
        summary: "This API's OpenAPI 3.1 document",
        tag: "dataset", cacheable: true,
        responses: [ResponseSpec(200, "The OpenAPI document.", body: .any,
                                 headers: [ResponseHeaders.etag, ResponseHeaders.publish, ResponseHeaders.cacheControl])]
            + StandardResponses.publicTail)

    /// Every public endpoint, in document order.
    public static let all: [EndpointSpec] = [meta.spec, search.spec, schoolsIndex.spec, glossary.spec, openAPI.spec]
}
