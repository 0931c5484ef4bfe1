/// A query compiled against one dataset's ``ExploreIndex``: each active filter as a set of codes, a mask or a
/// bound, checked per position. Filters combine with AND; values within one list parameter with OR.
struct ExploreFilter {
    let index: ExploreIndex
    let schools: [School]
    let query: ExploreQuery

    private let states: CodeSet?
    private let regions: CodeSet?
    private let types: CodeSet?
    private let sizes: CodeSet?
    private let policy: CodeSet?
    private let balance: CodeSet?
    private let setting: CodeSet?
    private let research: CodeSet?
    private let division: CodeSet?
    private let faith: CodeSet?
    private let designationMask: UInt16
    private let faithGroupMask: UInt16
    private let councilMask: UInt8
    private let rotcMask: UInt8
    private let trendSets: [(Int, CodeSet)]
    private let flagMask: UInt32
    private let graduates: [Double]?
    private let fieldMissing: Bool
    private let origin: GeoPoint?
    private let fitSets: [Set<String>]

    /// - Parameters:
    ///   - origin: the resolved `near` point (nil: no distance filter).
    ///   - fitSets: the id sets of the `fit` values that apply.
    init(query: ExploreQuery, index: ExploreIndex, schools: [School], origin: GeoPoint?, fitSets: [Set<String>]) {
        self.index = index
        self.schools = schools
        self.query = query
        self.origin = origin
        self.fitSets = fitSets
        func codes(_ values: [String], _ choices: [ExploreChoice]) -> CodeSet? {
            values.isEmpty ? nil : CodeSet(values.compactMap { v in choices.firstIndex { $0.value == v } })
        }
        func names(_ values: [String], _ table: [String]) -> CodeSet? {
            values.isEmpty ? nil : CodeSet(values.compactMap { v in table.firstIndex(of: v) })
        }
        func mask(_ values: [String], _ choices: [ExploreChoice]) -> Int {
            values.reduce(0) { m, v in m | (choices.firstIndex { $0.value == v }.map { 1 << $0 } ?? 0) }
        }
        states = names(query.states, index.stateNames)
        regions = names(query.regions, index.regionNames)
        types = codes(query.types, ExploreVocabulary.types)
        sizes = codes(query.sizes, ExploreVocabulary.sizes)
        policy = codes(query.policy, ExploreVocabulary.policy)
        balance = codes(query.balance, ExploreVocabulary.balance)
        setting = codes(query.setting, ExploreVocabulary.setting)
        research = codes(query.research, ExploreVocabulary.research)
        division = codes(query.division, ExploreVocabulary.division)
        faith = codes(query.faith, ExploreVocabulary.faith)
        designationMask = UInt16(mask(query.designation, ExploreVocabulary.designation))
        faithGroupMask = UInt16(mask(query.faithGroup, ExploreVocabulary.faithGroup))
        councilMask = UInt8(mask(query.greekCouncils, ExploreVocabulary.greekCouncils))
        rotcMask = UInt8(mask(query.rotc, ExploreVocabulary.rotc))
        trendSets = TrendIndicatorKind.allCases.enumerated().compactMap { k, kind in
            guard let dirs = query.trends[kind], !dirs.isEmpty else { return nil }
            return (k, CodeSet(dirs.compactMap { d in ExploreVocabulary.directions.firstIndex(of: d) }))
        }
        flagMask = query.flags.reduce(0) { $0 | $1.bit }
        if let field = query.field {
            graduates = index.graduates[field]
            fieldMissing = index.graduates[field] == nil
        } else {
            graduates = nil
            fieldMissing = false
        }
    }

    /// Whether the college at `i` passes every active filter.
    func matches(_ i: Int) -> Bool {
        matches(i, index, query)
    }

