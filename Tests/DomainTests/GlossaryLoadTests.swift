import Foundation
import Testing
@testable import Domain

/// Loading the glossary resource: the bundled file loads and covers the keys Domain's tables use; a malformed or
/// incomplete document fails with a message naming the entry and the problem.
struct GlossaryLoadTests {
    private static func load(_ text: String, required: Set<String> = []) -> String? {
        do {
            _ = try GlossaryCatalog(json: Data(text.utf8), required: required)
            return nil
        } catch {
            return error.message
        }
    }

    private static let good = #"{"key":"yield","term":"Yield rate","short":"Enrolled over admitted.","category":"admissions"}"#

    @Test func theBundledGlossaryLoads() throws {
        let catalog = try Glossary.load()
        #expect(catalog.entries.count == Glossary.entries.count)
        #expect(catalog.entry("acceptance-rate")?.term == "Acceptance rate")
        #expect(Glossary.requiredKeys.count > 60)
        for key in Glossary.requiredKeys { #expect(catalog.entry(key) != nil, "\(key)") }
    }

    @Test func aGoodDocumentLoads() throws {
        let catalog = try GlossaryCatalog(json: Data(#"{"entries":[\#(Self.good)]}"#.utf8), required: ["yield"])
        #expect(catalog.entries.map(\.key) == ["yield"])
        #expect(catalog.entry("yield")?.related == [])
        #expect(catalog.entry("yield")?.long == nil)
    }

    @Test(arguments: [
        ("not json", "glossary.json is not valid JSON"),
        (#"{"terms":[]}"#, #"glossary.json has no "entries" array"#),
        (#"{"entries":[3]}"#, "glossary.json entry 0 is not an object"),
        (#"{"entries":[{"key":"yield","term":"Yield","category":"admissions"}]}"#, #"glossary.json entry 0 ("yield") has no "short""#),
        (#"{"entries":[{"key":"yield","term":"Yield","short":"","category":"admissions"}]}"#,
         #"glossary.json entry 0 ("yield"): "short" is not a non-empty string"#),
        (#"{"entries":[{"key":"Yield Rate","term":"Yield","short":"S.","category":"admissions"}]}"#,
         #"glossary.json entry 0 ("Yield Rate"): the key is not a slug (lowercase words joined by hyphens)"#),
        (#"{"entries":[{"key":"yield","term":"Yield","short":"S.","category":"sports"}]}"#,
         #"glossary.json entry 0 ("yield"): unknown category "sports""#),
        (#"{"entries":[{"key":"yield","term":"Yield","short":"S.","category":"admissions","related":"act"}]}"#,
         #"glossary.json entry 0 ("yield"): "related" is not an array of keys"#),
        (#"{"entries":[{"key":"yield","term":"Yield","short":"S.","category":"admissions","related":["act"]}]}"#,
         #"glossary.json entry "yield" relates to "act", which has no entry"#),
        (#"{"entries":[{"key":"yield","term":"Yield","short":"S.","category":"admissions","related":["yield"]}]}"#,
         #"glossary.json entry "yield" relates to itself"#),
        (#"{"entries":[\#(good),\#(good)]}"#, #"glossary.json entry 1 repeats the key "yield""#),
    ] as [(String, String)])
    func aBrokenDocumentFailsWithItsReason(_ text: String, _ message: String) {
        #expect(Self.load(text)?.hasPrefix(message) == true, "\(Self.load(text) ?? "loaded")")
    }

    @Test func aMissingKeyTheScreensUseFailsLoading() {
        #expect(Self.load(#"{"entries":[\#(Self.good)]}"#, required: ["yield", "net-price", "act"])
            == #"glossary.json has no entry for "act", "net-price", which the screens link to"#)
    }
}
