public import QuadAPIModels

/// The national trends endpoints: the hub, the six studies, movers, conferences and states. Public and cacheable;
/// every figure is read from the dataset's precomputed trend files.
public enum TrendEndpoints {
    public static let prefix = "/api/app/v1/trends"
    static let groupings = ["region", "control", "size", "selectivity", "setting", "division", "research"]
    /// The six studies' slugs (the screens' study registry; a test checks they agree).
    public static let studies = ["men-and-women", "shrinking-colleges", "price-gap", "out-of-state", "pell-gap", "test-optional"]
    /// The states index's map measures and a state page's line measures.
    public static let stateMapMeasures = ["undergradChange", "acceptanceRate", "avgCost", "outOfState", "testOptionalShare"]
    public static let statePageMeasures = ["undergrads", "applicants", "acceptanceRate", "avgPaid"]
    /// The states index table's sortable columns, in table order.
    public static let statesTableColumns = ["name", "onSite"] + stateMapMeasures
    /// The conferences table's sortable columns, in table order.
    public static let conferencesTableColumns = ["name", "members", "acceptance", "cost", "appsChange"]

    /// `GET /trends`.
    public static let hub = Endpoint<PublicAccess, NoParameters, NoBody, Screen>(
        id: "getTrends", method: "GET", path: prefix,
        summary: "National trends: study cards, the movers entry, the Power 4 and the states map",
        description: "One card per study (headline number, sparkline, sentence), newest first; then three ten-year "
            + "movers lists (five rows each), the Power 4 conferences side by side, and the states tile map.",
        tag: "trends", cacheable: true,
        responses: [StandardResponses.ok(Screen.self, "The hub screen.")] + StandardResponses.publicTail)

    /// `GET /trends/movers`.
    public static let movers = Endpoint<PublicAccess, TrendMoversParameters, NoBody, Screen>(
        id: "getTrendMovers", method: "GET", path: prefix + "/movers",
        summary: "Biggest movers: the ten lists with their floors, exclusions and Explore links",
        description: "Each list shows ranks up to 10 (every college tied at the tenth included) and folds the rest of its "
            + "25 behind \u{201C}Show 25\u{201D}.",
        tag: "trends", cacheable: true,
        parameters: [ParameterSpec("window", .string(), "`10` (default) or `5` years back; any other value shows ten years, "
                                   + "as the site does.", examples: ["10", "5"])],
        responses: [StandardResponses.ok(Screen.self, "The movers screen.")] + StandardResponses.publicTail)

    /// `GET /trends/conferences`.
    public static let conferences = Endpoint<PublicAccess, TrendConferencesParameters, NoBody, Screen>(
        id: "getTrendConferences", method: "GET", path: prefix + "/conferences",
        summary: "Trends by athletic conference: the Power 4, every conference by level, and realignment",
        description: "Each level's table sorts as the site's header buttons do: each column's `href` is this screen "
            + "sorted by it (the sorted column flips direction; another starts ascending for the name, descending for a "
            + "number); a missing value sorts last either way and ties go A to Z.",
        tag: "trends", cacheable: true,
        parameters: [ParameterSpec("sortBy", .oneOfStrings(conferencesTableColumns),
                                   "The table column to sort by (default `name`). Given twice is a 400."),
                     ParameterSpec("sortDir", .oneOfStrings(["asc", "desc"]),
                                   "`asc` or `desc` (default: `asc` for `name`, `desc` for the others). Given twice is a 400.")],
        responses: [StandardResponses.ok(Screen.self, "The conferences screen."), StandardResponses.badRequest]
            + StandardResponses.publicTail)

    /// `GET /trends/conferences/{slug}`.
    public static let conference = Endpoint<PublicAccess, TrendConferenceParameters, NoBody, Screen>(
        id: "getTrendConference", method: "GET", path: prefix + "/conferences/{slug}",
        summary: "One conference: members, medians against every college, the median over time, moves",
        description: "Medians only for conferences with 8 or more members on the site. A slug no conference has is a 404.",
        tag: "trends", cacheable: true,
        parameters: [
            ParameterSpec("slug", in: .path, .string(pattern: "^[a-z0-9-]+$"), "The conference's page slug.",
                          examples: ["north-coast-athletic-conference", "southeastern-conference"]),
            ParameterSpec("measure", .oneOfStrings(["applicants", "acceptance_rate", "undergrads", "avg_paid_all",
                                                    "out_of_state_share"]),
                          "The over-time chart's measure (default `applicants`). Given twice is a 400."),
            ParameterSpec("members", .oneOfStrings(TrendConferenceParameters.memberRules),
                          "`today` (default: today's members in every year) or `atTheTime`. Given twice is a 400."),
        ],
        responses: [StandardResponses.ok(Screen.self, "The conference screen."), StandardResponses.badRequest,
                    StandardResponses.notFound] + StandardResponses.publicTail)

