import Domain
import Foundation

/// `history/facts.json` (the site's `TrendFacts`, dataset-map §6.3): the reference file's national facts (price gap,
/// harder to get in, test-optional) as they are, and the two facts the reference copy predates computed over the
/// generated colleges, each on a fixed panel of the colleges reporting both ends:
///
/// - `legacy`: colleges considering legacy status (`factor_legacy` code required or considered) in fall 2022, when
///   IPEDS began asking, and in the newest fall; how many stopped and started; the share considering it each fall.
/// - `majors`: each two-digit CIP family's share of first-major bachelor's degrees at both ends of the ten-year
///   academic window, ordered by the change in points, the biggest gain first (ties by family code).
struct FixtureFacts: Sendable {
    /// First fall IPEDS asked about legacy status.
    static let legacyFrom = 2022
    /// The majors window: ten academic years to the latest.
    static let majorsTo = FixtureSeries.latestAcademic
    static let majorsFrom = FixtureSeries.latestAcademic - FixtureSeries.window

    /// What one college adds.
    struct Member: Sendable {
        /// `factor_legacy` codes, fall ``legacyFrom`` to the latest fall.
        var legacy: [Double?]
        /// First-major bachelor's degrees by family at the window's two ends; empty without degrees at both.
        var majors: [String: (from: Double, to: Double)]
    }

    /// How a field's share moved over the window nationally: its degrees ten years earlier, relative to now (the
    /// fixture's assumption, after the site's research: computer science, psychology and biology up; the social
    /// sciences, English, history and education down).
    static let earlierWeight: [String: Double] = [
        "11": 0.6, "42": 0.85, "26": 0.88, "51": 0.95, "45": 1.15, "23": 1.4, "54": 1.35, "13": 1.2, "50": 1.1,
    ]

    /// The member of a generated college: legacy codes from its history, and its degrees by family now and (drawn
    /// from its own stream) ten years earlier.
    static func member(history: FixtureHistory, majors: [(cip: String, first: Double, second: Double)],
                       rng: inout FixtureRandom) -> Member {
        let legacy = (legacyFrom...FixtureSeries.latestFall).map { history.value("factor_legacy", $0) }
        var now: [String: Double] = [:]
        for m in majors where m.first > 0 { now[String(m.cip.prefix(2)), default: 0] += m.first }
        let families = now.keys.sorted()
        let total = families.reduce(0) { $0 + now[$1]! }
        guard total > 0 else { return Member(legacy: legacy, majors: [:]) }
        let weights = families.map { now[$0]! * (earlierWeight[$0] ?? 1) * rng.range(0.8, 1.2) }
        let earlier = FixtureCollege.allocate(max(1, (total * rng.range(0.85, 1.05)).rounded()), weights: weights)
        var out: [String: (from: Double, to: Double)] = [:]
        for (family, from) in zip(families, earlier) { out[family] = (from, now[family]!) }
        return Member(legacy: legacy, majors: out)
    }

    private var members: [Member] = []

    /// Adds one college.
    mutating func add(_ m: Member) {
        members.append(m)
    }

    /// Code 1 (required) or 5 (considered but not required) means the college weighs it.
    static func considers(_ code: Double) -> Bool {
        code == 1 || code == 5
    }

    /// The `legacy` block; null without a college reporting both ends.
    func legacy() -> FixtureValue {
        let panel = members.filter { $0.legacy.first! != nil && $0.legacy.last! != nil }
        guard !panel.isEmpty else { return .null }
        let was = panel.filter { Self.considers($0.legacy.first!!) }.count
        let now = panel.filter { Self.considers($0.legacy.last!!) }.count
        let stopped = panel.filter { Self.considers($0.legacy.first!!) && !Self.considers($0.legacy.last!!) }.count
        let started = panel.filter { !Self.considers($0.legacy.first!!) && Self.considers($0.legacy.last!!) }.count
        let byYear: [Double?] = panel[0].legacy.indices.map { i in
            let reporting = panel.compactMap { $0.legacy[i] }
            guard !reporting.isEmpty else { return nil }
            return FixtureRound.four(Double(reporting.filter(Self.considers).count) / Double(reporting.count))
        }
        return .obj([
            "from": .int(Self.legacyFrom), "to": .int(FixtureSeries.latestFall), "n": .int(panel.count),
            "consideredFrom": .int(was), "consideredTo": .int(now), "stopped": .int(stopped), "started": .int(started),
            "byYear": .numbers(byYear),
        ])
    }

    /// The `majors` block; null without a college awarding degrees at both ends.
    func majors() -> FixtureValue {
        let panel = members.filter { !$0.majors.isEmpty }
        guard !panel.isEmpty else { return .null }
        var from: [String: Double] = [:], to: [String: Double] = [:]
        for m in panel {
            for (family, counts) in m.majors {
                from[family, default: 0] += counts.from
                to[family, default: 0] += counts.to
            }
        }
        let totalFrom = from.values.reduce(0, +), totalTo = to.values.reduce(0, +)
        let shares = Set(from.keys).union(to.keys).map { family in
            (family: family, from: FixtureRound.four((from[family] ?? 0) / totalFrom),
             to: FixtureRound.four((to[family] ?? 0) / totalTo))
        }.sorted { a, b in
            let da = a.to - a.from, db = b.to - b.from
            return da != db ? da > db : a.family < b.family
        }
        return .obj([
            "from": .int(Self.majorsFrom), "to": .int(Self.majorsTo), "n": .int(panel.count),
            "families": .array(shares.map { .obj(["family": .str($0.family), "from": .number($0.from), "to": .number($0.to)]) }),
        ])
    }

    /// The facts file: `reference` (the real file's blocks) with `legacy` and `majors` set.
    func file(reference: FixtureValue) -> FixtureValue {
        reference.setting("legacy", to: legacy()).setting("majors", to: majors())
    }
}
