import Foundation
import Synchronization

/// One file of a data directory.
public struct DatasetFileEntry: Sendable, Hashable {
    /// Path relative to the data directory, `/`-separated (`history/schools/100654.json`).
    public var path: String
    /// Size in bytes.
    public var size: Int
    /// The ``ContentHasher`` digest of the bytes.
    public var digest: String

    public init(path: String, size: Int, digest: String) {
        self.path = path
        self.size = size
        self.digest = digest
    }
}

/// Every regular file of a data directory (hidden files included), sorted by path, and the publish id.
///
/// The publish id is the hasher's digest of the manifest text: one line `path TAB size TAB digest LF` per file in
/// path order. It changes when any byte of any file changes, or a file is added, removed or renamed; it never
/// depends on clocks or file dates.
public struct DatasetManifest: Sendable, Hashable {
    /// Files sorted by path.
    public let files: [DatasetFileEntry]
    /// Content hash of the whole directory.
    public let publishID: String
    private let byPath: [String: Int]

    public init(files: [DatasetFileEntry], hasher: any ContentHasher) {
        let sorted = files.sorted { $0.path < $1.path }
        self.files = sorted
        var text = ""
        var index: [String: Int] = [:]
        for (i, file) in sorted.enumerated() {
            text += "\(file.path)\t\(file.size)\t\(file.digest)\n"
            index[file.path] = i
        }
        self.byPath = index
        self.publishID = hasher.hexDigest(of: Data(text.utf8))
    }

    /// The entry for a relative path, if the directory had that file at load.
    public func entry(for path: String) -> DatasetFileEntry? {
        byPath[path].map { files[$0] }
    }

    /// Paths directly inside `folder` (no subfolders) ending in `suffix`, sorted.
    public func paths(in folder: String, suffix: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return files.lazy.map(\.path).filter {
            $0.hasPrefix(prefix) && $0.hasSuffix(suffix) && !$0.dropFirst(prefix.count).contains("/")
        }
    }
}

/// Lists, reads and hashes every file of a data directory on several threads.
enum DatasetScanner {
    /// Relative paths of all regular files under `root` (following file symlinks, not folder symlinks), unsorted.
    ///
    /// Plain `opendir`/`readdir` on path strings: `FileManager`'s enumerator and `URL` path building cost more than the
    /// hashing itself on a directory of a few thousand files.
    static func listFiles(in root: URL) throws(DatasetLoadError) -> [String] {
        let base = root.path
        guard kind(ofPath: base) == .directory else {
            throw DatasetLoadError(kind: .missingFile, file: base, detail: "data directory does not exist")
        }
        var paths: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let full = folder.isEmpty ? base : base + "/" + folder
            guard let handle = opendir(full) else {
                throw DatasetLoadError(kind: .unreadableFile, file: folder.isEmpty ? base : folder, detail: "folder cannot be listed")
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                switch entry.pointee.d_type {
                case UInt8(DT_REG): paths.append(relative)
                case UInt8(DT_DIR): folders.append(relative)
                default:
                    // Symbolic links and file systems that do not fill in the type: ask stat, which follows links.
                    if kind(ofPath: base + "/" + relative) == .file { paths.append(relative) }
                }
            }
        }
        return paths
    }

    private enum PathKind { case file, directory, other }

    private static func kind(ofPath path: String) -> PathKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The whole contents of a file, read with `open`/`read` until end of file (sized by `fstat`, with one spare byte
    /// so the read that sees the end needs no second buffer; a file that grew meanwhile is read to its new end).
    static func readFile(atPath path: String) throws(DatasetLoadError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw readFailure(path, errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw readFailure(path, errno) }
        var data = Data(count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == data.count { data.count += max(data.count, 4096) }
            let n = data.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress! + filled, raw.count - filled) }
            if n > 0 { filled += n } else if n == 0 { break } else if errno != EINTR { throw readFailure(path, errno) }
        }
        data.count = filled
        return data
    }

    private static func readFailure(_ path: String, _ code: Int32) -> DatasetLoadError {
        DatasetLoadError(kind: .unreadableFile, file: path, detail: "cannot be read (\(String(cString: strerror(code))))")
    }

    /// Reads and digests `paths` on `parallelism` threads. Returns the entries and the bytes of the files in `keep`.
    static func hash(paths: [String], in root: URL, hasher: any ContentHasher, parallelism: Int, keep: Set<String>)
        throws(DatasetLoadError) -> (entries: [DatasetFileEntry], kept: [String: Data])
    {
        let base = root.path
        let next = Atomic<Int>(0)
        let slots = Mutex<[Result<(DatasetFileEntry, Data?), DatasetLoadError>?]>(Array(repeating: nil, count: paths.count))
        let workers = max(1, min(parallelism, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < paths.count else { return }
                let path = paths[i]
                let result: Result<(DatasetFileEntry, Data?), DatasetLoadError>
                do throws(DatasetLoadError) {
                    let data = try readFile(atPath: base + "/" + path)
                    let entry = DatasetFileEntry(path: path, size: data.count, digest: hasher.hexDigest(of: data))
                    result = .success((entry, keep.contains(path) ? data : nil))
                } catch {
                    var named = error
                    named.file = path
                    result = .failure(named)
                }
                slots.withLock { $0[i] = result }
            }
        }
        var entries: [DatasetFileEntry] = []
        entries.reserveCapacity(paths.count)
        var kept: [String: Data] = [:]
        let results = slots.withLock { $0 }
        for slot in results {
            switch slot {
            case let .success((entry, data))?:
                entries.append(entry)
                if let data { kept[entry.path] = data }
            case let .failure(error)?:
                throw error
            case nil:
                break
            }
        }
        return (entries, kept)
    }
}
