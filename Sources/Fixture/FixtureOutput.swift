import Domain
import Foundation

/// The output folder of the fixture generator: creates it, writes files, and counts what was written.
final class FixtureOutput {
    let root: URL
    private(set) var files = 0
    private(set) var bytes = 0
    private var folders: Set<String> = []

    init(root: URL) {
        self.root = root
    }

    /// Creates the folder; refuses one that already holds files, so a dataset is never mixed with an older one.
    func prepare() throws(FixtureError) {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: root.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw FixtureError("\(root.path) exists and is not a folder") }
            let contents = (try? fm.contentsOfDirectory(atPath: root.path)) ?? []
            guard contents.isEmpty else {
                throw FixtureError("\(root.path) is not empty; remove it first (the fixture never overwrites a dataset)")
            }
        }
        try makeFolder(root)
    }

    /// Writes one file at a path relative to the root, creating folders as needed.
    func write(_ path: String, _ content: [UInt8]) throws(FixtureError) {
        let url = root.appendingPathComponent(path)
        try ensureFolder(of: path)
        // Plain open/write/close: Foundation's Data.write syncs every file to disk, which makes thousands of small
        // files slow, and a generated dataset can always be written again.
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw FixtureError("cannot create \(url.path) (errno \(errno))") }
        defer { close(fd) }
        var written = 0
        while written < content.count {
            let n = content[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw FixtureError("cannot write \(url.path) (errno \(errno))") }
            written += n
        }
        files += 1
        bytes += content.count
    }

    /// A file written in pieces.
    func stream(_ path: String) throws(FixtureError) -> FixtureStream {
        let url = root.appendingPathComponent(path)
        try ensureFolder(of: path)
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: url.path)
        else {
            throw FixtureError("cannot create \(url.path)")
        }
        files += 1
        return FixtureStream(handle: handle, path: url.path, output: self)
    }

    func added(bytes count: Int) {
        bytes += count
    }

    func summary(schools: Int, histories: Int) -> FixtureSummary {
        FixtureSummary(schools: schools, histories: histories, files: files, bytes: bytes)
    }

    private func ensureFolder(of path: String) throws(FixtureError) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        guard !folders.contains(folder) else { return }
        try makeFolder(root.appendingPathComponent(folder))
        folders.insert(folder)
    }

    private func makeFolder(_ url: URL) throws(FixtureError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw FixtureError("cannot create \(url.path) (\(error.localizedDescription))")
        }
    }
}

/// A file of ``FixtureOutput`` written in buffered pieces.
struct FixtureStream {
    let handle: FileHandle
    let path: String
    let output: FixtureOutput
    private var buffer: [UInt8] = []

    init(handle: FileHandle, path: String, output: FixtureOutput) {
        self.handle = handle
        self.path = path
        self.output = output
        buffer.reserveCapacity(1 << 20)
    }

    mutating func write(_ bytes: [UInt8]) throws(FixtureError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { try flush() }
    }

    mutating func close() throws(FixtureError) {
        try flush()
        do { try handle.close() } catch { throw FixtureError("cannot close \(path) (\(error.localizedDescription))") }
    }

    private mutating func flush() throws(FixtureError) {
        guard !buffer.isEmpty else { return }
        do { try handle.write(contentsOf: buffer) } catch {
            throw FixtureError("cannot write \(path) (\(error.localizedDescription))")
        }
        output.added(bytes: buffer.count)
        buffer.removeAll(keepingCapacity: true)
    }
}
