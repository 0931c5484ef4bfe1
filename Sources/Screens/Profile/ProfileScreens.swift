import Core
public import Domain
public import QuadAPIModels

/// The profile's screens by endpoint: what the routes call.
///
/// Every function throws ``APIError`` 404 for an unknown college (or a topic it does not have), and rethrows a
/// ``DatasetLoadError`` when a per-college file cannot be read.
public enum ProfileScreens {
    /// `GET /schools/{id}`.
    public static func overview(_ snapshot: DatasetSnapshot, id: String) throws -> Screen {
        OverviewScreen.build(try ProfileContext(snapshot, id: id))
    }

    /// `GET /schools/{id}/{topic}` for admissions, students, academics, cost and outcomes; `scores` feed the score
    /// checker on admissions and `students` the 8-year outcome toggle on outcomes, and are ignored elsewhere.
    ///
    /// - Throws: ``APIError`` 400 for a `students` value the toggle does not offer.
    public static func topic(_ snapshot: DatasetSnapshot, id: String, topic: String,
                             scores: ScoreInput = ScoreInput(), students: String? = nil) throws -> Screen {
        if let students, !OutcomesScreen.studentsValues.contains(students) {
            throw APIError.badRequest("students must be first_time or transfer_in.", field: "students")
        }
        guard let t = ProfileTopic(rawValue: topic), ProfileTopic.pageTopics.contains(t) else {
            throw APIError.notFound("There is no such page for a college.")
        }
        let c = try ProfileContext(snapshot, id: id)
        switch t {
        case .admissions: return try AdmissionsScreen.build(c, scores: scores)
        case .students: return try StudentsScreen.build(c)
        case .academics: return try AcademicsScreen.build(c)
        case .cost: return try CostScreen.build(c)
        case .outcomes: return try OutcomesScreen.build(c, students: students)
        case .history: throw APIError.notFound("There is no such page for a college.")
        }
    }

    /// `GET /schools/{id}/history`.
    public static func history(_ snapshot: DatasetSnapshot, id: String, query: HistoryQuery) throws -> HistoryResponse {
        try HistoryScreen.build(try ProfileContext(snapshot, id: id), query: query)
    }

    /// `GET /schools/{id}/changes`.
    public static func changes(_ snapshot: DatasetSnapshot, id: String) throws -> Screen {
        ChangesScreen.build(try ProfileContext(snapshot, id: id))
    }

    /// `GET /schools/{id}/changes` from a change log recorded outside the snapshot (the database's
    /// `dataset_changes`): the same screen, built from `recorded` instead of the change file.
    public static func changes(_ snapshot: DatasetSnapshot, id: String, recorded: [StoredChange]) throws -> Screen {
        ChangesScreen.build(try ProfileContext(snapshot, id: id), recorded: recorded)
    }
}
