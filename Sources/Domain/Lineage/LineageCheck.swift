import Foundation
import QuadAPIModels

/// The load-time citation check: every value a loaded dataset can cite resolves to a source that `meta.json`
/// describes (or that the server knows itself, see below).
///
/// Checked for each college, in file order:
/// - every lineage record's source (a record without one falls back to its field's default source);
/// - for each registered field whose default source `meta.json` lacks: whether the college stores a value of it
///   (not null) without a lineage record naming another source. A computed field counts as used when any field it
///   reads is used.
///
/// Wikidata and Wikipedia (social accounts, school colors) are absent from the site's `meta.json`; the server
/// describes them itself, so they pass. Per-college tables read on demand (`detail/schools/*.json`) are not checked
/// here.
public struct LineageCheck: Sendable {
    public init() {}

    /// Throws the first problem in `snapshot`.
    public func verify(_ snapshot: DatasetSnapshot) throws(DatasetLoadError) {
        try verify(schools: snapshot.schools, meta: snapshot.meta)
    }

    /// Throws the first problem: a ``DatasetLoadError`` of kind `unknownSource` naming the college (record position
    /// and `unit_id`), the field path and the source key.
    public func verify(schools: [School], meta: DatasetMeta) throws(DatasetLoadError) {
        if let first = problems(schools: schools, meta: meta, limit: 1).first { throw first }
    }

    /// Up to `limit` problems, in file order.
    public func problems(schools: [School], meta: DatasetMeta, limit: Int = .max) -> [DatasetLoadError] {
        var out: [DatasetLoadError] = []
        let unresolvedDefaults = FieldRegistry.all.filter { !SourceDirectory.isKnown($0.source, in: meta) }
        for (position, school) in schools.enumerated() {
            guard out.count < limit else { break }
            // A sound record passes with one lookup per record; only the faulty ones are sorted (by path, so the
            // first problem named is the same on every load).
            var unknown: [(path: String, key: String)] = []
            for (path, record) in school.lineage ?? [:] {
                guard let key = record.source ?? FieldRegistry.covering(path)?.source,
                      !SourceDirectory.isKnown(key, in: meta) else { continue }
                unknown.append((path, key))
            }
            for (path, key) in unknown.sorted(by: { $0.path < $1.path }) {
                out.append(Self.problem(position, school, path, key,
                                        "lineage record names source \"\(key)\", which meta.json does not list"))
            }
            guard !unresolvedDefaults.isEmpty else { continue }
            let stored = StoredValues(school)
            for def in unresolvedDefaults where school.lineage?[def.path] == nil && stored.isUsed(def.path) {
                out.append(Self.problem(position, school, def.path, def.source,
                                        "the value's default source \"\(def.source)\" is not listed in meta.json"))
            }
        }
        return Array(out.prefix(limit))
    }

    private static func problem(_ position: Int, _ school: School, _ path: String, _ key: String, _ detail: String)
        -> DatasetLoadError
    {
        DatasetLoadError(kind: .unknownSource, file: "schools.json", record: position, unitID: school.unitID,
                         codingPath: path, detail: detail)
    }
}

/// Which registered fields a college stores, read from its record as JSON (built only when a default source is
/// missing, which a sound dataset never has).
private struct StoredValues {
    let json: JSONValue?

    init(_ school: School) {
        json = (try? JSONEncoder().encode(school)).flatMap { try? JSONDecoder().decode(JSONValue.self, from: $0) }
    }

    /// A stored field has a non-null value at its path; a computed one reads a used field.
    func isUsed(_ path: String) -> Bool {
        var seen = Set<String>()
        return isUsed(path, seen: &seen)
    }

    private func isUsed(_ path: String, seen: inout Set<String>) -> Bool {
        guard seen.insert(path).inserted, let def = FieldRegistry.byPath[path] else { return false }
        if def.isComputed {
            for input in def.derivation?.inputs ?? [] where isUsed(input, seen: &seen) { return true }
            return false
        }
        var node = json
        for key in path.split(separator: ".") {
            node = node?.member(String(key))
        }
        return node != nil && node != .null
    }
}
