import Domain
import QuadAPIModels

/// "What changed in the last year" (`GET /schools/{id}/changes`, and the overview's block): the newest two
/// publishes that changed the college's values, each with one sentence per change.
public enum ChangesScreen {
    /// The changes screen of college `c`, from `recorded` (the college's change log read elsewhere, in the order
    /// ``DatasetSnapshot/changes(for:)`` gives) or, when nil, from the snapshot's change file.
    public static func build(_ c: ProfileContext, recorded: [StoredChange]? = nil) -> Screen {
        var blocks: [Block] = [ProfileBlocks.compactHeader(c),
                               ProfileBlocks.heading(1, "What changed", anchor: "changes", eyebrow: eyebrow)]
        let publishes = changeBlocks(c, recorded: recorded)
        blocks += publishes.isEmpty ? [ProfileBlocks.text("Nothing in this college's data changed in the last year.")]
            : [.takeaway(TakeawayBlock(text: takeaway, tone: .neutral))] + publishes
        return Screen(title: "\(c.school.name): what changed", url: "\(c.href)#changes", blocks: blocks, sources: [],
                      publish: c.snapshot.publishID)
    }

    /// ProfileChanges' panel eyebrow and takeaway.
    static let eyebrow = "Updates"
    static let takeaway = "New and revised figures from the latest data releases, each with its year."

    /// The recent publishes as blocks (a level-3 heading per publish, "Published {date} · {releases}", then its
    /// sentences, each with its source on the line under it); empty when nothing changed in the last year.
    static func changeBlocks(_ c: ProfileContext, recorded: [StoredChange]? = nil) -> [Block] {
        let publishes = ChangeSentences.recentPublishes(recorded ?? c.snapshot.changes(for: c.id),
                                                        reference: c.snapshot.meta.retrieved)
        var out: [Block] = []
        for (i, publish) in publishes.enumerated() {
            let releases = publish.releases.isEmpty ? "" : " \u{00B7} " + publish.releases.joined(separator: ", ")
            out.append(ProfileBlocks.heading(3, dateText(publish.publishedAt) + releases, anchor: "changes-\(i + 1)"))
            let lines = publish.changes.map { change in
                "- " + ChangeSentences.describe(change) + (change.source.map { "\\\n  \($0)" } ?? "")
            }
            out.append(ProfileBlocks.text(lines.joined(separator: "\n")))
        }
        return out
    }

    /// "Published Oct 4, 2026" from an ISO timestamp (the date as published, in UTC; lib/releases dateLabel).
    static func dateText(_ iso: String) -> String {
        "Published " + ReleaseSchedule.dateLabel(String(iso.prefix(10)))
    }
}
