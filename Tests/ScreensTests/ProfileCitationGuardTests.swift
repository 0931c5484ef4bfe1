import Core
import Domain
import Foundation
@_spi(Lineage) import QuadAPIModels
@testable import Screens
import Testing

/// The citation guard: every profile response (overview, every topic, every history group) of every college of the
/// bundled sample carries only cited values whose source the dataset describes and the screen's own sources list, and
/// no empty reader-facing text.
struct ProfileCitationGuardTests {
    /// Sources a value may cite: the dataset's registry, plus the two community references the server describes.
    static let allowed: Set<String> = Set(SampleDataset.snapshot.meta.sources?.keys.map { $0 } ?? [])
        .union(["wikidata", "wikipedia"])

    enum Document: String, CaseIterable, Sendable {
        case overview, admissions, students, academics, cost, outcomes, changes
    }

    /// Every problem of one screen, as lines; `allowed` are the sources a value may cite.
    /// - Parameter snapshot: the dataset the screen was built from (a scatter point's citation is checked against the
    ///   one its college gets there).
    static func problems(_ screen: Screen, _ name: String, allowed: Set<String> = allowed,
                         snapshot: DatasetSnapshot = SampleDataset.snapshot) -> [String] {
        var walker = ProfileValueWalker()
        walker.walk(screen)
        var out: [String] = []
        // The screen's own source list (what its "Sources" section and source notes offer the reader).
        let listed = Set(screen.sources.map(\.source.key))
        for v in walker.values {
            if !allowed.contains(v.cited.key) { out.append("\(name): \(v.cited.path) cites unknown source \(v.cited.key)") }
            if !listed.contains(v.cited.key) {
                out.append("\(name): \(v.cited.path) cites \(v.cited.key), which the screen's sources do not list")
            }
            for input in v.cited.inputs ?? [] where !allowed.contains(input.key) {
                out.append("\(name): \(v.cited.path) has an input from unknown source \(input.key)")
            }
            if v.display.isEmpty { out.append("\(name): \(v.cited.path) has an empty display") }
            // The site's rule: a Value's display is formatBy(format, value) (a dash when not reported).
            let expected = SiteFormat.display(v.value, as: v.format)
            if !SiteFormat.prints(v.display, v.value, as: v.format) {
                out.append("\(name): \(v.cited.path) displays \"\(v.display)\", but \(v.format.rawValue) of "
                    + "\(v.value.map { "\($0)" } ?? "null") is \"\(expected)\"")
            }
            if let d = v.delta, d.display.isEmpty || d.since.isEmpty {
                out.append("\(name): \(v.cited.path) has an empty delta")
            }
            if v.cited.field.isEmpty || v.cited.label.isEmpty { out.append("\(name): \(v.cited.path) has an empty citation") }
        }
        for c in walker.citations {
            if !allowed.contains(c.key) { out.append("\(name): chart citation \(c.path) cites unknown source \(c.key)") }
            if !listed.contains(c.key) {
                out.append("\(name): chart citation \(c.path) cites \(c.key), which the screen's sources do not list")
            }
            if c.field.isEmpty || c.label.isEmpty { out.append("\(name): chart citation \(c.path) is empty") }
        }
        for chart in walker.scatters {
            out += ChartFigures.miscited(chart, name, snapshot: snapshot) + ChartFigures.unformatted(chart, name)
        }
        out += walker.uncovered.map { "\(name): \($0)" }
        for (at, s) in walker.strings where s.trimmingCharacters(in: .whitespaces).isEmpty {
            out.append("\(name): empty \(at)")
        }
        for group in walker.sourceGroups where !allowed.contains(group.source.key) {
            out.append("\(name): source note names unknown source \(group.source.key)")
        }
        var seen = Set<String>()
        for anchor in walker.anchors where !seen.insert(anchor).inserted {
            out.append("\(name): anchor \(anchor) used twice")
        }
        return out
    }

