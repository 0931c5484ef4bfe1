import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// app/schools/[id]/admissions/page.tsx for the two real records.
struct FidelityAdmissionsTests {
    @Test func titleAndWaffle() throws {
        let page = try Fidelity.topic("222178", "admissions")
        // Title `Getting in, ${year.toLowerCase()}` with year = cite(applicants).year "Fall 2024".
        #expect(page.strings.contains("Getting in, fall 2024"))
        // Waffle: admitCells = max(1, round(7482 / 11332 × 100)) = round(66.03) = 66; enrollCells =
        // min(66, max(1, round(906 / 11332 × 100))) = round(7.995) = 8.
        let waffle = try #require(page.waffle)
        #expect(waffle.label == "Out of 100 applicants, about 66 are admitted and 8 enroll.")
        // Legends: "Admitted & enrolled" `${e} of 100 · ${num(enrolled)} students`; "Admitted, went elsewhere"
        // `${a − e} of 100 · ${num(7482 − 906)}`; "Not admitted" `${100 − a} of 100 · ${num(11332 − 7482)}`.
        let legend = try #require(waffle.legend).map { "\($0.label): \($0.squares.display) of 100 \u{B7} \($0.count.display)" }
        #expect(legend == ["Admitted & enrolled: 8 of 100 \u{B7} 906", "Admitted, went elsewhere: 58 of 100 \u{B7} 6,576",
                           "Not admitted: 34 of 100 \u{B7} 3,850"])
        #expect(waffle.legend?.first?.unit == "students")
    }

    @Test func funnelFeeAndCredit() throws {
        let acu = try Fidelity.topic("222178", "admissions")
        // The funnel rows in num(); the fee sentence "No application fee" for a fee of 0 (the block's label, the
        // $0 its value), `${money(fee)} to apply` otherwise; "Grants credit for AP exams".
        #expect(acu.section("The funnel").displays("admissions.applicants").first == "11,332")
        #expect(acu.tile("No application fee")?.value.display == "$0")
        #expect(acu.tile("Grants credit for AP exams") != nil)
        let abac = try Fidelity.topic("138558", "admissions")
        #expect(abac.tile("to apply")?.value.display == "$20")
    }

    @Test func menAndWomen() throws {
        let page = try Fidelity.topic("222178", "admissions").section("Men and women")
        // BenchmarkBar pair, women first, pctSmart: 4812 / 6731 = 0.7149 → "71%", 2670 / 4593 = 0.5813 → "58%".
        #expect(page.tile("Women admitted")?.value.display == "71%")
        #expect(page.tile("Men admitted")?.value.display == "58%")
    }

    @Test func strips() throws {
        let page = try Fidelity.topic("222178", "admissions")
        // "Acceptance rate vs. every college": phrase "more selective than", pctSmart, end labels "More selective" /
        // "Less selective" with the strip's arrows (DistributionStrip: `← ${low}`, `${high} →`).
        let acceptance = try #require(page.distribution("Acceptance rate vs. every college"))
        #expect(acceptance.pinned.value.display == "66%")
        #expect(acceptance.lowLabel == "\u{2190} More selective" && acceptance.highLabel == "Less selective \u{2192}")
        #expect(acceptance.pinned.rankText?.hasPrefix("more selective than ") == true)
        // "Yield rate vs. every college": pct, the default phrase "higher than", ends in the strip's format.
        let yield = try #require(page.distribution("Yield rate vs. every college"))
        #expect(yield.pinned.value.display == "12%")  // pct(906 / 7482 = 0.1211)
        #expect(yield.pinned.rankText?.hasPrefix("higher than ") == true)
        #expect(yield.lowLabel?.hasPrefix("\u{2190} ") == true && yield.lowLabel?.hasSuffix("%") == true)
        // "SAT midpoint vs. every college" in int (no separators).
        #expect(page.distribution("SAT midpoint vs. every college")?.pinned.value.format == .int)
    }

    @Test func testPolicyPanel() throws {
        let page = try Fidelity.topic("222178", "admissions")
        // TestPolicyBlock: POLICY_HEADLINES.considered = "Optional"; a federal answer says `For students who
        // entered in fall ${fall}` (the college's own says "entering").
        #expect(page.strings.contains("Optional"))
        #expect(page.texts.contains { $0.hasSuffix(" For students who entered in fall 2024.") })
        // "Who submitted scores?": rings pct labelled "submitted SAT"; under half submitted either test → the
        // "Read with care" warning.
        #expect(page.ring("submitted SAT")?.value.display == "45%")
        #expect(page.texts.contains { $0.contains("Read with care:") })
    }

    @Test func noTenYearLineWithoutHistory() throws {
        // HeadlineDelta and the "since" lines need the history file; the real records have none.
        let page = try Fidelity.topic("222178", "admissions")
        #expect(!page.strings.contains { $0.contains("since fall") || $0.hasPrefix("Fall 2014:") })
    }

    @Test func testBlindPanelAndTheMapLine() throws {
        // Akron College (384128, generated) is test-blind and reports no SAT: the panel still shows
        // (TestPolicyBlock, POLICY_HEADLINES["not-considered"] "Not considered", the sentence with its ASCII
        // apostrophe), and the map's place says why there is no dot (admissions/page.tsx !onMap).
        let page = try Fidelity.topic("384128", "admissions")
        let scores = page.section("What enrolled first-years scored")
        #expect(scores.strings.contains("Not considered"))
        #expect(scores.texts.contains("Scores aren't considered, even if you send them. For students who entered in fall 2024."))
        #expect(page.texts.contains("The map plots acceptance rate against SAT scores. Akron College doesn't report both, so it isn't shown."))
    }

    /// GpaPanel: the average's MetricLabel links "weighted-gpa" when the scale is weighted (`weighted ?
    /// "weighted-gpa" : "high-school-gpa"`), and without a GPA the panel says so with "high school GPA" as a glossary
    /// term ("This college doesn't publish first-years' <Term>high school GPA</Term>.").
    @Test func gpaPanelTerms() throws {
        var reported = FidelityReported.reported
        var profile = reported["admission_profile"] as? [String: Any] ?? [:]
        var gpa = profile["gpa"] as? [String: Any] ?? [:]
        gpa["scale"] = "weighted"
        gpa["average"] = 4.12
        profile["gpa"] = gpa
        reported["admission_profile"] = profile
        let weighted = try Fidelity.topic("222178", "admissions", in: try Fidelity.snapshot(
            editing: "222178", reported: reported, lineage: FidelityReported.lineage))
        #expect(weighted.tile("Average GPA, weighted")?.term == "weighted-gpa")
        #expect(weighted.tile("Average GPA, weighted")?.value.display == "4.12")
        profile["gpa"] = NSNull()
        reported["admission_profile"] = profile
        let rankOnly = try Fidelity.topic("222178", "admissions", in: try Fidelity.snapshot(
            editing: "222178", reported: reported, lineage: FidelityReported.lineage))
        #expect(rankOnly.texts.contains("This college doesn't publish first-years' [high school GPA](/glossary#high-school-gpa)."))
    }
}
