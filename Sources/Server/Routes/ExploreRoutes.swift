public import Domain
import QuadAPIModels
import Screens

/// Explore's routes: the results and the filter panel for the site's own query string.
public struct ExploreRoutes: Sendable {
    private let store: DatasetStore

    public init(store: DatasetStore) {
        self.store = store
    }

    public func register(on router: inout Router) {}
}
