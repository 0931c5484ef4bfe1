import Core
public import Domain
public import QuadAPIModels

/// Everything the screens of one college's profile share: the snapshot, the college and its position, its history
/// file, and the topics it has.
///
/// The college is copied out of the snapshot once; rankings and medians read the snapshot's statistics columns by
/// position.
public struct ProfileContext: Sendable {
    /// The dataset the screens are built from.
    public let snapshot: DatasetSnapshot
    /// Position of the college in `snapshot.schools`.
    public let position: Int
    /// The college (one copy out of the snapshot).
    public let school: School
    /// The college's history file, when the dataset has one for it.
    public let history: SchoolHistory?
    /// The topics the college has (screens-map §3.1), in order.
    public let topics: [ProfileTopic]

    /// Loads the profile of college `id`.
    ///
    /// - Throws: ``APIError`` 404 for an id that is not a college of the snapshot; ``DatasetLoadError`` when its
    ///   history file cannot be read.
    public init(_ snapshot: DatasetSnapshot, id: String) throws {
        guard DatasetSnapshot.isUnitID(id), let position = snapshot.indexByID[id] else {
            throw APIError.notFound("No college has that id.")
        }
        self.snapshot = snapshot
        self.position = position
        school = snapshot.schools[position]
        history = snapshot.history == nil ? nil : try snapshot.history(for: id)
        topics = TopicAvailability.topics(school, history: history, historyPublished: snapshot.history != nil)
    }

    /// The college's unit id.
    public var id: String { school.unitID }
    /// The snapshot's citations.
    public var lineage: Lineage { snapshot.lineage }
    /// The snapshot's statistics.
    public var statistics: DatasetStatistics { snapshot.statistics }
    /// The day date-bound lines are judged on (a law in force, aid dates already past): the dataset's retrieval date,
    /// so a page cached for its publish stays right (the site uses the day it renders).
    public var today: CalendarDay? { snapshot.meta.retrieved.flatMap { CalendarDay(isoDate: $0) } }

    /// The history file and the shared history files, when the college has the Over time topic.
    public var historyFiles: (history: SchoolHistory, files: HistoryFiles)? {
        guard topics.contains(.history), let history, let files = snapshot.history else { return nil }
        return (history, files)
    }

    /// Citations for yearly figures, when the dataset has history files.
    public var historyLineage: HistoryLineage? {
        snapshot.history.map { files in
            HistoryLineage(lineage: lineage, files: files, memo: HistoryCitationMemo.of(snapshot))
        }
    }

    /// The overview's site path.
    public var href: String { "/schools/\(id)" }

    /// The 404 a topic page answers when the college lacks that topic.
    public func require(_ topic: ProfileTopic) throws(APIError) {
        guard topics.contains(topic) else {
            throw APIError.notFound("This college has no \(topic.label.lowercased()) page.")
        }
    }

    // MARK: - Values

    /// A stored or derived value at `path`, printed in `format`.
    public func value(_ path: String, _ number: Double?, _ format: FormatKind) -> Value {
        lineage.value(path, of: school, number, format: format)
    }

    /// The college's value of a ranked measure.
    public func value(_ metric: MetricKey) -> Value {
        lineage.value(metric, of: school)
    }

    /// The college's value of a ranked measure, or nil when it does not report it.
    public func reported(_ metric: MetricKey) -> Value? {
        statistics.value(metric, at: position) == nil ? nil : value(metric)
    }

    /// The college's percentile rank on `metric` (nil when not reported).
    public func rank(_ metric: MetricKey) -> Double? {
        statistics.rank(metric, at: position)
    }

    /// The national median of `metric` across reporting colleges, as a cited value.
    public func median(_ metric: MetricKey, format: FormatKind? = nil) -> Value? {
        guard let m = statistics.median(metric) else { return nil }
        let definition = metric.definition
        return lineage.aggregate(definition.field, value: m, format: format ?? definition.format,
                                 computation: AggregateComputation.median(reporting: statistics.reportingCount(metric)))
    }

    /// A percentile rank shown as a share ("more selective than 97%"), cited as computed across reporting colleges.
    public func rankValue(_ metric: MetricKey, shown: Double) -> Value {
        lineage.aggregate(
            metric.definition.field, value: shown, format: .pct,
            computation: "Percentile rank among the \(SiteFormat.num(Double(statistics.reportingCount(metric)))) "
                + "colleges that report it (share of the others with a lower value, ties counting half)")
    }
}
