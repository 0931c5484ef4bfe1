/// `GET /me/home` and the answer of saving or removing it: the household's home, and how Explore uses it.
public struct HomeResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// Missing when none is set (or the person is in no household).
    public var home: HomeDetail?
    /// Explore's "Use my home" query for the home's ZIP ("near=20500&within=100&sortBy=distance").
    public var explore: String?
    /// "Colleges within 100 miles", the link to that query.
    public var exploreLabel: String?
    /// What the save did that the person should know ("We used the center of ZIP code 20500 …").
    public var notice: String?
    /// Street addresses can be looked up here (a geocoder is configured); otherwise only a ZIP code is used.
    public var streetLookup: Bool
    /// Suggestions as you type are available.
    public var suggestions: Bool

    public init(home: HomeDetail?, explore: String?, exploreLabel: String?, notice: String?, streetLookup: Bool,
                suggestions: Bool) {
        self.home = home
        self.explore = explore
        self.exploreLabel = exploreLabel
        self.notice = notice
        self.streetLookup = streetLookup
        self.suggestions = suggestions
    }

    public static let schema = JSONSchema.object([
        .optional("home", .ref(HomeDetail.self)),
        .optional("explore", .string()),
        .optional("exploreLabel", .string()),
        .optional("notice", .string()),
        .init("streetLookup", .boolean),
        .init("suggestions", .boolean),
    ]).described("The household's home.")
}

/// The home as its household's members see it.
public struct HomeDetail: Sendable, Hashable, Codable, SchemaDescribed {
    /// The matched address, tidied ("1600 Pennsylvania Ave NW, Washington, DC 20500", "ZIP code 20500 (its center)").
    public var label: String
    /// What distance lines name ("Washington, DC", "ZIP 20500").
    public var place: String
    public var zip: String?
    /// Rounded to three decimals (about 100 m).
    public var lat: Double
    public var lng: Double
    /// "Set by Tracy".
    public var setBy: String?
    public var updatedAt: String

    public init(label: String, place: String, zip: String?, lat: Double, lng: Double, setBy: String?, updatedAt: String) {
        self.label = label
        self.place = place
        self.zip = zip
        self.lat = lat
        self.lng = lng
        self.setBy = setBy
        self.updatedAt = updatedAt
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("place", .string()),
        .optional("zip", .string(pattern: "^[0-9]{5}$")),
        .init("lat", .number(minimum: -90, maximum: 90)),
        .init("lng", .number(minimum: -180, maximum: 180)),
        .optional("setBy", .string()),
        .init("updatedAt", .string(format: "date-time")),
    ])
}

/// `PUT /me/home`: a street address or a ZIP code.
public struct HomeRequest: Sendable, Hashable, Codable, SchemaDescribed {
    /// At most 200 characters.
    public var address: String

    public init(address: String) { self.address = address }

    public static let schema = JSONSchema.object([.init("address", .string())])
}

/// `GET /me/home/suggest`: addresses that start like the text typed. Picking one only fills the field.
public struct HomeSuggestions: Sendable, Hashable, Codable, SchemaDescribed {
    public var suggestions: [AddressSuggestion]
    /// Which service answered (for its attribution), missing when none is configured or it did not answer.
    public var provider: String?

    public init(suggestions: [AddressSuggestion], provider: String?) {
        self.suggestions = suggestions
        self.provider = provider
    }

    public static let schema = JSONSchema.object([
        .init("suggestions", .array(.ref(AddressSuggestion.self), maxItems: 5)),
        .optional("provider", .string()),
    ])
}

/// One suggested address.
public struct AddressSuggestion: Sendable, Hashable, Codable, SchemaDescribed {
    /// The full line for the field ("77 Massachusetts Avenue, Cambridge, MA 02139, USA").
    public var text: String
    /// "77 Massachusetts Avenue".
    public var main: String
    /// "Cambridge, MA 02139, USA".
    public var secondary: String

    public init(text: String, main: String, secondary: String) {
        self.text = text
        self.main = main
        self.secondary = secondary
    }

    public static let schema = JSONSchema.object([
        .init("text", .string()),
        .init("main", .string()),
        .init("secondary", .string()),
    ])
}
