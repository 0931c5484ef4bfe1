import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The campus life panel of Students & campus against the site's components (raywross/college-stats):
/// ReligiousLife.tsx with lib/religion.ts `religionView`, GreekLife.tsx with lib/cds/greek-display.ts, LgbtqLife.tsx
/// with lib/lgbtq.ts, lib/lgbtq-policy.ts, lib/directories.ts and lib/campus-pages.ts (CampusPages.tsx's conduct
/// quote, CreditedList.tsx's lines), and the panel's condition (lib/profile-data.ts `hasCampus`). Built on 222178 with
/// the suite's hand-made Common Data Set (``FidelityReported``) or with hand-made campus facts; the dataset's
/// retrieval date, 2026-10-04 (data/sample/meta.json), is the day college-page facts are judged fresh on.
struct FidelityStudentsCampusTests {
    /// 222178 with the hand-made report's sections replaced (`reported`), other top-level keys set (`extra`), and
    /// detail tables added.
    static func page(reported: [String: Any] = FidelityReported.reported, extra: [String: Any],
                     detail: [String: Any]? = nil) throws -> Page {
        var lineage = FidelityReported.lineage
        lineage["lgbtq.policies"] = ["source": "policy-page", "url": "https://www.acu.edu/policies", "retrieved": "2026-08-14",
                                     "year": "Checked August 2026", "method": "extracted", "quote": "Housing and records policies"]
        let snapshot = try Fidelity.snapshot(editing: "222178", reported: reported, lineage: lineage, detail: detail,
                                             extra: extra)
        return try Fidelity.topic("222178", "students", in: snapshot)
    }

    /// The hand-made report with C7's religion row and F2/H14 set as given (nil leaves the key out).
    static func reported(religious: String?, religion: [String: Any]?) -> [String: Any] {
        var r = FidelityReported.reported
        var profile = r["admission_profile"] as? [String: Any] ?? [:]
        var factors = profile["factors"] as? [String: Any] ?? [:]
        factors["religious"] = religious
        profile["factors"] = factors
        r["admission_profile"] = profile
        r["religion"] = religion
        return r
    }

    static func links(_ page: Page) -> [Link] {
        page.blocks.flatMap { b -> [Link] in if case let .links(l) = b { l.links } else { [] } }
    }

    // MARK: - Religious life

    /// ReligiousLife for an affiliated college: `affiliation.label` ("Churches of Christ", code 74) and, since
    /// faithFilterOf gives RELAFFIL_FAMILY[74] = "other_christian", the link `Other ${faithFamilyLabel(family)}
    /// colleges` to `/explore?faith=${family}`: faithFamilyLabel("other_christian") is "Other Christian", so the
    /// site prints "Other Other Christian colleges". The hand-made C7 "considered" → IMPORTANCE_LABELS lowercased.
    @Test func affiliatedCollegeLinksItsFaithFamily() throws {
        let page = try Self.page(extra: ["religion": ["affiliation": ["code": 74, "label": "Churches of Christ"]]])
            .section("Religious life")
        #expect(page.texts.first == "**Affiliation:** Churches of Christ")
        #expect(Self.links(page) == [Link(label: "Other Other Christian colleges", href: "/explore?faith=other_christian")])
        #expect(page.texts.contains("**In admission:** Religious affiliation or commitment: considered"))
    }

