public import Foundation
import QuadAPIModels
import Synchronization

/// The national trend files of a snapshot, decoded once into their typed shapes and kept for the snapshot's
/// lifetime (entries hold the snapshot weakly). A file the dataset lacks reads as nil.
public final class TrendFileCache: Sendable {
    /// The cache every screen uses.
    public static let shared = TrendFileCache()

    private struct Entry: Sendable {
        weak var snapshot: DatasetSnapshot?
        /// Decoded files by name; `nil` inside means "absent".
        var files: [String: (any Sendable)?] = [:]
    }

    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// An empty cache (tests).
    public init() {}

    /// `history/trends/{name}.json` decoded as `T`; nil when the dataset has no such file.
    ///
    /// - Throws: ``DatasetLoadError`` when the file cannot be read or does not have the shape.
    public func file<T: Decodable & Sendable>(_ snapshot: DatasetSnapshot, _ name: String, as type: T.Type)
        throws(DatasetLoadError) -> T?
    {
        let id = ObjectIdentifier(snapshot)
        let cached: (found: Bool, value: (any Sendable)?) = entries.withLock { all in
            guard let entry = all[id], entry.snapshot === snapshot, let hit = entry.files[name] else { return (false, nil) }
            return (true, hit)
        }
        if cached.found { return cached.value as? T }
        let value = try Self.decode(snapshot, name, as: T.self)
        entries.withLock { all in
            if all[id]?.snapshot !== snapshot {
                all = all.filter { $0.value.snapshot != nil }
                all[id] = Entry(snapshot: snapshot)
            }
            all[id]?.files[name] = .some(value)
        }
        return value
    }

    private static func decode<T: Decodable>(_ snapshot: DatasetSnapshot, _ name: String, as type: T.Type)
        throws(DatasetLoadError) -> T?
    {
        let path = "history/trends/\(name).json"
        if let data = try snapshot.fileData(at: path) {
            return try DatasetFileDecoder.decode(T.self, from: data, file: path)
        }
        // A snapshot built from values keeps its trend files as JSON.
        guard let json = try snapshot.trendFile(named: name) else { return nil }
        let data: Data
        do { data = try JSONEncoder().encode(json) } catch {
            throw DatasetLoadError(kind: .unreadableFile, file: path, detail: "cannot be re-encoded")
        }
        return try DatasetFileDecoder.decode(T.self, from: data, file: path)
    }
}

/// The trend files by name.
public enum TrendFiles {
    public static func movers(_ s: DatasetSnapshot) throws(DatasetLoadError) -> MoversFile? {
        try TrendFileCache.shared.file(s, "movers", as: MoversFile.self)
    }

    public static func conferences(_ s: DatasetSnapshot) throws(DatasetLoadError) -> ConferencesFile? {
        try TrendFileCache.shared.file(s, "conferences", as: ConferencesFile.self)
    }

    public static func states(_ s: DatasetSnapshot) throws(DatasetLoadError) -> StatesFile? {
        try TrendFileCache.shared.file(s, "states", as: StatesFile.self)
    }

    /// A study file by slug, typed.
    public static func study<V, E>(_ s: DatasetSnapshot, _ slug: String, as type: TrendStudyFile<V, E>.Type)
        throws(DatasetLoadError) -> TrendStudyFile<V, E>?
    {
        try TrendFileCache.shared.file(s, slug, as: type)
    }
}
