import Domain
public import Foundation

/// The roadmap pages and release notes a generated dataset ships: files written for this project (not the site's),
/// read from a folder holding `roadmap/` and `release-notes/` and written into the dataset unchanged.
public enum FixtureContent {
    /// The folders copied, relative to the content folder and to the dataset.
    static let folders = ["roadmap", "release-notes"]

    /// Every `.md` and `.json` file of the folders, by dataset path, in path order; empty when `directory` is nil.
    ///
    /// - Throws: ``FixtureError`` when a folder exists but a file in it cannot be read.
    public static func read(_ directory: URL?) throws(FixtureError) -> [(path: String, bytes: Data)] {
        guard let directory else { return [] }
        var files: [(path: String, bytes: Data)] = []
        let fm = FileManager.default
        for folder in folders {
            let url = directory.appendingPathComponent(folder)
            guard let names = try? fm.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".md") || name.hasSuffix(".json") {
                let file = url.appendingPathComponent(name)
                do {
                    files.append(("\(folder)/\(name)", try Data(contentsOf: file)))
                } catch {
                    throw FixtureError("cannot read \(file.path) (\(error.localizedDescription))")
                }
            }
        }
        return files
    }

    /// The README's line about them.
    static func readmeLine(_ files: [(path: String, bytes: Data)]) -> String {
        guard !files.isEmpty else { return "" }
        return "- Written for this project, not copied from the site: the roadmap pages and release notes in "
            + "`roadmap/` and `release-notes/` (from `Tests/Fixtures/content`).\n"
    }
}