    @Test(arguments: Document.allCases)
    func everyValueOfEveryCollegeIsCited(_ document: Document) throws {
        let snapshot = SampleDataset.snapshot
        var problems: [String] = []
        var built = 0
        var values = 0
        for school in snapshot.schools {
            let id = school.unitID
            let screen: Screen
            do {
                switch document {
                case .overview: screen = try ProfileScreens.overview(snapshot, id: id)
                case .changes: screen = try ProfileScreens.changes(snapshot, id: id)
                default: screen = try ProfileScreens.topic(snapshot, id: id, topic: document.rawValue,
                                                           scores: ScoreInput(sat: 1200, act: 24))
                }
            } catch let error as APIError where error.status == 404 {
                continue
            }
            built += 1
            var walker = ProfileValueWalker()
            walker.walk(screen)
            values += walker.values.count
            problems += Self.problems(screen, "\(id) \(document.rawValue)")
        }
        for problem in problems.prefix(20) { Issue.record(Comment(rawValue: problem)) }
        #expect(problems.count == 0)
        // The guard looked at real documents with real values.
        #expect(built >= document.minimumBuilt)
        #expect(values > built * document.minimumValues)
    }

    @Test(arguments: HistoryGroup.allCases)
    func everyHistoryGroupOfEveryCollegeIsCited(_ group: HistoryGroup) throws {
        let snapshot = SampleDataset.snapshot
        var problems: [String] = []
        var built = 0
        for school in snapshot.schools {
            let response: HistoryResponse
            do {
                response = try ProfileScreens.history(snapshot, id: school.unitID, query: HistoryQuery(group: group))
            } catch let error as APIError where error.status == 404 {
                continue
            }
            built += 1
            problems += Self.problems(response.screen, "\(school.unitID) history \(group.rawValue)")
        }
        for problem in problems.prefix(20) { Issue.record(Comment(rawValue: problem)) }
        #expect(problems.count == 0)
        // 298 of the 300 sample colleges have a history file.
        #expect(built == 298)
    }

    /// The guard itself catches a value citing a source the dataset does not describe, and an empty display.
    @Test func theGuardFailsOnABadValue() throws {
        let snapshot = SampleDataset.snapshot
        var screen = try ProfileScreens.overview(snapshot, id: "222178")
        #expect(Self.problems(screen, "ok").isEmpty)
        let bad = snapshot.lineage.value("no.such.field", of: nil, 1, format: .num)
        screen.blocks.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: "Bad", value: bad)])))
        let good = snapshot.lineage.value(FieldPath.applicants, of: nil, 1, format: .num)
        screen.blocks.append(.ring(RingBlock(value: good, label: "")))
        let misprinted = Value(value: 31_533, display: "$31,533", format: .moneyCompact, cited: good.cited)
        screen.blocks.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: "Cost", value: misprinted)])))
        let found = Self.problems(screen, "bad")
        #expect(found.contains { $0.contains("unknown source unregistered") })
        #expect(found.contains { $0.contains("empty ring") })
        #expect(found.contains { $0.contains("displays \"$31,533\", but moneyCompact of 31533.0 is \"$31.5K\"") })
        var unlisted = try ProfileScreens.overview(snapshot, id: "222178")
        unlisted.sources.removeAll { $0.source.key == "ipeds-adm" }
        #expect(Self.problems(unlisted, "unlisted").contains { $0.contains("cites ipeds-adm, which the screen's sources do not list") })
    }
}

extension ProfileCitationGuardTests.Document: CustomTestStringConvertible {
    var testDescription: String { rawValue }

    /// How many of the 300 sample colleges must have this document (the rest are topic 404s).
    var minimumBuilt: Int {
        switch self {
        case .overview, .students, .changes: 300
        default: 250
        }
    }

    /// Values per document the guard should at least see.
    var minimumValues: Int {
        switch self {
        case .changes: -1
        case .overview: 40
        default: 5
        }
    }
}
