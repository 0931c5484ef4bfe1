import Foundation
public import QuadAPIModels

/// What a publish changed beyond its reported changes: the summary delta sync (`GET /changes?since=`) reads to tell
/// a client which documents went stale.
public struct PublishTouched: Sendable, Hashable, Codable {
    /// Colleges in both datasets whose record, per-college files (history, detail) or change-file entries differ,
    /// in the new file's order.
    public var colleges: [String]
    /// Colleges only in the new dataset.
    public var added: Int
    /// Colleges only in the previous dataset.
    public var removed: Int
    /// A file every document may read changed (meta.json, the release calendar, aliases, shared history, trends,
    /// high schools, anything else outside the per-college files).
    public var shared: Bool
    /// Some college's value of a ranked metric changed, so ranks, percentiles and medians on every profile may move.
    public var ranked: Bool

    public init(colleges: [String], added: Int, removed: Int, shared: Bool, ranked: Bool) {
        self.colleges = colleges
        self.added = added
        self.removed = removed
        self.shared = shared
        self.ranked = ranked
    }

    /// Nothing changed at all.
    public var isEmpty: Bool { colleges.isEmpty && added == 0 && removed == 0 && !shared && !ranked }

    /// Compares two datasets; `before` and `after` are each dataset's colleges as encoded JSON (see ``DatasetDiff``).
    static func between(_ previous: DatasetSnapshot, _ next: DatasetSnapshot, before: [String: JSONValue],
                        after: [String: JSONValue]) -> PublishTouched {
        let (oldFiles, oldShared) = files(previous)
        let (newFiles, newShared) = files(next)
        var touched: [String] = []
        for school in next.schools where previous.school(id: school.unitID) != nil {
            let id = school.unitID
            if before[id] != after[id] || oldFiles[id] != newFiles[id]
                || previous.changes(for: id) != next.changes(for: id) {
                touched.append(id)
            }
        }
        let added = next.schools.count { previous.school(id: $0.unitID) == nil }
        let removed = previous.schools.count { next.school(id: $0.unitID) == nil }
        let sharedChanged = oldShared != newShared || previous.meta != next.meta
            || previous.releaseCalendar != next.releaseCalendar || previous.aliases != next.aliases
        return PublishTouched(colleges: touched, added: added, removed: removed, shared: sharedChanged,
                              ranked: rankedValuesDiffer(previous, next))
    }

    /// Per-college file digests by college, and the digests of every other file except `schools.json` and
    /// `changes.json` (compared record by record instead).
    private static func files(_ snapshot: DatasetSnapshot) -> ([String: [String: String]], [String: String]) {
        var perCollege: [String: [String: String]] = [:]
        var shared: [String: String] = [:]
        for entry in snapshot.manifest?.files ?? [] {
            if entry.path == "schools.json" || entry.path == "changes.json" { continue }
            let parts = entry.path.split(separator: "/")
            if parts.count == 3, parts[1] == "schools", parts[0] == "history" || parts[0] == "detail",
               parts[2].hasSuffix(".json") {
                let id = String(parts[2].dropLast(".json".count))
                perCollege[id, default: [:]][String(parts[0])] = entry.digest
            } else {
                shared[entry.path] = entry.digest
            }
        }
        return (perCollege, shared)
    }

    private static func rankedValuesDiffer(_ previous: DatasetSnapshot, _ next: DatasetSnapshot) -> Bool {
        for key in MetricKey.allCases {
            for school in next.schools {
                guard let old = previous.statistics.position(of: school.unitID),
                      let new = next.statistics.position(of: school.unitID) else { continue }
                if previous.statistics.value(key, at: old) != next.statistics.value(key, at: new) { return true }
            }
        }
        return false
    }
}
