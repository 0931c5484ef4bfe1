import QuadAPIModels

/// The cost-by-income facts Compare shows for each college (the site's lib/cost-curve.ts, lib/merit.ts and
/// lib/cost-at-income.ts, in our code): where need-based aid ends and whether the college gives merit aid.
///
/// This server shows no model estimates above $110K (the site's accuracy-pilot gate is closed in production), so the
/// break point itself is never printed: a college reads "Little need-based aid above $110K" when its aid thins out
/// unevenly, and otherwise "Published data end at $110K". The dataset carries no published aid policies (the site's
/// hand-kept `aid-policies.json` is not part of the published data), so no promise line or need-only policy applies.
public enum CostByIncome {
    /// Where the federal net-price bands stop.
    public static let federalTop = 110_000.0
    /// Need met below this (CDS H2 line i) means aid thins out unevenly: no clean break point.
    static let needMetFull = 0.9
    /// Without need-met figures, a $110K+ price at or above this share of the full price means little aid above $110K.
    static let littleAidBandShare = 0.85

    /// "Published data end at $110K".
    public static let dataEndMessage = "Published data end at \(dollarsK(federalTop))"
    /// "Little need-based aid above $110K".
    public static let littleAidMessage = "Little need-based aid above \(dollarsK(federalTop))"

    /// "$41K": dollars rounded to the thousand (ties up), with separators.
    public static func dollarsK(_ v: Double) -> String {
        "$\(SiteFormat.num(JSNumber.round(v / 1000)))K"
    }

    /// The full price the cost curve climbs to: the in-state sticker price at public colleges, else the full price of
    /// the average-cost breakdown, then the sticker price, then the cost of attendance; nil without a positive one.
    public static func fullPrice(_ s: School) -> Double? {
        let c = s.cost
        let price = s.type == "public" ? c?.sticker?.inState ?? c?.costOfAttendance
            : c?.breakdown?.fullPrice ?? c?.sticker?.inState ?? c?.costOfAttendance
        guard let price, price.isFinite, price > 0 else { return nil }
        return price
    }

    /// Average share of need met for first-years (0–1): the college's own CDS record (H2 line i), else the
    /// hand-imported CDS figure.
    static func needMet(_ s: School) -> Double? {
        s.reported?.aid?.member("first_years")?.member("i")?.number ?? s.aid?.cds?.pctNeedMet
    }

    /// Whether need-based aid thins out unevenly above $110K: the college meets under 90% of need on average, or,
    /// without that figure, its published $110K+ price is at least 85% of the full price. Only a college with a full
    /// price, a published band below $110K and the $110K+ band is judged.
    public static func littleAidAbove110K(_ s: School) -> Bool {
        guard let full = fullPrice(s), let bands = s.cost?.netPriceByIncome else { return false }
        guard bands.prefix(4).contains(where: { $0?.isFinite == true }),
              bands.count > 4, let top = bands[4], top.isFinite else { return false }
        if let met = needMet(s), met.isFinite { return met < needMetFull }
        return top >= littleAidBandShare * full
    }

    /// Compare's "Need-based aid up to" cell; nil without a full price.
    public static func breakPointText(_ s: School) -> String? {
        guard fullPrice(s) != nil else { return nil }
        return littleAidAbove110K(s) ? littleAidMessage : dataEndMessage
    }
}
