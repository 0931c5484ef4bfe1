import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Golden profile documents for the two real records of the sample (222178 Abilene Christian, 138558 Abraham
/// Baldwin), the Over time groups and academics page of 100654, whose history and detail files are the site's own,
/// and the Students and Outcomes groups of generated 101299. Scatter maps keep only the
/// focused college in the golden file (the layer of 300 colleges is checked by count and order instead), so the files
/// stay reviewable.
struct ProfileGoldenTests {
    private let snapshot = SampleDataset.snapshot

    private func encode<T: Encodable>(_ value: T) throws -> Data {
        try WireCheck.expectAgreement(value)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }

    /// The screen with every scatter cut to its focused point.
    private func trimmed(_ screen: Screen) -> Screen {
        var copy = screen
        copy.blocks = screen.blocks.map(trim)
        return copy
    }

    private func trim(_ block: Block) -> Block {
        switch block {
        case var .scatter(s):
            s.points = s.points.filter { $0.id == s.focus }
            return .scatter(s)
        case var .fold(f):
            f.blocks = f.blocks.map(trim)
            return .fold(f)
        default:
            return block
        }
    }

    @Test(arguments: ["222178", "138558"])
    func realRecords(_ id: String) throws {
        try GoldenFile.check(try encode(trimmed(try ProfileScreens.overview(snapshot, id: id))),
                             named: "profile-\(id)-overview.json")
        for topic in ProfileTopic.pageTopics {
            let scores = topic == .admissions ? ScoreInput(sat: 1200, act: 24) : ScoreInput()
            let screen = try ProfileScreens.topic(snapshot, id: id, topic: topic.rawValue, scores: scores)
            try GoldenFile.check(try encode(trimmed(screen)), named: "profile-\(id)-\(topic.rawValue).json")
        }
        try GoldenFile.check(try encode(try ProfileScreens.changes(snapshot, id: id)), named: "profile-\(id)-changes.json")
    }

    @Test(arguments: [HistoryGroup.cost, .aid, .admissions])
    func historyOfTheRealHistoryFile(_ group: HistoryGroup) throws {
        let response = try ProfileScreens.history(snapshot, id: "100654", query: HistoryQuery(group: group))
        try GoldenFile.check(try encode(response), named: "profile-100654-history-\(group.rawValue).json")
    }

    /// The Students and Outcomes groups of a generated college whose history has what 100654's lacks: residence
    /// shares, 8-year outcomes, and graduation by Pell status and by race (the latter also as 3-class averages).
    @Test(arguments: [(HistoryGroup.students, HistoryQuery.Graduation.each), (.outcomes, .each), (.outcomes, .avg)])
    func historyOfAGeneratedCollege(_ group: HistoryGroup, _ grad: HistoryQuery.Graduation) throws {
        let response = try ProfileScreens.history(snapshot, id: "101299", query: HistoryQuery(group: group, grad: grad))
        let suffix = grad == .avg ? "-avg" : ""
        try GoldenFile.check(try encode(response), named: "profile-101299-history-\(group.rawValue)\(suffix).json")
    }

    /// The academics page of 100654, whose detail file is the site's own: every program of its `majors` table behind
    /// "Show all 36 programs and search", each with its group's earnings from the `programs` table.
    @Test func academicsOfTheRealDetailFile() throws {
        let screen = try ProfileScreens.topic(snapshot, id: "100654", topic: ProfileTopic.academics.rawValue)
        try GoldenFile.check(try encode(trimmed(screen)), named: "profile-100654-academics.json")
    }

    /// The map layer: the colleges with the most applicants among those reporting both measures, most first, and the
    /// focused college appended when it is not among them.
    @Test func mapsDrawTheMostAppliedToColleges() throws {
        let screen = try ProfileScreens.topic(snapshot, id: "222178", topic: "admissions")
        let fold = try #require(screen.blocks.compactMap { if case let .fold(f) = $0, f.anchor == "map" { f } else { nil } }.first)
        guard case let .scatter(map)? = fold.blocks.first(where: { $0.kind == "scatter" }) else {
            Issue.record("no scatter in the map fold")
            return
        }
        let stats = snapshot.statistics
        let reporting = snapshot.schools.filter { $0.admissions?.acceptanceRate != nil && Derived.satMid($0) != nil }
        let expected = reporting.enumerated().sorted { a, b in
            let x = a.element.admissions?.applicants ?? -1, y = b.element.admissions?.applicants ?? -1
            return x != y ? x > y : a.offset < b.offset
        }.prefix(MapSelection.limit).map(\.element.unitID)
        #expect(map.points.count == min(reporting.count, MapSelection.limit))
        #expect(map.points.map(\.id) == Array(expected))
        #expect(map.focus == "222178")
        #expect(map.points.contains { $0.id == "222178" })
        let point = try #require(map.points.first { $0.id == "222178" })
        // Abilene Christian's 66.03% and 1169.6, which the card prints with the axes' pctSmart and int: "66%", "1170".
        #expect(point.x == 0.6603 && map.xAxis.format == .pctSmart && SiteFormat.display(point.x, as: map.xAxis.format) == "66%")
        #expect(map.yAxis.format == .int && SiteFormat.display(point.y, as: map.yAxis.format) == "1170")
        // A federal figure, like every other college's of the sample: no citation of its own.
        #expect(point.cited == nil)
        #expect(map.cited.x.key == "ipeds-adm")
        _ = stats
    }
}
