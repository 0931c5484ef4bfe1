import Domain
import Foundation
import QuadAPIModels
import Screens

/// `/home` and `/data`, uncached and in-process: each document built and encoded as the routes do (the same public
/// builders `HomeRoutes` calls), timed separately as a build and as a build with its JSON encoding.
struct HomeBench {
    let snapshot: DatasetSnapshot
    /// Timed calls per measurement (fewer when the time budget runs out).
    let iterations: Int

    /// The day the Data page is built for (fixed, so every run measures the same document).
    static let day = Date(timeIntervalSince1970: 1_791_000_000)

    static func header() {
        Report.row(["colleges", "document", "samples", "min build ms", "p50 build ms", "p50 build CPU ms",
                    "p50 build+encode ms", "p90 build+encode ms", "p50 build+encode CPU ms", "bytes",
                    "goal (p50 build+encode)", "verdict"])
        Report.row(["---:", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---", "---"])
    }

    func run() throws {
        let large = snapshot.schools.count > 5_000
        let documents: [(String, Double, () -> any Encodable)] = [
            ("/home", large ? 25 : 5, { HomeScreen.build(snapshot) }),
            ("/data", 3, { DataScreen.build(snapshot, now: Self.day) }),
        ]
        let watch = Stopwatch(warmUp: 3, iterations: iterations, budget: .seconds(20), minimumIterations: 20)
        for (name, goal, build) in documents {
            let built = watch.measure { (build() as? Screen)?.blocks.count ?? 0 }
            var bytes = 0
            let encoded = try watch.measure {
                bytes = try BodyEncoder.bytes(build())
                return bytes
            }
            let p50 = encoded.percentile(50)
            Report.row([String(snapshot.schools.count), name, String(encoded.count), Report.fixed(built.minimum, 3),
                        Report.fixed(built.percentile(50), 3), Report.fixed(built.cpuPercentile(50), 3),
                        Report.fixed(p50, 3), Report.fixed(encoded.percentile(90), 3),
                        Report.fixed(encoded.cpuPercentile(50), 3), String(bytes), "≤ \(Report.fixed(goal, 0)) ms",
                        Report.verdict(p50, goal: goal)])
        }
    }
}
