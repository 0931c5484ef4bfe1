import APIContract
import Core
public import Domain
import Foundation
import QuadAPIModels
import Screens

/// The public App API routes (`/api/app/v1/…`): thin handlers over the screen builders and the current snapshot.
public struct PublicRoutes: Sendable {
    private let store: DatasetStore
    private let build: BuildInfo
    /// Built on first request (a static `let` is lazy and thread-safe): generating the document costs about a tenth
    /// of a second, which start-up need not pay.
    private static let openAPI = Result { Array(try OpenAPIDocument.standard().json()) }
    private let glossary: Response

    public init(store: DatasetStore, build: BuildInfo) throws {
        self.store = store
        self.build = build
        // A missing, malformed or incomplete glossary resource stops start-up with its reason.
        _ = try Glossary.load()
        glossary = try Response.json(GlossaryBuilder.build())
    }

    public func register(on routes: inout some RouteRegistrar) {
        routes.add(PublicEndpoints.meta) { [store, build] _, _ in MetaBuilder.build(store.current, build: build) }
        routes.add(PublicEndpoints.glossary) { [glossary] _, _ in glossary }
        routes.add(PublicEndpoints.search) { [store] input, _ in
            let search = input.parameters
            return SchoolIndexBuilder.search(store.current, q: search.q, limit: search.limit ?? SearchIndex.defaultLimit,
                                             exclude: search.exclude)
        }
        routes.add(PublicEndpoints.schoolsIndex) { [store] _, _ in SchoolIndexBuilder.index(store.current) }
        routes.add(PublicEndpoints.openAPI) { _, _ in
            var response = Response(status: 200, body: try Self.openAPI.get())
            response.headers.set("Content-Type", Response.jsonContentType)
            return response
        }
    }
}
