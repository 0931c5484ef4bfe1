import QuadAPIModels

extension ExploreIndex {
    /// Evaluates every rule for every college of `snapshot` and counts the panel.
    public init(snapshot: DatasetSnapshot) {
        let schools = snapshot.statistics.schools
        let n = schools.count
        let stats = snapshot.statistics
        func column(_ key: MetricKey) -> [Double] { stats.columns[key.ordinal] }
        count = n
        acceptance = column(.acceptance)
        avgCost = column(.avgCost)
        undergrads = column(.enrollment)
        ratio = column(.studentFaculty)
        fullTimeFaculty = column(.facultyFullTime)
        applicants = column(.applicants).map { $0.isNaN ? 0 : $0 }

        var rows = Rows(count: n)
        var states: [String: UInt16] = [:]
        var regions: [String: UInt16] = [:]
        var stateNames: [String] = []
        var regionNames: [String] = []
        var conferenceNames: [Int: String] = [:]
        var reported = Set<String>()
        for i in 0..<n {
            rows.read(schools[i], at: i)
            let location = schools[i].location
            if let code = states[location.state] {
                rows.state[i] = code
            } else {
                states[location.state] = UInt16(stateNames.count)
                rows.state[i] = UInt16(stateNames.count)
                stateNames.append(location.state)
            }
            if let region = location.region {
                if let code = regions[region] {
                    rows.region[i] = code
                } else {
                    regions[region] = UInt16(regionNames.count)
                    rows.region[i] = UInt16(regionNames.count)
                    regionNames.append(region)
                }
            }
            for conf in [schools[i].campus?.athletics?.conference, schools[i].campus?.athletics?.footballConference] {
                if let conf, let code = conf.code, conferenceNames[code] == nil { conferenceNames[code] = conf.name ?? "Conference \(code)" }
            }
            if let a = schools[i].academics, a.bachelorsAwarded != nil, let byFamily = a.bachelorsByFamily {
                for family in byFamily.keys where MajorFamilies.names[family] != nil { reported.insert(family) }
            }
        }
        // Second pass for the families some college reports (0 at colleges that report majors without the family).
        let familyList = reported.sorted()
        var familyColumns = [[Double]](repeating: [Double](repeating: .nan, count: n), count: familyList.count)
        for i in 0..<n {
            guard let a = schools[i].academics, a.bachelorsAwarded != nil, let byFamily = a.bachelorsByFamily else { continue }
            for (f, family) in familyList.enumerated() { familyColumns[f][i] = byFamily[family] ?? 0 }
        }
        var families: [String: [Double]] = [:]
        for (f, family) in familyList.enumerated() { families[family] = familyColumns[f] }

        satLow = rows.satLow
        satHigh = rows.satHigh
        actLow = rows.actLow
        actHigh = rows.actHigh
        applicantsStart = rows.applicantsStart
        undergradsStart = rows.undergradsStart
        greekShare = rows.greekShare
        latitude = rows.latitude
        longitude = rows.longitude
        type = rows.type
        policy = rows.policy
        size = rows.size
        balance = rows.balance
        setting = rows.setting
        research = rows.research
        division = rows.division
        faith = rows.faith
        trends = rows.trends
        state = rows.state
        region = rows.region
        self.stateNames = stateNames
        self.regionNames = regionNames
        designations = rows.designations
        faithGroups = rows.faithGroups
        councils = rows.councils
        rotc = rows.rotc
        flags = rows.flags
        noCss = rows.noCss
        conference = rows.conference
        footballConference = rows.footballConference
        self.conferenceNames = conferenceNames
        graduates = families
        priceBands = rows.priceBands
        plainSources = rows.plainSources
        counts = ExplorePanelCounts()
        counts = Self.count(self, statistics: stats, typeOrder: rows.typeOrder)
    }

    /// Per-position values being filled in.
    private struct Rows {
        var satLow, satHigh, actLow, actHigh, applicantsStart, undergradsStart, greekShare, latitude, longitude: [Double]
        var type, policy, size, balance, setting, research, division, faith: [UInt8]
        var trends: [[UInt8]]
        var state, region: [UInt16]
        var designations, faithGroups: [UInt16]
        var councils, rotc: [UInt8]
        var flags: [UInt32]
        var noCss: [Bool]
        var conference, footballConference: [Int32]
        var priceBands: [Double]
        var plainSources: [Bool]
        /// Type codes in first-seen order.
        var typeOrder: [UInt8] = []

