import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The filter panel, the active chips, Reset and the sort menu, as screens-map §1.2–§1.4 describe them.
struct ExplorePanelTests {
    @Test func twentyNineSectionsInTheSitesOrder() {
        let panel = ExploreScreens.filters("")
        #expect(panel.sections.map(\.id) == [
            "distance", "acceptance", "sat", "policy", "cost", "income", "graduation", "trends", "type", "size", "students",
            "residence", "aid", "majors", "campus", "religion", "lgbtq", "ratio", "faculty", "sports", "factors",
            "residency", "transfers", "greek", "councils", "admitted", "housing", "region", "state",
        ])
        #expect(panel.results == 300)
        #expect(panel.show == "Show 300 schools")
        #expect(panel.active == 0)
        #expect(panel.reset == nil)
    }

    @Test func rangesCarryTheirTracksAndThumbs() throws {
        let panel = ExploreScreens.filters("minAR=15&maxSAT=1400&maxCost=30000")
        let ar = try #require(panel.sections[1].controls.first?.range)
        #expect((ar.minParam, ar.maxParam, ar.min, ar.max, ar.step) == ("minAR", "maxAR", 0, 100, 1))
        #expect(ar.low == 15 && ar.high == nil && ar.unit == 0.01 && ar.bins?.count == 20)
        let sat = try #require(panel.sections[2].controls.first?.range)
        #expect((sat.min, sat.max, sat.step, sat.high) == (800, 1600, 10, 1400))
        #expect(sat.bins?.count == 32)
        let cost = try #require(panel.sections[4].controls.first?.range)
        #expect(cost.maxLabel == "$80K+" && cost.high == 30000 && cost.bins?.count == 32)
    }

    @Test func chipsShowCountsSelectionAndDisabledAtZero() throws {
        let panel = ExploreScreens.filters("types=public&sizes=xl")
        let counts = ExploreIndex.of(ExploreScreens.snapshot).counts
        let type = try #require(panel.sections.first { $0.id == "type" }?.controls.first)
        #expect(type.mode == .list && type.param == "types")
        let publicChip = try #require(type.options?.first { $0.value == "public" })
        #expect(publicChip.selected == true)
        #expect(publicChip.count == ExploreScreens.snapshot.schools.filter { $0.type == "public" }.count)
        let size = try #require(panel.sections.first { $0.id == "size" }?.controls.first)
        #expect(size.type == .tiles)
        #expect(size.options?.map(\.hint) == ["< 5K", "5\u{2013}15K", "15\u{2013}30K", "30K+"])
        // The sample lists no campus faith communities: those chips are disabled, unless one is selected.
        let faithGroups = try #require(panel.sections.first { $0.id == "religion" }?.controls.last?.options)
        #expect(faithGroups.allSatisfy { $0.count == 0 && $0.disabled })
        let chosen = try #require(ExploreScreens.filters("faithGroup=jewish").sections.first { $0.id == "religion" })
        let jewish = try #require(chosen.controls.last?.options?.first { $0.value == "jewish" })
        #expect(jewish.selected == true && !jewish.disabled)
        #expect(!publicChip.disabled)
        let honors = try #require(panel.sections.first { $0.id == "sports" }?.controls.first { $0.param == "honors" })
        #expect(honors.mode == .flag && honors.options?.first?.value == "1")
        #expect(honors.options?.first?.count == counts.flags[.honors])
        #expect(panel.results == ExploreScreens.domainIDs("types=public&sizes=xl").count)
    }

    @Test func majorsListFamiliesWithGraduatesAlphabetically() throws {
        let none = try #require(ExploreScreens.filters("").sections.first { $0.id == "majors" })
        #expect(none.controls.count == 1)
        let select = try #require(none.controls.first)
        #expect(select.type == .select && select.placeholder == "Any field")
        let labels = select.options?.map(\.text) ?? []
        #expect(!labels.isEmpty)
        #expect(labels == labels.sorted())
        #expect(select.options?.allSatisfy { ($0.count ?? 0) > 0 } == true)
        let chosen = try #require(ExploreScreens.filters("field=52&fieldMin=25").sections.first { $0.id == "majors" })
        let thresholds = try #require(chosen.controls.last?.options)
        #expect(thresholds.map(\.text) == ["Any graduates", "25+ a year", "50+ a year", "100+ a year", "250+ a year"])
        #expect(thresholds.map { $0.selected == true } == [false, true, false, false, false])
    }

    @Test func mediansInNotesAreCited() throws {
        let ratio = try #require(ExploreScreens.filters("").sections.first { $0.id == "ratio" })
        let median = try #require(ratio.facts?.first?.value)
        #expect(median.value == ExploreScreens.snapshot.statistics.median(.studentFaculty))
        #expect(ratio.notes.first?.contains(median.display) == true)
        #expect(median.cited.method == "derived")
    }

    @Test func activeChipsHaveTheSitesLabelsAndRemovalLinks() throws {
        let screen = ExploreScreens.screen(
            "q=state&minAR=10&maxSAT=1400&maxCost=40000&minEnroll=5000&types=public,private-nonprofit&costTrend=up"
                + "&divTrend=steady&selTrend=up&near=02139&within=200&sortBy=distance&income=200000&page=2&view=table")
        let chips = screen.active.chips
        func chip(_ key: String) -> ActiveFilterChip? { chips.first { $0.key == key } }
        #expect(chip("q")?.label == "\u{201C}state\u{201D}")
        #expect(chip("ar")?.label == "Admit 10\u{2013}100%")
        #expect(chip("sat")?.label == "SAT \u{2026}\u{2013}1400")
        #expect(chip("cost")?.label == "Avg cost $0K\u{2013}$40K")
        #expect(chip("enroll")?.label == "5,000+ undergrads")
        #expect(chip("types:public")?.label == "Public")
        #expect(chip("costTrend:up")?.label == "Cost: rising")
        #expect(chip("divTrend:steady")?.label == "Diversity: steady")
        #expect(chip("selTrend:up")?.label == "More selective")
        #expect(chip("near")?.label == "Within 200 mi of 02139")
        #expect(chip("income")?.label == "Prices at $200K income")
        // Removing one type keeps the other; removing the ZIP drops the distance sort; the page always goes.
        #expect(chip("types:public")?.remove.contains("types=private-nonprofit&") == true)
        #expect(chip("near")?.remove.contains("near=") == false)
        #expect(chip("near")?.remove.contains("sortBy") == false)
        #expect(chips.allSatisfy { !$0.remove.contains("page=") })
        // The badge: every chip but the income.
        #expect(screen.active.count == chips.count - 1)
        // Reset keeps the view and the income, and drops a distance sort.
        #expect(screen.active.reset == "/explore?view=table&income=200000")
        #expect(ExploreScreens.screen("types=public&sortBy=sat&sortDir=desc").active.reset
                == "/explore?sortBy=sat&sortDir=desc")
    }

    @Test func enrollmentAndActPairsCountTwice() {
        #expect(ExploreScreens.screen("minAR=10&maxAR=20").active.count == 1)
        #expect(ExploreScreens.screen("minEnroll=10&maxEnroll=20").active.count == 2)
        #expect(ExploreScreens.screen("minACT=10&maxACT=20&fewLoans=1").active.count == 3)
    }

    @Test func sortMenuOffersDistanceAndPriceOnlyWhenTheyApply() throws {
        let plain = ExploreScreens.screen("")
        let keys = plain.sort.groups.flatMap { $0.options.map(\.key) }
        #expect(!keys.contains("distance") && !keys.contains("price_at"))
        #expect(plain.sort.groups.map(\.label) == ["Basics", "Cost", "10-year changes", "Students and outcomes"])
        #expect(plain.sort.key == "applicants" && plain.sort.direction == .desc)
        #expect(Set(keys).count == keys.count)
        let sat = try #require(plain.sort.groups[0].options.first { $0.key == "sat" })
        #expect(sat.href == "/explore?sortBy=sat&sortDir=desc")
        let name = try #require(plain.sort.groups[0].options.first { $0.key == "name" })
        #expect(name.href == "/explore?sortBy=name")
        #expect(plain.sort.flip == "/explore?sortDir=asc")
        let near = ExploreScreens.screen("near=02139&income=150000")
        let nearKeys = near.sort.groups.flatMap { $0.options.map(\.key) }
        #expect(nearKeys.contains("distance") && nearKeys.contains("price_at"))
        #expect(near.sort.groups.last?.label == "Distance")
    }

    @Test func tableHeadersLinkToTheirSort() throws {
        let table = try #require(ExploreScreens.screen("view=table&sortBy=sat&sortDir=desc&page=2").results.rows)
        guard case let .table(block) = table.table else { Issue.record("not a table"); return }
        func column(_ key: String) -> TableColumn? { block.columns.first { $0.key == key } }
        #expect(block.columns.count == 19)
        #expect(block.sticky.columns == 1)
        #expect(column("sat")?.sorted == .desc)
        // The same key flips; a new key starts ascending for name, admit rate and costs, descending otherwise;
        // `sortBy` and `sortDir` keep their places and the page goes.
        #expect(column("sat")?.href == "/explore?view=table&sortBy=sat&sortDir=asc")
        #expect(column("name")?.href == "/explore?view=table&sortBy=name&sortDir=asc")
        #expect(column("pell")?.href == "/explore?view=table&sortBy=pell&sortDir=desc")
        #expect(column("avg_cost")?.href == "/explore?view=table&sortBy=avg_cost&sortDir=asc")
        #expect(table.changes.label == "Show 10-year changes")
        #expect(table.bars.count == block.rows.count)
        #expect(table.bars.allSatisfy { $0.count == block.columns.count })
        #expect(table.bars.joined().compactMap { $0 }.allSatisfy { $0.end >= 0.04 && $0.end <= 1 && $0.start <= $0.end })
        let changes = try #require(ExploreScreens.screen("view=table&changes=1&near=02139").results.rows)
        guard case let .table(wide) = changes.table else { Issue.record("not a table"); return }
        #expect(wide.columns.count == 28)
        #expect(wide.columns[1].key == "distance")
        #expect(Array(wide.columns.suffix(8)).map(\.key) == [
            "avg_cost_change", "admit_rate_change", "size_change", "apps_change", "diversity_change",
            "men_share_change", "loan_rate_change", "pell_gap_change",
        ])
        #expect(changes.changes.label == "Hide 10-year changes")
        #expect(changes.note != nil)
    }

    @Test func ignoredParametersAreExplained() {
        let screen = ExploreScreens.screen("foo=1&types=college&minAR=abc&near=99999&fit=prefs&sortBy=distance&minAidIncome=2e5")
        #expect(screen.ignored.map(\.reason) == [
            "unknown-parameter", "unknown-value", "not-a-number", "unknown-zip", "needs-near", "needs-sign-in", "estimates-off",
        ])
        #expect(screen.ignored.allSatisfy { !$0.message.isEmpty })
        #expect(screen.total == 300)
    }

    @Test func thePanelStaysSmall() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes = try encoder.encode(ExploreScreens.filters("types=public&field=52")).count
        #expect(bytes < 20_000, "\(bytes) bytes")
    }
}
