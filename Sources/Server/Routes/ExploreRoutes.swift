public import Domain
import QuadAPIModels
import Screens

/// Explore's routes: the results and the filter panel for the site's own query string.
///
/// The query is read leniently (see ``ExploreEndpoints``); nothing in it is an error.
public struct ExploreRoutes: Sendable {
    private let store: DatasetStore
    private let geography: ExploreGeography

    /// - Parameter geography: the ZIP centroids and state outlines (empty: every ZIP unknown, no outline).
    public init(store: DatasetStore, geography: ExploreGeography = ExploreGeography()) {
        self.store = store
        self.geography = geography
    }

    /// Registers both routes, and builds the current snapshot's Explore index now rather than on the first request.
    public func register(on router: inout Router) {
        _ = ExploreIndex.of(store.current)
        router.add(ExploreEndpoints.explore) { [store, geography] request, _ in
            try Response.json(ExploreBuilder.screen(store.current, pairs: Self.pairs(request), geography: geography))
        }
        router.add(ExploreEndpoints.filters) { [store, geography] request, _ in
            try Response.json(ExploreBuilder.filters(store.current, pairs: Self.pairs(request), geography: geography))
        }
    }

    static func pairs(_ request: Request) -> [ExplorePair] {
        request.query.items.map { ExplorePair(name: $0.name, value: $0.value) }
    }
}
