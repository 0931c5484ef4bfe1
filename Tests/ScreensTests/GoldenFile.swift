import Foundation
import TestSupport
import Testing

/// Golden files under `Tests/ScreensTests/Golden` (see ``TestSupport/GoldenComparison``).
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares `data` with the golden file `name`; with `QUAD_UPDATE_GOLDEN=1`, writes it instead.
    static func check(_ data: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let difference = try GoldenComparison.difference(data, named: name, in: directory) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }
}
