import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The second reading of the colleges' own reports on the cost and admissions pages (issue 14): each expected string
/// worked out by hand from the raywross/college-stats component or lib function named above it.
struct FidelityReportsRereadTests {
    // MARK: - Admissions

    /// HsPrepBox with HsPrepTable: the first column is "Years of"; science carries `(lab: ${[units(req.lab),
    /// units(rec.lab)].join(" / ")})` for the shown columns; a unit prints as `String(v)` ("0.5", not "1"), a missing one
    /// as "–"; the Total row always shows, with `*` on a total added up from the subjects, and the note's second
    /// sentence. Recommended here: English 4, math 4, science 4 (lab 3), foreign language 3, social studies 3, history
    /// 0.5, no electives; total 18.5 summed.
    @Test func highSchoolUnitsAsHsPrepTable() throws {
        var reported = FidelityReported.reported
        var prep = try #require(reported["admissions_hs_prep"] as? [String: Any])
        prep["units_recommended"] = ["total": 18.5, "total_summed": true, "english": 4, "math": 4, "science": 4, "lab": 3,
                                     "foreign_language": 3, "social_studies": 3, "history": 0.5]
        reported["admissions_hs_prep"] = prep
        let page = try FidelityReported.page("admissions", in: FidelityReported.snapshot(reported: reported))
            .section("What you'll need in high school")
        guard case let .table(table)? = page.blocks.first(where: { if case .table = $0 { true } else { false } }) else {
            Issue.record("no units table")
            return
        }
        #expect(table.columns.map(\.label) == ["Years of", "Required", "Recommended"])
        #expect(page.tableRows == [
            ["English", "4", "4"], ["Math", "3", "4"], ["Science (lab: 2 / 3)", "3", "4"], ["Foreign language", "2", "3"],
            ["Social studies", "2", "3"], ["History", "1", "0.5"], ["Academic electives", "1", "\u{2013}"],
            ["Total", "16", "18.5"],
        ])
        guard case let .values(total)? = table.rows.last?.cells.last else {
            Issue.record("the summed total has no mark")
            return
        }
        #expect(total.note == "*")
        #expect(page.texts.contains("A unit is a year of the subject; lab science is part of science. *Added up from the "
            + "subjects listed; the college didn't give a total."))
    }

    /// The hand-made record gives required units only: one column, science `(lab: 2)`, Total 16 without a mark.
    @Test func requiredUnitsOnly() throws {
        let page = try FidelityReported.page("admissions").section("What you'll need in high school")
        #expect(page.tableRows.contains(["Science (lab: 2)", "3"]))
        #expect(page.tableRows.last == ["Total", "16"])
    }

    /// TestPolicyBlock's year is lib/score-bands.ts `lineageFall` (the first four digits), so a college-site record of
    /// "2026–27" reads `For students entering in fall 2026`; the page's `sameClass` reads a "2025–26" submission-share
    /// record as fall 2025, the C9 class, so the SAT ring keeps `${num(408)} students`.
    @Test func policyAndClassYearsFromAnAcademicYear() throws {
        var records = FidelityReported.records
        records["admissions.test_policy"] = Fidelity.cds("2026\u{2013}27")
        records["admissions.test_submission_rate_sat"] = Fidelity.cds("2025\u{2013}26")
        let page = try FidelityReported.page("admissions", in: FidelityReported.snapshot(records: records))
        #expect(page.texts.contains("Scores are considered if you send them. For students entering in fall 2026."))
        #expect(page.ring("submitted SAT")?.caption == "408 students")
    }

    /// lib/chances/reading.ts weightedLine with lib/planner/gpa-model.ts bandMean over the "all" column: bands 0.8,
    /// 0.15, 0.05 → (0.8 × 4 + 0.15 × 3.875 + 0.05 × 3.625) / 1 = 3.9625 ≥ PILED_BAND_MEAN 3.9, so `, which pile most
    /// students into the top band; the bands can't show how crowded unweighted GPAs are.` and the bands are cited.
    @Test func aWeightedReporterThatPilesIntoTheTopBand() throws {
        let s = try Self.weightedSchool(bands: [0.8, 0.15, 0.05, 0, 0, 0, 0, 0, 0])
        let line = try #require(RecordReading.weightedLine(s))
        #expect(line.markdown == "This college reports [weighted GPAs](/glossary#weighted-gpa) (average **4.17**), which "
            + "pile most students into the top band; the bands can't show how crowded unweighted GPAs are.")
        #expect(line.fields == ["reported.admission_profile.gpa.average", "reported.admission_profile.gpa.bands.all"])
    }

    /// The hand-made bands (0.2, 0.25, 0.2, 0.15, 0.1, 0.06, 0.03, 0.01, 0) average 0.8 + 0.96875 + 0.725 + 0.50625 +
    /// 0.3125 + 0.165 + 0.0675 + 0.015 = 3.56 < 3.9: the other wording, `, so its GPA figures can't show how crowded
    /// unweighted GPAs are.`, on the admissions page too.
    @Test func aWeightedReporterThatDoesNot() throws {
        let bands: [Double] = [0.2, 0.25, 0.2, 0.15, 0.1, 0.06, 0.03, 0.01, 0]
        let s = try Self.weightedSchool(bands: bands)
        #expect(RecordReading.weightedLine(s)?.text == "This college reports weighted GPAs (average 4.17), so its GPA "
            + "figures can't show how crowded unweighted GPAs are.")
        let page = try FidelityReported.page("admissions", in: Self.weighted(bands: bands)).section("What they look at")
        #expect(page.texts.first?.contains("(average **4.17**), so its GPA figures can't show how crowded unweighted GPAs "
            + "are.") == true)
    }

    static func weighted(bands: [Double]) throws -> DatasetSnapshot {
        var reported = FidelityReported.reported
        var profile = try #require(reported["admission_profile"] as? [String: Any])
        profile["gpa"] = ["average": 4.17, "scale": "weighted", "submitted_share": 0.95,
                          "bands": ["with_test": NSNull(), "without_test": NSNull(), "all": bands]]
        reported["admission_profile"] = profile
        return try FidelityReported.snapshot(reported: reported)
    }

    static func weightedSchool(bands: [Double]) throws -> School {
        try #require(weighted(bands: bands).schools.first { $0.unitID == "222178" })
    }

    // MARK: - Academics

    /// academics/page.tsx (the stored lib/insights.ts has no academicsTakeaway): `${ratio} students for every faculty
    /// member${ratioVs ? …}.` prints the ratio as stored, so 14.5 reads "14.5", and the comparison is
    /// `${word} than at ${pct(share)} of colleges` from the ratio's rank; the overview's academics card says the same.
    @Test func theRatioSentencePrintsTheRatioAsStored() throws {
        var academics = try FidelityReported.federal("academics")
        academics["student_faculty_ratio"] = 14.5
        let snapshot = try FidelityReported.snapshot(extra: ["academics": academics])
        let s = try #require(snapshot.schools.first { $0.unitID == "222178" })
        let rank = try #require(snapshot.statistics.rankOf(s, .studentFaculty))
        let vs = rank <= 0.5 ? "fewer than at \(SiteFormat.pct(1 - rank))" : "more than at \(SiteFormat.pct(rank))"
        let sentence = "14.5 students for every faculty member, \(vs) of colleges."
        let takeaway = Takeaways.academics(s, statistics: snapshot.statistics)
        #expect(takeaway.contains(sentence))
        let overview = Page(try ProfileScreens.overview(snapshot, id: "222178")).card("Majors and faculty")
        #expect(overview.strings.contains(takeaway))
    }

    // MARK: - Cost

    /// CdsAidTable: each row's term (need-based-aid, need-met, need-met, aid-package, need-based-aid, self-help-aid,
    /// merit-aid, athletic-scholarship; our glossary's entries for the two new keys are in our words), the merit dollar
    /// share under "merit-dollar-share"; `citeLine` names the full-time field on every full-time value (quoted or not) and, with
    /// `aid.cds_previous`, says what each full-time figure replaced: has need 2,000 / 2,900 = 0.6897 → pct "69%", need
    /// met 0.78 → "78%", money(35,000), money(27,000), money(5,500), merit 400 / 2,900 = 0.1379 → "14%"; "Need fully
    /// met" and athletic scholarships replace nothing; the year is the cds_previous record's, the label
    /// `${school.name} Common Data Set`.
    @Test func theAidTableTermsAndWhatItReplaced() throws {
        var aid = try FidelityReported.federal("aid")
        aid["cds_previous"] = ["edition": "2024-25", "url": "https://www.acu.edu/ir/cds-2024-25.pdf",
                               "values": ["undergrads": 2900, "has_need": 2000, "pct_need_met": 0.78, "avg_package": 35000,
                                          "avg_need_grant": 27000, "avg_need_loan": 5500, "merit_no_need": 400]]
        var records = FidelityReported.records
        records["aid.cds_previous"] = Fidelity.cds("2024\u{2013}25")
        let snapshot = try FidelityReported.snapshot(records: records, extra: ["aid": aid])
        let page = try FidelityReported.page("cost", in: snapshot).section("From Abilene Christian University's Common Data Set")
        guard case let .table(table)? = page.blocks.first(where: { if case .table = $0 { true } else { false } }) else {
            Issue.record("no aid table")
            return
        }
        #expect(table.rows.map(\.term) == ["need-based-aid", "need-met", "need-met", "aid-package", "need-based-aid",
                                           "self-help-aid", "merit-aid", "athletic-scholarship"])
        let field = "Need and aid, all full-time undergraduates (CDS H2, H2A)"
        let fullTime = page.values.filter { $0.cited.field == field }
        #expect(fullTime.count == 8)
        #expect(fullTime.map { $0.cited.replaces?.display } == ["69%", "78%", nil, "$35,000", "$27,000", "$5,500", "14%", nil])
        let replaced = try #require(fullTime.first?.cited.replaces)
        #expect(replaced.year == "2024\u{2013}25" && replaced.label == "Abilene Christian University Common Data Set")
        #expect(!page.values.contains { $0.cited.path == "reported.aid.first_years" && $0.cited.field != field
            && $0.cited.replaces != nil })
        #expect(page.tile("of the college's own grant dollars were awarded without regard to need.")?.term
            == "merit-dollar-share")
    }

    /// ApplyingForAid's H15 ("In the college's words:" over the quote in curly quotes, then the Common Data Set link)
    /// and InternationalAid: `<b>{num(25)}</b> international students received an average of <b>{money(20000)}</b>
    /// from the college in {year}.` (each number a value, the words around it the labels), and H7's forms
    /// `International applicants file: the CSS Profile, the ISFAA` with the css-profile term's "what's this?".
    @Test func applyingForAidInTheCollegesWordsAndInternationalForms() throws {
        let page = try FidelityReported.page("cost")
        let applying = page.section("Applying for aid")
        #expect(applying.texts.suffix(2) == ["In the college's words:", "> \u{201C}Institutional scholarships are renewable "
            + "for up to eight semesters when the student keeps a 2.5 GPA.\u{201D}"])
        #expect(applying.strings.contains("Abilene Christian University Common Data Set"))
        let intl = page.section("International students")
        #expect(intl.tile("international students received an average of")?.value.display == "25")
        #expect(intl.tile("from the college in 2025\u{2013}26 (estimated).")?.value.display == "$20,000")
        #expect(intl.texts.contains("International applicants file: the CSS Profile, the ISFAA "
            + "([what's this?](/glossary#css-profile))."))
    }

    /// CostCurve's CurveTable ("View as a table") with lib/cost-display.ts `tableRows`, estimates off, at 222178: each
    /// federal band at its lower edge, `${priceLabel(p)} a year` (20,285 → "$20K" … 27,576 → "$28K"), then $150K to
    /// $350K every $50K and `${incomeLabel(400000)} and above`, each `missing(income, false)` = "published data end at
    /// $110K"; a band the college does not report reads describePrice's "no figure".
    @Test func theCurveAsATable() throws {
        let section = try Fidelity.topic("222178", "cost").section("Cost by family income")
        let ended = "published data end at $110K"
        #expect(section.tableRows == [
            ["$0\u{2013}30K", "$20K"], ["$30\u{2013}48K", "$21K"], ["$48\u{2013}75K", "$23K"], ["$75\u{2013}110K", "$28K"],
            ["$150K", ended], ["$200K", ended], ["$250K", ended], ["$300K", ended], ["$350K", ended],
            ["$400K and above", ended],
        ])
        #expect(section.blocks.contains { if case let .fold(f) = $0 { f.hint == "View as a table" } else { false } })
        #expect(section.strings.contains("Price per year"))
        #expect(section.strings.filter { $0 == "a year" }.count == 4)
        let missing = try FidelityCostAidTests.snapshot(editing: "222178") { json in
            var cost = json["cost"] as? [String: Any] ?? [:]
            var bands = cost["net_price_by_income"] as? [Any] ?? []
            bands[1] = NSNull()
            cost["net_price_by_income"] = bands
            json["cost"] = cost
        }
        let rows = try Fidelity.topic("222178", "cost", in: missing).section("Cost by family income").tableRows
        #expect(rows.prefix(2) == [["$0\u{2013}30K", "$20K"], ["$30\u{2013}48K", "no figure"]])
    }
}
