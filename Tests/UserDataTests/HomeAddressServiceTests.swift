import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// The household's home over real Postgres, with local stand-ins for the Census geocoder and the suggestion service
/// (never the internet): a bare ZIP offline, a street address through the geocoder, the ZIP fallback, the refusals,
/// the one-person household, and suggestions.
@Suite(.serialized) struct HomeAddressServiceTests {
    static let zips = ZipCentroids(csv: Data("zip,city,state,lat,lng\n20500,Washington,DC,38.8987,-77.0352\n02139,Cambridge,MA,42.3647,-71.1042\n".utf8))

    static let whiteHouse = """
        {"result": {"input": {"address": {"address": "x"}}, "addressMatches": [{"tigerLine": {"side": "L"},
          "coordinates": {"x": -77.03654, "y": 38.89875}, "matchedAddress": "1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500",
          "addressComponents": {"zip": "20500", "streetName": "PENNSYLVANIA", "city": "WASHINGTON", "state": "DC"}}]}}
        """

    private func service(_ world: AccountWorld, geocoder: FakeHTTPServer? = nil, suggest: FakeHTTPServer? = nil,
                         timeout: Duration = .seconds(5)) -> HomeAddressService {
        HomeAddressService(pool: world.pool, zips: Self.zips, configuration: HomeConfiguration(
            geocoderURL: geocoder?.url("/geocoder/locations/onelineaddress") ?? "", geocoderTimeout: timeout,
            suggestURL: suggest?.url("/v1/places:autocomplete") ?? "", suggestKey: "test-key", suggestTimeout: timeout))
    }

