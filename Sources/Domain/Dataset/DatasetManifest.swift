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
    /// Relative paths of all regular files under `root` (following file symlinks), unsorted.
    static func listFiles(in root: URL) throws(DatasetLoadError) -> [String] {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DatasetLoadError(kind: .missingFile, file: root.path, detail: "data directory does not exist")
        }
        guard let walker = fm.enumerator(atPath: root.path) else {
            throw DatasetLoadError(kind: .unreadableFile, file: root.path, detail: "data directory cannot be listed")
        }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            var dir: ObjCBool = false
            if fm.fileExists(atPath: root.appendingPathComponent(relative).path, isDirectory: &dir), !dir.boolValue {
                paths.append(relative)
            }
        }
        return paths
    }

    /// Reads and digests `paths` on `parallelism` threads. Returns the entries and the bytes of the files in `keep`.
    static func hash(paths: [String], in root: URL, hasher: any ContentHasher, parallelism: Int, keep: Set<String>)
        throws(DatasetLoadError) -> (entries: [DatasetFileEntry], kept: [String: Data])
    {
        let next = Atomic<Int>(0)
        let slots = Mutex<[Result<(DatasetFileEntry, Data?), DatasetLoadError>?]>(Array(repeating: nil, count: paths.count))
        let workers = max(1, min(parallelism, paths.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < paths.count else { return }
                let path = paths[i]
                let result: Result<(DatasetFileEntry, Data?), DatasetLoadError>
                do {
                    let data = try Data(contentsOf: root.appendingPathComponent(path))
                    let entry = DatasetFileEntry(path: path, size: data.count, digest: hasher.hexDigest(of: data))
                    result = .success((entry, keep.contains(path) ? data : nil))
                } catch {
                    result = .failure(DatasetLoadError(kind: .unreadableFile, file: path, detail: "cannot be read (\(error.localizedDescription))"))
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
