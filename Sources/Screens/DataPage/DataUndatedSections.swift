import Domain
import QuadAPIModels

/// The parts of the Data page that do not depend on the day it is built for, built once per snapshot: every section
/// but "On the site now", "Upcoming releases" and "How well Quad's estimate did" (which read the day), and the page's
/// sources. The list of colleges with Common Data Set detail grows with the dataset (1,230 rows at 19,000 colleges),
/// so a request would otherwise rebuild it each time; with these kept, a request builds only the three dated
/// sections.
struct DataUndatedSections: Sendable {
    let why: [Block]
    let compare: [Block]
    let collegeReported: [Block]
    let watching: [Block]
    let sources: [Block]
    let highSchools: [Block]
    let method: [Block]
    /// The page's source list (``DataScreen/sources(_:)``).
    let sourceGroups: [SourceGroup]

    private static let key = SnapshotKey<DataUndatedSections>("data.undated-sections")

    /// The sections of `c`'s snapshot (built with `c` on first use; none of them reads `c.now`).
    static func of(_ c: DataContext) -> DataUndatedSections {
        c.snapshot.derived.value(key) { DataUndatedSections(c) }
    }

    private init(_ c: DataContext) {
        why = DataTimeline.why(c)
        compare = DataComparisons.compare(c)
        collegeReported = DataComparisons.collegeReported(c)
        watching = DataComparisons.watching(c)
        sources = DataSources.sources(c)
        highSchools = DataSources.highSchools(c)
        method = DataMethods.method(c)
        sourceGroups = DataScreen.sources(c)
    }
}
