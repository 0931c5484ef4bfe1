import Domain
import Foundation
import Markdown
import QuadAPIModels
@testable import Screens
import Testing

/// The new documents, encoded from the bundled sample, against their published schemas.
struct HomeSchemaTests {
    private let validator = SchemaValidator(components: WireComponents.byName)

    private func errors<T: Encodable & SchemaDescribed>(_ value: T) throws -> [String] {
        let data = try JSONEncoder().encode(value)
        return validator.validate(try JSONDecoder().decode(JSONValue.self, from: data), against: .ref(T.schemaName))
    }

    @Test func screensMatchTheirSchemas() throws {
        let snapshot = SampleDataset.snapshot
        #expect(try errors(HomeLensTests.home) == [])
        #expect(try errors(DataScreen.build(snapshot, now: Date(timeIntervalSince1970: 1_791_300_000))) == [])
        // Past the review window, with the warning and late releases.
        #expect(try errors(DataScreen.build(snapshot, now: Date(timeIntervalSince1970: 1_800_000_000))) == [])
    }

    @Test func contentMatchesItsSchemas() throws {
        let snapshot = SampleDataset.snapshot
        let renderer = GFMRenderer()
        #expect(try errors(RoadmapScreens.index(snapshot)) == [])
        #expect(try errors(ReleaseNoteScreens.index(snapshot)) == [])
        for slug in snapshot.content.roadmap?.pages.keys.sorted() ?? [] {
            #expect(try errors(RoadmapScreens.page(snapshot, slug: slug, renderer: renderer)) == [], "\(slug)")
        }
        for note in snapshot.content.releaseNotes?.notes ?? [] {
            #expect(try errors(ReleaseNoteScreens.page(snapshot, slug: note.slug, renderer: renderer)) == [], "\(note.slug)")
        }
        let meta = MetaBuilder.build(snapshot, build: BuildInfo(version: "test", commit: nil, api: "v1"))
        #expect(try errors(meta) == [])
        #expect(meta.about.links.map(\.href) == ["/data", "/release-notes"])
    }
}
