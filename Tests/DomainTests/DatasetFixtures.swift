import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// Shared test inputs: the reference data copied from the site (read-only) and scratch data directories.
enum DatasetFixtures {
    /// The reference data copied from the site into the repository: `Tests/Fixtures/reference-data`.
    static var referenceRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/reference-data")
    }

    /// The site's `data/` files of the reference folder.
    static var referenceData: URL { referenceRoot.appendingPathComponent("data") }

    /// `schools-sample.json`: the first two records of the site's schools.json.
    static func sampleBytes() throws -> Data {
        try Data(contentsOf: referenceRoot.appendingPathComponent("schools-sample.json"))
    }

    /// The two sample records, decoded.
    static func sampleSchools() throws -> [School] {
        try JSONDecoder().decode([School].self, from: sampleBytes())
    }

    /// The sample file's records as generic JSON values (the round-trip oracle).
    static func sampleJSON() throws -> [JSONValue] {
        try JSONDecoder().decode([JSONValue].self, from: sampleBytes())
    }

    /// A fresh temporary directory holding a copy of the reference `data/` plus `schools.json` (the sample).
    /// Files are made writable so tests can change them. Removed by ``remove(_:)``.
    static func makeDataDirectory() throws -> URL {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("quad-dataset-\(UUID().uuidString)")
        try fm.copyItem(at: referenceData, to: dir)
        try fm.copyItem(at: referenceRoot.appendingPathComponent("schools-sample.json"), to: dir.appendingPathComponent("schools.json"))
        if let walker = fm.enumerator(atPath: dir.path) {
            while let relative = walker.nextObject() as? String {
                let path = dir.appendingPathComponent(relative).path
                var isDir: ObjCBool = false
                _ = fm.fileExists(atPath: path, isDirectory: &isDir)
                try fm.setAttributes([.posixPermissions: isDir.boolValue ? 0o755 : 0o644], ofItemAtPath: path)
            }
        }
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        return dir
    }

    /// A temporary directory with only the given files (relative path → text).
    static func makeDirectory(files: [String: String]) throws -> URL {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("quad-dataset-\(UUID().uuidString)")
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return dir
    }

    static func remove(_ dir: URL) {
        try? FileManager.default.removeItem(at: dir)
    }

    static func write(_ text: String, to path: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func read(_ path: String, in dir: URL) throws -> String {
        try String(decoding: Data(contentsOf: dir.appendingPathComponent(path)), as: UTF8.self)
    }

    /// Minimal valid meta.json and release-calendar.json texts.
    static let minimalMeta = #"{"retrieved": "2026-10-04", "sources": {}, "vintages": {}}"#
    static let minimalCalendar = #"{"reviewed": "2026-09-28", "releases": [], "notUsedYet": [], "watching": []}"#

    /// A record with only the core keys.
    static func coreRecord(_ id: String, state: String = "TX") -> String {
        #"{"unit_id":"\#(id)","name":"College \#(id)","location":{"city":"Town","state":"\#(state)"},"type":"public"}"#
    }

    /// Loads `dir` with the pure-Swift hasher on two threads. The citation check is off here (the minimal metas list
    /// no sources); `LineageCheckTests` loads with it on.
    static func load(_ dir: URL, parallelism: Int = 2) throws(DatasetLoadError) -> DatasetSnapshot {
        try DatasetLoader(hasher: FNV1aHasher(), parallelism: parallelism, checksCitations: false)
            .load(from: dir, loadedAt: Date(timeIntervalSince1970: 0))
    }

    /// The load error for `dir`, or nil when it loads.
    static func loadError(_ dir: URL) -> DatasetLoadError? {
        do {
            _ = try load(dir)
            return nil
        } catch {
            return error
        }
    }

    /// Parses JSON text into the generic value tree.
    static func json(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// The first place two JSON trees differ (`"aid.by_income: null vs absent"`), or nil when equal.
    static func difference(_ a: JSONValue, _ b: JSONValue, at path: String = "$") -> String? {
        switch (a, b) {
        case let (.object(x), .object(y)):
            for key in Set(x.keys).union(y.keys).sorted() {
                switch (x[key], y[key]) {
                case let (u?, v?):
                    if let found = difference(u, v, at: path + "." + key) { return found }
                case (_?, nil): return "\(path).\(key): only in the first"
                case (nil, _?): return "\(path).\(key): only in the second"
                case (nil, nil): break
                }
            }
            return nil
        case let (.array(x), .array(y)):
            guard x.count == y.count else { return "\(path): \(x.count) vs \(y.count) items" }
            for (i, (u, v)) in zip(x, y).enumerated() {
                if let found = difference(u, v, at: "\(path)[\(i)]") { return found }
            }
            return nil
        default:
            return a == b ? nil : "\(path): \(a) vs \(b)"
        }
    }
}
