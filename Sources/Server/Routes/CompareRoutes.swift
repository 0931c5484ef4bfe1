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

    public func register(on router: inout Router) {
        router.add(CompareEndpoints.overview) { [store] request, _ in
            try Response.json(CompareScreens.overview(store.current, query: Self.query(request, .overview)))
        }
        router.add(CompareEndpoints.table) { [store] request, _ in
            try Response.json(try CompareScreens.topic(store.current, topic: "table", query: Self.query(request, .table)))
        }
        router.add(CompareEndpoints.topic) { [store] request, _ in
            let topic = request.parameters["topic"] ?? ""
            let page = ComparePage(rawValue: topic) ?? .overview
            return try Response.json(try CompareScreens.topic(store.current, topic: topic, query: Self.query(request, page)))
        }
    }

    static func query(_ request: Request, _ page: ComparePage) -> CompareQuery {
        CompareQuery.parse(request.query.items.map { ($0.name, $0.value) }, page: page)
    }
}
