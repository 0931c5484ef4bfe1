import Core
import Domain
import Foundation
import QuadAPIModels

/// A place a home address resolved to.
public struct HomeLocation: Sendable, Hashable {
    public var lat: Double
    public var lng: Double
    /// "1600 Pennsylvania Ave NW, Washington, DC 20500" or "ZIP code 20500 (its center)".
    public var label: String
    /// "Washington, DC" or "ZIP 20500".
    public var place: String
    public var zip: String?
}

/// The U.S. Census Bureau's one-line address geocoder, at a configured URL, over ``HTTPClient``: the request carries
/// only the address text (`address`, `benchmark=Public_AR_Current`, `format=json`); the first match becomes a
/// ``HomeLocation`` rounded to about 100 m.
struct CensusGeocoder: Sendable {
    enum Outcome: Sendable, Equatable {
        case found(HomeLocation)
        case noMatch
        case unavailable
    }

    let url: String
    let timeout: Duration
    let client: HTTPClient

    func locate(_ text: String) async -> Outcome {
        guard var components = URLComponents(string: url) else { return .unavailable }
        components.queryItems = (components.queryItems ?? []) + [
            URLQueryItem(name: "address", value: text), URLQueryItem(name: "benchmark", value: "Public_AR_Current"),
            URLQueryItem(name: "format", value: "json"),
        ]
        // URLComponents leaves "+" alone in a query; the geocoder reads it as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        guard let target = components.url?.absoluteString else { return .unavailable }
        let answer: HTTPClientResponse
        do {
            answer = try await client.send(HTTPClientRequest(url: target, headers: [("Accept", "application/json")],
                                                             timeout: timeout))
        } catch {
            return .unavailable
        }
        guard answer.status == 200 else { return .unavailable }
        guard let json = try? JSONDecoder().decode(JSONValue.self, from: Data(answer.body)) else { return .unavailable }
        return Self.parse(json).map(Outcome.found) ?? .noMatch
    }

    /// The first match of a geocoder answer, or nil when there is none or its shape is off. Coordinates come as
    /// x = longitude, y = latitude.
    static func parse(_ json: JSONValue) -> HomeLocation? {
        guard case let .array(matches)? = json["result"]?["addressMatches"], let m = matches.first else { return nil }
        guard let lat = m["coordinates"]?["y"]?.numberValue, let lng = m["coordinates"]?["x"]?.numberValue,
              lat.isFinite, lng.isFinite, abs(lat) <= 90, abs(lng) <= 180 else { return nil }
        let c = m["addressComponents"]
        let city = c?["city"]?.stringValue.map(AddressText.titleCase) ?? ""
        let state = c?["state"]?.stringValue?.uppercased() ?? ""
        let zip = c?["zip"].flatMap { value -> String? in
            switch value {
            case let .string(s): AddressText.bareZip(s)
            case let .number(n): AddressText.bareZip(JSNumber.string(n))
            default: nil
            }
        }
        let matched = m["matchedAddress"]?.stringValue ?? ""
        let street = AddressText.titleCase(String(matched.split(separator: ",", omittingEmptySubsequences: false).first ?? ""))
        let place = !city.isEmpty && !state.isEmpty ? "\(city), \(state)"
            : !state.isEmpty ? state : !city.isEmpty ? city : zip.map { "ZIP \($0)" } ?? "your home"
        let stateZip = [state, zip ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        let joined = [street, city, stateZip].filter { !$0.isEmpty }.joined(separator: ", ")
        let label = joined.isEmpty ? place : joined
        return HomeLocation(lat: AddressText.round(lat), lng: AddressText.round(lng), label: String(label.prefix(200)),
                            place: String(place.prefix(80)), zip: zip)
    }
}

/// Suggestions as you type from a service in Google Place Autocomplete (New)'s shapes, U.S. addresses only. Without
/// a configured service, or when it does not answer in time, there are none.
struct AddressSuggester: Sendable {
    static let minimumLength = 3
    static let limit = 5

    let url: String
    let key: String
    let timeout: Duration
    let client: HTTPClient

    func suggest(_ text: String) async -> HomeSuggestions {
        let none = HomeSuggestions(suggestions: [], provider: nil)
        guard (Self.minimumLength...AddressText.maxLength).contains(text.count) else { return none }
        let body = JSONValue.object([
            "input": .string(text), "sessionToken": .string(UUID().uuidString.lowercased()),
            "includedRegionCodes": .array([.string("us")]), "languageCode": .string("en-US"),
        ])
        let answer: HTTPClientResponse
        do {
            answer = try await client.send(HTTPClientRequest(
                method: "POST", url: url, headers: [("Content-Type", "application/json"), ("X-Goog-Api-Key", key)],
                body: Data(JSONText.serialize(body).utf8), timeout: timeout))
        } catch {
            return none
        }
        guard answer.status == 200, let json = try? JSONDecoder().decode(JSONValue.self, from: Data(answer.body)) else {
            return none
        }
        return HomeSuggestions(suggestions: Self.parse(json), provider: "google")
    }

    /// Each place prediction as a suggestion (query predictions and malformed entries skipped), at most five.
    static func parse(_ json: JSONValue) -> [AddressSuggestion] {
        guard case let .array(items)? = json["suggestions"] else { return [] }
        var out: [AddressSuggestion] = []
        for item in items {
            guard let p = item["placePrediction"],
                  let text = p["text"]?["text"]?.stringValue?.trimmingWhitespace, !text.isEmpty else { continue }
            let main = p["structuredFormat"]?["mainText"]?["text"]?.stringValue?.trimmingWhitespace ?? text
            let secondary = p["structuredFormat"]?["secondaryText"]?["text"]?.stringValue?.trimmingWhitespace ?? ""
            out.append(AddressSuggestion(text: text, main: main, secondary: secondary))
            if out.count >= limit { break }
        }
        return out
    }
}

private extension JSONValue {
    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? {
        if case let .object(fields) = self { return fields[key] }
        return nil
    }

    var stringValue: String? {
        if case let .string(s) = self { return s }
        return nil
    }

    var numberValue: Double? {
        switch self {
        case let .number(n): n
        case let .string(s): Double(s.trimmingWhitespace)
        default: nil
        }
    }
}
