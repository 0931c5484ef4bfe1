import APIContract
import Core
public import Domain
import Foundation
import QuadAPIModels
import Screens
public import Jobs
public import UserData

/// The college profile's routes: overview, topics, history and what changed.
///
/// `/schools/index` is a static route of its own and wins over `/schools/{id}`; an id that is not a college's
/// (`index` included) is a 404 here.
///
/// With a database, `/changes` reads the change log `quad publish` recorded for the running snapshot's build
/// (`dataset_changes`); when that build was never published, or the database cannot be reached, it reads the
/// snapshot's change file. Both build the same screen from the same rows.
public struct ProfileRoutes: Sendable {
    private let store: DatasetStore
    private let changeLog: RecordedChangeLog?
    private let fit: FitService?

    /// Routes reading the store's current snapshot on each request; `changes` (with the server's logger) serves
    /// `/changes` from the database when the build is recorded there; `fit` prefills the score checker of a
    /// signed-in reader from their own profile.
    public init(store: DatasetStore, changes: DatasetChangesReader? = nil, logger: Logger? = nil, fit: FitService? = nil) {
        self.store = store
        self.fit = fit
        self.changeLog = changes.map {
            RecordedChangeLog(reader: $0, logger: logger ?? Logger(label: "quad.changes", level: .info))
        }
    }

    /// Registers the four profile endpoints.
    public func register(on routes: inout some RouteRegistrar) {
        routes.add(ProfileEndpoints.overview) { [store] input, _ in
            let id = input.parameters.id
            return try await store.buildReading { try ProfileScreens.overview($0, id: id) }
        }
        routes.add(ProfileEndpoints.history) { [store] input, _ in
            let query = HistoryQuery.parse(input.parameters.query.map { ($0.name, $0.value) })
            let id = input.parameters.id
            return try await store.buildReading { try ProfileScreens.history($0, id: id, query: query) }
        }
        routes.add(ProfileEndpoints.changes) { [store, changeLog] input, _ in
            let snapshot = store.current
            let id = input.parameters.id
            if let changeLog, snapshot.school(id: id) != nil,
               let recorded = await changeLog.changes(unitID: id, build: snapshot.publishID) {
                return try ProfileScreens.changes(snapshot, id: id, recorded: recorded)
            }
            return try ProfileScreens.changes(snapshot, id: id)
        }
        routes.add(ProfileEndpoints.topic) { [store, fit] input, context in
            let topic = input.parameters
            var scores = ScoreInput(sat: topic.sat, act: topic.act)
            // The score checker, signed in and without scores in the query: the person's own saved SAT (else ACT).
            if let fit, topic.topic == "admissions", topic.sat == nil, topic.act == nil,
               store.current.school(id: topic.id) != nil, let principal = await context.principal() {
                let saved = try await fit.checkerScores(principal)
                scores = ScoreInput(sat: saved.sat, act: saved.act)
            }
            let chosen = scores
            return try await store.buildReading {
                try ProfileScreens.topic($0, id: topic.id, topic: topic.topic, scores: chosen, students: topic.students)
            }
        }
    }
}
