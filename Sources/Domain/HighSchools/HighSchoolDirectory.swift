public import Foundation
import QuadAPIModels
import Synchronization

/// The high-school directory of a snapshot (`data/high-schools/`): every school of every state shard, the state
/// medians and report files, read once; profile details read on demand. ``search(q:state:kind:limit:)`` is the
/// directory search the `/high-schools` screen and the student profile's high-school picker share.
public final class HighSchoolDirectory: Sendable {
    /// Every school, shards in file-name order, rows in file order.
    public let schools: [HighSchool]
    /// `meta.json`; nil when the dataset has no directory.
    public let meta: HighSchoolMeta?
    /// `medians.json` by state.
    public let medians: HighSchoolStateMedians
    /// `state/{st}.json` by upper-case state.
    public let stateFiles: [String: HighSchoolStateFile]
    private let index: [String: Int]
    private let searchIndex: HighSchoolSearchIndex
    private let detailData: @Sendable (String) throws(DatasetLoadError) -> HighSchoolDetail?
    private let details = Mutex<[String: HighSchoolDetail?]>([:])

    /// A directory built from values (tests, benchmarks).
    public convenience init(schools: [HighSchool], meta: HighSchoolMeta?, medians: HighSchoolStateMedians = [:],
                            stateFiles: [HighSchoolStateFile] = [], details: [String: HighSchoolDetail] = [:]) {
        self.init(schools: schools, meta: meta, medians: medians, stateFiles: stateFiles,
                  detailReader: { id throws(DatasetLoadError) in details[id] })
    }

    init(schools: [HighSchool], meta: HighSchoolMeta?, medians: HighSchoolStateMedians, stateFiles: [HighSchoolStateFile],
         detailReader: @escaping @Sendable (String) throws(DatasetLoadError) -> HighSchoolDetail?) {
        self.schools = schools
        self.meta = meta
        self.medians = medians
        self.stateFiles = Dictionary(stateFiles.map { ($0.state, $0) }, uniquingKeysWith: { a, _ in a })
        var index: [String: Int] = [:]
        for (i, s) in schools.enumerated() where index[s.id] == nil { index[s.id] = i }
        self.index = index
        searchIndex = HighSchoolSearchIndex(schools)
        detailData = detailReader
    }

    /// The directory of a snapshot loaded from disk.
    ///
    /// - Throws: ``DatasetLoadError`` when a directory file is broken or changed since load.
    convenience init(snapshot: DatasetSnapshot) throws(DatasetLoadError) {
        func decode<T: Decodable>(_ path: String, as type: T.Type) throws(DatasetLoadError) -> T? {
            guard let data = try snapshot.fileData(at: path) else { return nil }
            return try DatasetFileDecoder.decode(T.self, from: data, file: path)
        }
        var schools: [HighSchool] = []
        var stateFiles: [HighSchoolStateFile] = []
        for path in snapshot.manifest?.paths(in: "high-schools/schools", suffix: ".json") ?? [] {
            if let shard = try decode(path, as: HighSchoolShard.self) { schools += shard.schools }
        }
        for path in snapshot.manifest?.paths(in: "high-schools/state", suffix: ".json") ?? [] {
            if let file = try decode(path, as: HighSchoolStateFile.self) { stateFiles.append(file) }
        }
        self.init(schools: schools, meta: snapshot.highSchoolMeta,
                  medians: try decode("high-schools/medians.json", as: HighSchoolStateMedians.self) ?? [:],
                  stateFiles: stateFiles,
                  detailReader: { [weak snapshot] id throws(DatasetLoadError) in
                      let path = "high-schools/detail/\(id).json"
                      guard let snapshot, let data = try snapshot.fileData(at: path) else { return nil }
                      return try DatasetFileDecoder.decode(HighSchoolDetail.self, from: data, file: path)
                  })
    }

    /// The school with this id; nil for an id the directory lacks (or one that is not a high-school id).
    public func school(id: String) -> HighSchool? {
        guard Self.isHighSchoolID(id) else { return nil }
        return index[id].map { schools[$0] }
    }

    /// The school's profile detail, when the directory has one.
    ///
    /// - Throws: ``DatasetLoadError`` when the file is broken.
    public func detail(id: String) throws(DatasetLoadError) -> HighSchoolDetail? {
        guard Self.isHighSchoolID(id) else { return nil }
        if let hit = details.withLock({ $0[id] }) { return hit }
        let value = try detailData(id)
        details.withLock { $0[id] = .some(value) }
        return value
    }

    /// The school's state report values, nil when its state file has none for it.
    public func stateReport(for school: HighSchool) -> (file: HighSchoolStateFile, values: HighSchoolStateFile.Values)? {
        guard school.isPublic, let file = stateFiles[school.state], let values = file.schools[school.id] else { return nil }
        return (file, values)
    }

    /// Schools matching a name or city, within a state and kind, best first (see ``HighSchoolSearchIndex``).
    public func search(q: String, state: String? = nil, kind: String? = nil,
                       limit: Int = HighSchoolSearchIndex.defaultLimit) -> [HighSchool] {
        searchIndex.search(q: q, state: state, kind: kind, limit: limit).map { schools[$0] }
    }

    /// A public school's 12-digit NCES id (its first two digits a state's FIPS code) or a private school's
    /// 8-character PSS id.
    public static func isHighSchoolID(_ id: String) -> Bool {
        let u = Array(id.utf8)
        if u.count == 12, u.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            return USStates.state(fips: String(id.prefix(2))).map(\.isState) ?? false
        }
        return u.count == 8 && u.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) }
    }

    // MARK: - Per snapshot

    private static let key = SnapshotKey<HighSchoolDirectory>("highSchools.directory")

    /// The directory of `snapshot`, read on first use and kept with the snapshot.
    ///
    /// - Throws: ``DatasetLoadError`` when a directory file is broken.
    public static func of(_ snapshot: DatasetSnapshot) throws(DatasetLoadError) -> HighSchoolDirectory {
        try snapshot.derived.value(key) { () throws(DatasetLoadError) in try HighSchoolDirectory(snapshot: snapshot) }
    }

    /// Uses `directory` for `snapshot` (a snapshot built from values has no files to read).
    public static func register(_ directory: HighSchoolDirectory, for snapshot: DatasetSnapshot) {
        snapshot.derived.store(directory, for: key)
    }
}
