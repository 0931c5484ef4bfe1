public import Domain
import Foundation
import QuadAPIModels
import Screens
import Synchronization

/// The public App API routes (`/api/app/v1/…`): thin handlers over the screen builders and the current snapshot.
public struct PublicRoutes: Sendable {
    private let store: DatasetStore
    private let build: BuildInfo
    /// Built on first request: generating the document costs about a tenth of a second, which start-up need not pay.
    private let openAPI = OpenAPIBytes()
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
        router.add(PublicEndpoints.openAPI) { [openAPI] _, _ in
            var response = Response(status: 200, body: try openAPI.bytes())
            response.headers.set("Content-Type", Response.jsonContentType)
            return response
        }
    }
}

/// The OpenAPI document's bytes, generated once on first use.
private final class OpenAPIBytes: Sendable {
    private let cached = Mutex<[UInt8]?>(nil)

    func bytes() throws -> [UInt8] {
        if let bytes = cached.withLock({ $0 }) { return bytes }
        let bytes = Array(try OpenAPIDocument.standard().json())
        cached.withLock { $0 = bytes }
        return bytes
    }
}
