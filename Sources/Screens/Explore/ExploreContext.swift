import Domain
import QuadAPIModels

/// What every Explore builder reads: the snapshot, its Explore index, the outcome of the query, and citations.
struct ExploreContext {
    let snapshot: DatasetSnapshot
    let index: ExploreIndex
    let outcome: ExploreOutcome
    let lineage: Lineage
    /// Every college's reference, by dataset position.
    let refs: SchoolRefs

    init(snapshot: DatasetSnapshot, outcome: ExploreOutcome) {
        self.snapshot = snapshot
        index = ExploreIndex.of(snapshot)
        self.outcome = outcome
        lineage = snapshot.lineage
        refs = SchoolRefs.of(snapshot)
    }

    var query: ExploreQuery { outcome.query }
    var url: ExploreURL { outcome.query.url }
    var statistics: DatasetStatistics { snapshot.statistics }

    /// The college at a dataset position.
    func school(_ position: Int) -> School {
        snapshot.schools[position]
    }

    /// The URL after a change that resets the page (every filter, sort and view change does).
    func href(_ change: (inout ExploreURL) -> Void) -> String {
        url.with {
            change(&$0)
            $0.remove("page")
        }.href
    }
}
