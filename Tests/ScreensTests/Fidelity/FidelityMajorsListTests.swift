import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// "Most popular majors" re-read against components/school/Majors.tsx (the version that gives each row its group's
/// earnings) and MajorsList.tsx (the version that prints them), with lib/majors.ts and lib/cip.ts. 100654 carries the
/// real detail file: 36 programs, all with first majors and none with second majors, and a `programs` table whose
/// 4-digit groups carry College Scorecard earnings.
struct FidelityMajorsListTests {
    static func majors(_ page: Page) -> Page { page.section("Most popular majors") }

    static func fold(_ page: Page) throws -> FoldBlock {
        try #require(Fidelity.flatFolds(page).first { $0.anchor == "majors-all" })
    }

    /// Majors.tsx `earnings4(cip)` = programs[cip4(cip)].earnings.y4; MajorsList prints `Graduates in this field earn
    /// ${money(r.earnings4)} 4 years out` under a row. The top five's groups: 26.01 y4 44145, 52.02 58176, 24.01
    /// 43770, 43.01 48912, 11.01 88490 (the real detail file).
    @Test func theTopRowsCarryTheirGroupsEarnings() throws {
        let page = Self.majors(try Fidelity.topic("100654", "academics"))
        #expect(page.tableRows.map(\.last) == ["$44,145", "$58,176", "$43,770", "$48,912", "$88,490"])
        let table = try #require(page.blocks.lazy.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        #expect(table.columns.last?.label == "Graduates in this field earn")
        #expect(table.rows.allSatisfy { row in
            if case let .values(v) = row.cells.last { v.note == "4 years out" && v.values[0].cited.path == "detail.programs" }
            else { false }
        })
    }

    /// Majors.tsx adds the earnings sentence to the note when any row has earnings (`anyEarnings`); without a detail
    /// file (222178) no row has them and the note ends at "second major.".
    @Test func theNoteNamesTheEarningsOnlyWhenShown() throws {
        let withEarnings = Self.majors(try Fidelity.topic("100654", "academics")).texts.last
        #expect(withEarnings == "Bachelor's degrees awarded July through June, by federal program name (CIP code), which "
            + "can differ from what the college calls a major. A double major counts once, under the first major; its other "
            + "field is a second major. Earnings are College Scorecard's median for graduates of the program's broader field "
            + "(4-digit CIP group), 4 years after completion; see Top-earning majors below.")
        let without = Self.majors(try Fidelity.topic("222178", "academics"))
        #expect(without.texts.last?.hasSuffix("its other field is a second major.") == true)
        #expect(without.tableRows.allSatisfy { $0.count == 4 })
    }

    /// MajorsList: `rows.length > top` shows `Show all ${num(rows.length)} programs and search`; opened, every row in
    /// compareProgram order with `pctSmart(first / total)` and `num(first)`, and the note `Shares are of the
    /// ${num(total)} graduates' first majors; …`. Titles are `cipTitle(cip) ?? cip`, from the sample's
    /// `reference/cip2020.json` (NCES's CIP 2020 titles; FidelityCipTitlesTests covers codes without a title).
    /// 42.0101: 34 / 610 = 0.0557 → "5.6%", group 42.01 y4 42127; 31.0504: 25 / 610 = 0.0410 → "4.1%", group 31.05
    /// without earnings; 13.1001: 1 / 610 = 0.0016 → "0.2%".
    @Test func everyProgramBehindTheButton() throws {
        let page = try Fidelity.topic("100654", "academics")
        let fold = try Self.fold(page)
        #expect(fold.hint == "Show all 36 programs and search")
        let open = Page(fold.blocks)
        #expect(open.tableRows.count == 36)
        #expect(open.tableRows[0] == ["Biology/Biological Sciences, General", "26.0101", "10%", "64", "$44,145"])
        #expect(open.tableRows[5] == ["Psychology, General", "42.0101", "5.6%", "34", "$42,127"])
        #expect(open.tableRows[9] == ["Sport and Fitness Administration/Management", "31.0504", "4.1%", "25", ""])
        #expect(open.tableRows[35] == ["Special Education and Teaching, General", "13.1001", "0.2%", "1", ""])
        #expect(open.texts == ["Shares are of the 610 graduates' first majors; a double major's other field is listed as a "
            + "second major."])
    }

    /// Second majors (hand-made rows on 100654's detail file): compareProgram puts a program without first majors
    /// last; the folded list skips it (`r.first > 0`) and prints no second majors; opened, MajorsList prints "second
    /// majors only" for it and `+${num(r.second)} as a second major` under any row with some. Seven programs → "Show
    /// all 7 programs and search". 05.02's group has no earnings row.
    @Test func secondMajorsOnlyWhenOpened() throws {
        let majors: [String: Any] = ["source": "ipeds-c", "vintage": "ipeds-c", "year": "2024\u{2013}25 graduates",
                                     "rows": ["26.0101": [64, 3], "52.0201": [58, 0], "24.0102": [54, 0],
                                              "43.0103": [41, 0], "11.0101": [34, 0], "42.0101": [33, 1200],
                                              "05.0207": [0, 2]]]
        let snapshot = try Fidelity.snapshot(editing: "100654", reported: [:], lineage: [:], detail: ["majors": majors])
        let page = try Fidelity.topic("100654", "academics", in: snapshot)
        #expect(Self.majors(page).tableRows.map(\.[0]) == ["Biology/Biological Sciences, General",
                                                           "Business Administration and Management, General",
                                                           "General Studies",
                                                           "Criminal Justice/Law Enforcement Administration",
                                                           "Computer and Information Sciences, General"])
        let fold = try Self.fold(page)
        #expect(fold.hint == "Show all 7 programs and search")
        let table = try #require(fold.blocks.lazy.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        func note(_ row: Int) -> String? {
            if case let .values(v) = table.rows[row].cells[3] { v.note } else { nil }
        }
        #expect(note(0) == "+3 as a second major" && note(1) == nil && note(5) == "+1,200 as a second major")
        // 05.0207 has no title in the sample's table: it prints its code.
        #expect(Page(fold.blocks).tableRows[6] == ["05.0207", "05.0207", "second majors only", "+2 as a second major", ""])
    }
}