    @Test func aBareZipIsPlacedOfflineAndAHouseholdIsMadeForSomeoneInNone() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let homes = service(world)
            let fay = try await world.user("fay@example.com", name: "Fay Lee")
            #expect(try await homes.home(fay).home == nil)
            let saved = try await homes.save(fay, address: " 20500-0003 ")
            let home = try #require(saved.home)
            #expect(home.label == "ZIP code 20500 (its center)" && home.place == "ZIP 20500" && home.zip == "20500")
            #expect(home.lat == 38.899 && home.lng == -77.035)
            #expect(home.setBy == "Set by Fay Lee")
            #expect(saved.explore == "near=20500&within=100&sortBy=distance" && saved.exploreLabel == "Colleges within 100 miles")
            #expect(!saved.streetLookup && !saved.suggestions && saved.notice == nil)
            let household = try await world.owner("""
                select h.name, m.role from public.households h join public.household_members m on m.household_id = h.id
                where m.user_id = \(fay.userID)
                """)
            #expect(try household[0].decode(String.self, column: "name") == "The Lee household")
            #expect(try household[0].decode(String.self, column: "role") == "guardian")
            // GET /me sees the same home.
            #expect(try await AccountService(pool: world.pool).me(fay).home?.place == "ZIP 20500")
            #expect(try await homes.remove(fay).home == nil)
            #expect(try await homes.home(fay).home == nil)
        }
    }

    @Test func withoutAGeocoderAStreetAddressUsesItsZipOrIsRefused() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let homes = service(world)
            let a = try await Family.make(world, tag: "a")
            let saved = try await homes.save(a.student, address: "77 Massachusetts Ave, Cambridge, MA 02139, USA")
            #expect(saved.home?.place == "ZIP 02139")
            #expect(saved.notice == "Street addresses can't be looked up on this server, so we used the center of ZIP code 02139.")
            let none = await refusal { _ = try await homes.save(a.student, address: "77 Massachusetts Ave, Cambridge") }
            #expect(none?.status == 422)
            #expect(await refusal { _ = try await homes.save(a.student, address: "  ") }?.message
                == "Enter a street address, or just a ZIP code.")
            #expect(await refusal { _ = try await homes.save(a.student, address: String(repeating: "a", count: 201)) }?.message
                == "Keep the address under 200 characters.")
            #expect(await refusal { _ = try await homes.save(a.student, address: "99999") }?.status == 422)
            // The whole household sees it; another household does not.
            #expect(try await homes.home(a.viewer).home?.setBy == "Set by Sam A")
            let b = try await Family.make(world, tag: "b")
            #expect(try await homes.home(b.guardian).home == nil)
        }
    }

    @Test func aStreetAddressGoesToTheGeocoder() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let geocoder = try FakeHTTPServer { request in
                request.query("address")?.contains("Pennsylvania") == true ? .json(Self.whiteHouse)
                    : .json(#"{"result": {"addressMatches": []}}"#)
            }
            defer { geocoder.stop() }
            let homes = service(world, geocoder: geocoder)
            let a = try await Family.make(world, tag: "a")
            let saved = try await homes.save(a.guardian, address: "1600 Pennsylvania Ave NW, Washington, DC")
            #expect(saved.home?.label == "1600 Pennsylvania Ave NW, Washington, DC 20500")
            #expect(saved.home?.place == "Washington, DC" && saved.home?.lat == 38.899 && saved.home?.lng == -77.037)
            #expect(saved.streetLookup && saved.notice == nil)
            let sent = try #require(geocoder.requests.first)
            #expect(sent.target.hasPrefix("/geocoder/locations/onelineaddress?"))
            #expect(sent.query("address") == "1600 Pennsylvania Ave NW, Washington, DC")
            #expect(sent.query("benchmark") == "Public_AR_Current" && sent.query("format") == "json")
            // No match: the ZIP in the text, else "we couldn't find that address".
            #expect(try await homes.save(a.guardian, address: "1 Nowhere Rd, Cambridge, MA 02139").home?.place == "ZIP 02139")
            let lost = await refusal { _ = try await homes.save(a.guardian, address: "1 Nowhere Rd, Cambridge") }
            #expect(lost?.status == 422 && lost?.message == "We couldn't find that address. Check the street, city, and "
                + "state, or enter just your ZIP code.")
            // A bare ZIP never asks the geocoder.
            let asked = geocoder.requests.count
            _ = try await homes.save(a.guardian, address: "20500")
            #expect(geocoder.requests.count == asked)
        }
    }

    @Test func aGeocoderThatFailsOrIsSlow() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let broken = try FakeHTTPServer { _ in .json("oops", status: 500) }
            defer { broken.stop() }
            let a = try await Family.make(world, tag: "a")
            let homes = service(world, geocoder: broken)
            let down = await refusal { _ = try await homes.save(a.guardian, address: "1 Elm St, Cambridge") }
            #expect(down?.status == 503 && down?.message == "The address lookup isn't answering right now. Try again in a "
                + "moment, or enter just your ZIP code.")
            #expect(try await homes.save(a.guardian, address: "1 Elm St, Cambridge MA 02139").home?.place == "ZIP 02139")
            let slow = try FakeHTTPServer { _ in FakeHTTPServer.Reply(body: Array(Self.whiteHouse.utf8), delay: 4) }
            defer { slow.stop() }
            let impatient = service(world, geocoder: slow, timeout: .milliseconds(300))
            let started = ContinuousClock.now
            #expect(try await impatient.save(a.guardian, address: "1600 Pennsylvania Ave NW, DC 20500").home?.place == "ZIP 20500")
            #expect(ContinuousClock.now - started < .seconds(3))  // the lookup answers only after 4 s
        }
    }

    @Test func suggestionsFromTheConfiguredService() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let google = try FakeHTTPServer { _ in
                .json("""
                    {"suggestions": [
                      {"placePrediction": {"text": {"text": "77 Massachusetts Avenue, Cambridge, MA 02139, USA"},
                        "structuredFormat": {"mainText": {"text": "77 Massachusetts Avenue"}, "secondaryText": {"text": "Cambridge, MA 02139, USA"}}}},
                      {"queryPrediction": {"text": {"text": "77 mass ave pizza"}}},
                      {"placePrediction": {"text": {"text": "77 Mass Ave, Boston"}}},
                      {"placePrediction": {"text": {"text": "3"}}}, {"placePrediction": {"text": {"text": "4"}}},
                      {"placePrediction": {"text": {"text": "5"}}}, {"placePrediction": {"text": {"text": "6"}}}]}
                    """)
            }
            defer { google.stop() }
            let homes = service(world, suggest: google)
            let a = try await Family.make(world, tag: "a")
            let found = await homes.suggest(a.guardian, text: "77 Mass")
            #expect(found.provider == "google")
            #expect(found.suggestions.count == 5)
            #expect(found.suggestions[0] == AddressSuggestion(text: "77 Massachusetts Avenue, Cambridge, MA 02139, USA",
                                                              main: "77 Massachusetts Avenue", secondary: "Cambridge, MA 02139, USA"))
            #expect(found.suggestions[1] == AddressSuggestion(text: "77 Mass Ave, Boston", main: "77 Mass Ave, Boston", secondary: ""))
            let sent = try #require(google.requests.first)
            #expect(sent.method == "POST" && sent.headers["x-goog-api-key"] == "test-key")
            let body = try JSONDecoder().decode(JSONValue.self, from: Data(sent.body))
            #expect(body == .object(["input": .string("77 Mass"), "includedRegionCodes": .array([.string("us")]),
                                     "languageCode": .string("en-US"), "sessionToken": body.member("sessionToken") ?? .null]))
            // Too short: nothing is asked.
            #expect(await homes.suggest(a.guardian, text: "77").suggestions.isEmpty)
            #expect(google.requests.count == 1)
            // Not configured: none, no provider.
            #expect(await service(world).suggest(a.guardian, text: "77 Mass") == HomeSuggestions(suggestions: [], provider: nil))
        }
    }
}

private extension JSONValue {
    func member(_ key: String) -> JSONValue? {
        if case let .object(fields) = self { return fields[key] }
        return nil
    }
}