        init(count n: Int) {
            let nan = [Double](repeating: .nan, count: n)
            (satLow, satHigh, actLow, actHigh) = (nan, nan, nan, nan)
            (applicantsStart, undergradsStart, greekShare, latitude, longitude) = (nan, nan, nan, nan, nan)
            let none = [UInt8](repeating: ExploreIndex.none, count: n)
            (type, policy, size, balance, setting, research, division, faith) = (none, none, none, none, none, none, none, none)
            trends = [[UInt8]](repeating: none, count: TrendIndicatorKind.allCases.count)
            state = [UInt16](repeating: 0, count: n)
            region = [UInt16](repeating: .max, count: n)
            designations = [UInt16](repeating: 0, count: n)
            faithGroups = [UInt16](repeating: 0, count: n)
            councils = [UInt8](repeating: 0, count: n)
            rotc = [UInt8](repeating: 0, count: n)
            flags = [UInt32](repeating: 0, count: n)
            noCss = [Bool](repeating: false, count: n)
            conference = [Int32](repeating: 0, count: n)
            footballConference = [Int32](repeating: 0, count: n)
            priceBands = [Double](repeating: .nan, count: 4 * n)
            plainSources = [Bool](repeating: false, count: n)
        }

        mutating func read(_ s: School, at i: Int) {
            if let sat = Derived.satComposite(s) { (satLow[i], satHigh[i]) = (sat.lo, sat.hi) }
            if let act = s.admissions?.actComposite25_75 { (actLow[i], actHigh[i]) = (act.lo, act.hi) }
            if let from = s.trends?.applicants?.from { applicantsStart[i] = from }
            if let from = s.trends?.undergrads?.from { undergradsStart[i] = from }
            if let g = ExploreRules.greekShare(s) { greekShare[i] = g }
            if let lat = s.location.lat, let lng = s.location.lng, lat.isFinite, lng.isFinite {
                (latitude[i], longitude[i]) = (lat, lng)
            }
            type[i] = Self.code(s.type, ExploreVocabulary.types)
            if type[i] != ExploreIndex.none, !typeOrder.contains(type[i]) { typeOrder.append(type[i]) }
            policy[i] = Self.code(ExploreRules.policyBucket(s), ExploreVocabulary.policy)
            if let u = s.demographics?.undergradEnrollment, u.isFinite {
                size[i] = Self.code(Tiers.sizeBucket(u).key, ExploreVocabulary.sizes)
            }
            balance[i] = Self.code(ExploreRules.balance(s), ExploreVocabulary.balance)
            setting[i] = Self.code(s.campus?.setting?.group, ExploreVocabulary.setting)
            research[i] = Self.code(s.campus?.carnegie?.research, ExploreVocabulary.research)
            division[i] = Self.code(ExploreRules.division(s), ExploreVocabulary.division)
            faith[i] = Self.code(FaithFamily.of(s), ExploreVocabulary.faith)
            for (k, kind) in TrendIndicatorKind.allCases.enumerated() {
                if let reading = TrendIndicators.reading(s, kind) {
                    trends[k][i] = UInt8(ExploreVocabulary.directions.firstIndex(of: reading.direction.rawValue)!)
                }
            }
            designations[i] = UInt16(Self.mask(ExploreRules.designations(s), ExploreVocabulary.designation))
            faithGroups[i] = UInt16(Self.mask(ExploreRules.directoryKeys(s, "faith"), ExploreVocabulary.faithGroup))
            councils[i] = UInt8(Self.mask(ExploreRules.directoryKeys(s, "greek"), ExploreVocabulary.greekCouncils))
            rotc[i] = UInt8(Self.mask(s.campus?.programs?.rotc ?? [], ExploreVocabulary.rotc))
            var bits: UInt32 = 0
            for flag in ExploreFlag.allCases where ExploreRules.flag(flag, s) { bits |= flag.bit }
            flags[i] = bits
            noCss[i] = ExploreRules.noCssProfile(s)
            conference[i] = Int32(clamping: s.campus?.athletics?.conference?.code ?? 0)
            footballConference[i] = Int32(clamping: s.campus?.athletics?.footballConference?.code ?? 0)
            if let bands = s.cost?.netPriceByIncome {
                for b in 0..<min(4, bands.count) { if let v = bands[b], v.isFinite { priceBands[4 * i + b] = v } }
            }
            plainSources[i] = Lineage.isPlain(s) && s.reported == nil && s.cds == nil
        }

        static func code(_ value: String?, _ choices: [ExploreChoice]) -> UInt8 {
            guard let value, let i = choices.firstIndex(where: { $0.value == value }) else { return ExploreIndex.none }
            return UInt8(i)
        }

        static func mask(_ values: [String], _ choices: [ExploreChoice]) -> Int {
            var m = 0
            for v in values {
                if let i = choices.firstIndex(where: { $0.value == v }) { m |= 1 << i }
            }
            return m
        }
    }
}
