public import Domain
import QuadAPIModels
import Screens

/// The college profile's routes: overview, topics, history and what changed.
public struct ProfileRoutes: Sendable {
    private let store: DatasetStore

    public init(store: DatasetStore) {
        self.store = store
    }

    public func register(on router: inout Router) {}
}
