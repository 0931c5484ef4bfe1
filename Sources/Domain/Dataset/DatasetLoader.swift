public import Foundation

/// Reads a data directory in the site's layout into a ``DatasetSnapshot``.
///
/// | File | |
/// |---|---|
/// | `schools.json`, `meta.json`, `release-calendar.json` | required |
/// | `aliases.json`, `changes.json`, `application-cycle.json` | optional |
/// | `history/meta.json` (+ `national.json`, `facts.json`, `cpi.json`) | optional; no meta → no shared history |
/// | `history/trends/index.json` | optional; other trend files are listed and read on demand |
/// | `high-schools/meta.json` | optional |
/// | `reference/cip2020.json` | optional; the CIP 2020 titles (``CipTitles``) |
/// | `roadmap/*` (`roadmap.json` + pages), `release-notes/*` (`release-notes.json` + notes) | optional; see ``SiteContent`` |
/// | `history/schools/*.json`, `detail/schools/*.json`, anything else | hashed only; read on demand |
///
/// Every file of the directory is read and hashed (on ``parallelism`` threads) for the publish id; `schools.json` is
/// split into records and decoded in parallel. Any broken file ends the load with a ``DatasetLoadError``, and so does
/// a value citing a source `meta.json` does not describe (``LineageCheck``, when ``checksCitations`` is on).
/// Blocking: call it off the cooperative pool (``DatasetStore`` does).
public struct DatasetLoader: Sendable {
    /// Digests file bytes for the publish id and the on-demand checks.
    public var hasher: any ContentHasher
    /// Threads used for hashing and decoding.
    public var parallelism: Int
    /// Whether a load ends with ``LineageCheck`` (every cited source is in `meta.json`). On by default.
    public var checksCitations: Bool

    /// Defaults: the non-cryptographic ``FNV1aHasher``, one thread per active core, and the citation check on.
    public init(hasher: any ContentHasher = FNV1aHasher(), parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
                checksCitations: Bool = true) {
        self.hasher = hasher
        self.parallelism = max(1, parallelism)
        self.checksCitations = checksCitations
    }

    /// Files that must exist.
    public static let requiredFiles = ["schools.json", "meta.json", "release-calendar.json"]

    /// Files decoded at load when present (everything else is only hashed).
    static let decodedFiles: Set<String> = [
        "schools.json", "meta.json", "release-calendar.json", "aliases.json", "changes.json", "application-cycle.json",
        "history/meta.json", "history/national.json", "history/facts.json", "history/cpi.json",
        "history/trends/index.json", "high-schools/meta.json", CipTitles.file,
    ]

    /// Loads `directory`.
    ///
    /// - Parameter loadedAt: the time recorded on the snapshot.
    /// - Throws: ``DatasetLoadError`` naming the file (and record, `unit_id`, path) that failed.
    public func load(from directory: URL, loadedAt: Date) throws(DatasetLoadError) -> DatasetSnapshot {
        let root = directory.standardizedFileURL
        let paths = try DatasetScanner.listFiles(in: root)
        let present = Set(paths)
        for file in Self.requiredFiles where !present.contains(file) {
            throw DatasetLoadError(kind: .missingFile, file: file, detail: "required file is missing from \(root.path)")
        }
        let contentFiles = Set(paths.filter(SiteContent.isContentFile))
        let (entries, kept) = try DatasetScanner.hash(
            paths: paths, in: root, hasher: hasher, parallelism: parallelism,
            keep: Self.decodedFiles.intersection(present).union(contentFiles))
        let manifest = DatasetManifest(files: entries, hasher: hasher)

        func file<T: Decodable>(_ path: String, as type: T.Type) throws(DatasetLoadError) -> T? {
            guard let data = kept[path] else { return nil }
            return try DatasetFileDecoder.decode(T.self, from: data, file: path)
        }
        func records<T: Decodable & Sendable>(_ path: String, as type: T.Type) throws(DatasetLoadError) -> [T]? {
            guard let data = kept[path] else { return nil }
            return try DatasetFileDecoder.decodeRecords(T.self, from: data, file: path, parallelism: parallelism)
        }

        // The high-school sources keep the file's order (the Data page lists them so).
        func highSchoolMeta() throws(DatasetLoadError) -> HighSchoolMeta? {
            guard var meta = try file("high-schools/meta.json", as: HighSchoolMeta.self) else { return nil }
            meta.sourceOrder = kept["high-schools/meta.json"].flatMap(HighSchoolMeta.sourceKeys(in:))
            return meta
        }

        let schools = try records("schools.json", as: School.self) ?? []
        guard let meta = try file("meta.json", as: DatasetMeta.self),
              let calendar = try file("release-calendar.json", as: ReleaseCalendar.self)
        else {
            throw DatasetLoadError(kind: .unreadableFile, file: "meta.json", detail: "was not read")
        }
        var history: HistoryFiles?
        if let historyMeta = try file("history/meta.json", as: HistoryMeta.self) {
            history = HistoryFiles(
                meta: historyMeta,
                national: try file("history/national.json", as: NationalHistory.self),
                facts: try file("history/facts.json", as: TrendFacts.self),
                cpi: try file("history/cpi.json", as: CpiTable.self))
        }
        let trendNames = manifest.paths(in: "history/trends", suffix: ".json")
            .map { String($0.dropFirst("history/trends/".count).dropLast(".json".count)) }
            .filter(DatasetSnapshot.isTrendName)

        let snapshot = try DatasetSnapshot(
            schools: schools, meta: meta, releaseCalendar: calendar,
            aliases: try records("aliases.json", as: AliasRow.self) ?? [],
            history: history,
            trendIndex: try file("history/trends/index.json", as: TrendIndex.self),
            trendNames: trendNames,
            applicationCycle: try file("application-cycle.json", as: ApplicationCycle.self),
            highSchoolMeta: try highSchoolMeta(),
            cipTitles: try file(CipTitles.file, as: CipTitles.self),
            changes: try records("changes.json", as: StoredChange.self) ?? [],
            content: try SiteContent.load(kept.filter { contentFiles.contains($0.key) }),
            publishID: manifest.publishID, loadedAt: loadedAt,
            source: DatasetSnapshot.FileSource(directory: root, manifest: manifest, hasher: hasher))
        // The Explore index (needed before the first answer) is built on another thread while the citations are
        // checked on this one: both walk every college alone, so a 2-core node gets ready in the time of the longer.
        let prebuilt = DispatchGroup()
        DispatchQueue.global().async(group: prebuilt) { _ = ExploreIndex.of(snapshot) }
        defer { prebuilt.wait() }
        if checksCitations { try LineageCheck().verify(snapshot) }
        return snapshot
    }
}
