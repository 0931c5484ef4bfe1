public import Foundation
import QuadAPIModels

/// The national trend files of a snapshot by name, each decoded once into its typed shape and kept with the snapshot
/// (``DatasetSnapshot/derived``). A file the dataset lacks reads as nil.
public enum TrendFiles {
    /// `history/trends/{name}.json` decoded as `T`; nil when the dataset has no such file.
    ///
    /// - Throws: ``DatasetLoadError`` when the file cannot be read or does not have the shape.
    public static func file<T: Decodable & Sendable>(_ snapshot: DatasetSnapshot, _ name: String, as type: T.Type)
        throws(DatasetLoadError) -> T?
    {
        // The type is part of the key: one file read as two shapes is two values.
        try snapshot.derived.value(SnapshotKey<T?>("trends.file.\(name).\(T.self)")) { () throws(DatasetLoadError) in
            try decode(snapshot, name, as: T.self)
        }
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

    public static func movers(_ s: DatasetSnapshot) throws(DatasetLoadError) -> MoversFile? {
        try file(s, "movers", as: MoversFile.self)
    }

    public static func conferences(_ s: DatasetSnapshot) throws(DatasetLoadError) -> ConferencesFile? {
        try file(s, "conferences", as: ConferencesFile.self)
    }

    public static func states(_ s: DatasetSnapshot) throws(DatasetLoadError) -> StatesFile? {
        try file(s, "states", as: StatesFile.self)
    }

    /// A study file by slug, typed.
    public static func study<V, E>(_ s: DatasetSnapshot, _ slug: String, as type: TrendStudyFile<V, E>.Type)
        throws(DatasetLoadError) -> TrendStudyFile<V, E>?
    {
        try file(s, slug, as: type)
    }
}
