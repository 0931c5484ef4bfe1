import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The overview's topic cards re-read against components/profile/AdmissionsCard, CostCard and OutcomesCard.
struct FidelityOverviewCardsTests {
    static func card(_ page: Page, _ topic: ProfileTopic) -> TopicCardBlock? {
        page.blocks.compactMap { if case let .topicCard(t) = $0, t.href.hasSuffix("/\(topic.rawValue)") { t } else { nil } }
            .first
    }

    static func bars(_ card: TopicCardBlock) -> [String: AxisScale] {
        var out: [String: AxisScale] = [:]
        for b in card.blocks { if case let .rangeBar(r) = b { out[r.label] = r.scale } }
        return out
    }

    /// AdmissionsCard draws each bar on `scoreScale(test, low).scale` (lib/score-scale.ts: the first tier with
    /// `lowest - PAD >= floor`, PAD 50 for the SAT and 1 for the ACT). 222178: SAT 540 + 530 = 1070, 1070 − 50 = 1020
    /// ≥ 1000 → 1000–1600 (ticks every 100); ACT 22 − 1 = 21 ≥ 18 → 18–36 (18, 24, 30, 36). 138558: SAT 440 + 420 =
    /// 860, 810 < 1000 but ≥ 800 → 800–1600 (800, 1000, …, 1600); ACT 17 − 1 = 16 → 12–36 (12, 18, 24, 30, 36).
    @Test func scoreBarsUseTheSitesScoreTiers() throws {
        let acu = Self.bars(try #require(Self.card(try Fidelity.overview("222178"), .admissions)))
        #expect(acu["SAT middle 50%"] == AxisScale(min: 1000, max: 1600, ticks: [1000, 1100, 1200, 1300, 1400, 1500, 1600]))
        #expect(acu["ACT middle 50%"] == AxisScale(min: 18, max: 36, ticks: [18, 24, 30, 36]))
        let abac = Self.bars(try #require(Self.card(try Fidelity.overview("138558"), .admissions)))
        #expect(abac["SAT middle 50%"] == AxisScale(min: 800, max: 1600, ticks: [800, 1000, 1200, 1400, 1600]))
        #expect(abac["ACT middle 50%"] == AxisScale(min: 12, max: 36, ticks: [12, 18, 24, 30, 36]))
        #expect(ScoreScaleTiers.scale(.sat, [420]) == AxisScale(min: 400, max: 1600, ticks: [400, 800, 1000, 1200, 1400, 1600]))
        #expect(ScoreScaleTiers.scale(.act, [nil]) == AxisScale(min: 1, max: 36, ticks: [1, 12, 18, 24, 30, 36]))
    }

    /// Without the figures a card's sentence needs, the card's takeaway is the topic's description
    /// (`admissionsTakeaway(...) ?? topicOf("admissions").description`, and likewise costTakeaway and
    /// outcomesTakeaway; lib/profile-topics.ts PROFILE_TOPICS). Without an acceptance rate AdmissionsCard prints the
    /// "Acceptance rate" label over "Not reported" and the open-admission line.
    @Test func cardsFallBackToTheTopicDescription() throws {
        let snapshot = try FidelityCostAidTests.snapshot(editing: "222178") { json in
            var a = json["admissions"] as? [String: Any] ?? [:]
            a["acceptance_rate"] = NSNull()
            json["admissions"] = a
            var o = json["outcomes"] as? [String: Any] ?? [:]
            o["median_earnings_10yr"] = NSNull()
            o["graduation_rate"] = NSNull()
            json["outcomes"] = o
            var cost = json["cost"] as? [String: Any] ?? [:]
            cost["avg_paid_all"] = NSNull()
            json["cost"] = cost
        }
        let page = Page(try ProfileScreens.overview(snapshot, id: "222178"))
        func takeaway(_ topic: ProfileTopic) throws -> String? {
            try #require(Self.card(page, topic)).blocks.compactMap { if case let .takeaway(t) = $0 { t.text } else { nil } }.first
        }
        #expect(try takeaway(.admissions) == "Applicants, admits, yield, test scores, and what the college weighs.")
        #expect(try takeaway(.cost) == "What students pay, price by family income, debt, and who gets grants.")
        #expect(try takeaway(.outcomes) == "Earnings, staying and finishing, 8-year outcomes, and graduation by group.")
        let admissions = Page(try #require(Self.card(page, .admissions)).blocks)
        #expect(admissions.texts.prefix(2) == ["**Acceptance rate:** Not reported",
                                               "Usually means open admission: most applicants are accepted."])
        // With the figures, the college's own sentence stays.
        let full = Page(try ProfileScreens.overview(Fidelity.snapshot, id: "222178"))
        let own = try #require(Self.card(full, .admissions)).blocks.compactMap { if case let .takeaway(t) = $0 { t.text } else { nil } }
        #expect(own.count == 1 && own.first != ProfileTopic.admissions.description)
    }

    /// CostCard's CardStats: "Your price" over the "Net price calculator" link and `the college's own
    /// <Term term="net-price-calculator">estimate</Term>`; "Financial aid" over the aid office and veterans' links,
    /// only when the college lists one (222178 lists only the calculator; the edit adds both).
    @Test func costCardsPriceCalculatorLine() throws {
        let cost = Page(try #require(Self.card(try Fidelity.overview("222178"), .cost)).blocks)
        let at = try #require(cost.texts.firstIndex(of: "**Your price**"))
        #expect(cost.texts[at + 1] == "the college's own [estimate](/glossary#net-price-calculator)")
        var links: [[String]] = []
        for b in cost.blocks { if case let .links(l) = b { links.append(l.links.map(\.label)) } }
        #expect(links == [["Net price calculator"]])
        #expect(!cost.texts.contains("**Financial aid**"))
        let snapshot = try FidelityCostAidTests.snapshot(editing: "222178") { json in
            var l = json["links"] as? [String: Any] ?? [:]
            l["financial_aid"] = "https://www.acu.edu/aid"
            l["veterans"] = "https://www.acu.edu/veterans"
            json["links"] = l
        }
        let edited = Page(try #require(Self.card(Page(try ProfileScreens.overview(snapshot, id: "222178")), .cost)).blocks)
        var both: [[String]] = []
        for b in edited.blocks { if case let .links(l) = b { both.append(l.links.map(\.label)) } }
        #expect(both == [["Net price calculator"], ["Financial aid office", "Veterans' benefits"]])
        #expect(edited.texts.contains("**Financial aid**"))
    }
}
