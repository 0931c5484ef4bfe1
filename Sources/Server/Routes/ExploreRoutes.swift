import APIContract
public import Domain
import QuadAPIModels
import Screens

/// Explore's routes: the results and the filter panel for the site's own query string.
///
/// The query is read leniently (see ``APIContract/ExploreEndpoints``); nothing in it is an error.
public struct ExploreRoutes: Sendable {
    private let store: DatasetStore
    private let geography: ExploreGeography

    /// - Parameter geography: the ZIP centroids and state outlines (empty: every ZIP unknown, no outline).
    public init(store: DatasetStore, geography: ExploreGeography = ExploreGeography()) {
        self.store = store
        self.geography = geography
    }

    /// Registers both routes, and builds the current snapshot's Explore index now rather than on the first request.
    public func register(on routes: inout some RouteRegistrar) {
        _ = ExploreIndex.of(store.current)
        routes.add(ExploreEndpoints.explore) { [store, geography] input, _ in
            ExploreBuilder.screen(store.current, pairs: Self.pairs(input.parameters), geography: geography)
        }
        routes.add(ExploreEndpoints.filters) { [store, geography] input, _ in
            ExploreBuilder.filters(store.current, pairs: Self.pairs(input.parameters), geography: geography)
        }
    }

    static func pairs(_ parameters: ExploreParameters) -> [ExplorePair] {
        parameters.query.map { ExplorePair(name: $0.name, value: $0.value) }
    }
}
