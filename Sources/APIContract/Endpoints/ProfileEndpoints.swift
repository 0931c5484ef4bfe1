public import QuadAPIModels

/// The college profile endpoints (`/schools/{id}` and its topics, history and changes).
public enum ProfileEndpoints {
    static let id = ParameterSpec("id", in: .path, .string(pattern: "^[0-9]+$"),
                                  "IPEDS unit id of the college. An id no college has is a 404.",
                                  examples: ["222178", "138558"])

    /// `GET /schools/{id}`.
    public static let overview = Endpoint<PublicAccess, SchoolParameters, NoBody, Screen>(
        id: "getSchool", method: "GET", path: "/api/app/v1/schools/{id}",
        summary: "A college's profile overview",
        description: "Hero facts, identity links, \u{201C}Known for\u{201D} chips, what changed in the last year, one "
            + "topic card per topic the college has, four similar colleges, and the sources of every field the profile "
            + "shows.",
        tag: "profile", cacheable: true, parameters: [id],
        responses: [StandardResponses.ok(Screen.self, "The overview screen."), StandardResponses.notFound]
            + StandardResponses.publicTail)

    /// `GET /schools/{id}/{topic}`, with the score checker's `sat` and `act`.
    public static let topic = Endpoint<PersonalisedAccess, SchoolTopicParameters, NoBody, Screen>(
        id: "getSchoolTopic", method: "GET", path: "/api/app/v1/schools/{id}/{topic}",
        summary: "One topic page of a college's profile",
        description: "A topic the college has no data for is a 404, as on the site; the overview's topic cards list "
            + "the topics it has. On `admissions`, `sat` and `act` place the reader's scores in the college's middle "
            + "50% (the score checker); other topics check them the same way and otherwise ignore them. Signed in "
            + "(a bearer token) and without either, `admissions` places the person's own saved SAT total, else ACT "
            + "composite; that answer is private.",
        tag: "profile", cacheable: true,
        parameters: [
            id,
            ParameterSpec("topic", in: .path, .oneOfStrings(["admissions", "students", "academics", "cost", "outcomes"]),
                          "The topic page. Any other value is a 404."),
            ParameterSpec("sat", .integer(minimum: 400, maximum: 1600),
                          "The reader's SAT total, 400\u{2013}1600. Not a whole number, out of range, or given twice is "
                          + "a 400 naming `sat`."),
            ParameterSpec("act", .integer(minimum: 1, maximum: 36),
                          "The reader's ACT composite, 1\u{2013}36. Not a whole number, out of range, or given twice is "
                          + "a 400 naming `act`."),
            ParameterSpec("students", .oneOfStrings(["first_time", "transfer_in"]),
                          "On `outcomes`, the 8-year outcome bar's group: absent for all students, `first_time` for "
                          + "students who started in college here, `transfer_in` for transfer students (the "
                          + "`controls` block lists the groups the college has). Any other value, or a repeat, is a 400 "
                          + "naming `students`."),
        ],
        responses: [StandardResponses.ok(Screen.self, "The topic screen."), StandardResponses.badRequest,
                    StandardResponses.notFound] + StandardResponses.publicTail)

    /// `GET /schools/{id}/history` with its lenient controls.
    public static let history = Endpoint<PublicAccess, SchoolHistoryParameters, NoBody, HistoryResponse>(
        id: "getSchoolHistory", method: "GET", path: "/api/app/v1/schools/{id}/history",
        summary: "A college's Over time page: controls, the group list, and the selected group's charts",
        description: "Every parameter is read leniently so every site URL opens: a value the page does not know (or a "
            + "group the college has no data for, or a repeat) falls back to the default and is listed in `ignored`. "
            + "A college without history files is a 404.",
        tag: "profile", cacheable: true,
        parameters: [
            id,
            ParameterSpec("group", .string(), "`cost` (default), `aid`, `admissions`, `scores`, `students`, "
                          + "`academics`, `outcomes` or `changes`; a group the college lacks shows its first group."),
            ParameterSpec("range", .string(), "`10` (default: ten years ending with the latest) or `all`."),
            ParameterSpec("dollars", .string(), "`real` (default: after inflation, CPI-U) or `nominal` (as reported)."),
            ParameterSpec("median", .string(), "`on` (default) or `off`: the national middle 50% and median."),
            ParameterSpec("rate", .string(), "Public colleges: `blended` (default), `in` or `out`, the full price "
                          + "the cost chart draws."),
            ParameterSpec("grad", .string(), "The Outcomes group's graduation by group: `each` (default: each entering "
                          + "class) or `avg` (3-class averages weighted by class size)."),
        ],
        responses: [ResponseSpec(200, "The Over time screen and the parameters not used.", body: HistoryResponse.schema,
                                 headers: [ResponseHeaders.etag, ResponseHeaders.publish, ResponseHeaders.cacheControl,
                                           ResponseHeaders.requestID]),
                    StandardResponses.notFound] + StandardResponses.publicTail)

    /// `GET /schools/{id}/changes`.
    public static let changes = Endpoint<PublicAccess, SchoolParameters, NoBody, Screen>(
        id: "getSchoolChanges", method: "GET", path: "/api/app/v1/schools/{id}/changes",
        summary: "What changed in a college's data in the last year",
        description: "The newest two publishes that changed the college's values (when the newest is under a year "
            + "older than the dataset), one sentence per change, from the dataset's change log.",
        tag: "profile", cacheable: true, parameters: [id],
        responses: [StandardResponses.ok(Screen.self, "The changes as a screen."), StandardResponses.notFound]
            + StandardResponses.publicTail)

    /// Every profile endpoint, in document order.
    public static let all: [EndpointSpec] = [overview.spec, history.spec, changes.spec, topic.spec]
}
