import QuadAPIModels

/// Whether a college gives aid to students without financial need, from the strongest evidence it has (the site's
/// lib/merit.ts `meritFor`): its Common Data Set (H2A line n: students without need who got non-need aid), then
/// the federal proxy (first-years with a grant but no federal aid), which is not used where it misleads.
public enum MeritAid: Sendable, Hashable {
    /// The college gives aid only for need (CDS: none without need; proxy: under 2% of first-years).
    case needOnly
    /// The college reports merit aid: the share of first-years without need who got it and their average award.
    case reported(share: Double?, average: Double?)
    /// The federal proxy: the share of first-years with a grant but no federal aid, and their average grant.
    case proxy(share: Double, average: Double?)
    /// No evidence either way.
    case unknown

    /// The proxy's threshold: grants without federal aid to at least this share of first-years.
    public static let proxyMinimum = 0.02

    /// The class of `s`.
    public static func of(_ s: School) -> MeritAid {
        let firstYears = s.reported?.aid?.member("first_years")
        if let n = firstYears?.member("n")?.number {
            if n == 0 { return .needOnly }
            let a = firstYears?.member("a")?.number
            return .reported(share: a.flatMap { $0 != 0 ? n / $0 : nil }, average: firstYears?.member("o")?.number)
        }
        if let cds = s.aid?.cds, let n = cds.meritNoNeed {
            if n == 0 { return .needOnly }
            return .reported(share: cds.undergrads.flatMap { $0 != 0 ? n / $0 : nil }, average: cds.meritAvg)
        }
        if ownFormula(s) { return .unknown }
        guard let (share, average) = proxy(s) else { return .unknown }
        return share >= proxyMinimum ? .proxy(share: share, average: average) : .needOnly
    }

    /// True where the college figures need with its own formula (stated, or inferred from a required CSS Profile or
    /// own form): many aided families there file no FAFSA, so their need-based grants count as "no federal aid".
    static func ownFormula(_ s: School) -> Bool {
        guard let aid = s.reported?.aid, aid != .null else { return false }
        if let stated = aid.member("methodology")?.string, !stated.isEmpty { return stated == "institutional" }
        let forms = aid.member("forms")
        return forms?.member("css_profile")?.bool == true || forms?.member("own_form")?.bool == true
    }

    /// First-years with a grant but no federal aid, as a share of the aid cohort, and their average grant (positive,
    /// else nil); nil without the inputs or when the federal count exceeds all grant recipients.
    static func proxy(_ s: School) -> (share: Double, average: Double?)? {
        guard let aid = s.aid, let cohort = aid.cohort, cohort > 0, let grants = aid.grantCount,
              let granted = aid.byIncome?.granted else { return nil }
        let others = grants - granted.reduce(0) { $0 + ($1 ?? 0) }
        guard others >= 0 else { return nil }
        var average: Double?
        if others > 0, let total = aid.grantTotal, let federal = aid.byIncome?.totalGrants {
            let a = (total - federal.reduce(0) { $0 + ($1 ?? 0) }) / others
            average = a > 0 ? a : nil
        }
        return (others / cohort, average)
    }

    /// Explore's "Offers merit aid": reported or by the proxy.
    public var offersMerit: Bool {
        switch self {
        case .reported, .proxy: true
        case .needOnly, .unknown: false
        }
    }

    /// Compare's "Merit for students without need" cell: "No merit aid", "18% got merit aid, averaging $22K",
    /// "4.1% got a grant without federal aid (proxy)"; nil when unknown.
    public var text: String? {
        func averaging(_ a: Double?) -> String? {
            a.flatMap { $0 > 0 ? "averaging \(CostByIncome.dollarsK($0))" : nil }
        }
        switch self {
        case .needOnly:
            return "No merit aid"
        case let .reported(share, average):
            let head = share.flatMap { $0 > 0 ? "\(SiteFormat.pctSmart($0)) got merit aid" : nil } ?? "Offers merit aid"
            return averaging(average).map { "\(head), \($0)" } ?? head
        case let .proxy(share, average):
            let head = "\(SiteFormat.pctSmart(share)) got a grant without federal aid"
            return (averaging(average).map { "\(head), \($0)" } ?? head) + " (proxy)"
        case .unknown:
            return nil
        }
    }
}
