/// "What fits me" (userdata-map §2.4): which colleges of the whole dataset fit a student's saved scores and
/// preferences. Explore's `fit=scores` / `fit=prefs` and `POST /me/fit` both read these sets.
///
/// A check is `in`, `out` or `unknown` (the college does not report what the check needs); only `in` colleges are
/// in a set, so a college without a reported range is left out either way.
///
/// ```swift
/// let student = FitCriteria(sat: 1450, act: nil)
/// let fit = StudentFit.explore(snapshot, student)   // ExploreFit(scores: [...], prefs: nil)
/// ```
public enum StudentFit {
    /// The outcome of one check for one college.
    public enum Outcome: Sendable, Hashable {
        case `in`, out, unknown
    }

    /// The two sets Explore filters by: a set only when the student has what it needs (scores, preferences).
    public static func explore(_ snapshot: DatasetSnapshot, _ student: FitCriteria) -> ExploreFit {
        ExploreFit(scores: student.hasScores ? Set(scoreIDs(snapshot, student)) : nil,
                   prefs: student.hasPreferences ? Set(preferenceIDs(snapshot, student)) : nil)
    }

    /// Unit ids, in dataset order, of the colleges that fit the SAT total or ACT composite: test-blind colleges
    /// always; otherwise a score inside the college's middle 50% of that test (the SAT range is the sum of the
    /// section ranges, as Explore's `mySAT` reads it). Empty without a score.
    public static func scoreIDs(_ snapshot: DatasetSnapshot, _ student: FitCriteria) -> [String] {
        guard student.hasScores else { return [] }
        let x = ExploreIndex.of(snapshot)
        let sat = student.sat.map(Double.init), act = student.act.map(Double.init)
        let blindCode = ExploreVocabulary.policy.firstIndex { $0.value == "blind" }.map(UInt8.init)
        var out: [String] = []
        for i in 0..<x.count {
            let satRange = x.satLow[i].isNaN || x.satHigh[i].isNaN ? nil : (x.satLow[i], x.satHigh[i])
            let actRange = x.actLow[i].isNaN || x.actHigh[i].isNaN ? nil : (x.actLow[i], x.actHigh[i])
            let blind = blindCode != nil && x.policy[i] == blindCode
            if ExploreRules.fitsScores(satRange: satRange, actRange: actRange, blind: blind, sat: sat, act: act) {
                out.append(snapshot.schools[i].unitID)
            }
        }
        return out
    }

    /// Unit ids, in dataset order, of the colleges that match every preference the student set.
    public static func preferenceIDs(_ snapshot: DatasetSnapshot, _ student: FitCriteria) -> [String] {
        snapshot.schools.filter { preferences($0, student) == .in }.map(\.unitID)
    }

    /// Whether `school` matches every preference set: sizes (undergraduates), settings (the campus setting group),
    /// states or regions, types, and the most the student would pay (the average paid by all first-years, else the
    /// sticker price). A blank preference is skipped; with none at all every college is `in`. One clear mismatch is
    /// `out` even when another preference cannot be checked; otherwise a preference the college does not report
    /// makes it `unknown`.
    public static func preferences(_ school: School, _ student: FitCriteria) -> Outcome {
        var checks: [Outcome] = []
        if !student.sizes.isEmpty {
            if let undergrads = school.demographics?.undergradEnrollment {
                checks.append(student.sizes.contains(Tiers.sizeBucket(undergrads).key) ? .in : .out)
            } else {
                checks.append(.unknown)
            }
        }
        if !student.settings.isEmpty {
            if let group = school.campus?.setting?.group {
                checks.append(student.settings.contains(group) ? .in : .out)
            } else {
                checks.append(.unknown)
            }
        }
        if !student.statesOrRegions.isEmpty {
            let place = [school.location.state] + (school.location.region.map { [$0] } ?? [])
            checks.append(place.contains(where: student.statesOrRegions.contains) ? .in : .out)
        }
        if !student.types.isEmpty { checks.append(student.types.contains(school.type) ? .in : .out) }
        if let most = student.maxAverageCost {
            if let price = school.cost?.avgPaidAll ?? school.cost?.costOfAttendance {
                checks.append(price <= most ? .in : .out)
            } else {
                checks.append(.unknown)
            }
        }
        if checks.contains(.out) { return .out }
        if checks.contains(.unknown) { return .unknown }
        return .in
    }
}

/// The parts of a student's profile the fit checks read.
public struct FitCriteria: Sendable, Hashable {
    /// SAT total, 400–1600.
    public var sat: Int?
    /// ACT composite, 1–36.
    public var act: Int?
    /// `small`, `medium`, `large`, `xl`.
    public var sizes: [String]
    /// `city`, `suburb`, `town`, `rural`.
    public var settings: [String]
    /// USPS codes or region names (a college matches its state or its region).
    public var statesOrRegions: [String]
    /// Dollars a year.
    public var maxAverageCost: Double?
    /// `public`, `private-nonprofit`, `private-forprofit`.
    public var types: [String]

    public init(sat: Int? = nil, act: Int? = nil, sizes: [String] = [], settings: [String] = [],
                statesOrRegions: [String] = [], maxAverageCost: Double? = nil, types: [String] = []) {
        self.sat = sat
        self.act = act
        self.sizes = sizes
        self.settings = settings
        self.statesOrRegions = statesOrRegions
        self.maxAverageCost = maxAverageCost
        self.types = types
    }

    /// A SAT total or an ACT composite is saved.
    public var hasScores: Bool { sat != nil || act != nil }

    /// At least one preference is saved.
    public var hasPreferences: Bool {
        !sizes.isEmpty || !settings.isEmpty || !statesOrRegions.isEmpty || !types.isEmpty || maxAverageCost != nil
    }
}
