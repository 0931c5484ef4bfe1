import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// Where the site names a CIP code from its CIP 2020 table (lib/cip.ts, `data/reference/cip2020.json`): the
/// academics program list (components/school/Majors.tsx `cipTitle(p.cip) ?? p.cip`) and Compare's Your major
/// (app/compare/academics/page.tsx: options `majorFamilyName(family) ?? cipFamilyTitle(family) ?? family`, and
/// lib/field-compare.ts `fieldStat(…, cipTitle)`: top programs `title(p.cip) ?? p.cip`, top earner
/// `title(cip4) ?? p.title`). Explore's Majors filter names fields from MAJOR_FAMILIES only
/// (components/explore/FilterPanel.tsx), so it takes no title from the table.
struct FidelityCipTitlesTests {
    /// A titles table with only these codes.
    static func titles(_ titles: [String: String]) -> CipTitles {
        CipTitles(source: .init(label: "Test table", url: "https://example.org/cip", retrieved: "2026-01-02"),
                  titles: titles)
    }

    /// The sample with `titles` as its table (nil: no `reference/cip2020.json`) and 100654's real detail file;
    /// `academics` edits 100654's `academics` object.
    static func snapshot(titles: CipTitles?, academics: (inout [String: Any]) -> Void = { _ in }) throws
        -> DatasetSnapshot
    {
        let base = SampleDataset.snapshot
        var schools = base.schools
        let i = try #require(schools.firstIndex { $0.unitID == "100654" })
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(schools[i])) as? [String: Any])
        var a = json["academics"] as? [String: Any] ?? [:]
        academics(&a)
        json["academics"] = a
        schools[i] = try JSONDecoder().decode(School.self, from: JSONSerialization.data(withJSONObject: json))
        let detail = try #require(try base.detail(for: "100654"))
        return try DatasetSnapshot(schools: schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                   history: base.history, cipTitles: titles, details: ["100654": detail],
                                   publishID: "cip", loadedAt: Date(timeIntervalSince1970: 0))
    }

    static func programTables(_ snapshot: DatasetSnapshot, _ id: String = "100654") throws -> (top: [[String]], all: [[String]]) {
        let page = try Fidelity.topic(id, "academics", in: snapshot)
        let top = FidelityMajorsListTests.majors(page).tableRows
        let fold = Fidelity.flatFolds(page).first { $0.anchor == "majors-all" }
        return (top, fold.map { Page($0.blocks).tableRows } ?? [])
    }

    /// Majors.tsx with the detail file's 36 programs: `cipTitle(p.cip) ?? p.cip` for every row, the folded top
    /// five included. The table here has 26.0101 and 42.0101 only, so those two rows print their titles and the
    /// others their codes (52.0201, 24.0102, 43.0103, 11.0101 in the top five; row 9 is 31.0504, row 35 13.1001).
    @Test func rowsTakeTheTableTitleElseTheirCode() throws {
        let snapshot = try Self.snapshot(titles: Self.titles([
            "26.0101": "Biology/Biological Sciences, General", "42.0101": "Psychology, General",
        ]))
        let (top, all) = try Self.programTables(snapshot)
        #expect(top.map(\.[0]) == ["Biology/Biological Sciences, General", "52.0201", "24.0102", "43.0103", "11.0101"])
        #expect(all.count == 36)
        #expect(all[5][0...1] == ["Psychology, General", "42.0101"])
        #expect(all[9][0...1] == ["31.0504", "31.0504"] && all[35][0...1] == ["13.1001", "13.1001"])
    }

    /// Without a table every program prints its code, the top five too: the site names programs only from
    /// `cipTitle`, never from the snapshot's `majors_top` titles, once the detail file lists programs.
    @Test func withoutATableEveryProgramPrintsItsCode() throws {
        let (top, all) = try Self.programTables(try Self.snapshot(titles: nil))
        #expect(top.map(\.[0]) == ["26.0101", "52.0201", "24.0102", "43.0103", "11.0101"])
        #expect(all.allSatisfy { $0[0] == $0[1] })
    }

    /// Without a detail file (222178) Majors.tsx falls back to the snapshot's top five with their own titles
    /// (`m.title`), table or not.
    @Test func theTopListKeepsItsOwnTitles() throws {
        for titles in [nil, Self.titles(["42.0101": "Another title"])] {
            let (top, all) = try Self.programTables(try Self.snapshot(titles: titles), "222178")
            #expect(top.map(\.[0]) == ["Psychology, General", "Exercise Science and Kinesiology",
                                       "Business Administration and Management, General",
                                       "Registered Nursing/Registered Nurse", "Engineering, General"])
            #expect(all.isEmpty)
        }
    }

    /// The picker's options (compare academics page): MAJOR_FAMILIES' short name, else cipFamilyTitle, else the code,
    /// sorted with `localeCompare`. Family 36 has no short name: with the table it reads "Leisure and Recreational
    /// Activities" and sorts between "Interdisciplinary studies" and "Liberal arts and general studies" ("Le" <
    /// "Li"); without it, "36", first (digits before letters). The picked field's heading is the same name.
    @Test func aFieldWithoutAShortNameTakesTheFamilyTitle() throws {
        func options(_ titles: CipTitles?) throws -> (labels: [String], heading: String?) {
            let snapshot = try Self.snapshot(titles: titles) { a in
                var byFamily = a["bachelors_by_family"] as? [String: Any] ?? [:]
                byFamily["36"] = 4
                a["bachelors_by_family"] = byFamily
            }
            let query = CompareQuery.parse([("ids", "222178,100654"), ("major", "36")], page: .academics)
            let screen = try CompareScreens.topic(snapshot, topic: "academics", query: query).screen
            let picker = screen.blocks.lazy.compactMap { if case let .controls(c) = $0 { c } else { nil } }
                .first { $0.controls.first?.param == "major" }
            let heading = screen.blocks.lazy.compactMap { if case let .heading(h) = $0 { h } else { nil } }
                .first { $0.anchor == "major-36" }
            return (picker?.controls.first?.options.map(\.label) ?? [], heading?.text)
        }
        let titled = try options(Self.titles(["36": "Leisure and Recreational Activities"]))
        let i = try #require(titled.labels.firstIndex(of: "Leisure and Recreational Activities"))
        #expect(titled.labels[i - 1] == "Interdisciplinary studies" && titled.labels[i + 1] == "Liberal arts and general studies")
        #expect(titled.heading == "Leisure and Recreational Activities")
        let bare = try options(nil)
        #expect(bare.labels.first == "36" && bare.heading == "36")
        // Every other field keeps its short name.
        #expect(bare.labels.dropFirst() == titled.labels.filter { $0 != "Leisure and Recreational Activities" }[...])
    }

    /// "Programs in this field" for 100654 in Business (52): six programs (52.0201 58, 52.1401 21, 52.0301 8,
    /// 52.0203 7, 52.0801 7, 52.0701 2 first majors); the top three by first majors named `cipTitle(p.cip) ?? p.cip`;
    /// the top earner among the groups with earnings (52.02 y4 58176, 52.03 y4 61503, 52.14 y1 25945) is 52.03,
    /// named `cipTitle("52.03") ?? p.title`, money(61503) = "$61,503", 4 years.
    @Test func programsInTheFieldAreNamedFromTheTable() throws {
        func text(_ titles: CipTitles?) throws -> String? {
            let query = CompareQuery.parse([("ids", "222178,100654"), ("major", "52")], page: .academics)
            let screen = try CompareScreens.topic(try Self.snapshot(titles: titles), topic: "academics", query: query).screen
            let table = screen.blocks.lazy.compactMap { if case let .table(t) = $0 { t } else { nil } }
                .first { $0.columns.last?.label == "Programs in this field" }
            guard case let .text(s)? = table?.rows.last?.cells.last else { return nil }
            return s
        }
        let titles = Self.titles([
            "52.0201": "Business Administration and Management, General", "52.1401": "Marketing/Marketing Management, General",
            "52.03": "Accounting and Related Services",
        ])
        #expect(try text(titles) == "6 programs awarding bachelor's: Business Administration and Management, General 58 \u{00B7} "
            + "Marketing/Marketing Management, General 21 \u{00B7} 52.0301 8. Top earner: Accounting and Related Services, "
            + "$61,503 after 4 years")
        // Without the table: codes for the programs, the detail file's own title for the earner.
        #expect(try text(nil) == "6 programs awarding bachelor's: 52.0201 58 \u{00B7} 52.1401 21 \u{00B7} 52.0301 8. "
            + "Top earner: Accounting and Related Services, $61,503 after 4 years")
    }
}
