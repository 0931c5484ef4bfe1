public import Domain
public import QuadAPIModels

/// The national trends screens by endpoint: what the routes call. Each reads the snapshot's precomputed trend files
/// and ranks nothing. An unknown study, conference or state is a 404; a missing file gives the page's "not available
/// yet" screen (a state or conference page, which needs its file to know the name, is then a 404).
public enum TrendScreens {
    /// `GET /trends`.
    public static func hub(_ snapshot: DatasetSnapshot) throws -> Screen {
        try TrendsHubScreen.build(snapshot)
    }

    /// `GET /trends/{study}?grouping=&view=&window=`.
    public static func study(_ snapshot: DatasetSnapshot, slug: String, query: StudyQuery) throws -> Screen {
        try StudyScreen.build(snapshot, slug: slug, query: query)
    }

    /// `GET /trends/movers?window=`; anything but `5` shows the ten-year window.
    public static func movers(_ snapshot: DatasetSnapshot, window: String?) throws -> Screen {
        try MoversScreen.build(snapshot, window: window)
    }

    /// `GET /trends/conferences?sortBy=&sortDir=`.
    public static func conferences(_ snapshot: DatasetSnapshot, sortBy: String? = nil, sortDir: String? = nil) throws
        -> Screen
    {
        try ConferencesScreen.build(snapshot, sort: TableSort.parse(sortBy: sortBy, sortDir: sortDir,
                                                                     keys: ConferencesScreen.sortKeys))
    }

    /// `GET /trends/conferences/{slug}?measure=&members=`.
    public static func conference(_ snapshot: DatasetSnapshot, slug: String, measure: String?, members: String?) throws
        -> Screen
    {
        try ConferenceScreen.build(snapshot, slug: slug, measure: measure, members: members)
    }

    /// `GET /trends/states?measure=&sortBy=&sortDir=`.
    public static func states(_ snapshot: DatasetSnapshot, measure: String?, sortBy: String? = nil, sortDir: String? = nil)
        throws -> Screen
    {
        try StatesScreen.build(snapshot, measure: measure, sort: StatesTableSort.parse(sortBy: sortBy, sortDir: sortDir))
    }

    /// `GET /trends/states/{state}?measure=`.
    public static func state(_ snapshot: DatasetSnapshot, state: String, measure: String?) throws -> Screen {
        try StateScreen.build(snapshot, state: state, measure: measure)
    }

    /// The `measure` values of the states index and of a state page.
    public static let stateMapMeasures = StatesScreen.measures
    public static let statePageMeasures = StateScreen.measures
    /// The states index table's sortable columns.
    public static let statesTableColumns = StatesTableSort.keys
    /// The conferences table's sortable columns.
    public static let conferencesTableColumns = ConferencesScreen.sortKeys
}
