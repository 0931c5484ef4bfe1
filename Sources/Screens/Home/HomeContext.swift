import Domain
import QuadAPIModels

/// What every part of Home reads: the snapshot, its statistics and citations, and the source notes the parts add
/// (merged into the screen's sources at the end).
struct HomeContext {
    let snapshot: DatasetSnapshot
    let lineage: Lineage
    let stats: DatasetStatistics
    /// The lenses' Explore answers and the charts' colleges, computed once per snapshot.
    let figures: HomeDatasetFigures

    init(_ snapshot: DatasetSnapshot) {
        self.snapshot = snapshot
        lineage = snapshot.lineage
        stats = snapshot.statistics
        figures = HomeDatasetFigures.of(snapshot)
    }

    /// The colleges with these ids that the dataset has, in the given order.
    func schools(_ ids: [String]) -> [School] {
        ids.compactMap(snapshot.school(id:))
    }

    /// The sources of `fields` across the whole dataset (worked out once per snapshot).
    func sources(_ fields: [String]) -> [SourceGroup] {
        DatasetSourceNotes.sourcesEverywhere(snapshot, forFields: fields)
    }
}
