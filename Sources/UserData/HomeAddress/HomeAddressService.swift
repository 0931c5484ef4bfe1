import Core
import Domain
import Foundation
public import QuadAPIModels

/// The household's home address (userdata-map §2.8): `GET|PUT|DELETE /me/home`, `GET /me/home/suggest`.
///
/// A bare ZIP code (five digits, or ZIP+4) is placed at that ZIP's center from the bundled table, offline. A street
/// address goes to the configured geocoder; when it finds nothing (or does not answer) the ZIP in the text is used
/// instead. With no geocoder configured, a street address with a ZIP uses the ZIP and says so; without a ZIP it is a
/// 422. The geocoder is asked before the transaction opens; saving is one transaction as the person, and someone in
/// no household gets a one-person household first.
public struct HomeAddressService: Sendable {
    let pool: PostgresPool
    let zips: ZipCentroids
    let geocoder: CensusGeocoder?
    let suggester: AddressSuggester?

    public init(pool: PostgresPool, zips: ZipCentroids, configuration: HomeConfiguration = HomeConfiguration(),
                client: HTTPClient = HTTPClient()) {
        self.pool = pool
        self.zips = zips
        geocoder = configuration.geocoderURL.isEmpty ? nil
            : CensusGeocoder(url: configuration.geocoderURL, timeout: configuration.geocoderTimeout, client: client)
        suggester = configuration.suggestURL.isEmpty ? nil
            : AddressSuggester(url: configuration.suggestURL, key: configuration.suggestKey,
                               timeout: configuration.suggestTimeout, client: client)
    }

    static let empty = APIError.badRequest("Enter a street address, or just a ZIP code.", field: "address")
    static let tooLong = APIError.badRequest("Keep the address under 200 characters.", field: "address")
    static let noMatch = APIError(status: 422, code: "no_match", message: "We couldn't find that address. Check the "
        + "street, city, and state, or enter just your ZIP code.")
    static let unavailable = APIError(status: 503, code: "geocoder_unavailable", message: "The address lookup isn't "
        + "answering right now. Try again in a moment, or enter just your ZIP code.", headers: [("Retry-After", "5")])
    static let needsZip = APIError(status: 422, code: "needs_zip", message: "Street addresses can't be looked up on "
        + "this server. Enter just your ZIP code, or an address that ends with one.")

    /// The home, when the household has one.
    public func home(_ principal: Principal) async throws -> HomeResponse {
        try await HouseholdMessages.mapping {
            let rows = try await pool.pipeline(as: .authenticated(principal), [MeReader.rememberHousehold, Self.read])
            return try respond(rows[1])
        }
    }

    /// Places `address` and saves it as the household's home, replacing the one before.
    ///
    /// - Throws: 400 blank or over 200 characters; 422 not found (or a street address with no geocoder and no ZIP);
    ///   503 the geocoder is not answering; 403 for an account scheduled for deletion.
    public func save(_ principal: Principal, address: String) async throws -> HomeResponse {
        let text = address.trimmingWhitespace
        guard !text.isEmpty else { throw Self.empty }
        guard text.utf16.count <= AddressText.maxLength else { throw Self.tooLong }
        let (location, notice) = try await locate(text)
        return try await HouseholdMessages.mapping {
            try await pool.transaction(as: principal) { connection in
                let context = try await HouseholdService.open(connection, requireHousehold: false)
                if context.household == nil {
                    _ = try await connection.pipeline([
                        """
                        select public.create_household(coalesce(nullif(\(HouseholdRules.suggestedName(context.myName)), ''),
                          'My household'),
                          case when (select role_hint from public.profiles where id = auth.uid()) in ('guardian', 'counselor')
                               then 'guardian' else 'student' end)
                        """,
                        MeReader.rememberHousehold,
                    ])
                }
                let rows = try await connection.pipeline([PostgresQuery(unsafeSQL: """
                    insert into public.household_homes (household_id, lat, lng, label, place, zip, set_by, set_by_name,
                                                        updated_at)
                    values (\(HouseholdReader.current), $1, $2, $3, $4, $5, auth.uid(), $6, now())
                    on conflict (household_id) do update set lat = excluded.lat, lng = excluded.lng,
                      label = excluded.label, place = excluded.place, zip = excluded.zip, set_by = excluded.set_by,
                      set_by_name = excluded.set_by_name, updated_at = excluded.updated_at
                    """, binds: [location.lat, location.lng, location.label, location.place, location.zip,
                                 context.myName.map { String($0.prefix(80)) }]), Self.read])
                return try respond(rows[1], notice: notice)
            }
        }
    }

