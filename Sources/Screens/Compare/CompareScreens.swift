import Core
public import Domain
public import QuadAPIModels

/// The compare screens by endpoint: what the routes call. Nothing here fails on the colleges asked for: ids set
/// aside are listed in the response's `ignored`.
public enum CompareScreens {
    /// `GET /compare?ids=`: the empty state, the one-college state, or the overview.
    public static func overview(_ snapshot: DatasetSnapshot, query: CompareQuery) -> CompareResponse {
        CompareOverviewScreen.build(CompareContext(snapshot, page: .overview, query: query))
    }

    /// `GET /compare/{topic}?ids=` for admissions, students, academics, cost, outcomes and history, and
    /// `GET /compare/table?ids=`. With fewer than two colleges the answer is the overview's document for those ids
    /// (its empty or one-college state), as the site redirects there.
    ///
    /// - Throws: ``APIError`` 404 for a topic that does not exist.
    public static func topic(_ snapshot: DatasetSnapshot, topic: String, query: CompareQuery) throws(APIError)
        -> CompareResponse
    {
        guard let page = ComparePage(rawValue: topic), page != .overview else {
            throw APIError.notFound("There is no such compare page.")
        }
        var c = CompareContext(snapshot, page: page, query: query)
        guard c.schools.count >= 2 else {
            return CompareOverviewScreen.build(CompareContext(snapshot, page: .overview, query: query))
        }
        switch page {
        case .admissions: return CompareAdmissionsScreen.build(c)
        case .students: return CompareStudentsScreen.build(c)
        case .academics: return CompareAcademicsScreen.build(&c)
        case .cost: return CompareCostScreen.build(c)
        case .outcomes: return CompareOutcomesScreen.build(c)
        case .history: return CompareHistoryScreen.build(&c)
        case .table, .overview: return CompareTableScreen.build(c)
        }
    }
}
