/// Where the home address is looked up (config section `home`). With nothing configured the server works offline:
/// a ZIP code (or the ZIP in an address) uses the bundled ZIP centroid table, and there are no suggestions.
public struct HomeConfiguration: Sendable, Equatable {
    /// The one-line geocoder in the U.S. Census Bureau's request and response shapes
    /// (`https://geocoding.geo.census.gov/geocoder/locations/onelineaddress`); empty: street addresses are not
    /// looked up. Default: empty.
    public var geocoderURL: String
    /// The geocoder's time limit. Default: 8 seconds.
    public var geocoderTimeout: Duration
    /// Address suggestions in Google Place Autocomplete (New)'s request and response shapes
    /// (`https://places.googleapis.com/v1/places:autocomplete`); empty: none. Default: empty.
    public var suggestURL: String
    /// The key sent as `X-Goog-Api-Key` to the suggestion service. Default: empty.
    public var suggestKey: String
    /// The suggestion service's time limit. Default: 5 seconds.
    public var suggestTimeout: Duration

    public init(geocoderURL: String = "", geocoderTimeout: Duration = .seconds(8), suggestURL: String = "",
                suggestKey: String = "", suggestTimeout: Duration = .seconds(5)) {
        self.geocoderURL = geocoderURL
        self.geocoderTimeout = geocoderTimeout
        self.suggestURL = suggestURL
        self.suggestKey = suggestKey
        self.suggestTimeout = suggestTimeout
    }
}
