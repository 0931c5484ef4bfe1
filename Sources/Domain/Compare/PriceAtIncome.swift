import QuadAPIModels

/// A college's price at one family income, as Compare's "What families at each income pay" prints it (the site's
/// lib/cost-curve.ts `priceAt` and lib/cost-at-income.ts `priceText`, in our code), with estimates off.
///
/// Up to $110K the price is the published federal band holding the income (an income on a band's upper edge belongs
/// to the next band; $110K itself to $75–110K). Above $110K there is no figure: the site shows its model's estimate
/// only once its accuracy pilot has passed, and its `data/reference/cost-curve-pilot.json` says it has not, so the
/// published site prints why instead: "Little need-based aid above $110K" or "Published data end at $110K". A
/// college without a full price has no curve at all and reads "No full price reported" at every income.
public struct PriceAtIncome: Sendable, Hashable {
    /// Dollars per year (a published band's figure); nil when there is none.
    public var price: Double?
    /// Why there is no figure; nil when there is one.
    public var message: String?

    /// "No full price reported".
    public static let noCurveMessage = "No full price reported"
    /// "Not reported".
    public static let notReportedMessage = "Not reported"
    /// The four federal bands' upper edges; the income rows of the table price each band at its lower edge.
    public static let bandTops = [30_000.0, 48_000, 75_000, CostByIncome.federalTop]
    /// The lower edges of the four federal bands.
    public static let bandBottoms = [0.0, 30_000, 48_000, 75_000]
    /// The table's incomes above $110K (the site's TABLE_INCOMES after the federal bands).
    public static let tableIncomesAbove = [125_000.0, 150_000, 200_000, 250_000, 300_000, 350_000, incomeMax]
    /// The slider's right edge ("$400K or more").
    public static let incomeMax = 400_000.0

    /// The price of `s` at `income`.
    public static func of(_ s: School, income: Double) -> PriceAtIncome {
        guard CostByIncome.fullPrice(s) != nil else { return PriceAtIncome(price: nil, message: noCurveMessage) }
        if income <= CostByIncome.federalTop {
            let band = bandTops.firstIndex { income < $0 } ?? bandTops.count - 1
            let bands = s.cost?.netPriceByIncome ?? []
            if bands.indices.contains(band), let price = bands[band], price.isFinite {
                return PriceAtIncome(price: price, message: nil)
            }
            return PriceAtIncome(price: nil, message: notReportedMessage)
        }
        return PriceAtIncome(price: nil, message: status(s))
    }

    /// Why `s` has no figure above $110K: "Little need-based aid above $110K" or "Published data end at $110K".
    public static func status(_ s: School) -> String {
        CostByIncome.littleAidAbove110K(s) ? CostByIncome.littleAidMessage : CostByIncome.dataEndMessage
    }

    /// "$150K", and "$400K or more" at the slider's right edge (the site's `incomeLabel`).
    public static func incomeLabel(_ income: Double) -> String {
        income >= incomeMax ? "\(CostByIncome.dollarsK(incomeMax)) or more" : CostByIncome.dollarsK(income)
    }

    /// The note under a college's bar (the site's `meritNote`, estimates off): above $110K, where the college offers
    /// merit aid, "Merit possible", "(proxy)" for the federal proxy, and its average award; nil otherwise. (The
    /// "No merit aid: everyone pays the full price" note needs a price past the break point, which only an
    /// estimate gives.)
    public static func meritNote(_ merit: MeritAid, income: Double) -> String? {
        guard merit.offersMerit, income > CostByIncome.federalTop else { return nil }
        let proxy: Bool
        let average: Double?
        switch merit {
        case let .reported(_, a): (proxy, average) = (false, a)
        case let .proxy(_, a): (proxy, average) = (true, a)
        case .needOnly, .unknown: return nil
        }
        let avg = average.flatMap { $0 > 0 ? "; averaging \(CostByIncome.dollarsK($0))" : nil } ?? ""
        return "Merit possible\(proxy ? " (proxy)" : "")\(avg)"
    }
}
