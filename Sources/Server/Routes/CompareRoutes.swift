import APIContract
public import Domain
import QuadAPIModels
import Screens

/// The compare routes: the overview, "All the numbers" and the topic pages, over the current snapshot.
///
/// `/compare/table` is a static route and wins over `/compare/{topic}`. The query is read leniently (see
/// ``CompareEndpoints``): nothing in it is an error.
public struct CompareRoutes: Sendable {
    private let store: DatasetStore

    public init(store: DatasetStore) {
        self.store = store
    }

    public func register(on routes: inout some RouteRegistrar) {
        routes.add(CompareEndpoints.overview) { [store] input, _ in
            let query = Self.query(input.parameters.query, .overview)
            return try await store.buildReading { CompareScreens.overview($0, query: query) }
        }
        routes.add(CompareEndpoints.table) { [store] input, _ in
            let query = Self.query(input.parameters.query, .table)
            return try await store.buildReading { try CompareScreens.topic($0, topic: "table", query: query) }
        }
        routes.add(CompareEndpoints.topic) { [store] input, _ in
            let topic = input.parameters.topic
            let query = Self.query(input.parameters.query, ComparePage(rawValue: topic) ?? .overview)
            return try await store.buildReading { try CompareScreens.topic($0, topic: topic, query: query) }
        }
    }

    static func query(_ pairs: [QueryPair], _ page: ComparePage) -> CompareQuery {
        CompareQuery.parse(pairs.map { ($0.name, $0.value) }, page: page)
    }
}
