public import QuadAPIModels

/// The high-school directory: search and each school's screen.
public enum HighSchoolEndpoints {
    /// `GET /high-schools`.
    public static let search = Endpoint<PublicAccess, HighSchoolSearchParameters, NoBody, HighSchoolSearchResponse>(
        id: "searchHighSchools", method: "GET", path: "/api/app/v1/high-schools",
        summary: "Search the high-school directory by name or city, within a state and kind",
        description: "Searches only when `q` or `state` is given; at most 30 results, best first (the text starting "
            + "with the query, then every word starting a word, then containing it; then by name). The student profile's "
            + "high-school picker uses the same search.",
        tag: "high-schools", cacheable: true,
        parameters: [
            ParameterSpec("q", .string(), "Name or city words; trimmed, cut to 100 characters. Given twice is a 400.",
                          examples: ["high", "lincoln"]),
            ParameterSpec("state", .string(), "A two-letter state code (any case); anything else is a 400.",
                          examples: ["CA", "tx"]),
            ParameterSpec("kind", .string(), "`public` or `private`; empty means both; anything else is a 400.",
                          examples: ["public", "private"]),
        ],
        responses: [StandardResponses.ok(HighSchoolSearchResponse.self, "Matches and the page's message."),
                    StandardResponses.badRequest] + StandardResponses.publicTail)

    /// `GET /high-schools/{id}`.
    public static let school = Endpoint<PublicAccess, HighSchoolParameters, NoBody, Screen>(
        id: "getHighSchool", method: "GET", path: "/api/app/v1/high-schools/{id}",
        summary: "A high school: header, stats against state medians, rigor, outcomes, grading, where graduates go",
        description: "Every value cited. An id the directory lacks is a 404.",
        tag: "high-schools", cacheable: true,
        parameters: [ParameterSpec("id", in: .path, .string(pattern: "^([0-9]{12}|[A-Z0-9]{8})$"),
                                   "12-digit NCES id (public) or 8-character PSS id (private).",
                                   examples: ["061000000000"])],
        responses: [StandardResponses.ok(Screen.self, "The high school screen."), StandardResponses.notFound]
            + StandardResponses.publicTail)

    public static let all: [EndpointSpec] = [search.spec, school.spec]
}
