/// The one-sentence comparative takeaway of each compare topic card (screens-map §4): the colleges compared with
/// each other, never with the nation; a clause names only the colleges that report its figure and reads ties as ties
/// (by the printed value); "both" / "all three" / "all four" when every college shares a fact; the comparative for two
/// colleges and the superlative for three or more.
public enum ComparativeTakeaway {
    /// The card's sentence for these colleges; nil with fewer than two colleges or nothing to compare.
    public static func sentence(_ topic: ProfileTopic, _ schools: [School], maxLength: Int = CompareWording.maxLength)
        -> String?
    {
        guard schools.count >= 2 else { return nil }
        let c = Colleges(schools)
        let clauses: [String?] = switch topic {
        case .admissions: admissions(c)
        case .students: students(c)
        case .academics: academics(c)
        case .cost: cost(c)
        case .outcomes: outcomes(c)
        case .history: history(c)
        }
        return CompareWording.sentence(clauses, maxLength: maxLength)
    }

    /// The compared colleges with their short names.
    struct Colleges {
        var schools: [School]
        var names: [String]

        init(_ schools: [School]) {
            self.schools = schools
            names = schools.map { SchoolShortName.of(id: $0.unitID, name: $0.name) }
        }

        var count: Int { schools.count }

        func possessive(_ i: Int) -> String { "\(names[i])'s" }

        func entries(_ metric: MetricKey) -> [CompareWording.Entry] {
            CompareWording.entries(schools.map { metric.value(of: $0) })
        }

        func who(_ group: [Int]) -> String {
            CompareWording.who(group, of: count, names: names)
        }

        func list(_ group: [Int]) -> String {
            CompareWording.listNames(group.map { names[$0] })
        }
    }

    // MARK: - Getting in

    /// Each college's acceptance rate, most selective first; then who doesn't report one, or whose yield is highest.
    static func admissions(_ c: Colleges) -> [String?] {
        let rates = c.entries(.acceptance).enumerated().sorted { a, b in
            a.element.value != b.element.value ? a.element.value < b.element.value : a.offset < b.offset
        }.map(\.element)
        guard !rates.isEmpty else {
            return [c.count == 2 ? "neither reports an acceptance rate"
                : "none of the \(CompareWording.word(c.count)) reports an acceptance rate"]
        }
        let listed = rates.enumerated().map { i, e in
            i == 0 ? "\(c.names[e.index]) admits \(SiteFormat.pctSmart(e.value))"
                : "\(c.names[e.index]) \(SiteFormat.pctSmart(e.value))"
        }.joined(separator: ", ")
        let missing = c.schools.indices.filter { c.schools[$0].admissions?.acceptanceRate == nil }
        let unrated = missing.isEmpty ? nil
            : "\(c.list(missing)) \(missing.count == 1 ? "doesn't" : "don't") report an acceptance rate"
        let withYield = c.entries(.yield)
        var yieldClause: String?
        if let y = CompareWording.leader(withYield, { SiteFormat.pct($0) }) {
            switch y.kind {
            case .one:
                yieldClause = withYield.count > 2 ? "\(c.possessive(y.top[0])) yield is highest at \(y.value)"
                    : "\(c.possessive(y.top[0])) yield is higher, at \(y.value)"
            case .some: yieldClause = "\(c.list(y.top)) share the highest yield, \(y.value)"
            case .all: yieldClause = "\(c.who(y.top)) have the same yield, \(y.value)"
            }
        }
        return [listed, unrated ?? yieldClause]
    }

    // MARK: - Students

    /// "twice", "six times": a size ratio in words when it is a whole number to one decimal (2 or more); nil
    /// otherwise.
    public static func timesInWords(_ ratio: Double) -> String? {
        let tenths = JSNumber.round(ratio * 10)
        guard tenths.truncatingRemainder(dividingBy: 10) == 0 else { return nil }
        let n = tenths / 10
        guard n >= 2 else { return nil }
        if n == 2 { return "twice" }
        let words = n < Double(CompareWording.numberWords.count) ? CompareWording.numberWords[Int(n)] : SiteFormat.num(n)
        return "\(words) times"
    }

    /// How the largest compares with the smallest, then who has the largest Pell share (one clause when it is the
    /// same college).
    static func students(_ c: Colleges) -> [String?] {
        let sizes = c.entries(.enrollment).filter { $0.value > 0 }
        var size: String?
        var subject: Int?
        if sizes.count >= 2 {
            let (lo, hi) = CompareWording.extremes(sizes)
            let ratio = hi.value / lo.value
            subject = ratio < 1.1 ? nil : ratio >= 20 ? lo.index : hi.index
            if ratio >= 20 {
                size = "\(c.names[lo.index]) has \(SiteFormat.num(lo.value)) undergrads to "
                    + "\(c.possessive(hi.index)) \(SiteFormat.num(hi.value))"
            } else if ratio >= 1.5 {
                size = timesInWords(ratio).map { "\(c.names[hi.index]) is \($0) \(c.possessive(lo.index)) size" }
                    ?? "\(c.names[hi.index]) has \(JSNumber.toFixed(ratio, 1))\u{00D7} as many undergrads as "
                    + c.names[lo.index]
            } else if ratio < 1.1 {
                let group = sizes.map(\.index)
                size = "\(sizes.count == 2 ? c.list(group) : c.who(group)) are about the same size"
            } else {
                size = "\(c.names[hi.index]) is a bit larger than \(c.names[lo.index]) (\(SiteFormat.num(hi.value)) vs. "
                    + "\(SiteFormat.num(lo.value)) undergrads)"
            }
        }
        let withPell = c.entries(.pell)
        let pell = CompareWording.leader(withPell, { SiteFormat.pct($0) })
        let largest = CompareWording.most(withPell.count, "largest", "larger")
        if let size, let pell, pell.kind == .one, pell.top[0] == subject {
            return ["\(size) and has the \(largest) Pell share"]
        }
        var pellClause: String?
        if let pell {
            switch pell.kind {
            case .one: pellClause = "\(c.names[pell.top[0]]) has the \(largest) Pell share"
            case .some: pellClause = "\(c.list(pell.top)) have the largest Pell shares"
            case .all: pellClause = "\(c.who(pell.top)) have the same Pell share, \(pell.value)"
            }
        } else if withPell.count == 1 {
            pellClause = CompareWording.onlyOne(c.names[withPell[0].index], "a Pell share", SiteFormat.pct(withPell[0].value))
        }
        return [size, pellClause]
    }
}
