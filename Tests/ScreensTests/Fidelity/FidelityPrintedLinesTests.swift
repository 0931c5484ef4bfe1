import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// Lines the site prints that the wire types first had no place for: the second line under a ShowMore button, the
/// similar-school cards' figures, the hero's "Where these links come from" sources, the class-size columns' hover
/// text and the graduation plot's "Within 4 years" legend. Each expected string is worked out from the component
/// named above it.
struct FidelityPrintedLinesTests {
    /// Every fold of a page, nested ones included.
    static func folds(_ blocks: [Block]) -> [FoldBlock] {
        blocks.flatMap { b -> [FoldBlock] in
            switch b {
            case let .fold(f): [f] + folds(f.blocks)
            case let .topicCard(t): folds(t.blocks)
            default: []
            }
        }
    }

    static func fold(_ screen: Screen, _ label: String) -> FoldBlock? {
        folds(screen.blocks).first { $0.hint == label }
    }

    // MARK: ShowMore's second line

    /// students/page.tsx: `<ShowMore id="who" label="Show men, women, part-time, and age" hint="How the student body
    /// compares with the median college">`; show-more.tsx prints `hint` as the line under the label.
    @Test func whoTheyAreFoldPrintsItsHint() throws {
        let screen = try ProfileScreens.topic(Fidelity.snapshot, id: "222178", topic: "students")
        let fold = try #require(Self.fold(screen, "Show men, women, part-time, and age"))
        #expect(fold.note == "How the student body compares with the median college")
    }

    /// admissions/page.tsx: the waffle's ShowMore hint "The funnel as 100 squares" and the map's "Acceptance rate vs.
    /// SAT for 300 colleges"; cost/page.tsx: "Who takes federal loans, debt by background, and how repayment is going"
    /// and "How generous grants are, who gets them, where aid comes from, and aid by family income".
    @Test func admissionsAndCostFoldsPrintTheirHints() throws {
        let admissions = try ProfileScreens.topic(Fidelity.snapshot, id: "222178", topic: "admissions")
        #expect(Self.fold(admissions, "Show out of every 100 applicants")?.note == "The funnel as 100 squares")
        #expect(Self.fold(admissions, "Show the admissions map")?.note == "Acceptance rate vs. SAT for 300 colleges")
        let cost = try ProfileScreens.topic(Fidelity.snapshot, id: "222178", topic: "cost")
        let folds = Self.folds(cost.blocks)
        let loans = folds.first { $0.hint == "Show borrowing and repayment" }
        let aid = folds.first { $0.hint == "Show who gets aid" }
        #expect(loans == nil || loans?.note == "Who takes federal loans, debt by background, and how repayment is going")
        #expect(aid == nil || aid?.note == "How generous grants are, who gets them, where aid comes from, and aid by family income")
        #expect(loans != nil || aid != nil)
    }

    /// GpaPanel: `<ShowMore label="Show class rank" hint="Where first-years stood in their high school class">`;
    /// ScoreBands: `<ShowMore until="lg" label="Show section score bands" hint="SAT sections, ACT English and Math">`.
    /// The hand-made report has class rank; a fold the site draws as `<details>` (NextYearPrice's "Show the full
    /// next-year estimate") has no second line.
    @Test func componentFoldsPrintTheirHints() throws {
        let admissions = try ProfileScreens.topic(FidelityReported.snapshot, id: "222178", topic: "admissions")
        #expect(Self.fold(admissions, "Show class rank")?.note == "Where first-years stood in their high school class")
        let bands = Self.fold(admissions, "Show section score bands")
        #expect(bands == nil || bands?.note == "SAT sections, ACT English and Math")
        let cost = try ProfileScreens.topic(FidelityReported.snapshot, id: "222178", topic: "cost")
        #expect(Self.folds(cost.blocks).filter { $0.hint == "Show the full next-year estimate" }.allSatisfy { $0.note == nil })
    }

    // MARK: Similar schools

