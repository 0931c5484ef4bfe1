/// `POST /me/fit`: which colleges of the whole dataset fit the signed-in person's own profile (Explore's "Fits my
/// scores" and "Fits my preferences").
public struct FitResponse: Sendable, Hashable, Codable, SchemaDescribed {
    public var signedIn: Bool
    /// A SAT total or ACT composite is saved.
    public var hasScores: Bool
    /// At least one preference is saved.
    public var hasPreferences: Bool
    public var ids: FitIDs
    /// The Explore query each chip applies (`mySAT=1450&myACT=32`; `sizes=small&setting=city&states=TN`).
    public var queries: FitQueries
    public var messages: FitMessages

    public init(signedIn: Bool, hasScores: Bool, hasPreferences: Bool, ids: FitIDs, queries: FitQueries,
                messages: FitMessages) {
        self.signedIn = signedIn
        self.hasScores = hasScores
        self.hasPreferences = hasPreferences
        self.ids = ids
        self.queries = queries
        self.messages = messages
    }

    public static let schema = JSONSchema.object([
        .init("signedIn", .boolean),
        .init("hasScores", .boolean),
        .init("hasPreferences", .boolean),
        .init("ids", .ref(FitIDs.self)),
        .init("queries", .ref(FitQueries.self)),
        .init("messages", .ref(FitMessages.self)),
    ]).described("What fits the person's own profile.")
}

/// Unit ids that fit, in dataset order; a list only when the profile has what it needs.
public struct FitIDs: Sendable, Hashable, Codable, SchemaDescribed {
    public var scores: [String]?
    public var prefs: [String]?

    public init(scores: [String]?, prefs: [String]?) {
        self.scores = scores
        self.prefs = prefs
    }

    public static let schema = JSONSchema.object([
        .optional("scores", .array(.string(pattern: "^[0-9]+$"))),
        .optional("prefs", .array(.string(pattern: "^[0-9]+$"))),
    ])
}

/// Explore query strings, present when the profile has something to apply.
public struct FitQueries: Sendable, Hashable, Codable, SchemaDescribed {
    public var scores: String?
    public var prefs: String?

    public init(scores: String?, prefs: String?) {
        self.scores = scores
        self.prefs = prefs
    }

    public static let schema = JSONSchema.object([.optional("scores", .string()), .optional("prefs", .string())])
}

/// What each chip says.
public struct FitMessages: Sendable, Hashable, Codable, SchemaDescribed {
    /// "Showing 412 that fit (…)", or "No SAT or ACT score saved — add one on your profile."
    public var scores: String
    /// "Showing 96 that fit (…)", or "No preferences saved yet — add some on your profile."
    public var prefs: String
    /// States or regions of the profile that Explore's filters cannot apply ("\"New England\" isn't a state …").
    public var unmapped: String?

    public init(scores: String, prefs: String, unmapped: String?) {
        self.scores = scores
        self.prefs = prefs
        self.unmapped = unmapped
    }

    public static let schema = JSONSchema.object([
        .init("scores", .string()),
        .init("prefs", .string()),
        .optional("unmapped", .string()),
    ])
}
