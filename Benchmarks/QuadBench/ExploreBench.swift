import Domain
import QuadAPIModels
import Screens

/// Explore, uncached and in-process: each stage of `GET /explore` timed on its own, then the whole document, its
/// JSON encoding alone, and both together — the same public builders `ExploreRoutes` calls.
struct ExploreBench {
    /// A named query string, as decoded pairs.
    struct Query {
        var name: String
        var pairs: [ExplorePair]
    }

    /// The measured queries: five filters and a sort (the target), and the default page for comparison.
    static let queries = [
        Query(name: "5 filters + sort", pairs: [
            ("states", "CA,NY,PA,TX,MA,OH,IL,FL,NC,VA"),
            ("types", "public,private-nonprofit"),
            ("sizes", "small,medium,large"),
            ("minAR", "15"), ("maxAR", "75"),
            ("maxCost", "30000"),
            ("sortBy", "net_price"), ("sortDir", "asc"),
        ].map { ExplorePair(name: $0.0, value: $0.1) }),
        Query(name: "default page (no filters)", pairs: []),
    ]

    let snapshot: DatasetSnapshot
    let geography: ExploreGeography
    let iterations: Int

    /// Prints the table's header.
    static func header() {
        Report.row(["colleges", "query", "stage", "matches", "samples", "min ms", "p50 ms", "p90 ms", "p99 ms", "p50 CPU ms", "body bytes",
                    "goal (p50)", "verdict"])
        Report.row(["---:", "---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---", "---"])
    }

    /// The p50 goal of the full document for this dataset size (issues: 5 ms at 1,900 colleges, 40 ms at 19,000).
    var goal: Double? {
        let n = snapshot.schools.count
        if n <= 1_900 { return 5 }
        if n <= 19_000 { return 40 }
        return nil
    }

    /// Measures every query and prints its rows.
    func run() throws {
        _ = ExploreIndex.of(snapshot)   // built at start-up by the server, before the first request
        let watch = Stopwatch(warmUp: min(20, iterations), iterations: iterations, budget: .seconds(4),
                              minimumIterations: min(30, iterations))
        for query in Self.queries {
            let known = ExploreIndex.of(snapshot).known
            let outcome = ExploreEngine.run(snapshot, query: ExploreQuery.parse(query.pairs, known: known),
                                            geography: geography)
            let matches = outcome.positions.count
            let panel = ExploreBuilder.filters(snapshot, pairs: query.pairs, geography: geography)
            let built = ExploreBuilder.screen(snapshot, pairs: query.pairs, geography: geography)
            let panelBytes = try BodyEncoder.bytes(panel)
            let screenBytes = try BodyEncoder.bytes(built)
            try BodyEncoder.checkMemo(built)

            var stages: [(String, Samples, String, Double?)] = []
            stages.append(("parse query", watch.measure {
                ExploreQuery.parse(query.pairs, known: ExploreIndex.of(snapshot).known).ignored.count
            }, "", nil))
            stages.append(("parse + filter + sort", watch.measure {
                let q = ExploreQuery.parse(query.pairs, known: ExploreIndex.of(snapshot).known)
                return ExploreEngine.run(snapshot, query: q, geography: geography).positions.count
            }, "", nil))
            stages.append(("filter panel alone (/explore/filters)", watch.measure {
                ExploreBuilder.filters(snapshot, pairs: query.pairs, geography: geography).sections.count
            }, String(panelBytes), nil))
            stages.append(("**full document build**", watch.measure {
                ExploreBuilder.screen(snapshot, pairs: query.pairs, geography: geography).total
            }, "", goal))
            stages.append(("JSON encode alone (document built once)", try watch.measure {
                try BodyEncoder.bytes(built)
            }, String(screenBytes), nil))
            stages.append(("full document build + JSON encode", try watch.measure {
                try BodyEncoder.bytes(ExploreBuilder.screen(snapshot, pairs: query.pairs, geography: geography))
            }, String(screenBytes), nil))
            for (stage, samples, bytes, goal) in stages {
                let p50 = samples.percentile(50)
                Report.row([String(snapshot.schools.count), query.name, stage, String(matches), String(samples.count),
                            Report.fixed(samples.minimum), Report.fixed(p50), Report.fixed(samples.percentile(90)),
                            Report.fixed(samples.percentile(99)), Report.fixed(samples.cpuPercentile(50)),
                            bytes, goal.map { "≤ \(Report.fixed($0, 0)) ms" } ?? "", Report.verdict(p50, goal: goal)])
            }
        }
    }
}