    static func similarLines(_ id: String) throws -> [String: FigureLine] {
        let screen = try ProfileScreens.overview(Fidelity.snapshot, id: id)
        let index = try #require(screen.blocks.firstIndex {
            if case let .heading(h) = $0 { h.anchor == "similar" } else { false }
        })
        guard case let .schoolChips(chips) = screen.blocks[index + 1] else {
            Issue.record("no cards after the similar heading")
            return [:]
        }
        return chips.figures ?? [:]
    }

    /// page.tsx, the similar card: `[rate !== null && `${pctSmart(rate)} admit`, satMid(s) !== null && `SAT
    /// ${satMid(s)}`, `${compact(undergrads)} undergrads`].filter(Boolean).join(" · ")`. Chicago College (205543):
    /// pctSmart(0.3309) = "33%"; satMid = round((620 + 570 + 700 + 640) / 2) = round(1265) = 1265 printed as a bare
    /// number; compact(2016) = "2K" (one decimal at most, 2.016K → 2K). Hollis University (497285): pctSmart(0.6052) =
    /// "61%", no SAT sections, compact(4303) = "4.3K".
    @Test func similarCardsPrintTheirFigures() throws {
        let lines = try Self.similarLines("222178")
        let chicago = try #require(lines["205543"])
        #expect(chicago.display == "33% admit \u{B7} SAT 1265 \u{B7} 2K undergrads")
        #expect(chicago.parts.map(\.value.format) == [.pctSmart, .int, .compact])
        #expect(chicago.parts.map(\.value.cited.path) == ["admissions.acceptance_rate", "derived.sat_mid",
                                                         "demographics.undergrad_enrollment"])
        #expect(lines["497285"]?.display == "61% admit \u{B7} 4.3K undergrads")
    }

    // MARK: Where these links come from

    /// HeroIdentity: the official link pills, the social icons, then `<SourcesTip title="Where these links come from">`
    /// with one group per source listing the shown labels (pill labels and SOCIAL_LABELS, not the fields' registry
    /// labels); the newest OfficialLinks prints no source line of its own. Website and Admissions come from the IPEDS
    /// directory, Instagram and X from Wikidata.
    @Test func identityLinksCiteTheirSourcesInOneTip() throws {
        let sample = SampleDataset.snapshot
        var school = try #require(sample.school(id: "222178"))
        school.links?.admissions = "https://www.acu.edu/admissions"
        var social = SchoolSocial()
        social.instagram = "acuedu"
        social.x = "acuedu"
        school.social = social
        let one = try DatasetSnapshot(schools: [school], meta: sample.meta, releaseCalendar: sample.releaseCalendar,
                                      publishID: "links", loadedAt: Date(timeIntervalSince1970: 0))
        let blocks = try ProfileScreens.overview(one, id: "222178").blocks
        let start = try #require(blocks.firstIndex { if case let .links(l) = $0 { l.style == .buttons } else { false } })
        guard case .links = blocks[start + 1], case let .sourceNote(tip) = blocks[start + 2] else {
            Issue.record("the hero's links are not buttons, icons, then one sources tip")
            return
        }
        #expect(tip.title == "Where these links come from")
        #expect(tip.sources.map(\.fields) == [["Website", "Admissions"], ["Instagram", "X"]])
        #expect(tip.sources.map(\.source.key) == ["ipeds-hd", "wikidata"])
    }

    // MARK: Class sizes and graduation by group

    /// ClassSizeHistogram's hover text: `${bins[i].toLocaleString("en-US")} ${unit} of ${labels[i]} students
    /// (${pct(bins[i] / total)})` with unit "sections". The hand-made report's bins 40, 120, 60, 20, 10, 8, 2 total
    /// 260: 40 / 260 = 0.1538 → "15%", 120 / 260 = 0.4615 → "46%", 60 / 260 = 0.2308 → "23%", 20 / 260 = 0.0769 →
    /// "8%", 10 / 260 = 0.0385 → "4%", 8 / 260 = 0.0308 → "3%", 2 / 260 = 0.0077 → "1%".
    @Test func classSizeColumnsCarryTheirHoverText() throws {
        let page = try FidelityReported.page("academics").section("Class sizes")
        let histogram = try #require(page.blocks.lazy.compactMap { b -> HistogramBlock? in
            if case let .histogram(h) = b { h } else { nil }
        }.first)
        #expect(histogram.bins.map { $0.share?.display } == ["15%", "46%", "23%", "8%", "4%", "3%", "1%"])
        #expect(histogram.bins.allSatisfy { $0.share?.format == .pct })
        let tip = try #require(histogram.tip)
        let first = histogram.bins[0]
        let printed = tip.replacingOccurrences(of: "{value}", with: first.value.display)
            .replacingOccurrences(of: "{label}", with: first.label)
            .replacingOccurrences(of: "{share}", with: first.share?.display ?? "")
        #expect(printed == "40 sections of 2\u{2013}9 students (15%)")
    }

    /// GraduationByGroup: `{within4 && <MetricLabel term="on-time-graduation" cited={onTimeCited}>Within 4
    /// years</MetricLabel>}` under the Pell plot, capitalised (the rows print "within 4 years" after each lighter
    /// figure); without the college's 4-year shares there is no legend.
    @Test func withinFourYearsLegendUnderThePellPlot() throws {
        let snapshot = try FidelityOutcomesGroupsTests.onTimeSnapshot()
        let page = try Fidelity.topic("222178", "outcomes", in: snapshot).section("Do lower-income students finish?")
        let plot = try #require(FidelityOutcomesGroupsTests.plot(page))
        #expect(plot.secondaryLegend == "Within 4 years" && plot.secondaryTerm == "on-time-graduation")
        #expect(plot.secondaryLabel == "within 4 years")
        let federal = try Fidelity.topic("222178", "outcomes").section("Do lower-income students finish?")
        let plain = try #require(FidelityOutcomesGroupsTests.plot(federal))
        #expect(plain.secondaryLegend == nil && plain.secondaryTerm == nil)
        let race = try #require(FidelityOutcomesGroupsTests.plot(
            try Fidelity.topic("222178", "outcomes", in: snapshot).section("By race and ethnicity")))
        #expect(race.secondaryLegend == nil)
    }
}
