import Foundation
import QuadAPIModels

/// One "key difference" between compared colleges: a sentence about the widest gap on one measure, the college it
/// favors, and how big the gap is.
public struct KeyDifference: Sendable, Hashable {
    public var metric: MetricKey
    /// "Harvard is 2.6× more selective than UCLA".
    public var sentence: String
    /// Index (in the compared list) of the college the sentence leads with: the more selective, the cheaper, or the
    /// one with more of the measure.
    public var leader: Int
    /// Index of the college at the other end.
    public var trailer: Int
    /// Size of the gap, 0 to 1: sorts the list and sets the length of its bar.
    public var magnitude: Double
}

/// The compare page's key differences (screens-map §4): for each measure, the colleges that report it, the highest
/// and the lowest, a sentence and a magnitude; largest gap first.
public enum KeyDifferences {
    /// The measures read, in the order that breaks ties of magnitude.
    public static let order: [MetricKey] = [
        .acceptance, .avgCost, .aidGenerosity, .earnings, .gradRate, .enrollment, .sat, .pell, .firstGen, .diversity,
        .yield,
    ]

    /// Every difference among `schools` (two or more), largest magnitude first, ties in ``order``.
    public static func of(_ schools: [School]) -> [KeyDifference] {
        guard schools.count >= 2 else { return [] }
        let names = schools.map { SchoolShortName.of(id: $0.unitID, name: $0.name) }
        let found = order.compactMap { key in difference(key, names: names, values: schools.map { key.value(of: $0) }) }
        return sortedByMagnitude(found)
    }

    /// The differences on `metrics` only, largest first, at most `limit` (a topic page's opener).
    public static func on(_ metrics: [MetricKey], among schools: [School], limit: Int) -> [KeyDifference] {
        Array(of(schools).filter { metrics.contains($0.metric) }.prefix(limit))
    }

    /// Largest magnitude first; equal magnitudes keep their order.
    static func sortedByMagnitude(_ list: [KeyDifference]) -> [KeyDifference] {
        list.enumerated().sorted { a, b in
            a.element.magnitude != b.element.magnitude ? a.element.magnitude > b.element.magnitude : a.offset < b.offset
        }.map(\.element)
    }

    /// The difference on one measure, from each college's short name and value (nil: not reported). Nil with fewer
    /// than two reporters, when the highest equals the lowest, or when the lowest is not above zero.
    ///
    /// The highest is the first college at the top value and the lowest the last at the bottom value, in compare
    /// order (a stable sort, highest first).
    public static func difference(_ metric: MetricKey, names: [String], values: [Double?]) -> KeyDifference? {
        let reporting = values.indices.filter { values[$0] != nil }
        guard reporting.count >= 2 else { return nil }
        var hi = reporting[0], lo = reporting[0]
        for i in reporting {
            if values[i]! > values[hi]! { hi = i }
            if values[i]! <= values[lo]! { lo = i }
        }
        let hv = values[hi]!, lv = values[lo]!
        guard hv != lv, lv > 0 else { return nil }
        let (h, l) = (names[hi], names[lo])
        let gap = hv - lv
        func made(_ sentence: String, _ magnitude: Double, lowLeads: Bool = false) -> KeyDifference {
            KeyDifference(metric: metric, sentence: sentence, leader: lowLeads ? lo : hi, trailer: lowLeads ? hi : lo,
                          magnitude: min(1, magnitude))
        }
        let points = SiteFormat.int(gap * 100)
        switch metric {
        case .acceptance:
            let ratio = hv / lv
            let sentence = ratio >= 1.5
                ? "\(l) is \(JSNumber.toFixed(ratio, 1))\u{00D7} more selective than \(h)"
                : "\(l) admits \(SiteFormat.pctSmart(lv)) vs. \(SiteFormat.pctSmart(hv)) at \(h)"
            return made(sentence, log(ratio) / log(15), lowLeads: true)
        case .enrollment:
            let ratio = hv / lv
            let sentence = ratio >= 1.5
                ? "\(h) has \(JSNumber.toFixed(ratio, 1))\u{00D7} as many undergrads as \(l)"
                : "\(h) is a bit larger (\(SiteFormat.num(hv)) vs. \(SiteFormat.num(lv)))"
            return made(sentence, log(ratio) / log(20))
        case .avgCost:
            return made("\(l) costs about \(SiteFormat.moneyCompact(gap)) less per year on average than \(h) "
                + "(\(SiteFormat.money(lv)) vs. \(SiteFormat.money(hv)), all students)", gap / 30_000, lowLeads: true)
        case .aidGenerosity:
            return made("\(h)'s grants cover \(SiteFormat.pct(hv)) of its full price on average, vs. "
                + "\(SiteFormat.pct(lv)) at \(l)", gap / 0.4)
        case .earnings:
            return made("\(h) grads earn \(SiteFormat.moneyCompact(gap)) more ten years out than \(l)'s "
                + "(\(SiteFormat.money(hv)) vs. \(SiteFormat.money(lv)))", gap / 40_000)
        case .gradRate:
            return made("\(h) graduates \(points) pts more of its students than \(l) (\(SiteFormat.pct(hv)) vs. "
                + "\(SiteFormat.pct(lv)))", gap / 0.4)
        case .sat:
            return made("\(h)'s SAT midpoint is \(SiteFormat.int(gap)) points higher than \(l)'s", gap / 400)
        case .diversity:
            return made("\(h) is more diverse (index \(SiteFormat.fixed2(hv)) vs. \(SiteFormat.fixed2(lv)))", gap / 0.4)
        case .yield:
            return made("\(h)'s yield is \(points) pts higher than \(l)'s", gap / 0.4)
        default:
            let d = metric.definition
            return made("\(h) has \(points) pts \(d.more) than \(l) (\(d.text(hv)) vs. \(d.text(lv)))", gap / 0.4)
        }
    }
}
