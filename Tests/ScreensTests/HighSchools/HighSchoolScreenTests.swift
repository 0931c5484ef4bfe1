import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// A high school's screen against a hand-made directory: figures against the state median or alone, suppressed
/// counts and shares, a published range kept as a range, the graduation rate by class, grading, and where graduates
/// go (college links, "Fewer than 5", admitted-to chips), each with the source it should cite; and a private school
/// with nothing on file saying so section by section.
struct HighSchoolScreenTests {
    static let publicID = "061000000001"
    static let privateID = "A0600002"
    /// A real college of the sample, so admitted-to can link it.
    static let college = "222178"

    static func decode<T: Decodable>(_ type: T.Type, _ json: String) -> T {
        try! JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    static let publicSchool = decode(HighSchool.self, #"""
        {"id":"061000000001","kind":"public","name":"Valley High School","state":"CA","city":"Fresno",
         "district":{"id":"0610000","name":"Valley Unified"},"grades":{"low":"9","high":"12"},"locale":"City: Midsize",
         "status":{"charter":false,"magnet":true,"title_i":true},
         "enrollment":{"total":1234},"student_teacher_ratio":22.5,"frl_share":null,
         "grad_rate":{"value":null,"low":0.9,"high":0.94,"cohort":300},
         "grad_history":[{"year":"Class of 2021","value":0.88,"cohort":290},
                         {"year":"Class of 2022","low":0.85,"high":0.89,"cohort":295},
                         {"year":"Class of 2023","suppressed":true}],
         "rigor":{"ap_courses":null,"ap_enrolled":300,"enrollment":1200,"ib_enrolled":null},
         "suppressed":["frl_share","rigor.ap_courses"]}
        """#)

    static let privateSchool = decode(HighSchool.self, #"""
        {"id":"A0600002","kind":"private","name":"St. Anne Academy","state":"CA","city":"Fresno",
         "affiliation":"Catholic","grades":{"low":"9","high":"12"}}
        """#)

    static let detail = decode(HighSchoolDetail.self, #"""
        {"id":"061000000001","profile":{"url":"https://valley.example/profile.pdf","retrieved":"2026-09-01","edition":"2025–26"},
         "gpa_scale":{"kind":"numeric","max":4,"weighted":false},
         "gpa_distribution":[{"band":"3.5–4.0","share":0.4},{"band":"Below 3.5","share":0.6}],
         "matriculation":{"classes":"Class of 2025","entries":[{"name":"Abilene Christian University","unit_id":"222178","count":12},
                                                               {"name":"Far Away College","count":null}]},
         "admitted":{"classes":"Class of 2025","entries":[{"name":"Abilene Christian University","unit_id":"222178"},
                                                          {"name":"Unlisted College"}]}}
        """#)

    static func screen(_ id: String) throws -> Screen {
        let sample = SampleDataset.snapshot
        let snapshot = try DatasetSnapshot(schools: sample.schools.filter { $0.unitID == college }, meta: sample.meta,
                                           releaseCalendar: sample.releaseCalendar, highSchoolMeta: sample.highSchoolMeta,
                                           publishID: "test-\(UUID().uuidString)", loadedAt: Date(timeIntervalSince1970: 0))
        // CA's medians: enrollment only (the ratio and the lunch share have none, so they stay tiles).
        let directory = HighSchoolDirectory(schools: [publicSchool, privateSchool], meta: sample.highSchoolMeta,
                                            medians: ["CA": ["enrollment.total": 1000, "frl_share": nil]],
                                            details: [publicID: detail])
        HighSchoolDirectory.register(directory, for: snapshot)
        return try HighSchoolScreen.build(snapshot, id: id)
    }

    static func tiles(_ blocks: [Block]) -> [StatTile] {
        blocks.flatMap { b -> [StatTile] in if case let .statTiles(t) = b { t.tiles } else { [] } }
    }

    static func bars(_ blocks: [Block]) -> [BenchmarkBarBlock] {
        blocks.compactMap { if case let .benchmarkBar(b) = $0 { b } else { nil } }
    }

    static func section(_ screen: Screen, _ anchor: String) -> [Block] { TrendTestSupport.section(screen, anchor) }

    @Test func headerAndFiguresAgainstTheStateMedian() throws {
        let s = try Self.screen(Self.publicID)
        #expect(s.title == "Valley High School")
        #expect(TrendTestSupport.texts(s.blocks).contains("Fresno, CA · Valley Unified · Public · Grades 9–12 · City: Midsize"))
        let chips = s.blocks.compactMap { if case let .chips(c) = $0 { c.chips.map(\.label) } else { nil } }
        #expect(chips == [["Magnet", "Title I"]])
        // The blocks before the first section heading: enrollment, ratio, lunch.
        let top = Array(s.blocks.prefix { if case let .heading(h) = $0 { h.level == 1 || h.anchor == "school" } else { true } })
        let enrollment = Self.bars(top)
        #expect(enrollment.map(\.label) == ["Enrollment"])
        #expect(enrollment.first?.value.display == "1,234")
        #expect(enrollment.first?.median.display == "1,000")
        #expect(enrollment.first?.median.cited.method == "derived")
        let tiles = Self.tiles(top)
        #expect(tiles.map(\.label) == ["Student-to-teacher ratio", "Free or reduced-price lunch"])
        // `n.toFixed(1) + ":1"` (ratio1); a hidden share prints "–" with the site's words for why as the hint.
        #expect(tiles.map(\.value.display) == ["22.5:1", "\u{2013}"])
        #expect(tiles.map(\.value.format) == [.ratio1, .pct])
        #expect(tiles.map(\.hint) == [nil, "Not reported (suppressed for privacy)"])
        #expect(tiles.allSatisfy { $0.value.cited.key == "nces-ccd" })
    }

    @Test func rigorSuppressedCountsDerivedSharesAndNoExamResults() throws {
        let rigor = Self.tiles(Self.section(try Self.screen(Self.publicID), "rigor"))
        // AP exam results: neither count on file and not suppressed, so the figure is left out.
        #expect(rigor.map(\.label) == ["AP courses offered", "Students in an AP course", "Students in the IB Diploma Programme",
                                       "Students in dual enrollment"])
        // 300 of 1,200 students = 25%; a suppressed count says "Fewer than 5", missing shares "Not reported" (hints
        // beside a number that prints "–").
        #expect(rigor.map(\.value.display) == ["\u{2013}", "25%", "\u{2013}", "\u{2013}"])
        #expect(rigor.map(\.hint) == ["Fewer than 5", nil, "Not reported", "Not reported"])
        #expect(rigor[1].value.value == 0.25)
        #expect(rigor[1].value.cited.method == "derived")
        #expect(rigor.allSatisfy { $0.value.cited.key == "crdc" })
    }

    @Test func outcomesKeepARangeAndTrendByClass() throws {
        let outcomes = Self.section(try Self.screen(Self.publicID), "outcomes")
        let grad = Self.tiles(outcomes)
        #expect(grad.map(\.label) == ["Four-year graduation rate"])
        // A published range of 90–94% is the range (its low end and `upper`, whole percents), never a midpoint.
        #expect(grad.first?.value.display == "90%")
        #expect(grad.first?.upper?.display == "94%")
        #expect(grad.first?.value.value == 0.9 && grad.first?.upper?.value == 0.94)
        let trend = outcomes.compactMap { if case let .classTrend(t) = $0 { t } else { nil } }.first
        #expect(trend?.points.map(\.year) == [2021, 2022, 2023])
        #expect(trend?.points.map(\.precision) == [.exact, .range, .suppressed])
        #expect(trend?.points[0].value?.display == "88%")
        #expect(trend?.points[1].low?.display == "85%")
        #expect(trend?.points[1].high?.display == "89%")
        #expect(trend?.points[0].cohort?.display == "290")
    }

    @Test func gradingAndWhereGraduatesGo() throws {
        let s = try Self.screen(Self.publicID)
        let grading = Self.tiles(Self.section(s, "grading"))
        // The site's "Unweighted (4.0 scale)": the scale's top as a number, its words as the hint.
        #expect(grading.map(\.value.display) == ["4.0"])
        #expect(grading.first?.hint?.hasPrefix("Unweighted scale") == true)
        #expect(grading.first?.value.cited.key == "hs-profile")
        let go = Self.section(s, "where-go")
        let table = go.compactMap { if case let .table(t) = $0 { t } else { nil } }.first
        #expect(table?.rows.count == 2)
        if case let .link(link)? = table?.rows.first?.cells.first {
            #expect(link.href == "/schools/222178")
        } else {
            Issue.record("the first college is not a link")
        }
        if case .text("Far Away College")? = table?.rows.last?.cells.first {} else { Issue.record("unlinked college") }
        let counts = table?.rows.compactMap { row -> String? in
            switch row.cells.last {
            case let .value(v)?: v.display
            case let .text(t)?: t
            default: nil
            }
        }
        #expect(counts == ["12", "Fewer than 5"])
        let texts = TrendTestSupport.texts(go)
        // Only reported counts add up: 12 (the hidden one is under 5 and unknown).
        #expect(texts.contains("12 enrolled in Class of 2025 (school profile, 2025–26)"))
        #expect(texts.contains("2 colleges admitted at least one member of the class of 2025."))
        #expect(texts.contains("Unlisted College"))
        let chips = go.compactMap { if case let .schoolChips(c) = $0 { c.schools.map(\.id) } else { nil } }
        #expect(chips == [["222178"]])
        #expect(s.sources.map(\.source.key).contains("hs-profile"))
    }

    @Test func aPrivateSchoolWithNothingOnFileSaysSo() throws {
        let s = try Self.screen(Self.privateID)
        #expect(TrendTestSupport.texts(s.blocks).contains("Fresno, CA · Private · Catholic · Grades 9–12"))
        #expect(TrendTestSupport.texts(Self.section(s, "rigor"))
            == "Private schools don't report AP/IB access through the federal Civil Rights Data Collection.")
        #expect(TrendTestSupport.texts(Self.section(s, "outcomes")) == "Not yet reported for this school.")
        #expect(TrendTestSupport.texts(Self.section(s, "grading")) == "No school profile on file yet.")
        // The last section runs into the page's closing line (the school's id and the data's date).
        let whereGo = TrendTestSupport.texts(Self.section(s, "where-go")).split(separator: "\n")
        #expect(whereGo.first == "Not yet reported for this school.")
        #expect(whereGo.last?.hasPrefix("NCES school ID A0600002 · Data generated ") == true)
    }

    @Test(arguments: ["061000000009", "abc", "991000000001", ""])
    func unknownIDsAre404s(_ id: String) throws {
        let error = #expect(throws: Core.APIError.self) { try Self.screen(id) }
        #expect(error?.status == 404)
    }
}
