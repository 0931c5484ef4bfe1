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
        // Every trends and high-school builder may read a trend or high-school file on first use: off the pool.
        routes.add(TrendEndpoints.hub) { [store] _, _ in try await store.buildReading { try TrendScreens.hub($0) } }
        routes.add(TrendEndpoints.movers) { [store] input, _ in
            let window = input.parameters.window
            return try await store.buildReading { try TrendScreens.movers($0, window: window) }
        }
        routes.add(TrendEndpoints.conferences) { [store] input, _ in
            let p = input.parameters
            return try await store.buildReading { try TrendScreens.conferences($0, sortBy: p.sortBy, sortDir: p.sortDir) }
        }
        routes.add(TrendEndpoints.conference) { [store] input, _ in
            let p = input.parameters
            return try await store.buildReading {
                try TrendScreens.conference($0, slug: p.slug, measure: p.measure, members: p.members)
            }
        }
        routes.add(TrendEndpoints.states) { [store] input, _ in
            let p = input.parameters
            return try await store.buildReading {
                try TrendScreens.states($0, measure: p.measure, sortBy: p.sortBy, sortDir: p.sortDir)
            }
        }
        routes.add(TrendEndpoints.state) { [store] input, _ in
            let p = input.parameters
            return try await store.buildReading { try TrendScreens.state($0, state: p.state, measure: p.measure) }
        }
        routes.add(TrendEndpoints.study) { [store] input, _ in
            let p = input.parameters
            let query = StudyQuery(grouping: p.grouping, view: p.view, window: p.window)
            return try await store.buildReading { try TrendScreens.study($0, slug: p.study, query: query) }
        }
        routes.add(HighSchoolEndpoints.search) { [store] input, _ in
            let p = input.parameters
            return try await store.buildReading { try HighSchoolSearchBuilder.search($0, q: p.q, state: p.state, kind: p.kind) }
        }
        routes.add(HighSchoolEndpoints.school) { [store] input, _ in
            let id = input.parameters.id
            return try await store.buildReading { try HighSchoolScreen.build($0, id: id) }
        }
    }
}
