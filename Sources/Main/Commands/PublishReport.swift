import Domain
import Jobs

/// The operator's one-line-per-fact report of `quad publish`.
enum PublishReport {
    static func alreadyCurrent(build: String, publish: Int64?) -> String {
        "publish: \(build) is already the current publish" + (publish.map { " (publish \($0))" } ?? "") + "; nothing written"
    }

    /// What changed, by kind: `publish: what changed since abc: 12 changes (new_year 5 · revised 2 · appeared 5)`.
    static func changes(_ changes: [StoredChange], against previous: String?) -> String {
        guard let previous else { return "publish: first publish: nothing to compare with" }
        guard !changes.isEmpty else { return "publish: what changed since \(previous): no changes" }
        var counts: [(String, Int)] = []
        for change in changes {
            let kind = change.kind ?? "?"
            if let index = counts.firstIndex(where: { $0.0 == kind }) { counts[index].1 += 1 } else { counts.append((kind, 1)) }
        }
        let kinds = counts.map { "\($0.0) \($0.1)" }.joined(separator: " · ")
        return "publish: what changed since \(previous): \(changes.count) change\(changes.count == 1 ? "" : "s") (\(kinds))"
    }

    /// What the database transaction wrote.
    static func recorded(_ outcome: DatasetPublishOutcome, schools: Int, directory: String?) -> String {
        let build = outcome.publish.build
        if outcome.alreadyPublished {
            return alreadyCurrent(build: build, publish: outcome.publish.id)
        }
        var lines = ["publish: recorded \(build) as publish \(outcome.publish.id) (\(schools) colleges, "
                     + "\(outcome.computedChanges) changes)" + (directory.map { " from \($0)" } ?? "")]
        if !outcome.recordedChangeLogPublishes.isEmpty {
            lines.append("publish: change log: \(outcome.changeRows) changes in \(outcome.recordedChangeLogPublishes.count) "
                         + "earlier publishes (\(outcome.recordedChangeLogPublishes.joined(separator: ", ")))")
        }
        if !outcome.skippedChangeLogPublishes.isEmpty {
            lines.append("publish: change log: already recorded, left alone: "
                         + outcome.skippedChangeLogPublishes.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
