import Domain
import Foundation
import QuadAPIModels
import Screens

/// National trends and the high-school directory, uncached and in-process: every document kind (the hub, each study
/// with each of its groupings and views, movers in both windows, the conference index and every conference page, the
/// states index with each measure and every state page, high-school pages, the search document), timed as a build and as
/// a build with its JSON encoding (``rounds`` passes of each, ``DocumentTimer``); and the high-school search over the
/// whole directory.
struct TrendsBench {
    let snapshot: DatasetSnapshot
    /// Timed passes per document.
    let rounds: Int

    static func header() {
        Report.row(["colleges", "document", "variants", "samples", "p50 build ms", "p90 build ms", "p50 build CPU ms",
                    "p50 build+encode ms", "p90 build+encode ms", "p50 build+encode CPU ms", "median bytes",
                    "goal (p50 build+encode)", "verdict"])
        Report.row(["---:", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---", "---"])
    }

    /// Every variant of every document kind, by kind.
    func documents() throws -> [(String, [() throws -> any Encodable])] {
        let s = snapshot
        var out: [(String, [() throws -> any Encodable])] = [("trends hub", [{ try TrendScreens.hub(s) }])]
        for def in TrendStudyCatalog.all {
            let base = try TrendScreens.study(s, slug: def.slug, query: StudyQuery())
            let controls = base.blocks.compactMap { if case let .controls(c) = $0 { c.controls } else { nil } }.flatMap { $0 }
            let groupings = controls.first { $0.param == "grouping" }?.options.compactMap(\.value) ?? []
            let views = controls.first { $0.param == "view" }?.options.compactMap(\.value) ?? ["colleges"]
            var variants: [() throws -> any Encodable] = []
            for g in groupings {
                for v in views {
                    variants.append { try TrendScreens.study(s, slug: def.slug, query: StudyQuery(grouping: g, view: v)) }
                }
            }
            out.append(("study \(def.slug)", variants))
        }
        out.append(("movers", ["10", "5"].map { w in { try TrendScreens.movers(s, window: w) } }))
        out.append(("conferences index", [{ try TrendScreens.conferences(s) }]))
        let conferences = try TrendFiles.conferences(s)?.conferences ?? []
        out.append(("conference page", conferences.map { c in
            { try TrendScreens.conference(s, slug: c.slug, measure: nil, members: nil) }
        }))
        out.append(("states index", TrendScreens.stateMapMeasures.map { m in { try TrendScreens.states(s, measure: m) } }))
        let states = try TrendFiles.states(s)?.states ?? []
        out.append(("state page", states.map { e in { try TrendScreens.state(s, state: e.postal, measure: nil) } }))
        let schools = try HighSchoolDirectory.of(s).schools
        let step = max(1, schools.count / 200)
        out.append(("high school page", stride(from: 0, to: schools.count, by: step).map { i in
            { try HighSchoolScreen.build(s, id: schools[i].id) }
        }))
        out.append(("high-school search document", Self.searches.map { q in
            { try HighSchoolSearchBuilder.search(s, q: q.0, state: q.1 ?? "", kind: q.2 ?? "") }
        }))
        return out
    }

    func run() throws {
        // First use reads and decodes the files (kept for the snapshot's life): not part of the samples.
        for (_, variants) in try documents() { for v in variants { _ = try v() } }
        for (name, variants) in try documents() {
            let r = try DocumentTimer.measure(keys: variants.indices.map(String.init), rounds: rounds,
                                              encodeRounds: rounds) { key in
                try Int(key).map { try variants[$0]() }
            }
            let p50 = r.encoded.percentile(50)
            Report.row([String(snapshot.schools.count), name, String(r.having), String(r.build.count),
                        Report.fixed(r.build.percentile(50), 3), Report.fixed(r.build.percentile(90), 3),
                        Report.fixed(r.build.cpuPercentile(50), 3), Report.fixed(p50, 3),
                        Report.fixed(r.encoded.percentile(90), 3), Report.fixed(r.encoded.cpuPercentile(50), 3),
                        r.medianBytes, "≤ 3 ms", Report.verdict(p50, goal: 3)])
        }
        try search()
    }

    /// Searches timed: typical words, a state alone, words within a state, a kind, and no match.
    static let searches: [(String, String?, String?)] = [
        ("high", nil, nil), ("lincoln", nil, nil), ("central high", nil, nil), ("academy", nil, "private"),
        ("san", nil, nil), ("school", "CA", nil), ("", "TX", nil), ("north", "NY", "public"), ("zzqq", nil, nil),
        ("st mary", nil, nil),
    ]

    /// The directory search: typical words, a state alone, words within a state, and a kind.
    func search() throws {
        let dir = try HighSchoolDirectory.of(snapshot)
        let queries = Self.searches
        var samples = Samples()
        for _ in 0..<(rounds * 20) {
            for q in queries {
                try Stopwatch.time(into: &samples) { dir.search(q: q.0, state: q.1, kind: q.2, limit: 30).count }
            }
        }
        Report.row([String(snapshot.schools.count), "high-school search (\(dir.schools.count) schools)", String(queries.count),
                    String(samples.count), Report.fixed(samples.percentile(50), 3), Report.fixed(samples.percentile(90), 3),
                    Report.fixed(samples.cpuPercentile(50), 3), "", "", "", "", "≤ 2 ms (search p50)",
                    Report.verdict(samples.percentile(50), goal: 2)])
    }
}
