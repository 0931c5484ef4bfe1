import Domain
/// The shared computation of the trend files (the site's `lib/trend-panel.ts` and `lib/trend-groups.ts`): fixed
/// panels, medians and shares over reporting colleges, yearly lines gated on coverage, and the groupings with their
/// labels and floors.
enum FixtureTrendPanel {
    typealias Member = FixtureTrendMember

    /// A yearly line leaves out a year when fewer than this share of its colleges report.
    static let minYearCoverage = 0.9
    /// Colleges a group needs (hub rule 4).
    static let groupFloor = 30
    /// States relax it to 10; conferences need 8.
    static let stateFloor = 10
    static let conferenceFloor = 8

    /// Members meeting `ok` at both ends.
    static func fixedPanel(_ ms: [Member], _ window: (Int, Int), _ ok: (Member, Int) -> Bool) -> [Member] {
        ms.filter { ok($0, window.0) && ok($0, window.1) }
    }

    /// The members meeting `ok`, or nil when they are under 90% of `ms`.
    static func reporting(_ ms: [Member], _ ok: (Member) -> Bool) -> [Member]? {
        let r = ms.filter(ok)
        return !ms.isEmpty && Double(r.count) >= Double(ms.count) * minYearCoverage ? r : nil
    }

    /// Linear-interpolated quantile of ascending values.
    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        FixtureNational.quantile(sorted, q)
    }

    /// Median of the non-nil values, nil when none.
    static func median(_ ms: [Member], _ f: (Member) -> Double?) -> Double? {
        median(ms.compactMap(f))
    }

    static func median(_ values: [Double]) -> Double? {
        let v = values.filter(\.isFinite).sorted()
        return v.isEmpty ? nil : quantile(v, 0.5)
    }

    /// Share of members for which `f` is true, among those where it is not nil.
    static func share(_ ms: [Member], _ f: (Member) -> Bool?) -> Double? {
        var yes = 0, n = 0
        for m in ms {
            guard let b = f(m) else { continue }
            n += 1
            if b { yes += 1 }
        }
        return n == 0 ? nil : Double(yes) / Double(n)
    }

    /// Weighted mean of `value` by `weight` over members with both.
    static func weighted(_ ms: [Member], _ value: (Member) -> Double?, _ weight: (Member) -> Double?) -> Double? {
        var sum = 0.0, total = 0.0
        for m in ms {
            guard let v = value(m), let w = weight(m), w > 0 else { continue }
            sum += v * w
            total += w
        }
        return total > 0 ? sum / total : nil
    }

    /// Sum of the non-nil values, nil when none.
    static func total(_ ms: [Member], _ f: (Member) -> Double?) -> Double? {
        let v = ms.compactMap(f)
        return v.isEmpty ? nil : v.reduce(0, +)
    }

    /// `f(y)` for every year from `from` to `to`; with `step` 2, odd-step years are nil.
    static func yearly(_ from: Int, _ to: Int, step: Int = 1, _ f: (Int) -> Double?) -> [Double?] {
        guard from <= to else { return [] }
        return (from...to).map { y in (y - from) % step == 0 ? f(y) : nil }
    }

    /// A yearly line over the members reporting each year (nil under 90% coverage), rounded to 4 places.
    static func line(_ ms: [Member], _ from: Int, _ to: Int, step: Int = 1, has: (Member, Int) -> Bool,
                     _ f: ([Member], Int) -> Double?) -> [Double?] {
        yearly(from, to, step: step) { y in
            guard let r = reporting(ms, { has($0, y) }), let v = f(r, y) else { return nil }
            return FixtureRound.four(v)
        }
    }

    static func four(_ v: Double?) -> FixtureValue { .num(v.map(FixtureRound.four)) }

    /// `[then, now]` rounded to 4 places (0 when missing, as the site's `?? 0`).
    static func thenNow(_ a: Double?, _ b: Double?) -> FixtureValue {
        [.number(FixtureRound.four(a ?? 0)), .number(FixtureRound.four(b ?? 0))]
    }

    // MARK: - Groupings

    struct Grouping: Sendable {
        let key: String
        let label: String
        let floor: Int
        let groups: [(key: String, label: String)]
        let of: @Sendable (Member) -> String?
    }

    static let groupings: [String: Grouping] = {
        let list: [Grouping] = [
            Grouping(key: "region", label: "Region", floor: groupFloor,
                     groups: ["Northeast", "Southeast", "Midwest", "Southwest", "West", "Territories"].map { ($0, $0) },
                     of: { $0.region.isEmpty ? nil : $0.region }),
            Grouping(key: "control", label: "Public or private", floor: groupFloor,
                     groups: [("public", "Public"), ("private-nonprofit", "Private nonprofit"),
                              ("private-forprofit", "For-profit")], of: { $0.type }),
            Grouping(key: "size", label: "Size", floor: groupFloor,
                     groups: [("small", "Under 2,000 undergrads"), ("medium", "2,000\u{2013}9,999"), ("large", "10,000+")],
                     of: { m in m.undergrads.map { $0 < 2000 ? "small" : $0 < 10_000 ? "medium" : "large" } }),
            Grouping(key: "selectivity", label: "Selectivity", floor: groupFloor,
                     groups: [("most", "Under 25% admitted"), ("more", "25\u{2013}59% admitted"), ("less", "60% or more")],
                     of: { m in m.acceptance.map { $0 < 0.25 ? "most" : $0 < 0.6 ? "more" : "less" } }),
            Grouping(key: "setting", label: "Setting", floor: groupFloor,
                     groups: [("city", "City"), ("suburb", "Suburb"), ("town", "Town"), ("rural", "Rural")],
                     of: { $0.setting }),
            Grouping(key: "division", label: "Athletic division", floor: groupFloor,
                     groups: [("I-FBS", "D-I FBS"), ("I-FCS", "D-I FCS"), ("I", "D-I, no football"), ("II", "D-II"),
                              ("III", "D-III"), ("none", "NAIA or none")], of: { $0.division ?? "none" }),
            Grouping(key: "research", label: "Research", floor: groupFloor,
                     groups: [("R1", "R1 universities"), ("R2", "R2 universities"),
                              ("RCU", "Research colleges and universities"), ("other", "Other colleges")],
                     of: { $0.research ?? "other" }),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0) })
    }()

    /// One group's row: `{key, label, n, tooFew?}` or `{key, label, n, values}`.
    static func row(key: String, label: String, _ ms: [Member], floor: Int, _ compute: ([Member]) -> FixtureValue)
        -> FixtureValue
    {
        guard ms.count >= floor else {
            return .obj(["key": .string(key), "label": .string(label), "n": .int(ms.count), "tooFew": true])
        }
        return .obj(["key": .string(key), "label": .string(label), "n": .int(ms.count), "values": compute(ms)])
    }

    /// The national row (key `all`), always with values.
    static func nationalRow(_ panel: [Member], _ compute: ([Member]) -> FixtureValue) -> FixtureValue {
        row(key: "all", label: "All colleges", panel, floor: 0, compute)
    }

    /// One grouping's groups in display order (groups nobody falls in are left out).
    static func byGroup(_ panel: [Member], _ key: String, floor: Int? = nil, _ compute: ([Member]) -> FixtureValue)
        -> FixtureValue
    {
        let g = groupings[key]!
        var buckets: [String: [Member]] = [:]
        for m in panel {
            if let k = g.of(m) { buckets[k, default: []].append(m) }
        }
        let floor = floor ?? g.floor
        let rows: [FixtureValue] = g.groups.compactMap { group in
            buckets[group.key].map { row(key: group.key, label: group.label, $0, floor: floor, compute) }
        }
        return .obj(["grouping": .string(key), "label": .string(g.label), "floor": .int(floor), "groups": .array(rows)])
    }

    /// "fall 2014", "2013–14", "entering class of 2018"-style label helpers.
    static func fall(_ year: Int) -> String { "fall \(year)" }
}
