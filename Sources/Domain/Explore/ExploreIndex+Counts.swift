extension ExploreIndex {
    /// The panel's counts over every college.
    static func count(_ x: ExploreIndex, statistics: DatasetStatistics, typeOrder: [UInt8]) -> ExplorePanelCounts {
        var c = ExplorePanelCounts()
        var stateCounts = [Int](repeating: 0, count: x.stateNames.count)
        var regionCounts = [Int](repeating: 0, count: x.regionNames.count)
        for i in 0..<x.count {
            stateCounts[Int(x.state[i])] += 1
            if x.region[i] != .max { regionCounts[Int(x.region[i])] += 1 }
        }
        c.states = Self.sortedTallies(x.stateNames, stateCounts)
        c.regions = Self.sortedTallies(x.regionNames, regionCounts)
        let typeCounts = tally(x.type, ExploreVocabulary.types)
        c.types = typeOrder.map { code in
            let value = ExploreVocabulary.types[Int(code)].value
            return ExplorePanelCounts.Tally(value: value, count: typeCounts[value] ?? 0)
        }

        c.lists["policy"] = tally(x.policy, ExploreVocabulary.policy)
        c.lists["sizes"] = tally(x.size, ExploreVocabulary.sizes)
        c.lists["balance"] = tally(x.balance, ExploreVocabulary.balance)
        c.lists["setting"] = tally(x.setting, ExploreVocabulary.setting)
        c.lists["research"] = tally(x.research, ExploreVocabulary.research)
        c.lists["division"] = tally(x.division, ExploreVocabulary.division)
        c.lists["faith"] = tally(x.faith, ExploreVocabulary.faith)
        c.lists["designation"] = bits(x.designations.map(Int.init), ExploreVocabulary.designation)
        c.lists["faithGroup"] = bits(x.faithGroups.map(Int.init), ExploreVocabulary.faithGroup)
        c.lists["greekCouncils"] = bits(x.councils.map(Int.init), ExploreVocabulary.greekCouncils)
        c.lists["rotc"] = bits(x.rotc.map(Int.init), ExploreVocabulary.rotc)
        for (k, kind) in TrendIndicatorKind.allCases.enumerated() {
            var byDirection: [String: Int] = [:]
            for d in ExploreVocabulary.directions { byDirection[d] = 0 }
            for code in x.trends[k] where code != ExploreIndex.none {
                byDirection[ExploreVocabulary.directions[Int(code)], default: 0] += 1
            }
            c.trends[kind] = byDirection
        }
        for flag in ExploreFlag.allCases {
            c.flags[flag] = x.flags.reduce(0) { $0 + ($1 & flag.bit != 0 ? 1 : 0) }
        }
        c.noCss = x.noCss.reduce(0) { $0 + ($1 ? 1 : 0) }
        for (family, column) in x.graduates {
            c.fields[family] = ExploreVocabulary.fieldMinOptions.map { min in column.reduce(0) { $0 + ($1 >= min ? 1 : 0) } }
        }
        c.maxRatio = ExploreVocabulary.maxRatioOptions.map { cap in x.ratio.reduce(0) { $0 + ($1 <= cap ? 1 : 0) } }
        c.minFullTimeFaculty = ExploreVocabulary.minFullTimeFacultyOptions.map { pct in
            x.fullTimeFaculty.reduce(0) { $0 + ($1 >= pct / 100 ? 1 : 0) }
        }
        c.minGreek = ExploreVocabulary.minGreekOptions.map { pct in x.greekShare.reduce(0) { $0 + ($1 >= pct / 100 ? 1 : 0) } }
        c.acceptanceBins = statistics.histogram(.acceptance, bins: 20, lower: 0, upper: 1)
        c.satBins = statistics.histogram(.sat, bins: 32, lower: 800, upper: 1600)
        c.costBins = statistics.histogram(.avgCost, bins: 32, lower: 0, upper: 80_000)
        c.ratioReporters = statistics.reportingCount(.studentFaculty)
        c.fullTimeFacultyReporters = statistics.reportingCount(.facultyFullTime)
        return c
    }

    private static func sortedTallies(_ names: [String], _ counts: [Int]) -> [ExplorePanelCounts.Tally] {
        zip(names, counts).map { ExplorePanelCounts.Tally(value: $0.0, count: $0.1) }
            .sorted { $0.value.utf16.lexicographicallyPrecedes($1.value.utf16) }
    }

    private static func tally(_ codes: [UInt8], _ choices: [ExploreChoice]) -> [String: Int] {
        var counts = [Int](repeating: 0, count: choices.count)
        for code in codes where code != ExploreIndex.none { counts[Int(code)] += 1 }
        var out: [String: Int] = [:]
        for (i, choice) in choices.enumerated() { out[choice.value] = counts[i] }
        return out
    }

    private static func bits(_ masks: [Int], _ choices: [ExploreChoice]) -> [String: Int] {
        var out: [String: Int] = [:]
        for (i, choice) in choices.enumerated() { out[choice.value] = masks.reduce(0) { $0 + ($1 & (1 << i) != 0 ? 1 : 0) } }
        return out
    }
}