    /// Removes the household's home.
    public func remove(_ principal: Principal) async throws -> HomeResponse {
        try await HouseholdMessages.mapping {
            try await pool.transaction(as: principal) { connection in
                _ = try await HouseholdService.open(connection, requireHousehold: false)
                let rows = try await connection.pipeline([
                    PostgresQuery(unsafeSQL: "delete from public.household_homes where household_id = \(HouseholdReader.current)"),
                    Self.read,
                ])
                return try respond(rows[1])
            }
        }
    }

    /// Up to five addresses starting like `text` (3–200 characters), from the configured service.
    public func suggest(_ principal: Principal, text: String) async -> HomeSuggestions {
        guard let suggester else { return HomeSuggestions(suggestions: [], provider: nil) }
        return await suggester.suggest(AddressText.normalize(text))
    }

    /// Where `text` is, and what to tell the person about how it was placed.
    func locate(_ input: String) async throws -> (HomeLocation, String?) {
        let text = AddressText.normalize(input)
        if let zip = AddressText.bareZip(text) {
            guard let home = zipHome(zip) else { throw Self.noMatch }
            return (home, nil)
        }
        guard let geocoder else {
            guard let zip = AddressText.zipIn(text), let home = zipHome(zip) else { throw Self.needsZip }
            return (home, "Street addresses can't be looked up on this server, so we used the center of ZIP code \(zip).")
        }
        let outcome = await geocoder.locate(text)
        if case let .found(home) = outcome { return (home, nil) }
        if let zip = AddressText.zipIn(text), let home = zipHome(zip) { return (home, nil) }
        throw outcome == .unavailable ? Self.unavailable : Self.noMatch
    }

    /// A ZIP-only home at the ZIP's center.
    func zipHome(_ zip: String) -> HomeLocation? {
        guard let center = zips.point(zip) else { return nil }
        return HomeLocation(lat: AddressText.round(center.latitude), lng: AddressText.round(center.longitude),
                            label: "ZIP code \(zip) (its center)", place: "ZIP \(zip)", zip: zip)
    }

    static let read = PostgresQuery(unsafeSQL: """
        select lat, lng, label, place, zip, set_by_name, updated_at
        from public.household_homes where household_id = \(HouseholdReader.current)
        """)

    private func respond(_ rows: PostgresRows, notice: String? = nil) throws -> HomeResponse {
        let home = try rows.first.map { row in
            HomeDetail(label: try row.decode(String.self, column: "label"), place: try row.decode(String.self, column: "place"),
                       zip: try row.decode(String?.self, column: "zip"), lat: try row.decode(Double.self, column: "lat"),
                       lng: try row.decode(Double.self, column: "lng"),
                       setBy: try row.decode(String?.self, column: "set_by_name").map { "Set by \($0)" },
                       updatedAt: WireTimestamp.string(try row.decode(Date.self, column: "updated_at")))
        }
        let radius = ExploreVocabulary.defaultRadius
        let zip = home?.zip
        return HomeResponse(home: home, explore: zip.map { "near=\($0)&within=\(radius)&sortBy=distance" },
                            exploreLabel: zip.map { _ in "Colleges within \(radius) miles" }, notice: notice,
                            streetLookup: geocoder != nil, suggestions: suggester != nil)
    }
}
