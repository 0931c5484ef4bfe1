import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Profile screens on the bundled sample: 404s, topic existence, the score checker, the history controls and
/// fallbacks, what changed, and schema conformance.
struct ProfileScreenTests {
    private let snapshot = SampleDataset.snapshot

    private func status(_ body: () throws -> Any) -> Int {
        do {
            _ = try body()
            return 200
        } catch let e as APIError {
            return e.status
        } catch {
            return 500
        }
    }

    @Test func unknownCollegesAndTopicsAre404() {
        #expect(status { try ProfileScreens.overview(snapshot, id: "999999") } == 404)
        #expect(status { try ProfileScreens.overview(snapshot, id: "index") } == 404)
        #expect(status { try ProfileScreens.overview(snapshot, id: "") } == 404)
        #expect(status { try ProfileScreens.topic(snapshot, id: "222178", topic: "history") } == 404)
        #expect(status { try ProfileScreens.topic(snapshot, id: "222178", topic: "Admissions") } == 404)
        #expect(status { try ProfileScreens.changes(snapshot, id: "12") } == 404)
        // The two real records have no history file: no Over time page.
        #expect(status { try ProfileScreens.history(snapshot, id: "222178", query: HistoryQuery()) } == 404)
        #expect(status { try ProfileScreens.history(snapshot, id: "100654", query: HistoryQuery()) } == 200)
    }

