/// Compare's "Your major": one broad field (a two-digit CIP family, "11") across the colleges, since colleges carve a
/// field into programs differently and the family compares like with like.
public enum FieldOfStudyCompare {
    /// One college's numbers for the picked field.
    public struct Stat: Sendable {
        /// First-major bachelor's in the field: 0 when the college awards none, nil when majors are not reported.
        public var graduates: Double?
        /// Share of the college's first-major bachelor's.
        public var share: Double?
        /// Second-major bachelor's in the field, from the detail file.
        public var secondMajors: Double?
        /// Programs (6-digit CIP) with a bachelor's in the field.
        public var programCount: Int?
        /// The largest programs by first majors (up to three): CIP title (the code without one), graduates.
        public var topPrograms: [(title: String, graduates: Double)]
        /// The share ten years before the end of the window (or up to two years later) and at its end.
        public var shareChange: (from: (year: Int, share: Double), to: (year: Int, share: Double))?
        /// Graduate-weighted earnings 1 and 4 years after completion, the national 4-year figure, and debt.
        public var earnings1: Double?
        public var earnings4: Double?
        public var earnings4National: Double?
        public var debt: Double?
        public var programsWithData: Int
        public var programsReported: Int
        /// The field's highest-earning group (4 years out, else 1 year), when two or more report earnings: its CIP
        /// title, else the detail file's own, else the code.
        public var topEarner: (title: String, value: Double, years: Int)?
    }

    /// The families any of these colleges award first-major bachelor's in, ascending.
    public static func familiesOffered(_ schools: [School]) -> [String] {
        var out = Set<String>()
        for s in schools {
            for (family, n) in s.academics?.bachelorsByFamily ?? [:] where n > 0 { out.insert(family) }
        }
        return out.sorted()
    }

    /// Graduate-weighted mean of the values (weight 1 when a program's count is missing), rounded; nil without any.
    static func weighted(_ items: [(value: Double?, weight: Double?)]) -> Double? {
        var sum = 0.0, weight = 0.0
        for (v, w) in items {
            guard let v else { continue }
            let ww = (w ?? 0) > 0 ? w! : 1
            sum += v * ww
            weight += ww
        }
        return weight > 0 ? JSNumber.round(sum / weight) : nil
    }

    /// The 6-digit programs of a family from the detail file's majors table: code, first and second majors.
    static func programs(_ rows: [String: [Double?]], prefix: String) -> [(cip: String, first: Double, second: Double)] {
        var out: [(cip: String, first: Double, second: Double)] = []
        for (cip, counts) in rows where cip.hasPrefix(prefix) {
            let first: Double = counts.first.flatMap { $0 } ?? 0
            let second: Double = counts.count > 1 ? counts[1] ?? 0 : 0
            out.append((cip, first, second))
        }
        return out
    }

    /// The college's numbers for `family`, from its record, its detail file's majors and programs, and its history's
    /// `major_{family}` share series over the window `window` (the Completions years). Programs are named from
    /// `titles` (the compare page hands lib/field-compare.ts `cipTitle`).
    public static func stat(_ family: String, school: School, detail: SchoolDetail?, history: SchoolHistory?,
                            window: (from: Int, to: Int)?, titles: CipTitles?) -> Stat {
        let a = school.academics
        let reported = a?.bachelorsAwarded != nil && a?.bachelorsByFamily != nil
        let graduates = reported ? (a?.bachelorsByFamily?[family] ?? 0) : nil
        let share = graduates.flatMap { g in a?.bachelorsAwarded.flatMap { $0 != 0 ? g / $0 : nil } }
        let prefix = "\(family)."
        let inField = detail?.tables?.majors?.rows.map { rows in programs(rows, prefix: prefix) }
        let top = (inField ?? []).filter { $0.first > 0 }
            .sorted { $0.first != $1.first ? $0.first > $1.first : $0.cip < $1.cip }.prefix(3)
            .map { (title: titles?.title($0.cip) ?? $0.cip, graduates: $0.first) }
        var change: (from: (year: Int, share: Double), to: (year: Int, share: Double))?
        if let window, let series = history?.series?["major_\(family)"], let end = series.value(in: window.to) {
            let start = (window.from...min(window.from + 2, window.to - 1)).first { series.value(in: $0) != nil }
            if let start, let from = series.value(in: start) { change = ((start, from), (window.to, end)) }
        }
        let rows = (detail?.tables?.programs?.rows ?? [:]).filter { $0.key.hasPrefix(prefix) }.sorted { $0.key < $1.key }
        let withData = rows.filter { $0.value.earnings?.y1 != nil || $0.value.earnings?.y4 != nil }
        let ranked = withData.map { cip, p -> (String, Double, Int) in
            (titles?.title(cip) ?? p.title ?? cip, p.earnings?.y4 ?? p.earnings?.y1 ?? 0, p.earnings?.y4 != nil ? 4 : 1)
        }.enumerated().sorted { $0.element.1 != $1.element.1 ? $0.element.1 > $1.element.1 : $0.offset < $1.offset }
        return Stat(
            graduates: graduates, share: share, secondMajors: inField.map { $0.reduce(0) { $0 + $1.second } },
            programCount: inField?.count, topPrograms: Array(top), shareChange: change,
            earnings1: weighted(withData.map { ($0.value.earnings?.y1, $0.value.graduates) }),
            earnings4: weighted(withData.map { ($0.value.earnings?.y4, $0.value.graduates) }),
            earnings4National: weighted(withData.filter { $0.value.earnings?.y4 != nil }.map {
                ($0.value.earnings?.y4National, $0.value.graduates)
            }),
            debt: weighted(rows.map { ($0.value.debtMedian, $0.value.graduates) }),
            programsWithData: withData.count, programsReported: rows.count,
            topEarner: ranked.count >= 2 ? (ranked[0].element.0, ranked[0].element.1, ranked[0].element.2) : nil)
    }
}
