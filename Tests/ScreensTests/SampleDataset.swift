import Domain
import Foundation

/// The bundled sample dataset (data/sample), loaded once for all screen tests.
enum SampleDataset {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let snapshot: DatasetSnapshot = {
        do {
            return try DatasetLoader().load(from: root.appendingPathComponent("data/sample"), loadedAt: Date(timeIntervalSince1970: 0))
        } catch {
            fatalError("the bundled sample does not load: \(error)")
        }
    }()
}
