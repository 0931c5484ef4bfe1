import Domain
import QuadAPIModels

/// The national trends endpoints: the hub, the six studies, movers, conferences and states. Public and cacheable;
/// every figure is read from the dataset's precomputed trend files.
public enum TrendEndpoints {
    static let prefix = PublicEndpoints.prefix + "/trends"
    static let groupings = ["region", "control", "size", "selectivity", "setting", "division", "research"]

    /// `GET /trends`.
    public static let hub = EndpointSpec(
        id: "getTrends", method: "GET", path: prefix,
        summary: "National trends: study cards, the movers entry, the Power 4 and the states map",
        description: "One card per study (headline number, sparkline, sentence), newest first; then three ten-year "
            + "movers lists (five rows each), the Power 4 conferences side by side, and the states tile map.",
        tag: "trends", access: .public, cacheable: true,
        responses: [StandardResponses.ok(Screen.self, "The hub screen.")] + StandardResponses.publicTail)

    /// `GET /trends/movers`.
    public static let movers = EndpointSpec(
        id: "getTrendMovers", method: "GET", path: prefix + "/movers",
        summary: "Biggest movers: the ten lists with their floors, exclusions and Explore links",
        description: "Each list shows ranks up to 10 (every college tied at the tenth included) and folds the rest of its "
            + "25 behind \u{201C}Show 25\u{201D}.",
        tag: "trends", access: .public, cacheable: true,
        parameters: [ParameterSpec("window", .string(), "`10` (default) or `5` years back; any other value shows ten years, "
                                   + "as the site does.", examples: ["10", "5"])],
        responses: [StandardResponses.ok(Screen.self, "The movers screen.")] + StandardResponses.publicTail)

    /// `GET /trends/conferences`.
    public static let conferences = EndpointSpec(
        id: "getTrendConferences", method: "GET", path: prefix + "/conferences",
        summary: "Trends by athletic conference: the Power 4, every conference by level, and realignment",
        tag: "trends", access: .public, cacheable: true,
        responses: [StandardResponses.ok(Screen.self, "The conferences screen.")] + StandardResponses.publicTail)

    /// `GET /trends/conferences/{slug}`.
    public static let conference = EndpointSpec(
        id: "getTrendConference", method: "GET", path: prefix + "/conferences/{slug}",
        summary: "One conference: members, medians against every college, the median over time, moves",
        description: "Medians only for conferences with 8 or more members on the site. A slug no conference has is a 404.",
        tag: "trends", access: .public, cacheable: true,
        parameters: [
            ParameterSpec("slug", in: .path, .string(pattern: "^[a-z0-9-]+$"), "The conference's page slug.",
                          examples: ["north-coast-athletic-conference", "southeastern-conference"]),
            ParameterSpec("measure", .oneOfStrings(["applicants", "acceptance_rate", "undergrads", "avg_paid_all",
                                                    "out_of_state_share"]),
                          "The over-time chart's measure (default `applicants`). Given twice is a 400."),
            ParameterSpec("members", .oneOfStrings(TrendScreens.conferenceMembers),
                          "`today` (default: today's members in every year) or `atTheTime`. Given twice is a 400."),
        ],
        responses: [StandardResponses.ok(Screen.self, "The conference screen."), StandardResponses.badRequest,
                    StandardResponses.notFound] + StandardResponses.publicTail)

    /// `GET /trends/states`.
    public static let states = EndpointSpec(
        id: "getTrendStates", method: "GET", path: prefix + "/states",
        summary: "Trends by state: the tile map with a measure switch and every state in a table",
        tag: "trends", access: .public, cacheable: true,
        parameters: [ParameterSpec("measure", .oneOfStrings(TrendScreens.stateMapMeasures),
                                   "What colors the map (default `undergradChange`). Given twice is a 400.")],
        responses: [StandardResponses.ok(Screen.self, "The states screen."), StandardResponses.badRequest]
            + StandardResponses.publicTail)

