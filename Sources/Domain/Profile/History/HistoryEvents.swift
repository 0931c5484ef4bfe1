public import QuadAPIModels

/// A policy change read from a college's yearly codes: an admission factor, the live-on rule, a tuition guarantee,
/// a Promise program (dataset-map §6.4, "Policy changes").
public struct PolicyEvent: Sendable, Hashable {
    /// The series it was read from (`factor_essay`, `live_on`).
    public var key: String
    /// The year the change took effect (a fall, or an academic year by its fall).
    public var year: Int
    /// How `year` reads.
    public var kind: YearKind
    /// "Started requiring an essay".
    public var text: String
}

/// Reads the policy changes of a college's history.
public enum HistoryEvents {
    /// From fall 2022 the factor codes changed meaning ("recommended" was dropped; 3 became "not considered").
    public static let factorEra = 2022
    /// A change undone within this many years (A → B → A) is treated as a reporting slip and both are dropped.
    public static let reversalYears = 2

    private static let required = 1.0, recommended = 2.0, considered = 5.0

    /// Every event, newest first (ties by text).
    public static func events(_ h: SchoolHistory) -> [PolicyEvent] {
        var out: [PolicyEvent] = []
        for factor in HistorySeriesCatalog.factors {
            out += factorEvents(h, key: "factor_\(factor.key)", phrase: factor.phrase)
        }
        out += switchEvents(h, key: "live_on", on: "Began requiring first-years to live on campus",
                            off: "Stopped requiring first-years to live on campus")
        out += switchEvents(h, key: "tuition_guarantee", on: "Began offering a tuition guarantee",
                            off: "Stopped offering a tuition guarantee")
        out += switchEvents(h, key: "promise", on: "Joined a Promise program", off: "Left a Promise program")
        out += HistoryAthleticsEvents.conferenceEvents(h) + HistoryAthleticsEvents.associationEvents(h)
            + HistoryAthleticsEvents.rotcEvents(h)
        return out.sorted { $0.year != $1.year ? $0.year > $1.year : $0.text < $1.text }
    }

    /// Events in the default ten-year window of their year kind.
    public static func recent(_ h: SchoolHistory, meta: HistoryMeta) -> [PolicyEvent] {
        events(h).filter { e in
            guard let latest = HistoryMath.latest(meta, e.kind) else { return false }
            return e.year >= latest - HistoryMath.windowYears
        }
    }

    /// Reported (year, code) pairs in order.
    static func points(_ h: SchoolHistory, _ key: String) -> [(year: Int, code: Double)] {
        guard let s = h.series?[key], let start = s.start, let values = s.values else { return [] }
        return values.enumerated().compactMap { i, v in v.map { (start + i, $0) } }
    }

    /// Changes between consecutive reported years that `keep` accepts, without A → B → A reversals.
    static func changes(_ pts: [(year: Int, code: Double)], keep: (Double, Double, Int, Int) -> Bool)
        -> [(year: Int, from: Double, to: Double)]
    {
        var raw: [(year: Int, from: Double, to: Double)] = []
        if pts.count > 1 {
            for i in 1..<pts.count where pts[i - 1].code != pts[i].code {
                if keep(pts[i - 1].code, pts[i].code, pts[i - 1].year, pts[i].year) {
                    raw.append((pts[i].year, pts[i - 1].code, pts[i].code))
                }
            }
        }
        return raw.indices.filter { i in
            let c = raw[i]
            let reversedNext = i + 1 < raw.count && raw[i + 1].year - c.year <= reversalYears && raw[i + 1].to == c.from
            let reversesPrevious = i > 0 && c.year - raw[i - 1].year <= reversalYears && c.to == raw[i - 1].from
            return !reversedNext && !reversesPrevious
        }.map { raw[$0] }
    }

    /// Factor events: required ↔ not required in any era, any change once both years are in the new era; a change out
    /// of "recommended" across the era boundary is a re-coding and dropped.
    static func factorEvents(_ h: SchoolHistory, key: String, phrase: String) -> [PolicyEvent] {
        let keep: (Double, Double, Int, Int) -> Bool = { a, b, y0, y1 in
            let recoded = a == recommended && y0 < factorEra && y1 >= factorEra
            return !recoded && ((a == required) != (b == required) || y0 >= factorEra)
        }
        return changes(points(h, key), keep: keep).map { c in
            let modern = c.year >= factorEra
            let text: String
            if c.to == required {
                text = "Started requiring \(phrase)"
            } else if c.from == required {
                let still = modern ? (c.to == considered ? " (still considered)" : " (no longer considered)") : ""
                text = "Stopped requiring \(phrase)\(still)"
            } else {
                text = c.to == considered ? "Started considering \(phrase)" : "Stopped considering \(phrase)"
            }
            return PolicyEvent(key: key, year: c.year, kind: .fall, text: text)
        }
    }

    /// Yes/no policies (1 = yes): each change is an event.
    static func switchEvents(_ h: SchoolHistory, key: String, on: String, off: String) -> [PolicyEvent] {
        changes(points(h, key), keep: { _, _, _, _ in true }).map {
            PolicyEvent(key: key, year: $0.year, kind: .academic, text: $0.to == 1 ? on : off)
        }
    }
}