    /// The check itself; `x` and `q` are borrowed, so no array of the index is retained per college.
    private func matches(_ i: Int, _ x: borrowing ExploreIndex, _ q: borrowing ExploreQuery) -> Bool {
        if let states, !states.contains(x.state[i]) { return false }
        if let regions, !regions.contains(x.region[i]) { return false }
        if let types, !types.contains(x.type[i]) { return false }
        if let sizes, !sizes.contains(x.size[i]) { return false }
        if let v = q.minAR, !(x.acceptance[i] >= v / 100) { return false }
        if let v = q.maxAR, !(x.acceptance[i] <= v / 100) { return false }
        if let v = q.minSAT, !(x.satHigh[i] >= v) { return false }
        if let v = q.maxSAT, !(x.satLow[i] <= v) { return false }
        if let v = q.minACT, !(x.actHigh[i] >= v) { return false }
        if let v = q.maxACT, !(x.actLow[i] <= v) { return false }
        if let v = q.minCost, !(x.avgCost[i] >= v) { return false }
        if let v = q.maxCost, !(x.avgCost[i] <= v) { return false }
        if let v = q.minEnroll, !(x.undergrads[i] >= v) { return false }
        if let v = q.maxEnroll, !(x.undergrads[i] <= v) { return false }
        if let v = q.maxRatio, !(x.ratio[i] <= v) { return false }
        if let v = q.minFullTimeFaculty, !(x.fullTimeFaculty[i] >= v / 100) { return false }
        for (k, wanted) in trendSets where !wanted.contains(x.trends[k][i]) { return false }
        if let balance, !balance.contains(x.balance[i]) { return false }
        if let policy, !policy.contains(x.policy[i]) { return false }
        if flagMask != 0, x.flags[i] & flagMask != flagMask { return false }
        if q.field != nil {
            guard !fieldMissing, let graduates, graduates[i] >= max(1, q.fieldMin) else { return false }
        }
        if let v = q.minGreek, !(x.greekShare[i] >= v / 100) { return false }
        if let setting, !setting.contains(x.setting[i]) { return false }
        if let research, !research.contains(x.research[i]) { return false }
        if designationMask != 0, x.designations[i] & designationMask == 0 { return false }
        if let faith, !faith.contains(x.faith[i]) { return false }
        if faithGroupMask != 0, x.faithGroups[i] & faithGroupMask == 0 { return false }
        if councilMask != 0, x.councils[i] & councilMask == 0 { return false }
        if let division, !division.contains(x.division[i]) { return false }
        if let c = q.conference, Int(x.conference[i]) != c, Int(x.footballConference[i]) != c { return false }
        if rotcMask != 0, x.rotc[i] & rotcMask == 0 { return false }
        if q.noCssProfile, !x.noCss[i] { return false }
        if let v = q.minApplicants, !(x.applicantsStart[i] >= v) { return false }
        if let v = q.minUndergrads, !(x.undergradsStart[i] >= v) { return false }
        if q.mySAT != nil || q.myACT != nil {
            let sat = x.satLow[i].isNaN ? nil : (x.satLow[i], x.satHigh[i])
            let act = x.actLow[i].isNaN ? nil : (x.actLow[i], x.actHigh[i])
            let blind = x.policy[i] != ExploreIndex.none && ExploreVocabulary.policy[Int(x.policy[i])].value == "blind"
            guard ExploreRules.fitsScores(satRange: sat, actRange: act, blind: blind, sat: q.mySAT, act: q.myACT) else {
                return false
            }
        }
        if let origin {
            guard x.hasLocation(i),
                  origin.miles(to: GeoPoint(latitude: x.latitude[i], longitude: x.longitude[i])) <= Double(q.within)
            else { return false }
        }
        if !fitSets.isEmpty {
            let id = schools[i].unitID
            for ids in fitSets where !ids.contains(id) { return false }
        }
        return true
    }
}

/// A set of small codes (vocabulary positions, state and region numbers) as a bit table: membership is one load.
/// The "none" code (255, or 65535 for places) is never a member.
struct CodeSet {
    private var bits: [UInt64]

    init(_ codes: [Int]) {
        bits = [UInt64](repeating: 0, count: (codes.max() ?? 0) / 64 + 1)
        for c in codes where c >= 0 { bits[c >> 6] |= 1 << UInt64(c & 63) }
    }

    func contains(_ code: UInt8) -> Bool { contains(Int(code)) }
    func contains(_ code: UInt16) -> Bool { contains(Int(code)) }

    func contains(_ code: Int) -> Bool {
        let word = code >> 6
        return word < bits.count && bits[word] & (1 << UInt64(code & 63)) != 0
    }
}