    /// A college with nothing but its name and place has only Students & campus: the other topics are 404s and
    /// missing from the topic bar and the overview's cards.
    @Test func topicsTheCollegeLacksAre404AndLeftOut() throws {
        let bare = School(unitID: "42", name: "Bare College", location: SchoolLocation(city: "Ames", state: "IA"),
                          type: "public")
        var full = try #require(snapshot.school(id: "222178"))
        full.unitID = "43"
        let small = try DatasetSnapshot(schools: [bare, full], meta: snapshot.meta,
                                        releaseCalendar: snapshot.releaseCalendar, publishID: "test",
                                        loadedAt: Date(timeIntervalSince1970: 0))
        for topic in ["admissions", "academics", "cost", "outcomes"] {
            #expect(status { try ProfileScreens.topic(small, id: "42", topic: topic) } == 404, "\(topic)")
            #expect(status { try ProfileScreens.topic(small, id: "43", topic: topic) } == 200, "\(topic)")
        }
        let students = try ProfileScreens.topic(small, id: "42", topic: "students")
        guard case let .chips(bar)? = students.blocks.first(where: { if case .chips = $0 { true } else { false } }) else {
            Issue.record("no topic bar")
            return
        }
        #expect(bar.chips.map(\.label) == ["Overview", "Students & campus"])
        #expect(bar.chips.map(\.selected) == [false, true])
        let overview = try ProfileScreens.overview(small, id: "42")
        let cards = overview.blocks.compactMap { if case let .topicCard(c) = $0 { c.href } else { nil } }
        #expect(cards == ["/schools/42/students"])
        let fullCards = try ProfileScreens.overview(small, id: "43").blocks.compactMap {
            if case let .topicCard(c) = $0 { c.href } else { nil }
        }
        #expect(fullCards == ["/schools/43/admissions", "/schools/43/students", "/schools/43/academics",
                              "/schools/43/cost", "/schools/43/outcomes"])
    }

    private func rangeBars(_ screen: Screen) -> [RangeBarBlock] {
        screen.blocks.compactMap { if case let .rangeBar(b) = $0 { b } else { nil } }
    }

    /// Abilene Christian: SAT total 1070–1270 (reading 540–650 + math 530–620), ACT 22–28.
    @Test func scoreCheckerPlacesTheReadersScores() throws {
        func bars(_ sat: Int?, _ act: Int?) throws -> [RangeBarBlock] {
            rangeBars(try ProfileScreens.topic(snapshot, id: "222178", topic: "admissions",
                                               scores: ScoreInput(sat: sat, act: act)))
        }
        let none = try bars(nil, nil)
        let sat = try #require(none.first { $0.label == "SAT total, middle 50%" })
        #expect(sat.low.display == "1070" && sat.high.display == "1270")
        #expect(sat.you == nil && sat.youText == nil)
        #expect(sat.scale.min == 400 && sat.scale.max == 1600)
        // The college's own median: reading 600 + math 580.
        #expect(sat.median?.display == "1180")
        let below = try #require(try bars(1000, 30).first { $0.label == "SAT total, middle 50%" })
        #expect(below.you?.display == "1000")
        #expect(below.youText == "Your score is below the 25th percentile; about a quarter of admitted students are here too.")
        let inside = try #require(try bars(1270, nil).first { $0.label == "SAT total, middle 50%" })
        #expect(inside.youText == "Your score is inside the middle 50%, typical for admitted students.")
        let act = try #require(try bars(1000, 30).first { $0.label == "ACT composite, middle 50%" })
        #expect(act.low.display == "22" && act.high.display == "28")
        #expect(act.youText == "Your score is above the 75th percentile, stronger than most admitted students.")
        #expect(act.you?.cited.key == "ipeds-adm")
        // Section bars: SAT reading and math, ACT English and math.
        #expect(none.map(\.label) == ["SAT total, middle 50%", "ACT composite, middle 50%", "SAT Reading and Writing",
                                      "SAT Math", "ACT English", "ACT Math"])
    }

    @Test func admissionsTitleTakeawayAndPolicy() throws {
        let screen = try ProfileScreens.topic(snapshot, id: "222178", topic: "admissions")
        let headings = screen.blocks.compactMap { if case let .heading(h) = $0 { h } else { nil } }
        #expect(headings.first?.text == "Getting in, fall 2024")
        #expect(headings.first?.eyebrow == "Admissions")
        // TestPolicyBlock: POLICY_HEADLINES.considered is "Optional", and the sentence names the fall (lib/test-policy.ts).
        #expect(headings.contains { $0.text == "Optional" && $0.eyebrow == "Test policy" })
        let texts = screen.blocks.compactMap { if case let .text(t) = $0 { t.markdown } else { nil } }
        #expect(texts.contains("Scores are considered if you send them. For students who entered in fall 2024."))
        // Men 2,670 of 4,593 (58%), women 4,812 of 6,731 (71%).
        #expect(texts.contains("Men were admitted at 58%, women at 71%."))
        #expect(screen.url == "/schools/222178/admissions")
    }

    @Test func historyControlsFollowTheQuery() throws {
        let q = HistoryQuery.parse([("range", "all"), ("dollars", "nominal"), ("median", "off"), ("rate", "in")])
        #expect(q.ignored.isEmpty)
        let response = try ProfileScreens.history(snapshot, id: "100654", query: q)
        #expect(response.ignored.isEmpty)
        let controls = response.screen.blocks.compactMap { if case let .controls(c) = $0 { c.controls } else { nil } }
        let main = try #require(controls.first)
        // OverTime.tsx's row: range, dollars, the public college's residency, then the national-median checkbox.
        #expect(main.map(\.param) == ["range", "dollars", "rate", "median"])
        let selected = main.map { $0.options.first { $0.selected }?.label }
        #expect(selected == ["All", "As reported", "In-state", "Off"])
        let tenYears = try #require(main[0].options.first { $0.label == "10 years" })
        #expect(tenYears.href == "/schools/100654/history?dollars=nominal&median=off&rate=in")
        #expect(main[0].options[1].href == "/schools/100654/history?range=all&dollars=nominal&median=off&rate=in")
        let groups = try #require(controls.last?.first)
        #expect(groups.param == "group")
        // 100654's real history file has admissions and prices series only.
        #expect(groups.options.map(\.label) == ["Cost", "Aid", "Admissions"])
        #expect(groups.options.map(\.value) == [nil, "aid", "admissions"])
        #expect(response.screen.url == "/schools/100654/history?range=all&dollars=nominal&median=off&rate=in")
        // With "In-state", the cost chart draws the in-state full price; "All" starts at the earliest year (2000).
        let line = try #require(response.screen.blocks.compactMap { if case let .trendLine(t) = $0 { t } else { nil } }.first)
        #expect(line.series.map(\.key) == ["avg_paid_all", "sticker_in_state", "aided_net_price"])
        #expect(line.window.from == 2000 && line.window.to == 2023)
        #expect(line.bands == nil)
    }

    /// Average total cost of 100654: $16,872 in 2013–14 and $20,836 in 2023–24; CPI-U 236.677 and 309.570.
    @Test func historyMoneyAfterInflationAndAsReported() throws {
        func headline(_ dollars: HistoryQuery.Dollars) throws -> Value {
            let r = try ProfileScreens.history(snapshot, id: "100654", query: HistoryQuery(dollars: dollars))
            let tiles = r.screen.blocks.compactMap { if case let .statTiles(t) = $0 { t.tiles } else { nil } }
            return try #require(tiles.first?.first?.value)
        }
        let real = try headline(.real)
        #expect(real.display == "$20,836")
        // 16,872 × 309.570 / 236.677 = 22,068.4 → 20,836 / 22,068.4 − 1 = −5.6%.
        #expect(real.delta?.display == "\u{2212}6% after inflation")
        #expect(real.delta?.since == "since 2013\u{2013}14")
        let nominal = try headline(.nominal)
        // 20,836 / 16,872 − 1 = +23.5%.
        #expect(nominal.delta?.display == "+23% as reported")
    }

    @Test func unknownHistoryValuesFallBackAndAreListed() throws {
        let q = HistoryQuery.parse([("group", "nope"), ("range", "5"), ("median", "maybe"), ("group", "aid"),
                                    ("dollars", "real"), ("other", "x")])
        #expect(q.group == nil && q.range == .ten && q.median)
        #expect(q.ignored.map(\.param) == ["group", "range", "median", "group"])
        let r = try ProfileScreens.history(snapshot, id: "100654", query: q)
        #expect(r.ignored.map(\.value) == ["nope", "5", "maybe", "aid"])
        #expect(r.screen.url == "/schools/100654/history")
        // A group the college lacks falls back to its first group and says so.
        let lacking = try ProfileScreens.history(snapshot, id: "100654", query: HistoryQuery(group: .outcomes))
        #expect(lacking.ignored.map(\.param) == ["group"])
        #expect(lacking.screen.blocks.contains { if case let .heading(h) = $0 { h.text == "Cost" && h.level == 2 } else { false } })
        // Residency prices are for public colleges only.
        let privateCollege = try #require(snapshot.schools.first { $0.type != "public" && (try? snapshot.history(for: $0.unitID)) != nil })
        let p = try ProfileScreens.history(snapshot, id: privateCollege.unitID, query: HistoryQuery(rate: .out))
        #expect(p.ignored.map(\.param) == ["rate"])
    }

    @Test func whatChangedReadsTheChangeLog() throws {
        // 178107 has two publishes in the sample's change log (fall 2024 figures, and a revised 2023–24 cost).
        let screen = try ProfileScreens.changes(snapshot, id: "178107")
        let texts = screen.blocks.compactMap { if case let .text(t) = $0 { t.markdown } else { nil } }
        #expect(texts.first?.contains("- Fall 2024: 66% admitted (fall 2023: 67%)") == true)
        // The site's phrases (lib/fields.ts notify): "{value} applied", "average cost {value}".
        #expect(texts.first?.contains("- Fall 2024: 11,502 applied (fall 2023: 10,536)") == true)
        #expect(texts.last?.hasPrefix("- Revised 2023\u{2013}24 figure: average cost $31,533 (was $32,164)") == true)
        // The overview carries the same blocks under its own heading.
        let overview = try ProfileScreens.overview(snapshot, id: "178107")
        #expect(overview.blocks.contains { if case let .heading(h) = $0 { h.anchor == "changes" } else { false } })
        #expect(overview.blocks.contains { if case let .text(t) = $0 { t.markdown == texts.first } else { false } })
        let none = try ProfileScreens.changes(snapshot, id: "222178")
        #expect(none.blocks.contains { if case let .text(t) = $0 { t.markdown.hasPrefix("Nothing") } else { false } })
    }

    /// A value from a source other than its field's default brings the notice, once per source, on the screens that
    /// show it; a college with only default sources has none.
    @Test func nonDefaultSourcesAreNoted() throws {
        var school = try #require(snapshot.school(id: "222178"))
        var record = LineageRecord(source: "college-site")
        record.edition = "2025\u{2013}26"
        record.year = "Entered fall 2019"
        school.lineage = ["outcomes.graduation_rate": record, "outcomes.retention_rate": record]
        let one = try DatasetSnapshot(schools: [school], meta: snapshot.meta, releaseCalendar: snapshot.releaseCalendar,
                                      publishID: "test", loadedAt: Date(timeIntervalSince1970: 0))
        func notices(_ screen: Screen) -> [String] {
            screen.blocks.compactMap { if case let .text(t) = $0, t.markdown.hasPrefix("Figures marked") { t.markdown } else { nil } }
        }
        let expected = ["Figures marked like this come from Abilene Christian University Common Data Set 2025\u{2013}26, "
            + "Entered fall 2019. Everything else here is federal data."]
        #expect(notices(try ProfileScreens.overview(one, id: "222178")) == expected)
        #expect(notices(try ProfileScreens.topic(one, id: "222178", topic: "outcomes")) == expected)
        #expect(notices(try ProfileScreens.topic(one, id: "222178", topic: "admissions")).isEmpty)
        #expect(notices(try ProfileScreens.overview(snapshot, id: "222178")).isEmpty)
    }

    /// The screen with every scatter cut to its focused point (the point's schema is the same for all).
    private func trimmed(_ screen: Screen) -> Screen {
        func trim(_ block: Block) -> Block {
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
        var copy = screen
        copy.blocks = screen.blocks.map(trim)
        return copy
    }

    /// Every profile document of two colleges conforms to its published schema.
    @Test func documentsMatchTheirSchemas() throws {
        let validator = SchemaValidator(components: WireComponents.byName)
        func check<T: Encodable & SchemaDescribed>(_ value: T, _ name: String) throws {
            try WireCheck.expectAgreement(value)
            let json = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
            let errors = validator.validate(json, against: T.schema)
            #expect(errors.isEmpty, "\(name): \(errors.prefix(5))")
        }
        for id in ["222178", "100654"] {
            try check(try ProfileScreens.overview(snapshot, id: id), "\(id) overview")
            try check(try ProfileScreens.changes(snapshot, id: id), "\(id) changes")
            for topic in ProfileTopic.pageTopics {
                if let s = try? ProfileScreens.topic(snapshot, id: id, topic: topic.rawValue, scores: ScoreInput(sat: 1100)) {
                    try check(trimmed(s), "\(id) \(topic)")
                }
            }
        }
        for group in HistoryGroup.allCases {
            try check(try ProfileScreens.history(snapshot, id: "100654", query: HistoryQuery(group: group)),
                      "history \(group)")
        }
        try check(try ProfileScreens.history(snapshot, id: "100654",
                                             query: HistoryQuery(range: .all, dollars: .nominal, median: false, rate: .out)),
                  "history, every control changed")
        let other = try #require(snapshot.schools.first { ["101299", "104353"].contains($0.unitID) })
        for group in HistoryGroup.allCases {
            try check(try ProfileScreens.history(snapshot, id: other.unitID, query: HistoryQuery(group: group)),
                      "history \(other.unitID) \(group)")
        }
    }
}
