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
        glossary = try Response.json(GlossaryBuilder.build())
    }

    public func register(on router: inout Router) {
        router.add(PublicEndpoints.meta) { [store, build] _, _ in
            try Response.json(MetaBuilder.build(store.current, build: build))
        }
        router.add(PublicEndpoints.glossary) { [glossary] _, _ in glossary }
        router.add(PublicEndpoints.search) { [store] request, _ in
            let limit = try request.query.strictInteger("limit") ?? SearchIndex.defaultLimit
            let exclude = (try request.query.single("exclude") ?? "").split(separator: ",").map(String.init)
            return try Response.json(SchoolIndexBuilder.search(store.current, q: try request.query.single("q") ?? "",
                                                               limit: limit, exclude: exclude))
        }
        router.add(PublicEndpoints.schoolsIndex) { [store] _, _ in
            try Response.json(SchoolIndexBuilder.index(store.current))
        }
        router.add(PublicEndpoints.openAPI) { _, _ in
            var response = Response(status: 200, body: try Self.openAPI.get())
            response.headers.set("Content-Type", Response.jsonContentType)
            return response
        }
    }
}

