import Domain
import QuadAPIModels

/// The active filter chips (screens-map §1.4), the Filters badge count and Reset.
enum ExploreActiveBuilder {
    /// Every filter in force as a chip whose link removes it, in panel order with the search first.
    static func chips(_ c: ExploreContext) -> [ActiveFilterChip] {
        let q = c.query
        var chips: [ActiveFilterChip] = []
        func add(_ key: String, _ label: String, removing names: [String]) {
            chips.append(ActiveFilterChip(key: key, label: label, remove: c.href { url in names.forEach { url.remove($0) } }))
        }
        func addList(_ param: String, _ choices: [ExploreChoice]?, label: (String) -> String = { $0 }) {
            let values = q.list(param)
            for value in values {
                let text = choices?.choice(value)?.chip ?? label(value)
                chips.append(ActiveFilterChip(key: "\(param):\(value)", label: text, remove: c.href { url in
                    url.setList(param, values.filter { $0 != value })
                }))
            }
        }
        func addFlag(_ flag: ExploreFlag) {
            if q.has(flag) { add(flag.rawValue, flag.label, removing: [flag.rawValue]) }
        }

        if let text = q.q { add("q", "\u{201C}\(text)\u{201D}", removing: ["q"]) }
        if let zip = q.near {
            var names = ["near", "within"]
            if q.sortBy == .distance { names += ["sortBy", "sortDir"] }
            add("near", "Within \(q.within) mi of \(zip)", removing: names)
        }
        if q.minAR != nil || q.maxAR != nil {
            add("ar", "Admit \(number(q.minAR ?? 0))\u{2013}\(number(q.maxAR ?? 100))%", removing: ["minAR", "maxAR"])
        }
        if q.minSAT != nil || q.maxSAT != nil {
            add("sat", "SAT \(q.minSAT.map(number) ?? "\u{2026}")\u{2013}\(number(q.maxSAT ?? 1600))", removing: ["minSAT", "maxSAT"])
        }
        if q.minACT != nil || q.maxACT != nil {
            add("act", "ACT \(q.minACT.map(number) ?? "\u{2026}")\u{2013}\(number(q.maxACT ?? 36))", removing: ["minACT", "maxACT"])
        }
        addList("policy", ExploreVocabulary.policy)
        if q.minCost != nil || q.maxCost != nil {
            let low = "$\(number(JSNumber.round((q.minCost ?? 0) / 1000)))K"
            let high = q.maxCost.map { "$\(number(JSNumber.round($0 / 1000)))K" } ?? "$80K+"
            add("cost", "Avg cost \(low)\u{2013}\(high)", removing: ["minCost", "maxCost"])
        }
        addFlag(.fewLoans)
        addFlag(.merit)
        if let income = q.income {
            var names = ["income"]
            if q.sortBy == .priceAt { names += ["sortBy", "sortDir"] }
            add("income", "Prices at \(SiteFormat.moneyCompact(income)) income", removing: names)
        }
        addFlag(.pellGap)
        for kind in TrendIndicatorKind.allCases {
            addList(kind.urlParameter, nil) { trendLabel(kind, $0) }
        }
        addList("types", ExploreVocabulary.types)
        addList("sizes", ExploreVocabulary.sizes)
        if q.minEnroll != nil || q.maxEnroll != nil {
            let label = switch (q.minEnroll, q.maxEnroll) {
            case let (low?, high?): "\(SiteFormat.num(low))\u{2013}\(SiteFormat.num(high)) undergrads"
            case let (low?, nil): "\(SiteFormat.num(low))+ undergrads"
            case let (nil, high?): "Up to \(SiteFormat.num(high)) undergrads"
            case (nil, nil): ""
            }
            add("enroll", label, removing: ["minEnroll", "maxEnroll"])
        }
        addList("balance", ExploreVocabulary.balance)
        addFlag(.fullTime)
        addFlag(.national)
        if q.noCssProfile { add("aidForms", "No CSS Profile", removing: ["aidForms"]) }
        addFlag(.intlAid)
        if let field = q.field, let name = MajorFamilies.names[field] {
            let label = q.fieldMin > 1 ? "\(name): \(number(q.fieldMin))+ graduates a year" : "\(name) graduates"
            add("field", label, removing: ["field", "fieldMin"])
        }
        addList("setting", ExploreVocabulary.setting)
        addList("research", ExploreVocabulary.research)
        addList("designation", ExploreVocabulary.designation)
        addFlag(.opportunity)
        addList("faith", ExploreVocabulary.faith)
        addList("faithGroup", ExploreVocabulary.faithGroup)
        addFlag(.lgbtqCenter)
        addFlag(.lgbtqHousing)
        addFlag(.lgbtqNondiscrimination)
        if let v = q.maxRatio { add("maxRatio", "\(number(v)) or fewer students per faculty", removing: ["maxRatio"]) }
        if let v = q.minFullTimeFaculty { add("minFullTimeFaculty", "\(number(v))%+ full-time faculty", removing: ["minFullTimeFaculty"]) }
        addList("division", ExploreVocabulary.division)
        if let code = q.conference {
            add("conference", c.index.conferenceNames[code] ?? "Conference \(code)", removing: ["conference"])
        }
        addFlag(.football)
        addList("rotc", ExploreVocabulary.rotc)
        addFlag(.ugResearch)
        addFlag(.studyAbroad)
        addFlag(.honors)
        for flag in [ExploreFlag.noLegacy, .noEssay, .gpaRequired, .gpa, .byRes, .oosEven, .transfers] { addFlag(flag) }
        if let v = q.minGreek { add("minGreek", "Greek life \(number(v))%+", removing: ["minGreek"]) }
        addList("greekCouncils", ExploreVocabulary.greekCouncils)
        for flag in [ExploreFlag.gapYear, .liveOn, .noFee, .guarantee] { addFlag(flag) }
        addList("regions", nil)
        addList("states", nil)
        if let v = q.minApplicants { add("minApplicants", "\(SiteFormat.num(v))+ applicants 10 years ago", removing: ["minApplicants"]) }
        if let v = q.minUndergrads { add("minUndergrads", "\(SiteFormat.num(v))+ undergrads 10 years ago", removing: ["minUndergrads"]) }
        if let v = q.mySAT { add("mySAT", "Fits SAT \(number(v))", removing: ["mySAT"]) }
        if let v = q.myACT { add("myACT", "Fits ACT \(number(v))", removing: ["myACT"]) }
        addList("fit", ExploreVocabulary.fit)
        return chips
    }

