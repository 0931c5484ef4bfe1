public import Foundation
public import QuadAPIModels
import Synchronization

/// One loaded dataset: every college in file order, the shared files, indexes built at load, and the publish id.
///
/// Immutable and shared by every request that started while it was current. Per-college history and detail files
/// and the trend files are read on demand (``history(for:)``, ``detail(for:)``, ``trendFile(named:)``), checked
/// against the digest taken at load, and cached for the snapshot's lifetime.
public final class DatasetSnapshot: Sendable {
    /// Colleges in `schools.json` order.
    public let schools: [School]
    /// `meta.json`.
    public let meta: DatasetMeta
    /// `release-calendar.json`.
    public let releaseCalendar: ReleaseCalendar
    /// `aliases.json` rows in file order (empty when the file is absent).
    public let aliases: [AliasRow]
    /// Shared history files; nil when `history/meta.json` is absent.
    public let history: HistoryFiles?
    /// `history/trends/index.json`, when present.
    public let trendIndex: TrendIndex?
    /// Names of the files in `history/trends/` (without `.json`), sorted.
    public let trendNames: [String]
    /// `application-cycle.json`, when present.
    public let applicationCycle: ApplicationCycle?
    /// `high-schools/meta.json`, when present.
    public let highSchoolMeta: HighSchoolMeta?
    /// `reference/cip2020.json`, the CIP 2020 titles, when present.
    public let cipTitles: CipTitles?
    /// `changes.json` rows in file order (empty when absent).
    public let changes: [StoredChange]
    /// The roadmap and release notes (`roadmap/`, `release-notes/`), parsed and checked at load.
    public let content: SiteContent
    /// Content hash of the data directory (see ``DatasetManifest``).
    public let publishID: String
    /// When the snapshot was built (the time handed to the loader).
    public let loadedAt: Date
    /// The data directory, for snapshots loaded from disk.
    public let directory: URL?
    /// Every file of the directory with its digest, for snapshots loaded from disk.
    public let manifest: DatasetManifest?

    /// Position in ``schools`` by `unit_id`.
    public let indexByID: [String: Int]
    /// Alias rows by `unit_id`, in file order.
    public let aliasesByUnitID: [String: [AliasRow]]
    /// Number of colleges per USPS state code.
    public let stateCounts: [String: Int]
    /// Metric values, ranks, medians, name order, summary and search index, built once at load.
    public let statistics: DatasetStatistics
    /// Citations for this dataset's meta: the only way screens get a `Value`.
    public let lineage: Lineage
    /// What features work out from this snapshot on first use (indexes, dataset-wide figures, decoded files), kept
    /// as long as the snapshot and freed with it.
    public let derived = SnapshotDerivedValues()

    private let changesByUnitID: [String: [StoredChange]]
    private let source: FileSource?
    private let histories: Mutex<[String: SchoolHistory]>
    private let details: Mutex<[String: SchoolDetail]>
    private let trendFiles: Mutex<[String: JSONValue]>

    /// A snapshot built from values (tests, fixtures): nothing is read from disk, and the per-college files are the
    /// ones given here.
    ///
    /// - Throws: ``DatasetLoadError`` (`duplicateID`) when two schools share a `unit_id`.
    public convenience init(
        schools: [School], meta: DatasetMeta, releaseCalendar: ReleaseCalendar, aliases: [AliasRow] = [],
        history: HistoryFiles? = nil, trendIndex: TrendIndex? = nil, applicationCycle: ApplicationCycle? = nil,
        highSchoolMeta: HighSchoolMeta? = nil, cipTitles: CipTitles? = nil, changes: [StoredChange] = [],
        content: SiteContent = .none, schoolHistories: [String: SchoolHistory] = [:], details: [String: SchoolDetail] = [:],
        trendFiles: [String: JSONValue] = [:], publishID: String, loadedAt: Date
    ) throws(DatasetLoadError) {
        try self.init(
            schools: schools, meta: meta, releaseCalendar: releaseCalendar, aliases: aliases, history: history,
            trendIndex: trendIndex, trendNames: trendFiles.keys.sorted(), applicationCycle: applicationCycle,
            highSchoolMeta: highSchoolMeta, cipTitles: cipTitles, changes: changes, content: content,
            publishID: publishID, loadedAt: loadedAt, source: nil,
            preloadedHistories: schoolHistories, preloadedDetails: details, preloadedTrends: trendFiles)
    }

