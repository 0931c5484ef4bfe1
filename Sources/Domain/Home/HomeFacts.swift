public import QuadAPIModels

/// Home's "What's changed" cards, read from `history/facts.json`: the big number, the sentence, the chart's data,
/// the history series its source note covers, and the link. A card whose fact is missing or incomplete is left out.
public struct HomeFact: Sendable, Hashable {
    /// Which fact.
    public enum Kind: String, Sendable, Hashable {
        case priceGap = "price-gap"
        case harderToGetIn = "harder-to-get-in"
        case testRequired = "test-required"
        case legacy
        case majors
    }

    /// One field of study's share of bachelor's degrees at both ends (the majors card's ±points bars).
    public struct Shift: Sendable, Hashable {
        /// Two-digit CIP family code ("42").
        public let family: String
        /// Its short name ("Psychology").
        public let name: String
        public let from: Double
        public let to: Double
        /// The change in points (a difference of shares).
        public var change: Double { to - from }
    }

    /// One line of a fact's sparkline.
    public struct Line: Sendable, Hashable {
        public let key: String
        public let label: String
        public let color: String
        public let values: [Double?]
    }

    public let kind: Kind
    /// The bold lead-in ("The price gap.").
    public let lead: String
    /// The sentence after the lead-in, in markdown (glossary terms as links).
    public let text: String
    /// The number behind the big figure and how it prints: a signed change over the window (formatChange's
    /// ratio, `changePct`) or a whole percent (`pct`).
    public let bigValue: Double
    public let bigFormat: FormatKind
    /// The big number as printed ("−12%", "5%").
    public var big: String { SiteFormat.display(bigValue, as: bigFormat) }
    /// The first and last year of the fact, and what kind of years they are.
    public let from: Int
    public let to: Int
    public let yearKind: YearKind
    /// History series the card's source note cites.
    public let series: [String]
    /// Sparkline (compact trend line) lines, one value per year from `from`; empty for a before/after card.
    public let lines: [Line]
    /// The sparkline's description, and the small print under the chart.
    public let chartLabel: String
    public let caption: String
    /// Before/after bars (share at `from`, share at `to`); nil for a sparkline card.
    public let before: Double?
    public let after: Double?
    /// The call to action.
    public let href: String
    public let cta: String
    /// The fields the majors card draws (its three biggest gains, then its three biggest losses, biggest first);
    /// empty for the other cards.
    public var shifts: [Shift] = []

    /// The cards `facts` holds, in the page's order.
    public static func cards(_ facts: TrendFacts) -> [HomeFact] {
        [priceGap(facts.priceGap), harderToGetIn(facts.harderToGetIn), testRequired(facts.testRequired),
         legacy(facts.legacy), majors(facts.majors)].compactMap { $0 }
    }

    static func count(_ n: Double) -> String { SiteFormat.num(n) }

    static func priceGap(_ f: TrendFacts.PriceGap?) -> HomeFact? {
        guard let f, let from = f.from, let to = f.to, let n = f.n, let paid = f.avgPaidChange,
              let full = f.fullPriceChange else { return nil }
        let start = YearLabel.full(from, .academic)
        return HomeFact(
            kind: .priceGap, lead: "The price gap.",
            text: "Since \(start), what the typical college's first-years actually paid, on average, "
                + "\(Takeaways.moved(paid)) after inflation; its full price \(Takeaways.moved(full)). Across \(count(n)) "
                + "colleges reporting both years.",
            bigValue: paid, bigFormat: .changePct, from: from, to: to, yearKind: .academic,
            series: ["full_price", "avg_paid_all"],
            lines: [Line(key: "avg_paid_all", label: "What students paid (average total cost)", color: "d-value",
                         values: f.avgPaidIndex ?? []),
                    Line(key: "full_price", label: "Full price", color: "muted", values: f.fullPriceIndex ?? [])],
            chartLabel: "Median full price and average total cost, indexed to 100 in \(start)",
            caption: "Medians, \(start) = 100", before: nil, after: nil,
            href: "/explore?sortBy=avg_cost", cta: "Compare what colleges cost")
    }

    static func harderToGetIn(_ f: TrendFacts.HarderToGetIn?) -> HomeFact? {
        guard let f, let from = f.from, let to = f.to, let n = f.n, let applicants = f.applicantsChange,
              let enrolled = f.enrolledChange else { return nil }
        let perSeat = f.perSeat ?? []
        let first = perSeat.compactMap { $0 }.first
        let last = perSeat.compactMap { $0 }.last
        let ends = first.flatMap { a in last.map { b in "\(JSNumber.toFixed(a, 1)) \u{2192} \(JSNumber.toFixed(b, 1))" } }
        let colleges = JSNumber.string(n)
        return HomeFact(
            kind: .harderToGetIn, lead: "Harder to get in.",
            text: "Applications to today's \(colleges) most selective colleges \(Takeaways.moved(applicants)) "
                + "since \(YearLabel.full(from, .fall).lowercased()); the number of first-years they enrolled "
                + "\(Takeaways.moved(enrolled)).",
            bigValue: applicants, bigFormat: .changePct, from: from, to: to,
            yearKind: .fall, series: ["applicants", "enrolled"],
            lines: [Line(key: "per_seat", label: "Applications per seat", color: "d-admissions", values: perSeat)],
            chartLabel: "Applications per enrolled first-year at the \(colleges) most selective colleges, "
                + "\(YearLabel.full(from, .fall)) to \(YearLabel.full(to, .fall))",
            caption: ends.map { "Applications per enrolled first-year: **\($0)**" } ?? "Applications per enrolled first-year",
            before: nil, after: nil, href: "/explore?sortBy=acceptance_rate", cta: "See the most selective colleges")
    }

    static func testRequired(_ f: TrendFacts.TestRequired?) -> HomeFact? {
        guard let f, let from = f.from, let to = f.to, let n = f.n, let was = f.requiredFrom, let now = f.requiredTo
        else { return nil }
        let start = YearLabel.full(from, .fall).lowercased()
        let end = YearLabel.full(to, .fall).lowercased()
        return HomeFact(
            kind: .testRequired, lead: "Test-optional went mainstream.",
            text: "In \(start), \(percentText(was)) of colleges required the SAT or ACT. In \(end), \(percentText(now)) did, "
                + "across \(count(n)) colleges reporting both years. Score ranges now describe only the students who "
                + "chose to send them.",
            bigValue: now, bigFormat: .pct, from: from, to: to, yearKind: .fall, series: ["test_policy"], lines: [],
            chartLabel: "Share of colleges requiring the SAT or ACT: \(percentText(was)) in \(start), \(percentText(now)) in \(end)",
            caption: "Share of colleges requiring the SAT or ACT", before: was, after: now,
            href: "/glossary#test-optional", cta: "What test-optional means")
    }

    /// A share as a rounded whole percent ("66%").
    public static func percentText(_ share: Double) -> String {
        JSNumber.string(JSNumber.round(share * 100)) + "%"
    }
}