    /// `GET /trends/states/{state}`.
    public static let state = EndpointSpec(
        id: "getTrendState", method: "GET", path: prefix + "/states/{state}",
        summary: "One state: counts, ten-year changes against the nation, where first-years come from, movers",
        description: "States with fewer than 10 colleges on the site show counts, members and movers only. A code no state "
            + "or territory of the file has is a 404.",
        tag: "trends", access: .public, cacheable: true,
        parameters: [
            ParameterSpec("state", in: .path, .string(pattern: "^[A-Za-z]{2}$"), "USPS code, any case.",
                          examples: ["ca", "PA", "ny"]),
            ParameterSpec("measure", .oneOfStrings(TrendScreens.statePageMeasures),
                          "The line drawn full size (default `undergrads`). Given twice is a 400."),
        ],
        responses: [StandardResponses.ok(Screen.self, "The state screen."), StandardResponses.badRequest,
                    StandardResponses.notFound] + StandardResponses.publicTail)

    /// `GET /trends/{study}`.
    public static let study = EndpointSpec(
        id: "getTrendStudy", method: "GET", path: prefix + "/{study}",
        summary: "One national trend study, with its grouping and Colleges/Students switches",
        description: "Question, then/now tiles, the national lines (pandemic marked), small multiples per group of the "
            + "chosen grouping (\u{201C}too few colleges to say\u{201D} under 30), the study's own charts, takeaway, method "
            + "and sources. A grouping the study does not offer, or `students` on a study that counts colleges only, is a 400.",
        tag: "trends", access: .public, cacheable: true,
        parameters: [
            ParameterSpec("study", in: .path, .oneOfStrings(TrendStudyCatalog.all.map(\.slug)), "The study.",
                          examples: TrendStudyCatalog.all.map(\.slug)),
            ParameterSpec("grouping", .oneOfStrings(groupings), "The breakdown (default: the study's first, `region`)."),
            ParameterSpec("view", .oneOfStrings(["colleges", "students"]), "Count `colleges` (default) or `students`."),
            ParameterSpec("window", .oneOfStrings(["ten", "five"]), "Shrinking colleges only: the ten-year (default) or "
                          + "five-year window."),
        ],
        responses: [StandardResponses.ok(Screen.self, "The study screen."), StandardResponses.badRequest,
                    StandardResponses.notFound] + StandardResponses.publicTail)

    /// Every trends endpoint, in document order (static paths before `{study}`).
    public static let all: [EndpointSpec] = [hub, movers, conferences, conference, states, state, study]
}

/// The high-school directory: search and each school's screen.
public enum HighSchoolEndpoints {
    /// `GET /high-schools`.
    public static let search = EndpointSpec(
        id: "searchHighSchools", method: "GET", path: PublicEndpoints.prefix + "/high-schools",
        summary: "Search the high-school directory by name or city, within a state and kind",
        description: "Searches only when `q` or `state` is given; at most 30 results, best first (the text starting "
            + "with the query, then every word starting a word, then containing it; then by name). The student profile's "
            + "high-school picker uses the same search.",
        tag: "high-schools", access: .public, cacheable: true,
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
    public static let school = EndpointSpec(
        id: "getHighSchool", method: "GET", path: PublicEndpoints.prefix + "/high-schools/{id}",
        summary: "A high school: header, stats against state medians, rigor, outcomes, grading, where graduates go",
        description: "Every value cited. An id the directory lacks is a 404.",
        tag: "high-schools", access: .public, cacheable: true,
        parameters: [ParameterSpec("id", in: .path, .string(pattern: "^([0-9]{12}|[A-Z0-9]{8})$"),
                                   "12-digit NCES id (public) or 8-character PSS id (private).",
                                   examples: ["061000000000"])],
        responses: [StandardResponses.ok(Screen.self, "The high school screen."), StandardResponses.notFound]
            + StandardResponses.publicTail)

    public static let all: [EndpointSpec] = [search, school]
}