    init(
        schools: [School], meta: DatasetMeta, releaseCalendar: ReleaseCalendar, aliases: [AliasRow],
        history: HistoryFiles?, trendIndex: TrendIndex?, trendNames: [String], applicationCycle: ApplicationCycle?,
        highSchoolMeta: HighSchoolMeta?, cipTitles: CipTitles? = nil, changes: [StoredChange],
        content: SiteContent = .none, publishID: String,
        loadedAt: Date, source: FileSource?, preloadedHistories: [String: SchoolHistory] = [:],
        preloadedDetails: [String: SchoolDetail] = [:], preloadedTrends: [String: JSONValue] = [:]
    ) throws(DatasetLoadError) {
        var index: [String: Int] = [:]
        index.reserveCapacity(schools.count)
        var states: [String: Int] = [:]
        for (position, school) in schools.enumerated() {
            if let first = index.updateValue(position, forKey: school.unitID) {
                throw DatasetLoadError(kind: .duplicateID, file: "schools.json", record: position, unitID: school.unitID,
                                       detail: "duplicate unit_id (also record \(first))")
            }
            states[school.location.state, default: 0] += 1
        }
        var byUnit: [String: [AliasRow]] = [:]
        for row in aliases {
            if let id = row.unitID { byUnit[id, default: []].append(row) }
        }
        self.schools = schools
        self.meta = meta
        self.releaseCalendar = releaseCalendar
        self.aliases = aliases
        self.history = history
        self.trendIndex = trendIndex
        self.trendNames = trendNames
        self.applicationCycle = applicationCycle
        self.highSchoolMeta = highSchoolMeta
        self.cipTitles = cipTitles
        self.changes = changes
        self.content = content
        self.publishID = publishID
        self.loadedAt = loadedAt
        self.directory = source?.directory
        self.manifest = source?.manifest
        self.indexByID = index
        self.aliasesByUnitID = byUnit
        self.stateCounts = states
        self.statistics = DatasetStatistics(schools: schools, aliases: aliases)
        self.lineage = Lineage(meta: meta)
        self.changesByUnitID = Self.newestFirst(changes)
        self.source = source
        self.histories = Mutex(preloadedHistories)
        self.details = Mutex(preloadedDetails)
        self.trendFiles = Mutex(preloadedTrends)
    }

    /// The college with this `unit_id`.
    public func school(id: String) -> School? {
        indexByID[id].map { schools[$0] }
    }

    /// Recorded changes of one college, newest `published_at` first (rows without a date last, ties in file order).
    public func changes(for unitID: String) -> [StoredChange] {
        changesByUnitID[unitID] ?? []
    }

    private static func newestFirst(_ changes: [StoredChange]) -> [String: [StoredChange]] {
        var grouped: [String: [(offset: Int, change: StoredChange)]] = [:]
        for (offset, change) in changes.enumerated() {
            if let id = change.unitID { grouped[id, default: []].append((offset, change)) }
        }
        return grouped.mapValues { rows in
            rows.sorted { a, b in
                switch (a.change.publishedAt, b.change.publishedAt) {
                case let (x?, y?) where x != y: return x > y
                case (_?, nil): return true
                case (nil, _?): return false
                default: return a.offset < b.offset
                }
            }.map(\.change)
        }
    }
}

// MARK: - Files read on demand

extension DatasetSnapshot {
    /// Where a disk-backed snapshot reads its on-demand files from.
    struct FileSource: Sendable {
        let directory: URL
        let manifest: DatasetManifest
        let hasher: any ContentHasher
    }

    /// True for a plausible IPEDS id: one or more ASCII digits.
    public static func isUnitID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// True for a trend file name: lowercase letters, digits and `-`.
    public static func isTrendName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || $0 == UInt8(ascii: "-")
        }
    }

    /// `history/schools/{id}.json`; nil when the id is not digits or the college has no history file.
    ///
    /// - Throws: ``DatasetLoadError`` when the file is broken or changed since load.
    public func history(for id: String) throws(DatasetLoadError) -> SchoolHistory? {
        guard Self.isUnitID(id) else { return nil }
        return try cached(histories, key: id, path: "history/schools/\(id).json", as: SchoolHistory.self)
    }

    /// `detail/schools/{id}.json`; nil when the id is not digits or the college has no detail file.
    ///
    /// - Throws: ``DatasetLoadError`` when the file is broken or changed since load.
    public func detail(for id: String) throws(DatasetLoadError) -> SchoolDetail? {
        guard Self.isUnitID(id) else { return nil }
        return try cached(details, key: id, path: "detail/schools/\(id).json", as: SchoolDetail.self)
    }

    /// `history/trends/{name}.json` as JSON; nil when the name is not valid or the file is absent.
    ///
    /// - Throws: ``DatasetLoadError`` when the file is broken or changed since load.
    public func trendFile(named name: String) throws(DatasetLoadError) -> JSONValue? {
        guard Self.isTrendName(name) else { return nil }
        return try cached(trendFiles, key: name, path: "history/trends/\(name).json", as: JSONValue.self)
    }

    /// The bytes of any file the directory had at load (e.g. `high-schools/schools/DC.json`), checked against its
    /// digest; nil when there was no such file or the snapshot was built from values.
    ///
    /// - Throws: ``DatasetLoadError`` when the file can no longer be read or its bytes changed.
    public func fileData(at relativePath: String) throws(DatasetLoadError) -> Data? {
        guard let source, let entry = source.manifest.entry(for: relativePath) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: source.directory.appendingPathComponent(relativePath))
        } catch {
            throw DatasetLoadError(kind: .changedFile, file: relativePath, detail: "can no longer be read (\(error.localizedDescription))")
        }
        guard data.count == entry.size, source.hasher.hexDigest(of: data) == entry.digest else {
            throw DatasetLoadError(kind: .changedFile, file: relativePath, detail: "changed since the dataset was loaded")
        }
        return data
    }

    private func cached<T: Decodable & Sendable>(_ cache: borrowing Mutex<[String: T]>, key: String, path: String, as type: T.Type)
        throws(DatasetLoadError) -> T?
    {
        if let hit = cache.withLock({ $0[key] }) { return hit }
        guard let data = try fileData(at: path) else { return nil }
        let value = try DatasetFileDecoder.decode(T.self, from: data, file: path)
        cache.withLock { $0[key] = value }
        return value
    }
}
