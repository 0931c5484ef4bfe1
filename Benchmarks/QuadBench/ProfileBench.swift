import Core
import Domain
import Foundation
import QuadAPIModels
import Screens

/// Profile, uncached and in-process, over colleges spread evenly through the dataset: the overview, the five topic
/// pages and every Over time group, each timed as a build (``rounds`` passes) and as a build with its JSON encoding
/// (one pass) — the same public builders `ProfileRoutes` calls.
struct ProfileBench {
    /// One measured document kind: a name, its p50 goal, and how to build it for a college (nil: the college does
    /// not have it).
    struct Document {
        var name: String
        var goal: Double?
        var build: (String) throws -> (any Encodable)?
    }

    let snapshot: DatasetSnapshot
    /// Colleges wanted (0: all).
    let sample: Int
    /// Timed passes over the colleges.
    let rounds: Int
    /// Measures only the documents whose name contains it (nil: all).
    var only: String? = nil

    /// Prints the table's header.
    static func header() {
        Report.row(["colleges", "document", "colleges with it", "samples", "min build ms", "p50 build ms", "p90 build ms",
                    "p99 build ms", "p50 build CPU ms", "p50 build+encode ms", "p90 build+encode ms", "p50 build+encode CPU ms", "median bytes", "goal (p50 build)",
                    "verdict"])
        Report.row(["---:", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---",
                    "---"])
    }

    /// The sampled unit ids, evenly spaced through the dataset.
    var ids: [String] {
        let n = snapshot.schools.count
        let k = sample == 0 ? n : min(sample, n)
        guard k > 0 else { return [] }
        return (0..<k).map { snapshot.schools[$0 * n / k].unitID }
    }

    /// The documents measured (overview ≤ 2 ms; topics and history groups ≤ 3 ms).
    var documents: [Document] {
        let s = snapshot
        var docs = [Document(name: "overview", goal: 2) { try ProfileScreens.overview(s, id: $0) }]
        for topic in ProfileTopic.pageTopics {
            docs.append(Document(name: "topic \(topic.rawValue)", goal: 3) { id in
                try Self.unlessMissing { try ProfileScreens.topic(s, id: id, topic: topic.rawValue) }
            })
        }
        for group in HistoryGroup.allCases {
            docs.append(Document(name: "history group \(group.rawValue)", goal: 3) { id in
                let response = try ProfileScreens.history(s, id: id, query: HistoryQuery(group: group))
                // A college without the group gets the default group instead: not a sample of this group.
                return response.ignored.contains { $0.param == "group" } ? nil : response
            })
        }
        return docs
    }

    /// `body`'s screen, or nil for a 404 (the college lacks the page).
    static func unlessMissing(_ body: () throws -> Screen) throws -> Screen? {
        do { return try body() } catch let error as APIError where error.status == 404 { return nil }
    }

    /// Measures every document and prints its rows.
    func run() throws {
        let ids = ids

        // First visits: the overview reads and decodes the college's history file (kept for the snapshot's life).
        var first = Samples()
        for id in ids {
            try Stopwatch.time(into: &first) { try ProfileScreens.overview(snapshot, id: id).blocks.count }
        }
        printRow("overview, first visit (reads history file)", colleges: ids.count, build: first, encoded: nil,
                 bytes: [], goal: nil)

        for document in documents where only.map({ document.name.contains($0) }) ?? true {
            let r = try DocumentTimer.measure(keys: ids, rounds: rounds, document.build)
            printRow(document.name, colleges: r.having, build: r.build, encoded: r.encoded, bytes: r.bytes,
                     goal: document.goal)
        }
    }

    private func printRow(_ name: String, colleges: Int, build: Samples, encoded: Samples?, bytes: [Int], goal: Double?) {
        let p50 = build.percentile(50)
        let medianBytes = bytes.isEmpty ? "" : String(bytes.sorted()[(bytes.count - 1) / 2])
        Report.row([String(snapshot.schools.count), name, String(colleges), String(build.count),
                    Report.fixed(build.minimum, 3), Report.fixed(p50, 3),
                    Report.fixed(build.percentile(90), 3), Report.fixed(build.percentile(99), 3),
                    Report.fixed(build.cpuPercentile(50), 3),
                    encoded.map { Report.fixed($0.percentile(50), 3) } ?? "",
                    encoded.map { Report.fixed($0.percentile(90), 3) } ?? "",
                    encoded.map { Report.fixed($0.cpuPercentile(50), 3) } ?? "", medianBytes,
                    goal.map { "≤ \(Report.fixed($0, 0)) ms" } ?? "", Report.verdict(p50, goal: goal)])
    }
}
