import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Each response type's schema description is checked against real encoded values built from the bundled sample,
/// so the description and the encoding cannot disagree.
struct ResponseSchemaTests {
    private let validator = SchemaValidator(components: WireComponents.byName)

    private func errors<T: Encodable & SchemaDescribed>(_ value: T) throws -> [String] {
        try WireCheck.expectAgreement(value)
        let data = try JSONEncoder().encode(value)
        return validator.validate(try JSONDecoder().decode(JSONValue.self, from: data), against: .ref(T.schemaName))
    }

    @Test func meta() throws {
        let meta = MetaBuilder.build(SampleDataset.snapshot, build: BuildInfo(version: "test", commit: nil, api: "v1"))
        #expect(try errors(meta) == [])
        #expect(meta.colleges == SampleDataset.snapshot.schools.count)
        #expect(meta.vintages["scorecard-latest"] == .some(nil))
        #expect(meta.vintages["ipeds-adm"] == "Fall 2024")
    }

    @Test func glossary() throws {
        let glossary = GlossaryBuilder.build()
        #expect(try errors(glossary) == [])
        #expect(glossary.categories.map(\.label).first == "Admissions")
        #expect(glossary.entries.contains { $0.key == "acceptance-rate" })
    }

    @Test func searchAndIndex() throws {
        let snapshot = SampleDataset.snapshot
        let search = SchoolIndexBuilder.search(snapshot, q: "  Abilene  ", limit: 5, exclude: [])
        #expect(try errors(search) == [])
        #expect(search.q == "Abilene")
        let first = try #require(search.results.first)
        #expect(first.id == "222178")
        #expect(first.acceptance.display == "66%")
        #expect(first.acceptance.cited.year == "Fall 2024")
        #expect(first.applicants.display == "11,332")
        #expect(first.matched == nil)

        let index = SchoolIndexBuilder.index(snapshot)
        #expect(try errors(index) == [])
        #expect(index.count == snapshot.schools.count)
        #expect(index.schools.map(\.id) == snapshot.schools.map(\.unitID))
    }

    @Test func searchExcludesAndLimits() {
        let snapshot = SampleDataset.snapshot
        let all = SchoolIndexBuilder.search(snapshot, q: "a", limit: 100, exclude: [])
        #expect(all.results.count == 20)
        let one = SchoolIndexBuilder.search(snapshot, q: "a", limit: 0, exclude: [])
        #expect(one.results.count == 1)
        let skipped = SchoolIndexBuilder.search(snapshot, q: "a", limit: 20, exclude: [all.results[0].id])
        #expect(!skipped.results.contains { $0.id == all.results[0].id })
        #expect(SchoolIndexBuilder.search(snapshot, q: "   ", limit: 8, exclude: []).results.isEmpty)
    }

    /// An alias hit reports the alias; shared aliases rank by applicants.
    @Test func aliasMatchesReportTheAlias() throws {
        let snapshot = SampleDataset.snapshot
        let shared = Dictionary(grouping: snapshot.aliases.filter { $0.key != nil }, by: { $0.key! })
            .first { $0.value.count >= 2 && $0.key.count >= 2 }
        let (key, rows) = try #require(shared)
        let response = SchoolIndexBuilder.search(snapshot, q: key.uppercased(), limit: 20, exclude: [])
        let ids = Set(rows.compactMap(\.unitID))
        let aliasHits = response.results.filter { ids.contains($0.id) }
        #expect(aliasHits.count == ids.count)
        #expect(aliasHits.allSatisfy { $0.matched != nil })
    }
}
