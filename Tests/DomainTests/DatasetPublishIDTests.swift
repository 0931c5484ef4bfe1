import Foundation
import Testing
@testable import Domain

/// The publish id is a content hash of every file of the data directory.
struct DatasetPublishIDTests {
    /// Published FNV-1a 64-bit test vectors.
    @Test func fnv1aKnownAnswers() {
        let hasher = FNV1aHasher()
        #expect(hasher.hexDigest(of: Data()) == "cbf29ce484222325")
        #expect(hasher.hexDigest(of: Data("a".utf8)) == "af63dc4c8601ec8c")
        #expect(hasher.hexDigest(of: Data("foobar".utf8)) == "85944171f73967e8")
    }

    @Test func stableAcrossLoadsAndCopies() throws {
        let first = try DatasetFixtures.makeDataDirectory()
        let second = try DatasetFixtures.makeDataDirectory()
        defer {
            DatasetFixtures.remove(first)
            DatasetFixtures.remove(second)
        }
        let id = try DatasetFixtures.load(first).publishID
        #expect(try DatasetFixtures.load(first).publishID == id)
        #expect(try DatasetFixtures.load(second, parallelism: 1).publishID == id)
    }

    @Test(arguments: [
        ("schools.json", #""applicants":11332"#, #""applicants":11333"#),
        ("history/schools/100654.json", "2180", "2181"),
        ("detail/schools/100654.json", #""AL""#, #""AK""#),
        ("high-schools/meta.json", "27815", "27816"),
    ])
    func oneChangedByteChangesTheID(path: String, from: String, to: String) throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let before = try DatasetFixtures.load(dir).publishID
        let text = try DatasetFixtures.read(path, in: dir)
        #expect(text.contains(from))
        try DatasetFixtures.write(text.replacingOccurrences(of: from, with: to), to: path, in: dir)
        let after = try DatasetFixtures.load(dir).publishID
        #expect(after != before)
        try DatasetFixtures.write(text, to: path, in: dir)
        #expect(try DatasetFixtures.load(dir).publishID == before)
    }

    @Test func addingOrRenamingAFileChangesTheID() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let before = try DatasetFixtures.load(dir).publishID
        try DatasetFixtures.write("", to: "notes/empty.txt", in: dir)
        let added = try DatasetFixtures.load(dir).publishID
        #expect(added != before)
        try FileManager.default.moveItem(at: dir.appendingPathComponent("notes/empty.txt"),
                                         to: dir.appendingPathComponent("notes/other.txt"))
        let renamed = try DatasetFixtures.load(dir).publishID
        #expect(renamed != added && renamed != before)
    }

    /// The documented formula: the digest of `path TAB size TAB digest LF` lines in path order, recomputed here
    /// from the files on disk.
    @Test func idFollowsTheDocumentedManifest() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let hasher = FNV1aHasher()
        let paths = [
            "application-cycle.json", "detail/schools/100654.json", "high-schools/meta.json", "history/cpi.json",
            "history/facts.json", "history/meta.json", "history/schools/100654.json", "history/trends/index.json",
            "meta.json", "release-calendar.json", "schools.json",
        ]
        var text = ""
        for path in paths {
            let data = try Data(contentsOf: dir.appendingPathComponent(path))
            text += "\(path)\t\(data.count)\t\(hasher.hexDigest(of: data))\n"
        }
        #expect(try DatasetFixtures.load(dir).publishID == hasher.hexDigest(of: Data(text.utf8)))
    }

    /// A hasher passed to the loader digests every file and the manifest.
    @Test func usesTheGivenHasher() throws {
        struct SizeHasher: ContentHasher {
            func hexDigest(of data: Data) -> String { "size\(data.count)" }
        }
        let dir = try DatasetFixtures.makeDirectory(files: [
            "schools.json": "[]", "meta.json": DatasetFixtures.minimalMeta, "release-calendar.json": DatasetFixtures.minimalCalendar,
        ])
        defer { DatasetFixtures.remove(dir) }
        let snapshot = try DatasetLoader(hasher: SizeHasher(), parallelism: 2).load(from: dir, loadedAt: Date())
        #expect(snapshot.manifest?.entry(for: "schools.json")?.digest == "size2")
        let manifest = "meta.json\t\(DatasetFixtures.minimalMeta.utf8.count)\tsize\(DatasetFixtures.minimalMeta.utf8.count)\n"
            + "release-calendar.json\t\(DatasetFixtures.minimalCalendar.utf8.count)\tsize\(DatasetFixtures.minimalCalendar.utf8.count)\n"
            + "schools.json\t2\tsize2\n"
        #expect(snapshot.publishID == "size\(manifest.utf8.count)")
    }
}