    /// religionView: an unaffiliated college (`affiliation: null`) whose C7 says "not_considered" and whose report
    /// marks no H14 or F2 box has no block (commitment needs an affiliation or a level above "not considered"); the
    /// same college with C7 "important" shows "No religious affiliation" and the level, without a faith link
    /// (faithFilterOf is "none"); an affiliated college keeps a "not considered" level.
    @Test func unaffiliatedCollegeShowsOnlyWhatItsReportSays() throws {
        let none = ["religion": ["affiliation": NSNull()]]
        let hidden = try Self.page(reported: Self.reported(religious: "not_considered", religion: nil), extra: none)
        #expect(hidden.section("Religious life").blocks.isEmpty)
        #expect(!hidden.section("Housing, sports, faith, Greek life, and LGBTQ+ life").blocks.isEmpty)
        let shown = try Self.page(reported: Self.reported(religious: "important", religion: nil), extra: none)
            .section("Religious life")
        #expect(shown.texts == ["**Affiliation:** No religious affiliation",
                                "**In admission:** Religious affiliation or commitment: important"])
        #expect(Self.links(shown).isEmpty)
        let affiliated = try Self.page(reported: Self.reported(religious: "not_considered", religion: nil),
                                       extra: ["religion": ["affiliation": ["code": 30, "label": "Roman Catholic"]]])
            .section("Religious life")
        #expect(affiliated.texts == ["**Affiliation:** Roman Catholic",
                                     "**In admission:** Religious affiliation or commitment: not considered"])
        #expect(Self.links(affiliated) == [Link(label: "Other Catholic colleges", href: "/explore?faith=catholic")])
    }

    /// ReligiousLife's aidKind: need and non-need → "need-based and non-need-based"; need only → "need-based";
    /// otherwise "non-need-based". Without IPEDS's answer (`religion` absent) there is no Affiliation line.
    @Test func scholarshipKindsAsReligiousLife() throws {
        func scholarships(_ aid: [String: Any]) throws -> [String] {
            try Self.page(reported: Self.reported(religious: nil, religion: ["aid_by_affiliation": aid]), extra: [:])
                .section("Religious life").texts
        }
        #expect(try scholarships(["non_need": false, "need": true])
            == ["**Scholarships:** Some of the college's own need-based aid considers religious affiliation"])
        #expect(try scholarships(["non_need": true, "need": false])
            == ["**Scholarships:** Some of the college's own non-need-based aid considers religious affiliation"])
    }

    // MARK: - Greek life

    /// GreekLife with the hand-made F1/F4 (frat 12% of undergrad men, sor 18% of women): each BenchmarkBar has the
    /// term "greek-life" and the median of greekReporters (colleges with either undergrad percentage: counted by
    /// brute force over the snapshot, and the fraternity median over those reporting it, the middle of the sorted
    /// values); "Reported for {n} colleges. …". An F4-only card (housing true, every F1 blank) has no bars and no
    /// first-years line, only the reporters line and "Fraternity/sorority housing offered".
    @Test func greekLifeAsGreekLife() throws {
        let snapshot = FidelityReported.snapshot
        let greek = snapshot.schools.compactMap { $0.reported?.greekView }
        let reporters = greek.filter { $0.fratPctUndergrad != nil || $0.sorPctUndergrad != nil }.count
        let frat = greek.compactMap(\.fratPctUndergrad).sorted()
        let median = frat.count % 2 == 1 ? frat[frat.count / 2] : (frat[frat.count / 2 - 1] + frat[frat.count / 2]) / 2
        let page = try FidelityReported.page("students").section("Greek life")
        let bar = try #require(page.benchmark("Undergrad men in a fraternity"))
        #expect(bar.term == "greek-life" && bar.median.value == median)
        let line = "Reported for \(reporters) colleges. First-years and all undergrads are reported separately, and a "
            + "fraternity percentage is never added to a sorority one."
        #expect(page.texts.first == line)
        let housingOnly = try Self.page(reported: ["greek": ["frat_pct_first_year": NSNull(), "frat_pct_undergrad": NSNull(),
                                                             "sor_pct_first_year": NSNull(), "sor_pct_undergrad": NSNull(),
                                                             "housing": true]], extra: [:]).section("Greek life")
        #expect(housingOnly.benchmark("Undergrad men in a fraternity") == nil)
        #expect(housingOnly.texts.last == "Fraternity/sorority housing offered")
        #expect(!housingOnly.texts.contains { $0.hasPrefix("Among first-years") })
    }

    // MARK: - Where first-years come from

    /// Residence's state tile map for 100654 (AL; the real detail file's home_states: AL 881, GA 307, TX 28, KS 1,
    /// none from WY; the record's first_years 1,968): share = n / first_years and levelOf over 0, 1%, 3%, 10%, 25%;
    /// titles `${stateName(st)}: ${num(n)} first-year${n === 1 ? "" : "s"} (${pctSmart(share)})`, "none", and
    /// ", home state". AL 881 / 1968 = 0.4477 → "45%", 25%+; GA 0.1560 → "16%", 10–25%; TX 0.01423 → "1.4%",
    /// 1–3%; KS 0.000508 → "0.1%", under 1%.
    @Test func homeStateMapAsResidence() throws {
        let page = try Fidelity.topic("100654", "students").section("Where first-years come from")
        let map = try #require(page.blocks.compactMap { if case let .tileMap(m) = $0 { m } else { nil } }.first)
        #expect(map.scale.label == "Share of first-years")
        #expect(map.scale.levels.map(\.label) == ["Under 1%", "1\u{2013}3%", "3\u{2013}10%", "10\u{2013}25%", "25%+"])
        func tile(_ state: String) throws -> StateTile { try #require(map.tiles.first { $0.state == state }) }
        #expect(try tile("AL").title == "Alabama: 881 first-years (45%), home state" && tile("AL").level == 4)
        #expect(try tile("GA").title == "Georgia: 307 first-years (16%)" && tile("GA").level == 3)
        #expect(try tile("TX").title == "Texas: 28 first-years (1.4%)" && tile("TX").level == 1)
        #expect(try tile("TX").value.display == "1.4%")
        #expect(try tile("KS").title == "Kansas: 1 first-year (0.1%)" && tile("KS").level == 0)
        #expect(try tile("WY").title == "Wyoming: none" && tile("WY").level == nil)
        #expect(map.tiles.count == 51)
    }

    /// Transfers: each half keeps its label when not reported: `Transferring in${citedIn.year ? ", " + year
    /// lowercased : ""}` (the ipeds-ef-a vintage, "Fall 2024") over "Not reported.", and "Going on to another college"
    /// over "Not reported, or fewer than 30 students in the class." (no year on that label).
    @Test func unreportedTransfersAsTransfers() throws {
        func page(_ edit: @escaping (inout [String: Any]) -> Void) throws -> Page {
            try Fidelity.topic("222178", "students", in: FidelityCostAidTests.snapshot(editing: "222178", edit))
                .section("Transfers in and out")
        }
        let noIn = try page { json in
            var d = json["demographics"] as? [String: Any] ?? [:]
            d["transfer_in"] = NSNull()
            json["demographics"] = d
        }
        #expect(noIn.texts.first == "**Transferring in, fall 2024:** Not reported.")
        #expect(noIn.tile("Going on to another college") != nil)
        let noOut = try page { json in
            var o = json["outcomes"] as? [String: Any] ?? [:]
            o["eight_year"] = NSNull()
            json["outcomes"] = o
        }
        #expect(noOut.texts.contains("**Going on to another college:** Not reported, or fewer than 30 students in the class."))
    }

    // MARK: - The panel's condition

    /// hasCampus: housing, athletics, programs, greekCard, religionView or hasLgbtq (the gender detail or a state
    /// law). Without campus facts, a college whose only campus fact is a policy check gets no panel; one with a
    /// Greek life card (the hand-made F1 and F4) gets the panel with that card.
    @Test func panelShowsAsHasCampus() throws {
        let heading = "Housing, sports, faith, Greek life, and LGBTQ+ life"
        let policiesOnly = try Self.page(reported: [:], extra: ["campus": NSNull(), "religion": NSNull(),
                                                              "lgbtq": ["policies": (FidelityReported.lgbtq["policies"] ?? [])]])
        #expect(policiesOnly.section(heading).blocks.isEmpty)
        let greek = try Self.page(reported: ["greek": FidelityReported.reported["greek"] ?? [:]],
                                  extra: ["campus": NSNull(), "religion": NSNull(), "lgbtq": NSNull()])
        #expect(!greek.section("Greek life").blocks.isEmpty)
        #expect(greek.section("Religious life").blocks.isEmpty && greek.section("LGBTQ+ life").blocks.isEmpty)
    }

    /// The men/women block: `{pct(women)} women` and `Another gender: …` sit inside `d.men_share != null`, so a
    /// college without the men's share shows neither.
    @Test func womenAndAnotherGenderSitUnderTheMensBar() throws {
        let snapshot = try FidelityCostAidTests.snapshot(editing: "222178") { json in
            var d = json["demographics"] as? [String: Any] ?? [:]
            d["men_share"] = NSNull()
            json["demographics"] = d
            json["lgbtq"] = FidelityReported.lgbtq
        }
        let page = try Fidelity.topic("222178", "students", in: snapshot).section("Who they are")
        #expect(page.tile("women") == nil)
        #expect(!page.texts.contains { $0.hasPrefix("Another gender:") })
        #expect(page.benchmark("Part-time students") != nil)
    }
}