    /// "Cost: rising", "Applications: steady"; diversity and selectivity in their own words unless steady.
    static func trendLabel(_ kind: TrendIndicatorKind, _ value: String) -> String {
        guard let direction = TrendIndicator.Direction(rawValue: value) else { return value }
        let word = kind.word(direction)
        let ownWords = (kind == .diversity || kind == .selectivity) && direction != .steady
        return ownWords ? word : "\(kind.label): \(word.lowercased())"
    }

    /// The Filters badge: one per filter parameter in force, the admit-rate, SAT and cost pairs counting once (one
    /// chip each) while an enrollment or ACT pair counts twice, as on the site; the family income only prices the
    /// cards and does not count.
    static func count(_ chips: [ActiveFilterChip], query q: ExploreQuery) -> Int {
        var n = chips.filter { $0.key != "income" }.count
        if q.minEnroll != nil, q.maxEnroll != nil { n += 1 }
        if q.minACT != nil, q.maxACT != nil { n += 1 }
        return n
    }

    /// The URL without filters: only `sortBy`, `sortDir`, `view` and `income` stay (and not a distance sort, which
    /// needs `near`). Nil when no filter is in force.
    static func reset(_ c: ExploreContext, chips: [ActiveFilterChip]) -> String? {
        count(chips, query: c.query) > 0 ? resetHref(c) : nil
    }

    static func resetHref(_ c: ExploreContext) -> String {
        var kept = ExploreURL()
        for name in ["sortBy", "sortDir", "view", "income"] {
            guard let value = c.url.value(name) else { continue }
            if (name == "sortBy" || name == "sortDir"), c.url.value("sortBy") == SortKey.distance.rawValue { continue }
            kept.set(name, value)
        }
        return kept.href
    }

    /// A URL number as JavaScript prints it ("12", "12.5").
    static func number(_ v: Double) -> String {
        JSNumber.string(v)
    }
}
