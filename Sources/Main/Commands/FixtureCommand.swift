import Domain
import Fixture
import Foundation

/// `quad fixture --schools N [--seed S] --out DIR`: writes a deterministic dataset in the site's `data/` layout.
///
/// Inputs are read from the repository: `--reference DIR` (default `Tests/Fixtures/reference-data`) and
/// `--centroids FILE` (default `data/zip-centroids.csv`) and `--content DIR` (the roadmap pages and release notes,
/// default `Tests/Fixtures/content`), relative to the working directory, or else to the source
/// tree the binary was built from. `--out` must not exist or be empty.
enum FixtureCommand {
    static let flags: Set<String> = ["schools", "seed", "out", "reference", "centroids", "content"]

    static func run(_ arguments: Arguments) throws -> Int32 {
        try arguments.requireOnly(flags)
        guard let schools = try arguments.int("schools") else {
            throw ConfigurationError(description: "fixture: --schools N is required")
        }
        guard let out = arguments.flags["out"], !out.isEmpty else {
            throw ConfigurationError(description: "fixture: --out DIR is required")
        }
        let seed = try arguments.int("seed") ?? 1
        guard seed >= 0 else { throw ConfigurationError(description: "fixture: --seed must be 0 or more") }
        let reference = try locate(arguments.flags["reference"], default: "Tests/Fixtures/reference-data")
        let centroids = try locate(arguments.flags["centroids"], default: "data/zip-centroids.csv")
        let content = try locate(arguments.flags["content"], default: "Tests/Fixtures/content")

        let clock = ContinuousClock()
        let started = clock.now
        let summary: FixtureSummary
        do {
            let inputs = try FixtureInputs.load(referenceDirectory: reference, centroidsFile: centroids,
                                                contentDirectory: content)
            summary = try FixtureGenerator(schools: schools, seed: UInt64(seed))
                .write(to: URL(fileURLWithPath: out), inputs: inputs)
        } catch {
            throw ConfigurationError(description: "fixture: \(error.description)")
        }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("fixture: wrote \(summary.schools) colleges (\(summary.histories) histories, \(summary.files) files, "
            + "\(summary.bytes) bytes) to \(out) in \(String(format: "%.2f", seconds)) s")
        return 0
    }

    /// An explicit path, or the default relative to the working directory, or else to the source tree.
    private static func locate(_ explicit: String?, default relative: String) throws -> URL {
        if let explicit { return URL(fileURLWithPath: explicit) }
        let fm = FileManager.default
        let here = URL(fileURLWithPath: fm.currentDirectoryPath).appendingPathComponent(relative)
        if fm.fileExists(atPath: here.path) { return here }
        // Sources/Main/Commands/FixtureCommand.swift → the repository root.
        let tree = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(relative)
        if fm.fileExists(atPath: tree.path) { return tree }
        throw ConfigurationError(description: "fixture: \(relative) not found; run from the repository root or pass its path")
    }
}
