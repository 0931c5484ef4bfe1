import Domain
import Foundation
@testable import Fixture
import Testing

/// Every glossary key a screen document refers to has an entry: the bundled sample's documents and a freshly
/// generated fixture's (a different seed, so other branches of the builders run) and the hand-made report's, read from
/// their JSON.
struct GlossaryCoverageOfScreensTests {
    /// A dataset the generator writes with another seed than the sample's, loaded like the sample.
    static let fixture: Result<DatasetSnapshot, any Error> = Result {
        let root = SampleDataset.root
        let dir = fixtureDirectory
        let inputs = try FixtureInputs.load(
            referenceDirectory: root.appendingPathComponent("Tests/Fixtures/reference-data"),
            centroidsFile: root.appendingPathComponent("data/zip-centroids.csv"),
            contentDirectory: root.appendingPathComponent("Tests/Fixtures/content"))
        _ = try FixtureGenerator(schools: 160, seed: 23).write(to: dir, inputs: inputs)
        // The snapshot reads history and detail files on demand: the folder stays until the test process exits.
        atexit { try? FileManager.default.removeItem(at: GlossaryCoverageOfScreensTests.fixtureDirectory) }
        return try DatasetLoader().load(from: dir, loadedAt: Date(timeIntervalSince1970: 0))
    }

    static let fixtureDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("quad-glossary-\(UUID().uuidString)")

    private func expectEntries(_ refs: GlossaryReferences, minimumKeys: Int) {
        let missing = refs.keys.filter { Glossary.entry($0) == nil }.sorted()
        for key in missing { Issue.record("no glossary entry for \(key) (first used by \(refs.firstUse[key] ?? "?"))") }
        #expect(missing.isEmpty, "\(missing.count) keys without an entry: \(missing)")
        #expect(refs.keys.count >= minimumKeys, "only \(refs.keys.count) keys found in \(refs.documents) documents")
    }

    @Test func theSamplesDocuments() throws {
        let refs = try GlossaryDocuments.references(SampleDataset.snapshot, geography: ExploreScreens.geography, every: 12)
        #expect(refs.documents > 600)
        expectEntries(refs, minimumKeys: 100)
    }

    /// The profile pages of the hand-made report (222178 with every section the site reads from a Common Data Set),
    /// with both extra aid forms marked, which no sample college has.
    @Test func theHandMadeReportsDocuments() throws {
        var refs = GlossaryReferences()
        try GlossaryDocuments.addProfiles(GlossaryProfileTermsTests.handMade.get(), ids: ["222178"], to: &refs)
        #expect(refs.documents == 7)
        expectEntries(refs, minimumKeys: 60)
    }

    @Test func aGeneratedFixturesDocuments() throws {
        let snapshot = try Self.fixture.get()
        let refs = try GlossaryDocuments.references(snapshot, geography: ExploreScreens.geography, every: 10)
        #expect(refs.documents > 300)
        expectEntries(refs, minimumKeys: 100)
    }

    @Test func theWalkerFindsTermsAndLinks() throws {
        struct Doc: Encodable {
            struct Row: Encodable { let term: String; let cells: [String] }
            let rows: [Row]
            let text: String
        }
        var refs = GlossaryReferences()
        try refs.add(Doc(rows: [Doc.Row(term: "net-price", cells: ["$1"])],
                         text: "See [yield](/glossary#yield) and [IPEDS](/glossary#ipeds), not /glossary or /glossary#."),
                     as: "doc")
        #expect(refs.keys == ["net-price", "yield", "ipeds"])
        #expect(GlossaryReferences.linkedKeys("[a](/glossary#sat-math).") == ["sat-math"])
    }
}
