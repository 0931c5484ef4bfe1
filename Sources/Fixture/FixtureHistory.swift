import Domain
/// One college's yearly series, as `history/schools/{unit_id}.json` holds them.
struct FixtureHistory: Sendable {
    struct Series: Sendable {
        var start: Int
        /// `values[i]` is year `start + i`; nil is a gap.
        var values: [Double?]
        /// Years computed with a fallback.
        var approx: [Int] = []

        var end: Int { start + values.count - 1 }

        func value(in year: Int) -> Double? {
            let i = year - start
            return i >= 0 && i < values.count ? values[i] : nil
        }
    }

    /// Series by key (look-ups only; output and aggregation iterate ``FixtureSeries/keys`` or sorted keys).
    var series: [String: Series] = [:]
    /// Falls dropped because the admissions counts repeated the year before.
    var repeated: [Int] = []

    func value(_ key: String, _ year: Int) -> Double? {
        series[key]?.value(in: year)
    }

    /// Stores a year → value map as a series trimmed to its first and last values; nothing when all are nil.
    mutating func put(_ key: String, from start: Int, _ values: [Double?], approx: [Int] = []) {
        guard let first = values.firstIndex(where: { $0 != nil }),
              let last = values.lastIndex(where: { $0 != nil })
        else {
            series[key] = nil
            return
        }
        let kept = Array(values[first...last])
        let s = start + first
        series[key] = Series(start: s, values: kept, approx: approx.filter { $0 >= s && $0 <= s + kept.count - 1 })
    }

    /// Sets one year of a series to nil (a gap), trimming when it was the first or last value.
    mutating func clear(_ key: String, _ year: Int) {
        guard let s = series[key], year >= s.start, year <= s.end else { return }
        var values = s.values
        values[year - s.start] = nil
        put(key, from: s.start, values, approx: s.approx)
    }

    /// The file's JSON: `{unit_id, series: {key: {start, values, approx?}}, repeated?}`.
    func json(unitID: String) -> FixtureValue {
        var members: [FixtureMember] = []
        for key in series.keys.sorted() {
            let s = series[key]!
            var entry: [FixtureMember] = [
                FixtureMember(key: "start", value: .int(s.start)),
                FixtureMember(key: "values", value: .numbers(s.values)),
            ]
            if !s.approx.isEmpty { entry.append(FixtureMember(key: "approx", value: .array(s.approx.map { .int($0) }))) }
            members.append(FixtureMember(key: key, value: .object(entry)))
        }
        var top: [FixtureMember] = [
            FixtureMember(key: "unit_id", value: .string(unitID)),
            FixtureMember(key: "series", value: .object(members)),
        ]
        if !repeated.isEmpty { top.append(FixtureMember(key: "repeated", value: .array(repeated.map { .int($0) }))) }
        return .object(top)
    }

    /// A history read from a file's JSON (the real sample).
    init(json: FixtureValue) {
        if case let .object(members)? = json["series"] {
            for member in members {
                guard let start = member.value["start"]?.numberValue, case let .array(values)? = member.value["values"]
                else { continue }
                var approx: [Int] = []
                if case let .array(years)? = member.value["approx"] { approx = years.compactMap(\.numberValue).map { Int($0) } }
                series[member.key] = Series(start: Int(start), values: values.map(\.numberValue), approx: approx)
            }
        }
        if case let .array(years)? = json["repeated"] { repeated = years.compactMap(\.numberValue).map { Int($0) } }
    }

    init() {}
}
