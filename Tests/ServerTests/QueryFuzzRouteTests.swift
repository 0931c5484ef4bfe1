import Core
@testable import Domain
import Foundation
import QuadAPIModels
import Server
import Testing

/// "Never a 500 for any query string": seeded random query strings, built from every parameter name the parsers know,
/// their vocabularies, and malformed pieces (bad escapes, NUL, huge and non-finite numbers, repeats, stray `=` and
/// `&`), sent through the routes. Explore answers every one with 200 and a document of its schema; the profile's
/// Over time answers 200; the score checker answers 200 or a 400 naming its field.
struct QueryFuzzRouteTests {
    /// SplitMix64: a fixed seed gives the same strings on every run, so a failure can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let junk = ["", "%", "%zz", "%E2%82", "%00", "%F0%9F%98%80", "%FF%FE", "+", "=", "==", ",", ",,", "-1", "0",
                       "1", "1e999", "-1e999", "NaN", "Infinity", "0x10", "1.5", "99999999999999999999", "abc", "%20",
                       "%2C", "%26", "%3D", String(repeating: "9", count: 300), String(repeating: "a%2C", count: 60)]

    static let exploreValues = ["public", "private-nonprofit", "small", "xl", "optional", "blind", "up", "down",
                                "steady", "52", "11", "city", "R1", "hbcu", "catholic", "none", "I-FBS", "naia",
                                "army", "nphc", "CA", "TX", "Midwest", "02139", "10001", "02139-4307", "500", "25",
                                "distance", "price_at", "name", "sat", "asc", "desc", "table", "map", "chart", "grid",
                                "value", "sticker", "scores", "prefs", "102", "no-css"]

    private func randomQuery(names: [String], values: [String], using rng: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...10, using: &rng)).map { _ -> String in
            let name = Bool.random(using: &rng) ? names.randomElement(using: &rng)! : Self.junk.randomElement(using: &rng)!
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return name
            case 1: return name + "="
            case 2: return name + "=" + Self.junk.randomElement(using: &rng)!
            case 3:
                let list = (0..<Int.random(in: 1...4, using: &rng)).map { _ in values.randomElement(using: &rng)! }
                return name + "=" + list.joined(separator: ",")
            default: return name + "=" + values.randomElement(using: &rng)!
            }
        }.joined(separator: Bool.random(using: &rng) ? "&" : "&&")
    }

    @Test func exploreAnswersAnyQueryString() async throws {
        var rng = SeededGenerator(state: 0x5155_4144)
        let names = ExploreQuery.kinds.keys.sorted()
        let validator = SchemaValidator(components: WireComponents.byName)
        for i in 0..<96 {
            let raw = randomQuery(names: names, values: Self.exploreValues, using: &rng)
            // Most strings add a state filter to keep the documents small; every eighth runs on the whole sample.
            let whole = i % 8 == 0
            let target = whole ? "/api/app/v1/explore?\(raw)" : "/api/app/v1/explore?\(raw)&states=VT"
            let response = await ExploreRouteTests.responder.respond(to: Request(method: .get, target: target))
            #expect(response.status == 200, "\(target)")
            guard response.status == 200 else { continue }
            if !whole, i % 4 == 1 {
                let json = try JSONDecoder().decode(JSONValue.self, from: Data(response.body))
                #expect(validator.validate(json, against: .ref("ExploreResponse")) == [], "\(target)")
            } else {
                #expect((try? JSONSerialization.jsonObject(with: Data(response.body))) is [String: Any], "\(target)")
            }
            let panel = await ExploreRouteTests.responder.respond(
                to: Request(method: .get, target: "/api/app/v1/explore/filters?\(raw)"))
            #expect(panel.status == 200, "filters?\(raw)")
        }
    }

    /// The profile's query strings: Over time falls back on anything it cannot use; the score checker refuses only
    /// its own two fields, with 400.
    @Test func profileAnswersAnyQueryString() async throws {
        var rng = SeededGenerator(state: 0x7072_6F66)
        let names = ["group", "range", "dollars", "median", "rate", "sat", "act", "x"]
        let values = ["cost", "aid", "admissions", "scores", "outcomes", "changes", "all", "10", "real", "nominal",
                      "on", "off", "blended", "in", "out", "1200", "24", "400", "1600", "36"]
        for _ in 0..<80 {
            let raw = randomQuery(names: names, values: values, using: &rng)
            let history = await ProfileRoutesTests.responder.respond(
                to: Request(method: .get, target: "/api/app/v1/schools/100654/history?\(raw)"))
            #expect(history.status == 200, "history?\(raw)")
            let topic = await ProfileRoutesTests.responder.respond(
                to: Request(method: .get, target: "/api/app/v1/schools/222178/admissions?\(raw)"))
            #expect([200, 400].contains(topic.status), "admissions?\(raw)")
            if topic.status == 400 {
                let field = envelope(topic.body)?.error.detail
                #expect(field == .object(["field": .string("sat")]) || field == .object(["field": .string("act")]),
                        "admissions?\(raw)")
            }
        }
    }
}
