import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The academics page's majors and field-of-study sections and the students page's housing, against the site's
/// components (components/school/Majors, MajorsList, FieldOfStudy, CampusLife; lib/majors.ts, lib/field-of-study.ts).
/// 100654 carries the real detail file (majors and programs tables) of ../shared/reference-data.
struct FidelityAcademicsCampusTests {
    /// Majors for 100654 (bachelors_awarded 610; majors_top shares 0.1049, 0.0951, 0.0885, 0.0672, 0.0557; the
    /// detail file's 36 programs, all with a first major, in 21 two-digit fields): `${num(total)}` bachelor's
    /// degrees; "The top 5 programs account for" pct(0.4114) = "41%" "of graduates" + "; 36 programs in 21 fields
    /// awarded at least one" + "."; MajorsList's five rows: pctSmart(first / total) and num(first): 64/610 = 0.1049
    /// → "10%", 58/610 = 0.0951 → "9.5%", 54/610 → "8.9%", 41/610 → "6.7%", and 34/610 → "5.6%" for 11.0101, which
    /// ties 42.0101 at 34 and comes first by code (compareProgram).
    @Test func mostPopularMajorsAsMajorsAndMajorsList() throws {
        let page = try Fidelity.topic("100654", "academics").section("Most popular majors")
        let tile = try #require(page.blocks.compactMap { b -> StatTile? in
            if case let .statTiles(s) = b { s.tiles.first } else { nil }
        }.first)
        #expect(tile.value.display == "610" && tile.label.hasPrefix("bachelor's degrees"))
        #expect(page.texts.contains("The top 5 programs account for **41%** of graduates; 36 programs in 21 fields "
            + "awarded at least one."))
        // Each row ends with its 4-digit group's money(y4) (Majors.tsx earnings4; FidelityMajorsListTests).
        #expect(page.tableRows == [
            ["Biology/Biological Sciences, General", "26.0101", "10%", "64", "$44,145"],
            ["Business Administration and Management, General", "52.0201", "9.5%", "58", "$58,176"],
            ["General Studies", "24.0102", "8.9%", "54", "$43,770"],
            ["Criminal Justice/Law Enforcement Administration", "43.0103", "6.7%", "41", "$48,912"],
            ["Computer and Information Sciences, General", "11.0101", "5.6%", "34", "$88,490"],
        ])
        #expect(page.texts.contains { $0.hasPrefix("Bachelor's degrees awarded July through June, by federal program name") })
    }

    /// Without a detail file the list is the snapshot's top five, counts `Math.round(share * total)` and no
    /// programs clause: 222178's top share sums to the sentence's pct.
    @Test func majorsWithoutADetailFileUseTheTopFive() throws {
        let page = try Fidelity.topic("222178", "academics").section("Most popular majors")
        let top = try #require(Fidelity.snapshot.school(id: "222178")?.academics?.majorsTop)
        let total = try #require(Fidelity.snapshot.school(id: "222178")?.academics?.bachelorsAwarded)
        let share = top.reduce(0) { $0 + ($1.share ?? 0) }
        #expect(page.texts.contains("The top \(top.count) programs account for **\(Int((share * 100).rounded()))%** of graduates."))
        #expect(page.tableRows.map(\.[3]) == top.map { String(Int((($0.share ?? 0) * total).rounded())) })
    }

    /// FieldOfStudy for 100654: topEarningPrograms ranks by y4 ?? y1: 14.10 (98,045), 11.01 (88,490), 14.19
    /// (87,291), 03.05 (64,749, no 1-year figure), 52.03 (61,503); each `money(...)` with "4 yrs out". 14.10's
    /// detail: "1 year after completion" money(72241); the 4-year bar against y4_national 100,647; Pell 77,117 and
    /// Non-Pell TOO_FEW; debt money(32500); `${num(40)} graduates, two most recent years combined`. Forestry:
    /// "1 year after completion: Too few graduates to report" and "Median federal debt: Too few graduates to report".
    @Test func topEarningMajorsAsFieldOfStudy() throws {
        let page = try Fidelity.topic("100654", "academics").section("Top-earning majors here")
        #expect(page.tableRows == [
            ["Electrical, Electronics, and Communications Engineering", "$98,045"],
            ["Computer and Information Sciences, General", "$88,490"],
            ["Mechanical Engineering", "$87,291"],
            ["Forestry", "$64,749"],
            ["Accounting and Related Services", "$61,503"],
        ])
        let table = try #require(page.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        #expect(table.rows.allSatisfy { if case let .values(v) = $0.cells[1] { v.note == "4 yrs out" } else { false } })
        #expect(page.texts.contains("By earnings 4 years after completion"))
        let folds = Fidelity.flatFolds(try Fidelity.topic("100654", "academics"))
        let first = try #require(folds.first { $0.hint == "Electrical, Electronics, and Communications Engineering" })
        let detail = Page(first.blocks)
        #expect(detail.tile("1 year after completion")?.value.display == "$72,241")
        let bar = try #require(detail.benchmark("4 years after completion"))
        #expect(bar.value.display == "$98,045" && bar.median.display == "$100,647")
        #expect(detail.tile("4 years out, Pell")?.value.display == "$77,117")
        #expect(detail.texts.contains("Non-Pell: Too few graduates to report"))
        #expect(detail.tile("Median federal debt")?.value.display == "$32,500")
        #expect(detail.tile("graduates, two most recent years combined")?.value.display == "40")
        let forestry = Page(try #require(folds.first { $0.hint == "Forestry" }).blocks)
        #expect(forestry.texts.contains("1 year after completion: Too few graduates to report"))
        #expect(forestry.texts.contains("Median federal debt: Too few graduates to report"))
        #expect(page.texts.contains { $0.hasPrefix("Bachelor's programs only, among graduates who received federal") })
    }

    /// fastestGrowingField over hand-made series (bachelors 400 in 2014 and 500 in 2024): Business 0.10 → 0.13
    /// (+3 pts, round(0.13 × 500) = 65 graduates) beats Biology 0.05 → 0.07 (+2 pts); Psychology 0.02 → 0.045 gains
    /// 2.5 points but round(0.045 × 500) = 23 < 25 graduates. With 2014 missing the start moves to 2015; with
    /// 2015's total under 100 there is none.
    @Test func fastestGrowingFieldAsLibMajors() {
        func series(_ start: Int, _ values: [Double?]) -> HistorySeries { HistorySeries(start: start, values: values) }
        var s: [String: HistorySeries] = [
            "bachelors": series(2014, [400] + Array(repeating: 450, count: 9) + [500]),
            "major_52": series(2014, [0.10] + Array(repeating: 0.11, count: 9) + [0.13]),
            "major_26": series(2014, [0.05] + Array(repeating: 0.06, count: 9) + [0.07]),
            "major_42": series(2014, [0.02] + Array(repeating: 0.03, count: 9) + [0.045]),
        ]
        let g = AcademicsMajors.fastestGrowingField(s, start: 2014, end: 2024)
        #expect(g?.family == "52" && g?.fromYear == 2014 && g?.graduates == 65)
        s["bachelors"] = series(2014, [nil, 450] + Array(repeating: 450, count: 8) + [500])
        #expect(AcademicsMajors.fastestGrowingField(s, start: 2014, end: 2024)?.fromYear == 2015)
        s["bachelors"] = series(2014, [nil, 90] + Array(repeating: 450, count: 8) + [500])
        #expect(AcademicsMajors.fastestGrowingField(s, start: 2014, end: 2024) == nil)
    }

    /// CampusLife for 222178 (capacity 2,508, 3,195 undergrads, first_years_required false, meal_plan true without
    /// meals_per_week): "Beds" num(2508); bedsPer100 round(78.5) = 78, under 100 so `About 78 for every 100
    /// undergrads` + ` (median college: 48)` (the sample's 273 reporting colleges, brute force) + ". Can include
    /// graduate housing."; "Not required to live on campus" with its note; meal plans "Offered".
    @Test func housingAsCampusLife() throws {
        let page = try Fidelity.topic("222178", "students").section("Housing")
        let beds = try #require(page.tile("Beds"))
        #expect(beds.value.display == "2,508")
        #expect(beds.hint == "About 78 for every 100 undergrads (median college: 48). Can include graduate housing.")
        #expect(page.texts == ["**First-years:** Not required to live on campus",
                               "Many colleges still expect it, with exceptions such as for local students.",
                               "**Meal plans:** Offered"])
    }

    /// CampusLife's other branches: no housing offered; a required live-on rule, meals per week, no capacity (an em
    /// dash), room for every undergrad; and unreported rule and meal plan.
    @Test func housingBranchesAsCampusLife() throws {
        func page(_ housing: [String: Any], undergrads: Double = 3195) throws -> Page {
            let snapshot = try FidelityCostAidTests.snapshot(editing: "222178") { json in
                var campus = json["campus"] as? [String: Any] ?? [:]
                campus["housing"] = housing
                json["campus"] = campus
                var d = json["demographics"] as? [String: Any] ?? [:]
                d["undergrad_enrollment"] = undergrads
                json["demographics"] = d
            }
            return try Fidelity.topic("222178", "students", in: snapshot).section("Housing")
        }
        let none = try page(["offered": false, "capacity": NSNull(), "first_years_required": NSNull(),
                             "meal_plan": NSNull(), "meals_per_week": NSNull()])
        #expect(none.texts == ["No college housing: students live off campus."] && none.tile("Beds") == nil)
        let full = try page(["offered": true, "capacity": 3300, "first_years_required": true, "meal_plan": true,
                             "meals_per_week": 14])
        #expect(full.tile("Beds")?.hint == "Room for every undergrad (median college: 48). Can include graduate housing.")
        #expect(full.texts == ["**First-years:** Must live on campus", "**Meal plans:** Up to 14 meals a week"])
        let blank = try page(["offered": true, "capacity": NSNull(), "first_years_required": NSNull(),
                              "meal_plan": false, "meals_per_week": NSNull()])
        #expect(blank.tile("Beds")?.value.display == "\u{2014}" && blank.tile("Beds")?.hint == nil)
        #expect(blank.texts == ["**First-years:** Not reported", "**Meal plans:** None offered"])
        let unknown = try page(["offered": true, "capacity": 100, "first_years_required": NSNull(), "meal_plan": NSNull(),
                                "meals_per_week": NSNull()])
        #expect(unknown.texts.last == "**Meal plans:** Not reported")
    }
}

extension Fidelity {
    /// Every fold of a screen, nested ones included.
    static func flatFolds(_ page: Page) -> [FoldBlock] {
        page.blocks.compactMap { if case let .fold(f) = $0 { f } else { nil } }
    }
}
