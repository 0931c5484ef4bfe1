import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The Data page's high-school sources in file order and its "How well Quad's estimate did" section (the site's
/// app/data/page.tsx: `Object.entries(hsMeta.sources)`, and components/data/ChancesAccuracy.tsx with no published
/// summary).
struct DataPageGapTests {
    /// The bundled sample copied to a scratch directory, with `high-schools/meta.json`'s sources rewritten in `order`.
    static func sample(sourceOrder order: [String]) throws -> (DatasetSnapshot, URL) {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("quad-data-order-\(UUID().uuidString)")
        try fm.copyItem(at: SampleDataset.root.appendingPathComponent("data/sample"), to: dir)
        let file = dir.appendingPathComponent("high-schools/meta.json")
        let meta = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let sources = try #require(meta["sources"] as? [String: Any])
        func json(_ v: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: v, options: [.fragmentsAllowed, .sortedKeys]), as: UTF8.self)
        }
        // Written by hand so the object keeps `order` (a JSON writer would sort or shuffle the keys).
        let body = try order.map { "\(try json($0)):\(try json(sources[$0]!))" }.joined(separator: ",")
        let rest = try meta.filter { $0.key != "sources" }.sorted { $0.key < $1.key }
            .map { "\(try json($0.key)):\(try json($0.value))" }
        try Data(("{\"sources\":{\(body)}," + rest.joined(separator: ",") + "}").utf8).write(to: file)
        return (try DatasetLoader().load(from: dir, loadedAt: Date(timeIntervalSince1970: 0)), dir)
    }

    static func highSchoolSourceNames(_ screen: Screen) throws -> [String] {
        let start = try #require(screen.blocks.firstIndex { if case let .heading(h) = $0 { h.anchor == "high-schools" } else { false } })
        let table = try #require(screen.blocks[start...].lazy.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        return table.rows.map { if case let .text(s) = $0.cells[0] { s } else { "?" } }
    }

    @Test func highSchoolSourcesKeepTheFilesOrder() throws {
        // Not alphabetical: the state files first, then the federal ones, CRDC in the middle.
        let order = ["state-tx", "nces-pss", "crdc", "state-ca", "nces-ccd", "edfacts"]
        let (snapshot, dir) = try Self.sample(sourceOrder: order)
        defer { try? FileManager.default.removeItem(at: dir) }
        let meta = try #require(snapshot.highSchoolMeta)
        #expect(meta.sourceOrder == order)
        let names = order.map { meta.sources?[$0]?.name ?? "" }
        #expect(Set(names).count == 6 && !names.contains(""))
        #expect(try Self.highSchoolSourceNames(DataScreen.build(snapshot, now: DataScreenTests.at(2026, 10, 6))) == names)
        // The bundled sample itself lists them as its file does (alphabetical there).
        let sample = try #require(SampleDataset.snapshot.highSchoolMeta)
        #expect(sample.sourceOrder == ["crdc", "edfacts", "nces-ccd", "nces-pss", "state-ca", "state-tx"])
    }

    @Test func integerLikeKeysComeFirstAsInJavaScript() {
        // Object.entries: keys that are array indices ascending, then the rest in insertion order.
        var meta = HighSchoolMeta()
        var source = HighSchoolMeta.Source()
        source.name = "x"
        meta.sources = ["b": source, "10": source, "a": source, "2": source, "02": source, "4294967295": source]
        meta.sourceOrder = ["b", "10", "a", "2", "02", "4294967295"]
        // "02" is not canonical and 4294967295 is 2³² − 1, past the last index: both keep their place.
        #expect(meta.orderedSources.map(\.key) == ["2", "10", "b", "a", "02", "4294967295"])
        // Without a recorded order (a meta built in code): the indices, then the rest alphabetically.
        meta.sourceOrder = nil
        #expect(meta.orderedSources.map(\.key) == ["2", "10", "02", "4294967295", "a", "b"])
    }

    @Test(arguments: [
        // snapshotSeason: the day's month from July on counts toward the next fall.
        (2026, 6, 30, 2026), (2026, 7, 1, 2027), (2026, 10, 6, 2027), (2027, 1, 15, 2027),
    ])
    func estimateAccuracyShowsItsEmptyState(_ y: Int, _ m: Int, _ d: Int, _ season: Int) throws {
        let screen = DataScreen.build(SampleDataset.snapshot, now: DataScreenTests.at(y, m, d))
        let start = try #require(screen.blocks.firstIndex { if case let .heading(h) = $0 { h.anchor == "estimate-accuracy" } else { false } })
        guard case let .heading(h) = screen.blocks[start] else { return }
        #expect(h.text == "How well Quad's estimate did" && h.eyebrow == "Accuracy" && h.level == 2)
        let next = Array(screen.blocks[(start + 1)...].prefix(3))
        guard case let .text(intro) = next[0], case let .heading(empty) = next[1], case let .text(line) = next[2] else {
            Issue.record("unexpected blocks \(next)"); return
        }
        #expect(intro.markdown.hasPrefix("Quad's estimate puts each college on a student's list in a group: Reach, Target, or Likely."))
        #expect(intro.markdown.hasSuffix("A group with too few outcomes says so rather than guess."))
        #expect(empty.text == "Not enough outcomes yet")
        #expect(line.markdown == "The first summary comes after the season for the class entering in fall \(season), once "
            + "students who applied share their results. Sharing is a choice each student makes in their plan, and it can "
            + "be turned off any time.")
    }
}

/// The sections kept per snapshot (``DataUndatedSections``) carry nothing of the day they were first built for.
struct DataUndatedSectionsTests {
    @Test func aPageBuiltAfterAnotherDayEqualsOneBuiltAfresh() throws {
        let fresh = { try DatasetLoader().load(from: SampleDataset.root.appendingPathComponent("data/sample"),
                                               loadedAt: Date(timeIntervalSince1970: 0)) }
        // Days on either side of the calendar's windows, the 90-day review mark and July (the accuracy season).
        let days = [DataScreenTests.at(2026, 6, 30), DataScreenTests.at(2026, 10, 6), DataScreenTests.at(2026, 12, 28, 1),
                    DataScreenTests.at(2027, 7, 2)]
        // Each day's page as the first one built on its own snapshot.
        let expected = try days.map { DataScreen.build(try fresh(), now: $0) }
        for first in days {
            // One snapshot keeps the sections of the page first built on `first`; each later page reuses them.
            let reused = try fresh()
            _ = DataScreen.build(reused, now: first)
            for (day, page) in zip(days, expected) {
                #expect(DataScreen.build(reused, now: day) == page)
            }
        }
    }
}
