public import Domain
import Foundation
import QuadAPIModels
import Screens
public import Jobs

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

    /// Routes reading the store's current snapshot on each request; `changes` (with the server's logger) serves
    /// `/changes` from the database when the build is recorded there.
    public init(store: DatasetStore, changes: DatasetChangesReader? = nil, logger: Logger? = nil) {
        self.store = store
        self.changeLog = changes.map {
            RecordedChangeLog(reader: $0, logger: logger ?? Logger(label: "quad.changes", level: .info))
        }
    }

    /// Registers the four profile endpoints.
    public func register(on router: inout Router) {
        router.add(ProfileEndpoints.overview) { [store] request, _ in
            try Response.json(ProfileScreens.overview(store.current, id: request.parameters["id"] ?? ""))
        }
        router.add(ProfileEndpoints.history) { [store] request, _ in
            let query = HistoryQuery.parse(request.query.items.map { ($0.name, $0.value) })
            return try Response.json(ProfileScreens.history(store.current, id: request.parameters["id"] ?? "",
                                                            query: query))
        }
        router.add(ProfileEndpoints.changes) { [store, changeLog] request, _ in
            let snapshot = store.current
            let id = request.parameters["id"] ?? ""
            if let changeLog, snapshot.school(id: id) != nil,
               let recorded = await changeLog.changes(unitID: id, build: snapshot.publishID) {
                return try Response.json(ProfileScreens.changes(snapshot, id: id, recorded: recorded))
            }
            return try Response.json(ProfileScreens.changes(snapshot, id: id))
        }
        router.add(ProfileEndpoints.topic) { [store] request, _ in
            let scores = ScoreInput(sat: try request.query.strictInteger("sat", in: 400...1600),
                                    act: try request.query.strictInteger("act", in: 1...36))
            return try Response.json(ProfileScreens.topic(store.current, id: request.parameters["id"] ?? "",
                                                          topic: request.parameters["topic"] ?? "", scores: scores))
        }
    }
}
