import Domain
import Foundation
import QuadAPIModels
import Screens

/// Compare, uncached and in-process, over sets of four colleges spread through the dataset: the overview, every topic
/// page and All the numbers, each timed as a build (``rounds`` passes) and as a build with its JSON encoding (one
/// pass) — the same public builders `CompareRoutes` calls. The goal is on build + encode.
struct CompareBench {
    let snapshot: DatasetSnapshot
    /// Sets of four colleges wanted.
    let sample: Int
    let rounds: Int
    /// Where to write every document's JSON (see ``Options/dump``); nil writes nothing.
    var dump: URL? = nil

    /// Build + encode p50 goal of every compare document, in milliseconds.
    static let goal = 3.0

    static func header() {
        Report.row(["colleges", "document", "sets", "samples", "p50 build ms", "p90 build ms", "p50 build CPU ms",
                    "p50 build+encode ms", "p90 build+encode ms", "median bytes", "goal (p50 build+encode)", "verdict",
                    "p90 build CPU ms", "p50 build+encode CPU ms"])
        Report.row(["---:", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---", "---", "---:",
                    "---:"])
    }

    /// `ids` values of four colleges each, spread evenly through the dataset.
    var idSets: [String] {
        let n = snapshot.schools.count
        let k = max(1, min(sample, n / 4))
        return (0..<k).map { set in
            (0..<4).map { slot in snapshot.schools[(set * n / k + slot * n / 4) % n].unitID }.joined(separator: ",")
        }
    }

    func run() throws {
        let s = snapshot
        var documents: [(String, (String) throws -> (any Encodable)?)] = [
            ("overview", { CompareScreens.overview(s, query: CompareQuery(ids: $0)) }),
        ]
        for page in ComparePage.topics {
            documents.append((page == .table ? "table" : "topic \(page.rawValue)", { ids in
                try CompareScreens.topic(s, topic: page.rawValue, query: CompareQuery(ids: ids))
            }))
        }
        if let dump { try write(documents, to: dump) }
        for (name, build) in documents {
            let r = try DocumentTimer.measure(keys: idSets, rounds: rounds, build)
            let p50 = r.encoded.percentile(50)
            Report.row([String(s.schools.count), name, String(r.having), String(r.build.count),
                        Report.fixed(r.build.percentile(50), 3), Report.fixed(r.build.percentile(90), 3),
                        Report.fixed(r.build.cpuPercentile(50), 3), Report.fixed(p50, 3),
                        Report.fixed(r.encoded.percentile(90), 3), r.medianBytes,
                        "≤ \(Report.fixed(Self.goal, 0)) ms", Report.verdict(p50, goal: Self.goal),
                        Report.fixed(r.build.cpuPercentile(90), 3), Report.fixed(r.encoded.cpuPercentile(50), 3)])
        }
    }

    /// Writes each document of each set as `DIR/<document>-<set>.json` (spaces as dashes), as the server encodes it.
    private func write(_ documents: [(String, (String) throws -> (any Encodable)?)], to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, build) in documents {
            for (i, ids) in idSets.enumerated() {
                guard let document = try build(ids) else { continue }
                let file = directory.appendingPathComponent("\(name.replacingOccurrences(of: " ", with: "-"))-\(i).json")
                try Data(BodyEncoder.encoded(document)).write(to: file)
            }
        }
    }
}
