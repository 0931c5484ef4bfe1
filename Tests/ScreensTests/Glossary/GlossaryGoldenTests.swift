import Foundation
import Screens
import Testing

/// `GET /glossary` as a golden document: every entry's wording, category and related keys, so a change to the
/// glossary resource shows up as a reviewed diff.
struct GlossaryGoldenTests {
    @Test func glossaryDocument() throws {
        let response = GlossaryBuilder.build()
        try WireCheck.expectAgreement(response)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try GoldenFile.check(try encoder.encode(response) + Data("\n".utf8), named: "glossary.json")
    }
}
