import QuadAPIModels

extension ComparativeTakeaway {
    /// The colleges by the direction of one ten-year indicator, in compare order; colleges without it left out.
    static func byDirection(_ c: Colleges, _ kind: TrendIndicatorKind) -> [TrendIndicator.Direction: [Int]] {
        var out: [TrendIndicator.Direction: [Int]] = [:]
        for (i, s) in c.schools.enumerated() {
            if let r = TrendIndicators.reading(s, kind) { out[r.direction, default: []].append(i) }
        }
        return out
    }

    /// Where applications grew, held or fell; then who got more or less selective.
    static func history(_ c: Colleges) -> [String?] {
        let apps = byDirection(c, .applications)
        let verbs: [TrendIndicator.Direction: String] = [.up: "grew", .steady: "held steady", .down: "fell"]
        let appGroups = [TrendIndicator.Direction.up, .steady, .down].filter { !(apps[$0] ?? []).isEmpty }
        var applications: String?
        switch appGroups.count {
        case 1: applications = "applications \(verbs[appGroups[0]]!) at \(c.who(apps[appGroups[0]]!))"
        case 2:
            applications = "applications \(verbs[appGroups[0]]!) at \(c.list(apps[appGroups[0]]!)) but "
                + "\(verbs[appGroups[1]]!) at \(c.list(apps[appGroups[1]]!))"
        case 3:
            applications = "applications grew at \(c.list(apps[.up]!)), held steady at \(c.list(apps[.steady]!)), and "
                + "fell at \(c.list(apps[.down]!))"
        default: break
        }
        let sel = byDirection(c, .selectivity)
        let names = { (d: TrendIndicator.Direction) in c.list(sel[d] ?? []) }
        let selGroups = [TrendIndicator.Direction.up, .down, .steady].filter { !(sel[$0] ?? []).isEmpty }
        // One college with history: one clause about it ("Applications grew at Harvard, whose selectivity held steady").
        let only = appGroups.count == 1 && apps[appGroups[0]]!.count == 1 ? apps[appGroups[0]]![0] : nil
        if let applications, let only, selGroups.count == 1, sel[selGroups[0]]!.count == 1, sel[selGroups[0]]![0] == only {
            let d = selGroups[0]
            return ["\(applications), " + (d == .steady ? "whose selectivity held steady"
                : "which got \(d == .up ? "more" : "less") selective")]
        }
        var selectivity: String?
        switch selGroups.count {
        case 1:
            let d = selGroups[0]
            let group = c.who(sel[d]!)
            selectivity = d == .steady ? "selectivity held steady at \(group)" : "\(group) got \(d == .up ? "more" : "less") selective"
        case 2:
            if !(sel[.steady] ?? []).isEmpty {
                let moved = selGroups[0]
                selectivity = "\(names(moved)) got \(moved == .up ? "more" : "less") selective while \(names(.steady)) held steady"
            } else {
                // The smaller group first (more selective on a tie).
                let (first, second): (TrendIndicator.Direction, TrendIndicator.Direction) =
                    sel[.down]!.count < sel[.up]!.count ? (.down, .up) : (.up, .down)
                selectivity = "\(names(first)) got \(first == .up ? "more" : "less") selective while \(names(second)) got "
                    + (second == .up ? "more" : "less")
            }
        case 3:
            selectivity = "\(names(.up)) got more selective, \(names(.down)) less, and \(names(.steady)) held steady"
        default: break
        }
        return [applications, selectivity]
    }
}
