import Domain
import QuadAPIModels
import Testing
@testable import Screens

/// "How {college} reads a record" on the admissions page (components/school/ReadingTheRecord with
/// lib/chances/reading.ts readingTheRecord): each paragraph worked out line by line from the lib's functions.
struct FidelityReadingTests {
    /// 222178 has no C7 grid, so emphasisLine reads the federal factors (FEDERAL_ACADEMIC order gpa, hs_record,
    /// class_rank, college_prep): required GPA and the high school record, considered class rank and a college-prep
    /// program, no quantifier, the rating words italic; no GPA bands (no crowding line); testsLine: POLICY_SENTENCE
    /// considered "Scores are optional." then `${pct(0.45)} of first-years sent an SAT and ${pct(0.24)} an ACT.` in
    /// bold figures (0.45 + 0.24 ≥ 0.5, so not "Most first-years were admitted without scores."); no rank or courses
    /// lines. Two lines, so the block shows, titled with shortName "Abilene Christian", first in "What they look at".
    @Test func theRealPrivateCollege() throws {
        let page = try Fidelity.topic("222178", "admissions").section("What they look at")
        guard case let .heading(h)? = page.blocks.first else { Issue.record("no heading first"); return }
        #expect(h.text == "How Abilene Christian reads a record")
        #expect(page.texts.first == "GPA and the high school record are *required*; class rank and a college-prep program "
            + "are *considered*. Scores are optional. **45%** of first-years sent an SAT and **24%** an ACT.")
    }

    /// 138558: required GPA, the high school record and a college-prep program (three names: ", and "); class rank is
    /// not considered, so it is in no group; SAT 26% + ACT 13% = 0.39 < 0.5 under an optional policy adds "Most
    /// first-years were admitted without scores."; shortName drops the trailing " College".
    @Test func theRealPublicCollege() throws {
        let page = try Fidelity.topic("138558", "admissions").section("What they look at")
        #expect(page.strings.contains("How Abraham Baldwin Agricultural reads a record"))
        #expect(page.texts.first == "GPA, the high school record, and a college-prep program are *required*. Scores are "
            + "optional. **26%** of first-years sent an SAT and **13%** an ACT. Most first-years were admitted without scores.")
    }

    /// The hand-made Common Data Set: C7 rigor very important and GPA important (one name per level, so no "both"),
    /// rigor linked to its glossary term `course-rigor`; crowdingLine from the C11 "all" column, 0.2 + 0.25 = 0.45 →
    /// `${pct(0.45)} of first-years had a 3.75 or higher.` (under CROWDED_SHARE 0.5: no "common here"); the tests line;
    /// no C7 class-rank rating, so no rank line; coursesLine with no recommended units: the core subjects at the years
    /// required in CORE order (English 4, math 3, science 3, social studies 2), the first with `years()`, joined with
    /// the Oxford comma, then the "See the years by subject" link to #hs-prep.
    @Test func theCollegesOwnReport() throws {
        let page = try FidelityReported.page("admissions").section("What they look at")
        #expect(page.texts.first == "[Course rigor](/glossary#course-rigor) is *very important*; GPA is *important*. "
            + "**45%** of first-years had a 3.75 or higher. Scores are optional. **45%** of first-years sent an SAT and "
            + "**24%** an ACT. Requires 4 years of English, 3 of math, 3 of science, and 2 of social studies. "
            + "[See the years by subject](#hs-prep)")
    }

    /// rankLine and the two-subject courses line on a college whose C7 considers class rank: submitted 0.4 ≥ 0.15 →
    /// `Of the ${pct(0.4)} whose high school reported a rank, ${pct(0.3)} were in the top tenth.`; recommended math 4
    /// over required 3 and science 4 over 3 (gaps 1 and 1: SUBJECTS order, math first; same years) → `Recommends 4
    /// years of math and science (3 of each required).`
    @Test func rankAndRecommendedCourses() throws {
        var reported = FidelityReported.reported
        var profile = reported["admission_profile"] as? [String: Any] ?? [:]
        profile["factors"] = ["rigor": "very_important", "class_rank": "considered"]
        reported["admission_profile"] = profile
        var prep = reported["admissions_hs_prep"] as? [String: Any] ?? [:]
        prep["units_recommended"] = ["math": 4, "science": 4, "english": 4]
        reported["admissions_hs_prep"] = prep
        let snapshot = try Fidelity.snapshot(editing: "222178", reported: reported, lineage: FidelityReported.lineage)
        let s = try #require(snapshot.schools.first { $0.unitID == "222178" })
        #expect(RecordReadingBlock.rank(s)?.text == "Of the 40% whose high school reported a rank, 30% were in the top tenth.")
        #expect(RecordReadingBlock.courses(s)?.text == "Recommends 4 years of math and science (3 of each required).")
        // Class rank "not_considered": "Most high schools no longer rank; this college doesn't lean on it."
        profile["factors"] = ["class_rank": "not_considered"]
        reported["admission_profile"] = profile
        let other = try Fidelity.snapshot(editing: "222178", reported: reported, lineage: FidelityReported.lineage)
        let o = try #require(other.schools.first { $0.unitID == "222178" })
        #expect(RecordReadingBlock.rank(o)?.text == "Most high schools no longer rank; this college doesn't lean on it.")
    }
}
