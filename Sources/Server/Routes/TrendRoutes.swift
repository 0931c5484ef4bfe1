public import Domain
import QuadAPIModels
import Screens

/// The national trends and high-school routes: thin handlers over the screen builders and the current snapshot.
public struct TrendRoutes: Sendable {
    private let store: DatasetStore

    public init(store: DatasetStore) {
        self.store = store
    }

    public func register(on router: inout Router) {
        router.add(TrendEndpoints.hub) { [store] _, _ in try Response.json(TrendScreens.hub(store.current)) }
        router.add(TrendEndpoints.movers) { [store] request, _ in
            try Response.json(TrendScreens.movers(store.current, window: request.query.all("window").first))
        }
        router.add(TrendEndpoints.conferences) { [store] _, _ in try Response.json(TrendScreens.conferences(store.current)) }
        router.add(TrendEndpoints.conference) { [store] request, _ in
            let items = request.query.items.map { ($0.name, $0.value) }
            let members = try TrendQueryChoice.parse(items, "members", allowed: TrendScreens.conferenceMembers)
            return try Response.json(TrendScreens.conference(store.current, slug: request.parameters["slug"] ?? "",
                                                             measure: try request.query.single("measure"), members: members))
        }
        router.add(TrendEndpoints.states) { [store] request, _ in
            let items = request.query.items.map { ($0.name, $0.value) }
            let measure = try TrendQueryChoice.parse(items, "measure", allowed: TrendScreens.stateMapMeasures)
            return try Response.json(TrendScreens.states(store.current, measure: measure))
        }
        router.add(TrendEndpoints.state) { [store] request, _ in
            let items = request.query.items.map { ($0.name, $0.value) }
            let measure = try TrendQueryChoice.parse(items, "measure", allowed: TrendScreens.statePageMeasures)
            return try Response.json(TrendScreens.state(store.current, state: request.parameters["state"] ?? "", measure: measure))
        }
        router.add(TrendEndpoints.study) { [store] request, _ in
            let query = try StudyQuery.parse(request.query.items.map { ($0.name, $0.value) })
            return try Response.json(TrendScreens.study(store.current, slug: request.parameters["study"] ?? "", query: query))
        }
        router.add(HighSchoolEndpoints.search) { [store] request, _ in
            try Response.json(HighSchoolSearchBuilder.search(store.current, q: try request.query.single("q") ?? "",
                                                             state: try request.query.single("state") ?? "",
                                                             kind: try request.query.single("kind") ?? ""))
        }
        router.add(HighSchoolEndpoints.school) { [store] request, _ in
            try Response.json(HighSchoolScreen.build(store.current, id: request.parameters["id"] ?? ""))
        }
    }
}
