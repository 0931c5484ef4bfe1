extension ExploreQuery {
    /// The values a dataset adds to the fixed vocabulary: the regions, states and conference codes its colleges have.
    public struct Known: Sendable, Hashable {
        public var regions: Set<String>
        public var states: Set<String>
        public var conferences: Set<Int>

        public init(regions: Set<String> = [], states: Set<String> = [], conferences: Set<Int> = []) {
            self.regions = regions
            self.states = states
            self.conferences = conferences
        }
    }

    /// How each parameter is read.
    enum Kind {
        case text, zip, radius, number, list([String]), trend(TrendIndicatorKind), flag(ExploreFlag)
        case aidForms, field, fieldMin, conference, sortBy, sortDir, view, chart, changes, page
    }

    /// Every Explore parameter and how it is read.
    static let kinds: [String: Kind] = {
        var kinds: [String: Kind] = [
            "q": .text, "near": .zip, "within": .radius, "aidForms": .aidForms, "field": .field, "fieldMin": .fieldMin,
            "conference": .conference, "sortBy": .sortBy, "sortDir": .sortDir, "view": .view, "chart": .chart,
            "changes": .changes, "page": .page,
            "policy": .list(ExploreVocabulary.policy.values), "types": .list(ExploreVocabulary.types.values),
            "sizes": .list(ExploreVocabulary.sizes.values), "balance": .list(ExploreVocabulary.balance.values),
            "setting": .list(ExploreVocabulary.setting.values), "research": .list(ExploreVocabulary.research.values),
            "designation": .list(ExploreVocabulary.designation.values), "faith": .list(ExploreVocabulary.faith.values),
            "faithGroup": .list(ExploreVocabulary.faithGroup.values),
            "division": .list(ExploreVocabulary.division.values), "rotc": .list(ExploreVocabulary.rotc.values),
            "greekCouncils": .list(ExploreVocabulary.greekCouncils.values), "fit": .list(ExploreVocabulary.fit.values),
            "regions": .list([]), "states": .list([]),
        ]
        for name in numberParameters { kinds[name] = .number }
        for kind in TrendIndicatorKind.allCases { kinds[kind.urlParameter] = .trend(kind) }
        for flag in ExploreFlag.allCases { kinds[flag.rawValue] = .flag(flag) }
        return kinds
    }()

    /// The numeric parameters.
    static let numberParameters = [
        "minAR", "maxAR", "minSAT", "maxSAT", "minACT", "maxACT", "minCost", "maxCost", "minEnroll", "maxEnroll",
        "minApplicants", "minUndergrads", "maxRatio", "minFullTimeFaculty", "minGreek", "minAidIncome", "income",
        "mySAT", "myACT",
    ]

    /// Reads decoded query pairs (in order). Never fails: whatever cannot be used is dropped and listed in
    /// ``ignored``.
    ///
    /// - Parameter known: regions, states and conference codes of the dataset (accepted besides the fixed lists).
    public static func parse(_ pairs: [ExplorePair], known: Known = Known()) -> ExploreQuery {
        var query = ExploreQuery()
        var counts: [String: Int] = [:]
        for pair in pairs { counts[pair.name, default: 0] += 1 }
        var reported = Set<String>()
        var usable: [ExplorePair] = []
        for pair in pairs {
            let repeated = (counts[pair.name] ?? 0) > 1
            if repeated || kinds[pair.name] == nil {
                if reported.insert(pair.name).inserted {
                    query.ignored.append(ExploreIgnored(
                        param: pair.name, value: pair.value, reason: repeated ? .repeated : .unknownParameter))
                }
                if repeated { continue }
            }
            guard !pair.value.isEmpty else { continue }
            usable.append(pair)
            if let kind = kinds[pair.name] { query.read(pair, kind, known: known) }
        }
        query.url = ExploreURL(pairs: usable)
        if query.field == nil, query.fieldMinGiven, let raw = query.url.value("fieldMin") {
            query.fieldMinGiven = false
            query.fieldMin = 1
            query.drop("fieldMin", raw, .needsField)
        }
        if query.sortBy == .priceAt, query.income == nil {
            query.sortBy = .applicants
            query.sortGiven = false
            query.drop("sortBy", SortKey.priceAt.rawValue, .needsIncome)
        }
        return query
    }

    /// Convenience for tuples.
    public static func parse(_ pairs: [(String, String)], known: Known = Known()) -> ExploreQuery {
        parse(pairs.map { ExplorePair(name: $0.0, value: $0.1) }, known: known)
    }

    mutating func drop(_ param: String, _ value: String, _ reason: ExploreIgnored.Reason) {
        ignored.append(ExploreIgnored(param: param, value: value, reason: reason))
    }

    private mutating func read(_ pair: ExplorePair, _ kind: Kind, known: Known) {
        let name = pair.name
        let raw = pair.value
        switch kind {
        case .text:
            let used = SearchIndex.usedQuery(raw)
            if used.isEmpty { drop(name, raw, .blank) } else { q = used }
        case .zip:
            if raw == "home" {
                nearHome = true
            } else if let zip = Self.zip(raw) {
                near = zip
            } else {
                drop(name, raw, .invalidZip)
            }
        case .radius:
            if let n = finite(name, raw), let r = ExploreVocabulary.radii.first(where: { Double($0) == n }) {
                within = r
                withinGiven = true
            } else if QueryNumber.parse(raw)?.isFinite == true {
                drop(name, raw, .unknownValue)
            }
        case .number:
            readNumber(name, raw)
        case let .list(allowed):
            let values = list(name, raw) { value in
                switch name {
                case "regions": ExploreVocabulary.regions.contains(value) || known.regions.contains(value)
                case "states": ExploreVocabulary.stateCodes.contains(value) || known.states.contains(value)
                default: allowed.contains(value)
                }
            }
            setList(name, values)
        case let .trend(kind):
            let values = list(name, raw) { ExploreVocabulary.directions.contains($0) }
            if !values.isEmpty { trends[kind] = values }
        case let .flag(flag):
            if raw == "1" { flags.insert(flag) } else { drop(name, raw, .notAFlag) }
        case .aidForms:
            let values = list(name, raw) { $0 == "no-css" }
            noCssProfile = !values.isEmpty
        case .field:
            if MajorFamilies.names[raw] != nil { field = raw } else { drop(name, raw, .unknownValue) }
        case .fieldMin:
            if let n = finite(name, raw) {
                fieldMin = max(1, n)
                fieldMinGiven = true
            }
        case .conference:
            guard let n = finite(name, raw) else { return }
            if n == n.rounded(), n > 0, n < 1e9, known.conferences.contains(Int(n)) {
                conference = Int(n)
            } else {
                drop(name, raw, .unknownValue)
            }
        case .sortBy:
            if let key = SortKey(rawValue: raw) {
                sortBy = key
                sortGiven = true
            } else {
                drop(name, raw, .unknownValue)
            }
        case .sortDir:
            if let dir = SortDirection(rawValue: raw) { sortDirGiven = dir } else { drop(name, raw, .unknownValue) }
        case .view:
            if let v = View(rawValue: raw) { view = v } else { drop(name, raw, .unknownValue) }
        case .chart:
            if let c = ChartTab(rawValue: raw) { chart = c } else { drop(name, raw, .unknownValue) }
        case .changes:
            if raw == "1" { changes = true } else { drop(name, raw, .notAFlag) }
        case .page:
            guard let n = QueryNumber.parse(raw), !n.isNaN else {
                drop(name, raw, .notANumber)
                return
            }
            let whole = n.rounded(.towardZero)
            page = whole >= 1 ? Int(min(whole, 1e9)) : 1
        }
    }

    /// A finite number, or nil after reporting it.
    private mutating func finite(_ name: String, _ raw: String) -> Double? {
        guard let n = QueryNumber.parse(raw), n.isFinite else {
            drop(name, raw, .notANumber)
            return nil
        }
        return n
    }

    private mutating func readNumber(_ name: String, _ raw: String) {
        guard let n = finite(name, raw) else { return }
        switch name {
        case "minAR": minAR = n
        case "maxAR": maxAR = n
        case "minSAT": minSAT = n
        case "maxSAT": maxSAT = n
        case "minACT": minACT = n
        case "maxACT": maxACT = n
        case "minCost": minCost = n
        case "maxCost": maxCost = n
        case "minEnroll": minEnroll = n
        case "maxEnroll": maxEnroll = n
        case "minApplicants": minApplicants = n
        case "minUndergrads": minUndergrads = n
        case "maxRatio": if n > 0 { maxRatio = n } else { drop(name, raw, .notANumber) }
        case "minFullTimeFaculty": minFullTimeFaculty = n
        case "minGreek": minGreek = n
        case "minAidIncome": if n > 0 { minAidIncome = n } else { drop(name, raw, .notANumber) }
        case "income": if n >= 0 { income = n } else { drop(name, raw, .notANumber) }
        case "mySAT": mySAT = n
        case "myACT": myACT = n
        default: break
        }
    }

    /// Comma-separated values: empty items skipped, repeats kept once, values `accepts` refuses reported.
    private mutating func list(_ name: String, _ raw: String, accepts: (String) -> Bool) -> [String] {
        var out: [String] = []
        for piece in raw.split(separator: ",", omittingEmptySubsequences: true) {
            let value = String(piece)
            guard !out.contains(value) else { continue }
            if accepts(value) { out.append(value) } else { drop(name, value, .unknownValue) }
        }
        return out
    }

    private mutating func setList(_ name: String, _ values: [String]) {
        switch name {
        case "policy": policy = values
        case "types": types = values
        case "sizes": sizes = values
        case "balance": balance = values
        case "setting": setting = values
        case "research": research = values
        case "designation": designation = values
        case "faith": faith = values
        case "faithGroup": faithGroup = values
        case "division": division = values
        case "rotc": rotc = values
        case "greekCouncils": greekCouncils = values
        case "regions": regions = values
        case "states": states = values
        case "fit": fit = values
        default: break
        }
    }

    /// The five digits of a ZIP (`02139`) or ZIP+4 (`02139-4307`); nil otherwise.
    static func zip(_ raw: String) -> String? {
        let b = Array(raw.utf8)
        func digits(_ r: Range<Int>) -> Bool { r.allSatisfy { b[$0] >= 48 && b[$0] <= 57 } }
        if b.count == 5, digits(0..<5) { return raw }
        if b.count == 10, digits(0..<5), b[5] == UInt8(ascii: "-"), digits(6..<10) { return String(raw.prefix(5)) }
        return nil
    }

    /// The list parameter `name` as parsed.
    public func list(_ name: String) -> [String] {
        switch name {
        case "policy": policy
        case "types": types
        case "sizes": sizes
        case "balance": balance
        case "setting": setting
        case "research": research
        case "designation": designation
        case "faith": faith
        case "faithGroup": faithGroup
        case "division": division
        case "rotc": rotc
        case "greekCouncils": greekCouncils
        case "regions": regions
        case "states": states
        case "fit": fit
        default:
            if let kind = TrendIndicatorKind.allCases.first(where: { $0.urlParameter == name }) { trends[kind] ?? [] } else { [] }
        }
    }
}