/// The college's own student-to-faculty ratio (components/school/ClassSizes.tsx CdsRatioLine with
/// lib/cds/academics-display.ts ratioText and ratioBasis).
struct FidelityCdsRatioTests {
    /// ratioText keeps one decimal when the college prints one (`Number.isInteger(r) ? r : r.toFixed(1)`): 12.14 →
    /// "12.1 to 1", 12 → "12 to 1"; ratioBasis `(${fmt(3025)} students, ${fmt(250)} faculty)`.
    @Test func ratioAsTheCollegePrintsIt() throws {
        #expect(SiteFormat.display(12.14, as: .ratioTenth) == "12.1 to 1")
        #expect(SiteFormat.display(12, as: .ratioTenth) == "12 to 1")
        var reported = FidelityReported.reported
        var academics = reported["academics"] as? [String: Any] ?? [:]
        academics["student_faculty_ratio"] = ["ratio": 12.14, "students": 3025, "faculty": 250, "term": "Fall 2025"]
        reported["academics"] = academics
        let snapshot = try Fidelity.snapshot(editing: "222178", reported: reported, lineage: FidelityReported.lineage)
        let page = try Fidelity.topic("222178", "academics", in: snapshot)
        let tile = try #require(page.tile("The college also reports"))
        #expect(tile.value.display == "12.1 to 1" && tile.value.format == .ratioTenth)
        #expect(tile.hint == "in its Common Data Set (3,025 students, 250 faculty).")
    }
}

/// MajorsList's search over the opened list (lib/majors.ts matchesProgram): the row's code, and its title and family
/// short name (MAJOR_FAMILIES) as words.
struct FidelityMajorsSearchTests {
    /// The box: placeholder "Search programs, e.g. nursing", aria-label "Search this college's programs", and the
    /// no-match line with &ldquo;/&rdquo; around the query. 42.0101 is searched by its code, its CIP title and
    /// "Psychology" (family 42); 26.0101 by its CIP title and "Biology".
    @Test func searchKeysAsMatchesProgram() throws {
        let fold = try FidelityMajorsListTests.fold(try Fidelity.topic("100654", "academics"))
        let table = try #require(fold.blocks.lazy.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        #expect(table.search == TableSearch(
            placeholder: "Search programs, e.g. nursing", label: "Search this college's programs",
            empty: "No program here matches \u{201C}{query}\u{201D}. Programs go by their federal names, so try a broader "
                + "word (\u{201C}health\u{201D}, \u{201C}engineering\u{201D})."))
        #expect(table.rows[0].search == TableRowSearch(code: "26.0101",
                                                      text: ["Biology/Biological Sciences, General", "Biology"]))
        #expect(table.rows[5].search == TableRowSearch(code: "42.0101", text: ["Psychology, General", "Psychology"]))
        // The folded top five has no search box.
        let top = try #require(FidelityMajorsListTests.majors(try Fidelity.topic("100654", "academics")).blocks.lazy
            .compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        #expect(top.search == nil && top.rows.allSatisfy { $0.search == nil })
    }
}

/// ClassSizes.tsx with components/charts/ClassSizeHistogram.tsx: the bins under 20 students (`highlight={2}`) at full
/// strength, the legend "Under 20 students" / "20 or more" and the caption "Students per class section".
struct FidelityClassSizesTests {
    @Test func histogramLegendAsClassSizeHistogram() throws {
        let page = try FidelityReported.page("academics").section("Class sizes")
        let histogram = try #require(page.blocks.lazy.compactMap { if case let .histogram(h) = $0 { h } else { nil } }.first)
        #expect(histogram.highlight == 2 && histogram.legend == ["Under 20 students", "20 or more"])
        #expect(histogram.label == "Students per class section")
        #expect(histogram.bins.map(\.label) == ["2\u{2013}9", "10\u{2013}19", "20\u{2013}29", "30\u{2013}39", "40\u{2013}49",
                                               "50\u{2013}99", "100+"])
    }
}
