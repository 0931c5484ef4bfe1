extension ComparativeTakeaway {
    // MARK: - Academics

    /// A program title for a sentence: "Finance, General" reads "Finance"; "…, Other" drops ", Other".
    public static func majorInSentence(_ title: String) -> String {
        let collapsed = title.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        for suffix in [", General", ", Other"] where collapsed.hasSuffix(suffix) {
            return String(collapsed.dropLast(suffix.count))
        }
        return collapsed
    }

    /// "7 students per faculty member", "1 student per faculty member".
    static func perFaculty(_ n: Double) -> String {
        "\(SiteFormat.num(n)) \(n == 1 ? "student" : "students") per faculty member"
    }

    /// Which top major leads where, then the fewest and most students per faculty member.
    static func academics(_ c: Colleges) -> [String?] {
        var groups: [(title: String, members: [Int])] = []
        for (i, s) in c.schools.enumerated() {
            guard let top = s.academics?.majorsTop?.first, let raw = top.title else { continue }
            let title = majorInSentence(raw)
            if let g = groups.firstIndex(where: { $0.title == title }) {
                groups[g].members.append(i)
            } else {
                groups.append((title, [i]))
            }
        }
        var majors: String?
        if groups.count == 1 {
            majors = "\(groups[0].title) leads at \(c.who(groups[0].members))"
        } else if groups.count > 1 {
            majors = CompareWording.listClauses(groups.enumerated().map { i, g in
                "\(g.title)\(i == 0 ? " leads" : "") at \(c.list(g.members))"
            })
        }
        let ratios = c.entries(.studentFaculty)
        var ratio: String?
        if ratios.count == 1 {
            ratio = CompareWording.onlyOne(c.names[ratios[0].index], "a student-to-faculty ratio",
                                           SiteFormat.ratio(ratios[0].value))
        } else if ratios.count >= 2 {
            let (lo, hi) = CompareWording.extremes(ratios)
            ratio = lo.value == hi.value
                ? "\(c.who(ratios.map(\.index))) have \(perFaculty(lo.value))"
                : "\(c.names[lo.index]) has \(perFaculty(lo.value)) to \(c.possessive(hi.index)) \(SiteFormat.num(hi.value))"
        }
        return [majors, ratio]
    }

    // MARK: - Cost & aid

    /// How much less the cheapest costs than the most expensive, then whose grants cover the most of its price (one
    /// clause when it is the same college).
    static func cost(_ c: Colleges) -> [String?] {
        let costs = c.entries(.avgCost)
        var cost: String?
        var subject: Int?
        if costs.count == 1 {
            cost = CompareWording.onlyOne(c.names[costs[0].index], "an average cost", SiteFormat.moneyCompact(costs[0].value))
        } else if costs.count >= 2 {
            let (lo, hi) = CompareWording.extremes(costs)
            if hi.value - lo.value < 1000 {
                let group = costs.map(\.index)
                cost = "\(costs.count == 2 ? c.list(group) : c.who(group)) cost about the same a year on average"
            } else {
                cost = "\(c.names[lo.index]) costs about \(SiteFormat.moneyCompact(hi.value - lo.value)) less a year than "
                    + "\(c.names[hi.index]) on average"
                subject = lo.index
            }
        }
        let withAid = c.entries(.aidGenerosity)
        let aid = CompareWording.leader(withAid, { SiteFormat.pct($0) })
        let largest = CompareWording.most(withAid.count, "largest", "larger")
        if let cost, let aid, aid.kind == .one, aid.top[0] == subject {
            return ["\(cost), and its grants cover the \(largest) share of its price"]
        }
        var aidClause: String?
        if let aid {
            switch aid.kind {
            case .one: aidClause = "\(c.possessive(aid.top[0])) grants cover the \(largest) share of its price"
            case .some: aidClause = "grants cover the largest share of the price at \(c.list(aid.top))"
            case .all: aidClause = "grants cover the same share of the price at \(c.who(aid.top)), \(aid.value)"
            }
        }
        return [cost, aidClause]
    }

    // MARK: - Outcomes

    /// Where former students earn the most, then six-year graduation (a floor every college clears, or the range).
    static func outcomes(_ c: Colleges) -> [String?] {
        let earnings = c.entries(.earnings)
        let after = "ten years after enrolling"
        var earn: String?
        if earnings.count == 1 {
            earn = "\(c.possessive(earnings[0].index)) former students earn a median "
                + "\(SiteFormat.moneyCompact(earnings[0].value)) \(after)"
        } else if let top = CompareWording.leader(earnings, SiteFormat.moneyCompact) {
            switch top.kind {
            case .one:
                earn = "\(c.possessive(top.top[0])) former students earn \(CompareWording.most(earnings.count, "the most", "more")), "
                    + "a median \(top.value) \(after)"
            case .some: earn = "former students earn the most at \(c.list(top.top)), a median \(top.value) \(after)"
            case .all: earn = "former students earn about the same at \(c.who(top.top)), a median \(top.value) \(after)"
            }
        }
        let rates = c.entries(.gradRate)
        var grad: String?
        if rates.count == 1 {
            grad = CompareWording.onlyOne(c.names[rates[0].index], "a graduation rate", SiteFormat.pct(rates[0].value))
        } else if rates.count >= 2 {
            let (lo, hi) = CompareWording.extremes(rates)
            let group = rates.map(\.index)
            let subject = group.count == c.count ? CompareWording.everyOne(group.count)
                : "\(c.list(group)) \(group.count == 2 ? "both" : "all")"
            // A floor every college clears, in tens of the rates as printed.
            let floor = (JSNumber.round(lo.value * 100) / 10 + 1e-9).rounded(.down) / 10
            if hi.value - lo.value <= 0.2 && floor >= 0.5 {
                let bound = SiteFormat.pct(lo.value) == SiteFormat.pct(floor) ? "at least" : "more than"
                grad = "\(subject) graduate \(bound) \(SiteFormat.pct(floor)) within six years"
            } else if SiteFormat.pct(hi.value) == SiteFormat.pct(lo.value) {
                grad = "\(subject) graduate \(SiteFormat.pct(hi.value)) within six years"
            } else {
                grad = "six-year graduation runs from \(SiteFormat.pct(hi.value)) at \(c.names[hi.index]) to "
                    + "\(SiteFormat.pct(lo.value)) at \(c.names[lo.index])"
            }
        }
        return [earn, grad]
    }
}
