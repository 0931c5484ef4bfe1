import Domain
import QuadAPIModels

/// "What changed in the last year" (`GET /schools/{id}/changes`, and the overview's block): the newest two
/// publishes that changed the college's values, each with one sentence per change.
public enum ChangesScreen {
    /// The changes screen of college `c`, from `recorded` (the college's change log read elsewhere, in the order
    /// ``DatasetSnapshot/changes(for:)`` gives) or, when nil, from the snapshot's change file.
    public static func build(_ c: ProfileContext, recorded: [StoredChange]? = nil) -> Screen {
        var blocks: [Block] = [ProfileBlocks.compactHeader(c),
                               ProfileBlocks.heading(1, "What changed", anchor: "changes", eyebrow: "Last year")]
        let publishes = changeBlocks(c, recorded: recorded)
        blocks += publishes.isEmpty ? [ProfileBlocks.text("Nothing in this college's data changed in the last year.")]
            : publishes
        return Screen(title: "\(c.school.name): what changed", url: "\(c.href)#changes", blocks: blocks, sources: [],
                      publish: c.snapshot.publishID)
    }

    /// The recent publishes as blocks (a level-3 heading per publish with its date and releases, then its
    /// sentences); empty when nothing changed in the last year.
    static func changeBlocks(_ c: ProfileContext, recorded: [StoredChange]? = nil) -> [Block] {
        let publishes = ChangeSentences.recentPublishes(recorded ?? c.snapshot.changes(for: c.id),
                                                        reference: c.snapshot.meta.retrieved)
        var out: [Block] = []
        for (i, publish) in publishes.enumerated() {
            let when = dateText(publish.publishedAt)
            let title = publish.releases.isEmpty ? "Dataset update" : publish.releases.joined(separator: ", ")
            out.append(ProfileBlocks.heading(3, title, anchor: "changes-\(i + 1)", eyebrow: when))
            let lines = publish.changes.map { "- " + ChangeSentences.describe($0) }
            out.append(ProfileBlocks.text(lines.joined(separator: "\n")))
        }
        return out
    }

    /// "October 4, 2026" from an ISO timestamp (the date as published, in UTC).
    static func dateText(_ iso: String) -> String? {
        let parts = iso.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]) else { return nil }
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return "Published \(months[parts[1] - 1]) \(parts[2]), \(parts[0])"
    }
}
