import Foundation
import Testing
@testable import Domain

/// Listing and reading a data directory with plain system calls, against Foundation's own reading and listing.
struct DatasetScannerTests {
    @Test(arguments: [0, 1, 4095, 4096, 4097, 100_003])
    func readsWholeFilesLikeFoundation(size: Int) throws {
        let dir = try DatasetFixtures.makeDirectory(files: ["f.bin": ""])
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("f.bin")
        let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try bytes.write(to: url)
        let read = try DatasetScanner.readFile(atPath: url.path)
        #expect(read == (try Data(contentsOf: url)))
        #expect(read.count == size)
    }

    @Test func aMissingFileIsAnUnreadableFileError() {
        #expect(throws: DatasetLoadError.self) { try DatasetScanner.readFile(atPath: "/nonexistent/quad/file.json") }
    }

    @Test func listsEveryRegularFileIncludingHiddenAndNested() throws {
        let dir = try DatasetFixtures.makeDirectory(files: [
            "a.json": "1", ".hidden": "2", "history/schools/1.json": "3", "detail/schools/2.json": "4",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try DatasetScanner.listFiles(in: dir).sorted()
            == [".hidden", "a.json", "detail/schools/2.json", "history/schools/1.json"])
    }
}
