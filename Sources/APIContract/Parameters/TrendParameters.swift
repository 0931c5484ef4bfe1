/// `/trends/movers`: the window as given (any value other than `5` shows ten years, as the site does).
public struct TrendMoversParameters: EndpointParameters, Hashable {
    public var window: String?

    public init(reading source: ParameterSource) {
        window = source.first("window")
    }
}

/// `/trends/{study}`: the study and its switches, each given at most once (the screen checks the values).
public struct TrendStudyParameters: EndpointParameters, Hashable {
    public var study: String
    public var grouping: String?
    public var view: String?
    public var window: String?

    public init(reading source: ParameterSource) throws(InputError) {
        study = source.path("study")
        grouping = try source.single("grouping")
        view = try source.single("view")
        window = try source.single("window")
    }
}

/// `/trends/conferences`: the table's sort (the screen checks the values), each at most once.
public struct TrendConferencesParameters: EndpointParameters, Hashable {
    /// The table column the rows are sorted by within each level (`name` when absent).
    public var sortBy: String?
    /// `asc` or `desc` (when absent: `asc` for `name`, `desc` for the numbers, as a first tap on the site's header).
    public var sortDir: String?

    public init(reading source: ParameterSource) throws(InputError) {
        sortBy = try source.single("sortBy")
        sortDir = try source.single("sortDir")
    }
}

/// `/trends/conferences/{slug}`: the conference, the over-time measure and which members count.
public struct TrendConferenceParameters: EndpointParameters, Hashable {
    public static let memberRules = ["today", "atTheTime"]

    public var slug: String
    public var measure: String?
    /// `today` or `atTheTime`.
    public var members: String?

    public init(reading source: ParameterSource) throws(InputError) {
        slug = source.path("slug")
        measure = try source.single("measure")
        members = try source.single("members")
        if let m = members, !Self.memberRules.contains(m) {
            throw InputError(.query, field: "members", message: "`members` is `today` or `atTheTime`.")
        }
    }
}

/// `/trends/states`: the map's measure and the table's sort (the screen checks the values), each at most once.
public struct TrendStatesParameters: EndpointParameters, Hashable {
    public var measure: String?
    /// The table column the rows are sorted by (`name` when absent).
    public var sortBy: String?
    /// `asc` or `desc` (when absent: `asc` for `name`, `desc` for the measures, as a first tap on the site's header).
    public var sortDir: String?

    public init(reading source: ParameterSource) throws(InputError) {
        measure = try source.single("measure")
        sortBy = try source.single("sortBy")
        sortDir = try source.single("sortDir")
    }
}

/// `/trends/states/{state}`: the state and the measure (the screen checks it).
public struct TrendStateParameters: EndpointParameters, Hashable {
    /// The `{state}` segment.
    public var state: String
    public var measure: String?

    public init(reading source: ParameterSource) throws(InputError) {
        state = source.path("state")
        measure = try source.single("measure")
    }
}

/// `/high-schools`: the search's text, state and kind, each at most once (empty when absent).
public struct HighSchoolSearchParameters: EndpointParameters, Hashable {
    public var q: String
    public var state: String
    public var kind: String

    public init(reading source: ParameterSource) throws(InputError) {
        q = try source.single("q") ?? ""
        state = try source.single("state") ?? ""
        kind = try source.single("kind") ?? ""
    }
}

/// `/high-schools/{id}`.
public struct HighSchoolParameters: EndpointParameters, Hashable {
    public var id: String

    public init(reading source: ParameterSource) {
        id = source.path("id")
    }
}
