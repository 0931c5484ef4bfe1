import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The compare screens over the bundled sample: the states, the ids and control rules end to end, the radar against
/// the statistics, the table's `same` flags and "Differences only", and the citation guard over every document.
struct CompareScreenTests {
    private let snapshot = SampleDataset.snapshot

    private func query(_ pairs: [(String, String)], _ page: ComparePage) -> CompareQuery {
        CompareQuery.parse(pairs, page: page)
    }

    private func kinds(_ screen: Screen) -> [String] { screen.blocks.map(\.kind) }

    @Test func emptyAndOneCollegeStates() throws {
        let empty = CompareScreens.overview(snapshot, query: CompareQuery())
        #expect(empty.screen.title == "Compare")
        #expect(empty.screen.blocks.first == .heading(HeadingBlock(level: 1, text: "Pick your contenders", anchor: "compare")))
        let one = CompareScreens.overview(snapshot, query: CompareQuery(ids: "222178"))
        guard case let .heading(h)? = one.screen.blocks.first else { Issue.record("no heading"); return }
        #expect(h.text == "Pick a rival")
        let chips = one.screen.blocks.compactMap { if case let .schoolChips(c) = $0 { c } else { nil } }
        #expect(chips.count == 2)
        #expect(chips.last?.schools.count == 4)
        let links = one.screen.blocks.compactMap { if case let .links(l) = $0, l.style == .list { l } else { nil } }.first
        #expect(links?.links.count == 4)
        #expect(links?.links.allSatisfy { $0.href.hasPrefix("/compare?ids=222178,") } == true)
        // No topic pills before a second college.
        #expect(!one.screen.blocks.contains { if case .chips = $0 { true } else { false } })
    }

    @Test func topicWithFewerThanTwoAnswersTheOverview() throws {
        let r = try CompareScreens.topic(snapshot, topic: "cost", query: CompareQuery(ids: "222178,999999"))
        #expect(r.screen.url == "/compare?ids=222178")
        #expect(r.ignored.map(\.value) == ["999999"])
        #expect(throws: APIError.self) { try CompareScreens.topic(self.snapshot, topic: "nothing", query: CompareQuery()) }
        #expect(throws: APIError.self) { try CompareScreens.topic(self.snapshot, topic: "overview", query: CompareQuery()) }
    }

    @Test func idsAndControlsSetAsideAreListed() throws {
        let ids = snapshot.schools.prefix(5).map(\.unitID)
        let q = query([("ids", (ids + [ids[0]]).joined(separator: ",")), ("ids", "1"), ("income", "12345"), ("major", "52")],
                      .cost)
        let r = try CompareScreens.topic(snapshot, topic: "cost", query: q)
        #expect(r.screen.url == "/compare/cost?ids=" + ids.prefix(4).joined(separator: ","))
        #expect(r.ignored.map(\.reason).sorted() == ["repeated", "repeated", "too-many", "unknown-value"])
        // `major` is the academics page's: the cost page leaves it alone.
        #expect(!r.ignored.contains { $0.param == "major" })
        let a = try CompareScreens.topic(snapshot, topic: "academics",
                                         query: query([("ids", "222178,138558"), ("major", "99")], .academics))
        #expect(a.ignored.map(\.param) == ["major"])
    }

    @Test func radarValuesAreTheStatisticsRanks() throws {
        let ids = ["222178", "138558", "100654"]
        let r = CompareScreens.overview(snapshot, query: CompareQuery(ids: ids.joined(separator: ",")))
        let radar = try #require(r.screen.blocks.compactMap { if case let .radar(b) = $0 { b } else { nil } }.first)
        #expect(radar.series.map(\.id) == ids)
        for (series, id) in zip(radar.series, ids) {
            let position = try #require(snapshot.indexByID[id])
            for (i, axis) in CompareRadar.axes.enumerated() {
                let rank = snapshot.statistics.rank(axis.metric, at: position)
                let expected = rank.map { axis.inverted ? 1 - $0 : $0 }
                #expect(series.values[i].value == expected)
                // formatBy(pct, null) is the dash: a Value prints formatBy(format, value) (issue 14); the hollow mark
                // says "not reported".
                #expect(series.values[i].display == (expected.map { SiteFormat.pct($0) } ?? SiteFormat.missing))
            }
        }
    }

