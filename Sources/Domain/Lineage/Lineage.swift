@_spi(Lineage) public import QuadAPIModels

/// Citations for one dataset: where any field of any college came from, and the only way to build the wire's
/// `Value`, `Delta` and `SourceGroup` outside Domain.
///
/// Build one per snapshot (`Lineage(meta: snapshot.meta)`) and share it: it is an immutable value. At creation it
/// resolves every registered field once for "no college" and once for a college without lineage records (most
/// colleges), so citing a field of such a college is a dictionary lookup. A college with lineage records, or a field
/// whose citation names the college itself (its Common Data Set, its own site), is resolved on each call.
///
/// ```swift
/// let lineage = Lineage(meta: snapshot.meta)
/// let rate = lineage.value(FieldPath.acceptanceRate, of: school, school.admissions?.acceptanceRate, format: .pctSmart)
/// rate.cited.year    // "Fall 2024"
/// ```
public struct Lineage: Sendable {
    /// The dataset's `meta.json`.
    public let meta: DatasetMeta
    let engine: CitationEngine

    /// Citations with no college (dataset defaults), by registered path.
    private let datasetCitations: [String: Cited]
    /// Sources behind each registered path with no college.
    private let datasetSources: [String: [CitedSource]]
    /// Citations for a college without lineage records, for the paths where that citation is the same for every such
    /// college.
    private let plainCitations: [String: Cited]
    /// Sources behind those paths for a college without lineage records.
    private let plainSources: [String: [CitedSource]]

    /// Resolves every registered field's default citation against `meta`.
    public init(meta: DatasetMeta) {
        self.meta = meta
        let engine = CitationEngine(meta: meta)
        self.engine = engine
        var dataset: [String: Cited] = [:]
        var datasetSources: [String: [CitedSource]] = [:]
        var plain: [String: Cited] = [:]
        var plainSources: [String: [CitedSource]] = [:]
        let stand = Self.standInCollege
        for def in FieldRegistry.all {
            dataset[def.path] = engine.cite(def.path, school: nil)
            datasetSources[def.path] = engine.underlyingSources(def.path, school: nil)
            if Self.isSameForPlainColleges(def.path) {
                plain[def.path] = engine.cite(def.path, school: stand)
                plainSources[def.path] = engine.underlyingSources(def.path, school: stand)
            }
        }
        self.datasetCitations = dataset
        self.datasetSources = datasetSources
        self.plainCitations = plain
        self.plainSources = plainSources
    }

    /// Convenience: the lineage of a loaded snapshot.
    public init(snapshot: DatasetSnapshot) {
        self.init(meta: snapshot.meta)
    }

    // MARK: - Citations

    /// The citation of `path` for `school` (or the dataset default when `school` is nil).
    ///
    /// `path` may be any stored leaf: it is cited as its nearest registered field
    /// (`demographics.racial_diversity.asian` → `demographics.racial_diversity`). A path no field covers cites a
    /// placeholder source with the path as its field name; ``isCitable(_:)`` tells them apart.
    public func cited(_ path: String, _ school: School? = nil) -> Cited {
        guard let registered = FieldRegistry.registeredPath(for: path) else {
            return CitationEngine.unregistered(path, meta: meta)
        }
        // No `let` binding of the college here or in the engine: each would copy the whole record.
        if !school.isPresent { return datasetCitations[registered] ?? engine.cite(registered, school: nil) }
        if Self.isPlain(school?.lineage), let hit = plainCitations[registered] { return hit }
        return engine.cite(registered, school: school)
    }

    /// The citation of `path` that most colleges get: that of a college without lineage records. A chart cites each
    /// measure with it once; a college whose own citation differs (a college-reported figure) carries its own.
    public func commonCited(_ path: String) -> Cited {
        cited(path, Self.standInCollege)
    }

    /// True when some registered field covers `path`.
    public func isCitable(_ path: String) -> Bool {
        FieldRegistry.registeredPath(for: path) != nil
    }

    /// The distinct sources behind one value of `path` at `school` (a derived value lists its inputs' sources; a
    /// per-college source with no record for this college lists none). Empty for a path no field covers.
    public func sources(of path: String, _ school: School? = nil) -> [CitedSource] {
        guard let registered = FieldRegistry.registeredPath(for: path) else { return [] }
        if !school.isPresent { return datasetSources[registered] ?? [] }
        if Self.isPlain(school?.lineage), let hit = plainSources[registered] { return hit }
        return engine.underlyingSources(registered, school: school)
    }

    /// The sources behind `path` (a registered path) at every college without lineage records, when they are the
    /// same for all of them; nil otherwise.
    func plainSources(_ registered: String) -> [CitedSource]? {
        plainSources[registered]
    }

    /// The citation of `path` at every college without lineage records, when it is the same for all of them; nil
    /// otherwise, and for a path no field covers.
    func plainCited(_ path: String) -> Cited? {
        FieldRegistry.registeredPath(for: path).flatMap { plainCitations[$0] }
    }

    // MARK: - Cache rules

    /// A college with no lineage records: every value uses its field's default source.
    static func isPlain(_ school: School) -> Bool {
        isPlain(school.lineage)
    }

    /// True for the lineage records of a plain college: none at all, or an empty set.
    static func isPlain(_ lineage: SchoolLineage?) -> Bool {
        lineage?.isEmpty ?? true
    }

    /// The record used to resolve the shared citations of plain colleges; only its lack of lineage matters, since
    /// the cached paths never read anything else of the college.
    private static let standInCollege = School(
        unitID: "0", name: "", location: SchoolLocation(city: "", state: ""), type: "public")

    /// True when every college without lineage records gets the same citation for `path`: nothing the resolution
    /// can reach names the college (its Common Data Set or its own site) or picks inputs from its data.
    static func isSameForPlainColleges(_ path: String) -> Bool {
        var seen = Set<String>()
        var stack = [path]
        while let next = stack.popLast() {
            guard seen.insert(next).inserted, let def = FieldRegistry.byPath[next] else { continue }
            if def.source == SourceKey.cds || def.source == SourceKey.collegeSite || next == FieldPath.gpaEstimate {
                return false
            }
            stack.append(contentsOf: def.derivation?.inputs ?? [])
        }
        return true
    }
}
