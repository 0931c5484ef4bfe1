/// Where a college sits on a list (userdata-map §2.5). New colleges start `unsorted`.
public enum ListCategory: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
    case reach, target, likely, unsorted

    /// The site's word: "Reach", "Target", "Likely", "Unsorted".
    public var label: String {
        switch self {
        case .reach: "Reach"
        case .target: "Target"
        case .likely: "Likely"
        case .unsorted: "Unsorted"
        }
    }

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
        .described("Reach, Target, Likely, or not sorted yet.")
}

/// The application round a family picked for a college.
public enum ListRound: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
    case ed, ed2, ea, rea, rd, rolling

    /// The site's words: "Early decision", "Early decision II", "Early action", "Restrictive early action",
    /// "Regular decision", "Rolling".
    public var label: String {
        switch self {
        case .ed: "Early decision"
        case .ed2: "Early decision II"
        case .ea: "Early action"
        case .rea: "Restrictive early action"
        case .rd: "Regular decision"
        case .rolling: "Rolling"
        }
    }

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
        .described("Application round: ed, ed2, ea, rea, rd or rolling.")
}

/// How far the application has come. New colleges start `considering`.
public enum ListStatus: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
    case considering, applying, applied, decided

    /// The site's word: "Considering", "Applying", "Applied", "Decided".
    public var label: String {
        switch self {
        case .considering: "Considering"
        case .applying: "Applying"
        case .applied: "Applied"
        case .decided: "Decided"
        }
    }

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
        .described("Considering, applying, applied or decided.")
}

/// What the college decided. Only a `decided` item carries one (a `deferred` answer moves it back to `applied`).
public enum ListOutcome: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
    case admitted, denied, waitlisted, deferred

    /// The site's word: "Admitted", "Denied", "Waitlisted", "Deferred".
    public var label: String {
        switch self {
        case .admitted: "Admitted"
        case .denied: "Denied"
        case .waitlisted: "Waitlisted"
        case .deferred: "Deferred"
        }
    }

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
        .described("Admitted, denied, waitlisted or deferred.")
}

/// One chip of the tracking row under a college, always in the order of ``allCases``.
public enum TrackingKey: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
    case updates, applying, visited, social, accepted

    /// The site's words: "Updates", "Applying", "Visited", "Following on social", "Accepted".
    public var label: String {
        switch self {
        case .updates: "Updates"
        case .applying: "Applying"
        case .visited: "Visited"
        case .social: "Following on social"
        case .accepted: "Accepted"
        }
    }

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
        .described("A tracking chip: updates, applying, visited, social or accepted.")
}
