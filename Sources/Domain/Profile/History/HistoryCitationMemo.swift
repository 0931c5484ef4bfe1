import QuadAPIModels
import Synchronization

/// The citations of yearly figures, made once per snapshot and shared by every college's Over time page.
///
/// A year's citation depends only on the series, the year, the dollars it is shown in (and, for a national figure,
/// the statistic and how many colleges report it), never on the college, so every page of one publish cites its
/// points with the same few thousand citations instead of building one per point. ``HistoryLineage`` consults it
/// when one is given; a lineage without one builds each citation afresh (the same citation, by construction).
///
/// Thread-safe; bounded (past ``limit`` entries new citations are built and not kept).
public final class HistoryCitationMemo: Sendable {
    /// The most citations kept (every series × year × dollars base of a dataset is a few thousand).
    public static let limit = 50_000

    /// What one kept citation answers for. The series' definition is kept whole, so a definition that shares a key
    /// with another (a screen's own variant) never receives the other's citation.
    struct Key: Hashable {
        var series: String
        var year: Int
        var dollarsOf: Int?
        /// The national statistic and its reporting count; nil for a college's own figure.
        var statistic: String?
        var reporting: Int?
    }

    private struct Entry {
        var def: HistorySeriesDef
        var cited: Cited
    }

    private let entries = Mutex<[Key: Entry]>([:])

    /// The memo one snapshot's pages share.
    static let snapshotKey = SnapshotKey<HistoryCitationMemo>("history.citations")

    public init() {}

    /// The memo of `snapshot`, made on first use.
    public static func of(_ snapshot: DatasetSnapshot) -> HistoryCitationMemo {
        snapshot.derived.value(snapshotKey) { HistoryCitationMemo() }
    }

    /// How many citations are kept.
    public var count: Int { entries.withLock { $0.count } }

    /// The kept citation of `def` for `key`, or the one `make` builds (kept when there is room).
    func cited(_ def: HistorySeriesDef, _ key: Key, make: () -> Cited) -> Cited {
        if let hit = entries.withLock({ $0[key] }), hit.def == def { return hit.cited }
        let made = make()
        entries.withLock { all in
            if all[key] == nil, all.count < Self.limit { all[key] = Entry(def: def, cited: made) }
        }
        return made
    }
}
