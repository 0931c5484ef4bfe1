import Domain
import Foundation

// quad-bench: in-process timings of the Explore, Profile, Compare, Home and Data, and Trends document builders,
// printed as Markdown tables.
// Run by Benchmarks/run (release build); not a test, and not part of the server.

guard let options = Options(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(64)
}

/// Loads a dataset directory as the server does (``DatasetStore``, default loader) and returns its snapshot.
func loadSnapshot(_ directory: URL) async throws -> DatasetSnapshot {
    let store = try await DatasetStore.loading(from: directory)
    return store.current
}

do {
    switch options.command {
    case "explore":
        let geography = ExploreGeography.load(zipCentroids: options.zips, stateOutlines: options.outlines)
        for problem in geography.problems { FileHandle.standardError.write(Data("explore: \(problem)\n".utf8)) }
        ExploreBench.header()
        for directory in options.directories {
            let snapshot = try await loadSnapshot(directory)
            try ExploreBench(snapshot: snapshot, geography: geography.geography, iterations: options.iterations).run()
        }
    case "compare":
        CompareBench.header()
        for directory in options.directories {
            let snapshot = try await loadSnapshot(directory)
            try CompareBench(snapshot: snapshot, sample: options.sample == 0 ? Int.max : options.sample,
                             rounds: options.rounds, dump: options.dump).run()
        }
    case "home":
        HomeBench.header()
        for directory in options.directories {
            let snapshot = try await loadSnapshot(directory)
            try HomeBench(snapshot: snapshot, iterations: options.iterations).run()
        }
    case "trends":
        TrendsBench.header()
        for directory in options.directories {
            let snapshot = try await loadSnapshot(directory)
            try TrendsBench(snapshot: snapshot, rounds: options.rounds).run()
        }
    default:
        ProfileBench.header()
        for directory in options.directories {
            let snapshot = try await loadSnapshot(directory)
            try ProfileBench(snapshot: snapshot, sample: options.sample, rounds: options.rounds, only: options.only).run()
        }
    }
    FileHandle.standardError.write(Data("sink \(Sink.total)\n".utf8))
} catch {
    FileHandle.standardError.write(Data("quad-bench: \(error)\n".utf8))
    exit(1)
}
