import APIContract
public import Domain
import QuadAPIModels
import Screens

/// The national trends and high-school routes: thin handlers over the screen builders and the current snapshot.
public struct TrendRoutes: Sendable {
    private let store: DatasetStore

    public init(store: DatasetStore) {
        self.store = store
    }

    /// Registers the seven trends endpoints and the two high-school ones.
    public func register(on routes: inout some RouteRegistrar) {
        routes.add(TrendEndpoints.hub) { [store] _, _ in try TrendScreens.hub(store.current) }
        routes.add(TrendEndpoints.movers) { [store] input, _ in
            try TrendScreens.movers(store.current, window: input.parameters.window)
        }
        routes.add(TrendEndpoints.conferences) { [store] _, _ in try TrendScreens.conferences(store.current) }
        routes.add(TrendEndpoints.conference) { [store] input, _ in
            let p = input.parameters
            return try TrendScreens.conference(store.current, slug: p.slug, measure: p.measure, members: p.members)
        }
        routes.add(TrendEndpoints.states) { [store] input, _ in
            try TrendScreens.states(store.current, measure: input.parameters.measure)
        }
        routes.add(TrendEndpoints.state) { [store] input, _ in
            try TrendScreens.state(store.current, state: input.parameters.state, measure: input.parameters.measure)
        }
        routes.add(TrendEndpoints.study) { [store] input, _ in
            let p = input.parameters
            return try TrendScreens.study(store.current, slug: p.study,
                                          query: StudyQuery(grouping: p.grouping, view: p.view, window: p.window))
        }
        routes.add(HighSchoolEndpoints.search) { [store] input, _ in
            let p = input.parameters
            return try HighSchoolSearchBuilder.search(store.current, q: p.q, state: p.state, kind: p.kind)
        }
        routes.add(HighSchoolEndpoints.school) { [store] input, _ in
            try HighSchoolScreen.build(store.current, id: input.parameters.id)
        }
    }
}