    @Test func tableMarksSameRowsAndDifferencesOnlyLeavesThemOut() throws {
        let ids = "222178,138558,100654"
        let all = try CompareScreens.topic(snapshot, topic: "table", query: CompareQuery(ids: ids))
        let only = try CompareScreens.topic(snapshot, topic: "table", query: query([("ids", ids), ("differences", "only")], .table))
        func table(_ r: CompareResponse) throws -> TableBlock {
            try #require(r.screen.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        }
        let full = try table(all), diff = try table(only)
        #expect(full.anchors.map(\.id) == ["admissions", "students", "academics", "cost", "outcomes"])
        for row in full.rows {
            let texts = row.cells.dropFirst().compactMap { cell -> String? in
                switch cell {
                case let .value(v): v.display == SiteFormat.missing ? nil : v.display
                case let .text(t): t == SiteFormat.missing ? nil : t
                case let .link(l): l.href
                case let .values(g): g.values.map(\.display).joined(separator: g.separator)
                }
            }
            #expect(row.same == (texts.count < 2 || Set(texts).count == 1), "\(row.cells.first.map { "\($0)" } ?? "")")
        }
        #expect(diff.rows.count == full.rows.filter { $0.same != true }.count)
        #expect(diff.rows.allSatisfy { $0.same != true })
        let control = try #require(only.screen.blocks.compactMap { if case let .controls(c) = $0 { c } else { nil } }.first)
        #expect(control.controls.first?.options.map(\.selected) == [false, true])
        // The Website row closes the table with a link per college.
        guard case .link? = full.rows.last?.cells.last else { Issue.record("no website link"); return }
    }

    /// Id sets across the sample: pairs, triples and fours, in both orders.
    static var idSets: [String] {
        let ids = SampleDataset.snapshot.schools.map(\.unitID)
        var out: [String] = []
        for start in stride(from: 0, to: ids.count - 4, by: 5) {
            let size = 2 + start % 3
            out.append(ids[start..<start + size].joined(separator: ","))
        }
        out.append("222178,138558,100654")
        out.append("100654,138558")
        return out
    }

    @Test(arguments: ["overview", "admissions", "students", "academics", "cost", "outcomes", "history", "table"])
    func everyValueOfEveryCompareDocumentIsCited(_ page: String) throws {
        var problems: [String] = []
        var values = 0
        for ids in Self.idSets {
            let pairs: [(String, String)] = [("ids", ids), ("major", "52"), ("income", "25000")]
            let screen = page == "overview"
                ? CompareScreens.overview(snapshot, query: query(pairs, .overview)).screen
                : try CompareScreens.topic(snapshot, topic: page, query: query(pairs, ComparePage(rawValue: page)!)).screen
            var walker = ProfileValueWalker()
            walker.walk(screen)
            values += walker.values.count
            problems += ProfileCitationGuardTests.problems(screen, "\(page) \(ids)")
        }
        for problem in problems.prefix(20) { Issue.record(Comment(rawValue: problem)) }
        #expect(problems.isEmpty)
        #expect(values > Self.idSets.count * 10)
    }

    /// Every page's document validates against the published schema.
    @Test(arguments: ["overview", "admissions", "students", "academics", "cost", "outcomes", "history", "table"])
    func documentsMatchTheirSchema(_ page: String) throws {
        let validator = SchemaValidator(components: WireComponents.byName)
        let q = CompareQuery.parse([("ids", "222178,138558,100654"), ("major", "52")], page: ComparePage(rawValue: page)!)
        let r = page == "overview" ? CompareScreens.overview(snapshot, query: q)
            : try CompareScreens.topic(snapshot, topic: page, query: q)
        try WireCheck.expectAgreement(r)
        let json = try JSONDecoder().decode(JSONValue.self, from: try JSONEncoder().encode(r))
        #expect(validator.validate(json, against: CompareResponse.schema) == [])
    }
}
