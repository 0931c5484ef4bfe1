public import Domain
import QuadAPIModels
import Screens

/// The college profile's routes: overview, topics, history and what changed.
///
/// `/schools/index` is a static route of its own and wins over `/schools/{id}`; an id that is not a college's
/// (`index` included) is a 404 here.
public struct ProfileRoutes: Sendable {
    private let store: DatasetStore

    /// Routes reading the store's current snapshot on each request.
    public init(store: DatasetStore) {
        self.store = store
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
        router.add(ProfileEndpoints.changes) { [store] request, _ in
            try Response.json(ProfileScreens.changes(store.current, id: request.parameters["id"] ?? ""))
        }
        router.add(ProfileEndpoints.topic) { [store] request, _ in
            let scores = ScoreInput(sat: try request.query.strictInteger("sat", in: 400...1600),
                                    act: try request.query.strictInteger("act", in: 1...36))
            return try Response.json(ProfileScreens.topic(store.current, id: request.parameters["id"] ?? "",
                                                          topic: request.parameters["topic"] ?? "", scores: scores))
        }
    }
}
