import Foundation
import QuadAPIModels
import Testing
@testable import Domain
@testable import Fixture

/// Generated datasets for the fixture tests, and helpers to read them with tools independent of the generator
/// (Foundation's JSON decoder into ``JSONValue``, plain file listing).
enum FixtureDatasets {
    /// The repository's ZIP centroid table.
    static var centroidsFile: URL {
        DatasetFixtures.referenceRoot.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("data/zip-centroids.csv")
    }

    /// The committed bundled sample (`data/sample`).
    static var committedSample: URL {
        DatasetFixtures.referenceRoot.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("data/sample")
    }

    /// The roadmap pages and release notes generated datasets ship (`Tests/Fixtures/content`).
    static var contentDirectory: URL {
        DatasetFixtures.referenceRoot.deletingLastPathComponent().appendingPathComponent("content")
    }

    static func inputs() throws -> FixtureInputs {
        try FixtureInputs.load(referenceDirectory: DatasetFixtures.referenceRoot, centroidsFile: centroidsFile,
                               contentDirectory: contentDirectory)
    }

    /// A fresh temporary folder path (not created).
    static func scratch(_ label: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("quad-fixture-\(label)-\(UUID().uuidString)")
    }

    /// Generates a dataset into a new temporary folder.
    static func generate(schools: Int, seed: UInt64) throws -> URL {
        let dir = scratch("\(schools)-\(seed)")
        _ = try FixtureGenerator(schools: schools, seed: seed).write(to: dir, inputs: inputs())
        return dir
    }

    /// The dataset most tests read: 300 colleges, seed 1 (the bundled sample's options), generated once per run
    /// into ``mainPath`` and removed when the test process exits.
    static let main: Result<URL, any Error> = Result {
        _ = try FixtureGenerator(schools: 300, seed: 1).write(to: mainPath, inputs: inputs())
        atexit { try? FileManager.default.removeItem(at: FixtureDatasets.mainPath) }
        return mainPath
    }

    static let mainPath = scratch("main")

    /// ``main``'s folder, or the generation error.
    static func mainDirectory() throws -> URL {
        try main.get()
    }

    /// One history series read back: first year and values.
    struct Series: Sendable {
        let start: Int
        let values: [Double?]

        func value(_ year: Int) -> Double? {
            year >= start && year - start < values.count ? values[year - start] : nil
        }
    }

    /// ``main``'s records and history files, decoded once.
    struct Parsed: Sendable {
        let records: [JSONValue]
        /// `unit_id` → series key → series, for every history file.
        let histories: [String: [String: Series]]
    }

    static let mainParsed: Result<Parsed, any Error> = Result {
        let dir = try mainDirectory()
        var histories: [String: [String: Series]] = [:]
        for file in files(in: dir) where file.hasPrefix("history/schools/") {
            let id = String(file.dropFirst("history/schools/".count).dropLast(".json".count))
            var series: [String: Series] = [:]
            if case let .object(all)? = try json(file, in: dir).fxAt("series") {
                for (key, s) in all {
                    guard let start = s.fxNumber("start"), case let .array(values)? = s.fxAt("values") else { continue }
                    series[key] = Series(start: Int(start), values: values.map { if case let .number(v) = $0 { v } else { nil } })
                }
            }
            histories[id] = series
        }
        return Parsed(records: try records(in: dir), histories: histories)
    }

    /// Relative paths of every file under `dir`, sorted.
    static func files(in dir: URL) -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        if let walker = fm.enumerator(atPath: dir.path) {
            while let relative = walker.nextObject() as? String {
                var isDir: ObjCBool = false
                if fm.fileExists(atPath: dir.appendingPathComponent(relative).path, isDirectory: &isDir), !isDir.boolValue {
                    out.append(relative)
                }
            }
        }
        return out.sorted()
    }

    static func json(_ path: String, in dir: URL) throws -> JSONValue {
        try DatasetFixtures.json(Data(contentsOf: dir.appendingPathComponent(path)))
    }

    /// `schools.json` as generic JSON records, in file order.
    static func records(in dir: URL) throws -> [JSONValue] {
        guard case let .array(records) = try json("schools.json", in: dir) else { throw Failure("schools.json is not an array") }
        return records
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

extension JSONValue {
    /// The value at a dotted path (`"admissions.applicants"`); nil when a key is missing.
    func fxAt(_ path: String) -> JSONValue? {
        var current: JSONValue? = self
        for part in path.split(separator: ".") {
            guard case let .object(o)? = current else { return nil }
            current = o[String(part)]
        }
        return current
    }

    /// The number at a dotted path, nil when missing or not a number.
    func fxNumber(_ path: String) -> Double? {
        if case let .number(n)? = fxAt(path) { return n }
        return nil
    }

    /// The string at a dotted path, nil when missing or not a string.
    func fxString(_ path: String) -> String? {
        if case let .string(s)? = fxAt(path) { return s }
        return nil
    }
}

extension FixtureDatasets {
    /// Rounding as the site stores shares: 4 places, ties away from zero (values here are positive).
    static func round4(_ v: Double) -> Double {
        (v * 10_000).rounded() / 10_000
    }

    /// Linear-interpolated quantile of ascending values (the definition dataset-map §6.3's national file uses).
    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        let pos = Double(sorted.count - 1) * q
        let lo = Int(pos.rounded(.down)), hi = Int(pos.rounded(.up))
        return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - Double(lo))
    }
}