    /// `GET /trends/states`.
    public static let states = Endpoint<PublicAccess, TrendStatesParameters, NoBody, Screen>(
        id: "getTrendStates", method: "GET", path: prefix + "/states",
        summary: "Trends by state: the tile map with a measure switch and every state in a table",
        description: "The table sorts as the site's header buttons do: each column's `href` is this screen sorted by it "
            + "(the sorted column flips direction; another starts ascending for the name, descending for a number), "
            + "and a missing value sorts last either way.",
        tag: "trends", cacheable: true,
        parameters: [ParameterSpec("measure", .oneOfStrings(stateMapMeasures),
                                   "What colors the map (default `undergradChange`). Given twice is a 400."),
                     ParameterSpec("sortBy", .oneOfStrings(statesTableColumns),
                                   "The table column to sort by (default `name`). Given twice is a 400."),
                     ParameterSpec("sortDir", .oneOfStrings(["asc", "desc"]),
                                   "`asc` or `desc` (default: `asc` for `name`, `desc` for the others). Given twice is a 400.")],
        responses: [StandardResponses.ok(Screen.self, "The states screen."), StandardResponses.badRequest]
            + StandardResponses.publicTail)

    /// `GET /trends/states/{state}`.
    public static let state = Endpoint<PublicAccess, TrendStateParameters, NoBody, Screen>(
        id: "getTrendState", method: "GET", path: prefix + "/states/{state}",
        summary: "One state: counts, ten-year changes against the nation, where first-years come from, movers",
        description: "States with fewer than 10 colleges on the site show counts, members and movers only. A code no state "
            + "or territory of the file has is a 404.",
        tag: "trends", cacheable: true,
        parameters: [
            ParameterSpec("state", in: .path, .string(pattern: "^[A-Za-z]{2}$"), "USPS code, any case.",
                          examples: ["ca", "PA", "ny"]),
            ParameterSpec("measure", .oneOfStrings(statePageMeasures),
                          "The line drawn full size (default `undergrads`). Given twice is a 400."),
        ],
        responses: [StandardResponses.ok(Screen.self, "The state screen."), StandardResponses.badRequest,
                    StandardResponses.notFound] + StandardResponses.publicTail)

    /// `GET /trends/{study}`.
    public static let study = Endpoint<PublicAccess, TrendStudyParameters, NoBody, Screen>(
        id: "getTrendStudy", method: "GET", path: prefix + "/{study}",
        summary: "One national trend study, with its grouping and Colleges/Students switches",
        description: "Question, then/now tiles, the national lines (pandemic marked), small multiples per group of the "
            + "chosen grouping (\u{201C}too few colleges to say\u{201D} under 30), the study's own charts, takeaway, method "
            + "and sources. A grouping the study does not offer, or `students` on a study that counts colleges only, is a 400.",
        tag: "trends", cacheable: true,
        parameters: [
            ParameterSpec("study", in: .path, .oneOfStrings(studies), "The study.",
                          examples: studies),
            ParameterSpec("grouping", .oneOfStrings(groupings), "The breakdown (default: the study's first, `region`)."),
            ParameterSpec("view", .oneOfStrings(["colleges", "students"]), "Count `colleges` (default) or `students`."),
            ParameterSpec("window", .oneOfStrings(["ten", "five"]), "Shrinking colleges only: the ten-year (default) or "
                          + "five-year window."),
        ],
        responses: [StandardResponses.ok(Screen.self, "The study screen."), StandardResponses.badRequest,
                    StandardResponses.notFound] + StandardResponses.publicTail)

    /// Every trends endpoint, in document order (static paths before `{study}`).
    public static let all: [EndpointSpec] = [hub.spec, movers.spec, conferences.spec, conference.spec, states.spec, state.spec,
                                              study.spec]
}

