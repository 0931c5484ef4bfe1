public import Foundation

/// Golden files: generated output committed next to the tests so every change is a reviewed diff. Each test target
/// wraps this in its own `GoldenFile.check` (which records the difference as a test issue).
///
/// Set `QUAD_UPDATE_GOLDEN=1` to rewrite the files after an intended change.
public enum GoldenComparison {
    /// Compares `data` with the file `name` in `directory` and returns what differs (nil when equal); with
    /// `QUAD_UPDATE_GOLDEN=1` writes the file instead and returns nil.
    public static func difference(_ data: Data, named name: String, in directory: URL) throws -> String? {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["QUAD_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url)
            return nil
        }
        guard let golden = FileManager.default.contents(atPath: url.path) else {
            return "missing golden file \(name); run with QUAD_UPDATE_GOLDEN=1"
        }
        guard golden != data else { return nil }
        let a = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        let was = line < a.count ? String(a[line]) : "<end>"
        let now = line < b.count ? String(b[line]) : "<end>"
        return "\(name) differs from the generated output at line \(line + 1):\n  golden:    \(was)\n"
            + "  generated: \(now)\nIf the change is intended, run with QUAD_UPDATE_GOLDEN=1 and review the diff."
    }
}
