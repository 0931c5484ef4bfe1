import Foundation
import Testing

/// Golden files under `Tests/ScreensTests/Golden`: generated output committed so every change is a reviewed diff.
/// Run with `QUAD_UPDATE_GOLDEN=1` to rewrite them after an intended change.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares `data` with the golden file `name`; with `QUAD_UPDATE_GOLDEN=1`, writes it instead.
    static func check(_ data: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["QUAD_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url)
            return
        }
        guard let golden = FileManager.default.contents(atPath: url.path) else {
            Issue.record(Comment(rawValue: "missing golden file \(name); run with QUAD_UPDATE_GOLDEN=1"), sourceLocation: sourceLocation)
            return
        }
        if golden != data {
            let a = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let b = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            let was = line < a.count ? String(a[line]) : "<end>"
            let now = line < b.count ? String(b[line]) : "<end>"
            let message = "\(name) differs from the generated output at line \(line + 1):\n  golden:    \(was)\n"
                + "  generated: \(now)\nIf the change is intended, run with QUAD_UPDATE_GOLDEN=1 and review the diff."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
