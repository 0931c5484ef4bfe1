import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The glossary terms the site's profile components attach (raywross/college-stats, components/school/*.tsx), on our
/// blocks at the same places: an `<InfoTip>` beside a panel title is the heading's `term`, a `<MetricLabel term>`
/// around a sentence is the text block's `term`, an `<InfoTip>` after a number is its tile's `term`, and a `<Term>`
/// inside a sentence is a `/glossary#key` link on its words. Every key named here has a glossary entry.
struct FidelityGlossaryTermsTests {
    private func heading(_ page: Page, _ text: String) -> HeadingBlock? {
        for b in page.blocks { if case let .heading(h) = b, h.text == text { return h } }
        return nil
    }

    private func text(_ page: Page, _ markdown: String) -> TextBlock? {
        for b in page.blocks { if case let .text(t) = b, t.markdown == markdown { return t } }
        return nil
    }

    private func firstTable(_ page: Page) -> TableBlock? {
        for b in page.blocks { if case let .table(t) = b { return t } }
        return nil
    }

    // MARK: - Cost

    /// ApplyingForAid: `<MetricLabel term="css-profile">` around the forms sentence; `<Term term="noncustodial-profile">
    /// CSS Noncustodial Profile</Term>` and `<Term term="business-farm-supplement">Business/Farm Supplement</Term>` inside
    /// their sentences (shown when `forms.noncustodial_profile` / `forms.business_farm_supplement` are true);
    /// `<MetricLabel term="aid-methodology">` around the method sentence ("institutional" → "Need is calculated with the
    /// college's own formula.").
    @Test func applyingForAid() throws {
        var reported = FidelityReported.reported
        var aid = try #require(reported["aid"] as? [String: Any])
        aid["methodology"] = "institutional"
        aid["forms"] = ["fafsa": true, "own_form": false, "css_profile": true, "state_form": false,
                        "noncustodial_profile": true, "business_farm_supplement": true, "other": NSNull()]
        reported["aid"] = aid
        let snapshot = try FidelityReported.snapshot(reported: reported)
        let page = try FidelityReported.page("cost", in: snapshot).section("Applying for aid")
        #expect(text(page, "To apply for aid: the FAFSA and the CSS Profile.")?.term == "css-profile")
        #expect(page.texts.contains("If your parents are divorced or separated, the other parent also files the "
            + "[CSS Noncustodial Profile](/glossary#noncustodial-profile)."))
        #expect(page.texts.contains("Families who own a business or farm also file a "
            + "[Business/Farm Supplement](/glossary#business-farm-supplement)."))
        #expect(text(page, "Need is calculated with the college's own formula.")?.term == "aid-methodology")
        // The hand-made record's own forms (both extra forms false) print neither sentence.
        let plain = try FidelityReported.page("cost").section("Applying for aid")
        #expect(!plain.texts.contains { $0.contains("/glossary#noncustodial-profile") || $0.contains("business-farm") })
        #expect(text(plain, "Need is calculated with the college's own formula as well as the federal one.")?.term
            == "aid-methodology")
    }

    /// NextYearPrice: `<MetricLabel term="next-year-price">` on "Next year (2026–27), reported by {name}", the line our
    /// builder prints as the section's heading; the prices after it carry no InfoTip of their own.
    @Test func nextYearPrice() throws {
        let page = try FidelityReported.page("cost")
        let title = "Next year (2026\u{2013}27), reported by Abilene Christian University"
        #expect(heading(page, title)?.term == "next-year-price")
        #expect(page.section(title).tile("before aid")?.term == nil)
    }

    // MARK: - Admissions

    /// TransferringInCard: `Transferring in <InfoTip term="transfer-admission">` in the title (the rate's MetricLabel
    /// has no term); `<MetricLabel term="advanced-standing">Grants credit for course work completed at another
    /// college</MetricLabel>` when `advanced_standing` is true.
    @Test func transferringIn() throws {
        let page = try FidelityReported.page("admissions")
        #expect(heading(page, "Transferring in")?.term == "transfer-admission")
        let section = page.section("Transferring in")
        #expect(section.tile("of transfer applicants were admitted")?.term == nil)
        #expect(text(section, "Grants credit for course work completed at another college")?.term == "advanced-standing")
    }

    /// HsPrepBox: `What you'll need in high school <InfoTip term="college-preparatory-program">` in the block title;
    /// GpaPanel: `<MetricLabel term="gpa-band">First-years by high school GPA (4.0 scale)</MetricLabel>` over the bands.
    @Test func highSchoolPrepAndGpaBands() throws {
        let page = try FidelityReported.page("admissions")
        #expect(heading(page, "What you'll need in high school")?.term == "college-preparatory-program")
        #expect(heading(page, "First-years by high school GPA (4.0 scale)")?.term == "gpa-band")
    }

    /// AdmissionFactors' ORDER: the rows "High school record" (secondary-school-record), "College-prep program"
    /// (college-prep-program) and "Legacy status" (legacy-status) carry an InfoTip, the others none. 222178 reports all
    /// eleven federal factors; our rows follow our table's order.
    @Test func admissionFactorRows() throws {
        let page = try Fidelity.topic("222178", "admissions").section("What they look at")
        let table = try #require(firstTable(page))
        let terms = Dictionary(uniqueKeysWithValues: table.rows.compactMap { row -> (String, String?)? in
            guard case let .text(label)? = row.cells.first else { return nil }
            return (label, row.term)
        })
        #expect(terms.count == 11)
        #expect(terms.filter { $0.value != nil } == ["High school record": "secondary-school-record",
                                                    "College-prep program": "college-prep-program",
                                                    "Legacy status": "legacy-status"])
    }

    // MARK: - Students

    /// Residence: `Where first-years come from <InfoTip term="in-state-student">` in the title and `{num(first_years)}
    /// first-time students <InfoTip term="first-time-student" />` under it (222178: 906).
    @Test func whereFirstYearsComeFrom() throws {
        let page = try Fidelity.topic("222178", "students")
        #expect(heading(page, "Where first-years come from")?.term == "in-state-student")
        let tile = try #require(page.section("Where first-years come from").tile("first-time students"))
        #expect(tile.value.display == "906" && tile.term == "first-time-student")
    }

    /// CampusServices: the disability line `{pct(share)} of undergrads registered with disability services` or "3% or
    /// fewer of undergrads registered with disability services", each followed by `<InfoTip term="disability-services">`
    /// (138558: share 0.0803 → "8%"; 222178: three_or_less, the line inside the services list).
    @Test func disabilityServices() throws {
        let share = try Fidelity.topic("138558", "students").section("Athletics & programs")
        #expect(share.tile("of undergrads registered with disability services")?.term == "disability-services")
        let few = try Fidelity.topic("222178", "students").section("Athletics & programs")
        #expect(few.texts.contains { $0.hasSuffix("- 3% or fewer of undergrads registered with "
            + "[disability services](/glossary#disability-services)") })
    }

    // MARK: - Outcomes

    /// GraduateDebt: `<InfoTip term="cumulative-principal">` right after the share and after the average (money 30000
    /// among borrowers); with no share, after the average of the other sentence.
    @Test func graduateDebt() throws {
        let page = try FidelityReported.page("outcomes").section("What graduates owe")
        let lead = "According to Abilene Christian University's most recent Common Data Set,"
        #expect(page.tile(lead)?.term == "cumulative-principal")
        #expect(page.tile("averaging")?.term == "cumulative-principal")
        #expect(page.tile("Median debt at graduation, federal loans only")?.term == "median-debt")

        var reported = FidelityReported.reported
        var outcomes = try #require(reported["outcomes"] as? [String: Any])
        outcomes["graduate_debt"] = ["class_year": 2025, "rows": ["any": ["number": 385, "share": NSNull(), "avg_principal": 30000]]]
        reported["outcomes"] = outcomes
        let averageOnly = try FidelityReported.page("outcomes", in: FidelityReported.snapshot(reported: reported))
            .section("What graduates owe")
        let tile = try #require(averageOnly.values.first { $0.cited.path.hasSuffix("avg_principal") })
        #expect(tile.display == "$30,000")
        let tiles = averageOnly.blocks.flatMap { b -> [StatTile] in if case let .statTiles(s) = b { s.tiles } else { [] } }
        #expect(tiles.first { $0.value == tile }?.term == "cumulative-principal")
    }

    // MARK: - The glossary

    /// Every key the components above attach has an entry, in the category the site's glossary puts it where its stored
    /// lib/glossary.ts has the key (secondary-school-record, college-prep-program: Admissions; first-time-student,
    /// disability-services: Students & access), else where our own conventions put it.
    @Test func everyAttachedKeyHasAnEntry() {
        let expected: [String: GlossaryCategory] = [
            "css-profile": .costOutcomes, "noncustodial-profile": .costOutcomes, "business-farm-supplement": .costOutcomes,
            "aid-methodology": .costOutcomes, "next-year-price": .costOutcomes, "cumulative-principal": .costOutcomes,
            "transfer-admission": .admissions, "advanced-standing": .admissions, "college-preparatory-program": .admissions,
            "gpa-band": .admissions, "secondary-school-record": .admissions, "college-prep-program": .admissions,
            "legacy-status": .admissions, "in-state-student": .studentsAccess, "first-time-student": .studentsAccess,
            "disability-services": .studentsAccess,
        ]
        for (key, category) in expected {
            #expect(Glossary.entry(key)?.category == category, "\(key)")
        }
    }
}
