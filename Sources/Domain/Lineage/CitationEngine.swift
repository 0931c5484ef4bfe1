@_spi(Lineage) import QuadAPIModels

/// Resolves citations from the registry, `meta.json` and a college's lineage records, without caching.
/// ``Lineage`` wraps it with per-path caches; the rules are the site's (dataset-map §3.3).
struct CitationEngine: Sendable {
    let meta: DatasetMeta

    /// A path's registered definition (callers pass registered paths only).
    private func definition(_ path: String) -> FieldDefinition? {
        FieldRegistry.byPath[path]
    }

    /// `meta.vintages[key]`, flattening "absent" and "null".
    func vintageYear(_ key: String) -> String? {
        meta.vintages?[key] ?? nil
    }

    // MARK: - One source

    /// The source one value of `path` names: the college's lineage record if it has one, else the field's default.
    func source(for path: String, _ def: FieldDefinition, school: School?) -> CitedSource {
        let record = school?.lineage?[path]
        let key = record?.source ?? def.source
        let info = SourceDirectory.info(key, in: meta)
        let url = info.url ?? SourceDirectory.placeholder.url ?? ""
        let retrieved = record?.retrieved ?? meta.retrieved
        if key == SourceKey.cds, let name = school?.name, let cds = school?.cds {
            // The college's own Common Data Set, imported by hand: the document is the college's.
            return CitedSource(
                key: key, label: "\(name) Common Data Set", publisher: name,
                year: record?.year ?? cds.edition, url: record?.url ?? cds.url ?? url, retrieved: retrieved)
        }
        if key == SourceKey.collegeSite, let name = school?.name {
            // A page or file on the college's own site; the record names it.
            let label = nonEmpty(record?.edition).map { "\(name) Common Data Set \($0)" }
                ?? "\(name) (\(record?.year ?? "college-reported"))"
            return CitedSource(key: key, label: label, publisher: name, year: record?.year,
                               url: record?.url ?? url, retrieved: retrieved)
        }
        let year: String?
        if let record, record.hasYear {
            year = record.year
        } else {
            let vintage = record.isPresent ? (SourceKey.recordVintage[key] ?? nil) : def.vintage
            year = vintage.flatMap(vintageYear)
        }
        return CitedSource(
            key: key, label: info.label ?? SourceDirectory.placeholder.label ?? key,
            publisher: info.publisher ?? SourceDirectory.placeholder.publisher ?? "", year: year,
            url: record?.url ?? url, retrieved: retrieved)
    }

    // MARK: - Sources behind a value

    /// The distinct sources behind one value: a derived value cites the sources of the inputs it used, recursively;
    /// a value from a per-college source with no record for this college names none.
    func underlyingSources(_ path: String, school: School?) -> [CitedSource] {
        var seen = Set<String>()
        var out = SourceList()
        collectSources(path, school: school, seen: &seen, into: &out)
        return out.sources
    }

    private func collectSources(_ path: String, school: School?, seen: inout Set<String>, into out: inout SourceList) {
        guard let def = definition(path) else { return }
        let overridden = (school?.lineage?[path]).isPresent
        if school.isPresent, !overridden, def.derivation == nil, SourceKey.perCollegeOnly.contains(def.source) { return }
        guard let derivation = def.derivation, !overridden, !seen.contains(path) else {
            out.insert(source(for: path, def, school: school))
            return
        }
        seen.insert(path)
        for input in inputsUsed(path, derivation.inputs, school: school) where definition(input) != nil {
            collectSources(input, school: school, seen: &seen, into: &out)
        }
    }

    /// True when a value and everything it is calculated from use their fields' default sources.
    func usesDefaults(_ path: String, school: School?) -> Bool {
        var seen = Set<String>()
        return usesDefaults(path, school: school, seen: &seen)
    }

    private func usesDefaults(_ path: String, school: School?, seen: inout Set<String>) -> Bool {
        if (school?.lineage?[path]).isPresent { return false }
        guard let derivation = definition(path)?.derivation, !seen.contains(path) else { return true }
        seen.insert(path)
        for input in inputsUsed(path, derivation.inputs, school: school) where definition(input) != nil {
            if !usesDefaults(input, school: school, seen: &seen) { return false }
        }
        return true
    }

    // MARK: - The citation

    /// The full citation of `path` (a registered path) for one college, or the dataset default without one.
    func cite(_ path: String, school: School?) -> Cited {
        guard let def = definition(path) else { return Self.unregistered(path, meta: meta) }
        let record = school?.lineage?[path]
        let derivation = def.derivation
        let inputs = derivation.map { _ in underlyingSources(path, school: school) }
        let headline: CitedSource
        if derivation != nil, !record.isPresent, let inputs, inputs.count == 1 {
            headline = inputs[0]
        } else {
            headline = source(for: path, def, school: school)
        }
        let extras = school.map { citationExtras(path, def, record: record, school: $0) } ?? CitationExtras()
        return Cited(
            source: headline, path: path, field: def.label,
            method: record?.method ?? (derivation != nil ? "derived" : "reported"),
            isDefault: usesDefaults(path, school: school),
            formula: derivation?.formula, inputs: inputs,
            quote: nonEmpty(record?.quote), page: record?.page,
            replaces: extras.replaces, sourceKind: extras.sourceKind, cdsEdition: extras.cdsEdition,
            document: extras.document)
    }

    /// What a path no registered field covers cites: the placeholder source, named by the path.
    static func unregistered(_ path: String, meta: DatasetMeta) -> Cited {
        let info = SourceDirectory.placeholder
        let source = CitedSource(key: "unregistered", label: info.label ?? "", publisher: info.publisher ?? "",
                                 year: nil, url: info.url ?? "", retrieved: meta.retrieved)
        return Cited(source: source, path: path, field: path, method: "reported", isDefault: true)
    }
}

/// Identity of a source in a list: key, URL and year.
func sourceID(_ s: CitedSource) -> String {
    "\(s.key)|\(s.url)|\(s.year ?? "")"
}

/// Sources in first-seen order, one per ``sourceID(_:)``; a repeat keeps its place and takes the newer details.
struct SourceList {
    private(set) var sources: [CitedSource] = []
    private var index: [String: Int] = [:]

    mutating func insert(_ source: CitedSource) {
        let id = sourceID(source)
        if let at = index[id] {
            sources[at] = source
        } else {
            index[id] = sources.count
            sources.append(source)
        }
    }
}

/// The string, or nil when it is nil or empty (the site treats both as "not given").
func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
}
