import APIContract
import Core
import Domain
import Foundation
import Jobs
import QuadAPIModels
import Server
import Testing
import TestSupport
@testable import UserData

/// A node following publishes (``PublishFollower`` and ``SnapshotSwapper``) with a real listener on a loopback port
/// and a real migrated database: the publish reaches the node without a restart, the warmed documents are cache hits
/// on the first request after the swap, a folder that does not load leaves the old snapshot serving with the error
/// in `/readyz`, a revalidation empties the cache and is acknowledged; and without a database, the store's `current`
/// link is watched.
struct PublishFollowerTests {
    /// A node serving `folder`: the store, a public listener with the public routes, the follower running in a task.
    final class Node: Sendable {
        let store: DatasetStore
        let server: HTTPServer
        let swapper: SnapshotSwapper
        let follower: PublishFollower
        let task: Task<Void, Never>

        init(folder: URL, pool: PostgresPool?, publishStore: PublishStore? = nil, id: String = "node-1") async throws {
            store = try await DatasetStore.loading(from: folder, loader: DatasetLoader(hasher: SHA256ContentHasher()))
            var router = Router(middleware: Router.standardMiddleware())
            try router.group(PublicEndpoints.prefix) { [store] app in
                try PublicRoutes(store: store, build: .current).register(on: &app)
                ExploreRoutes(store: store).register(on: &app)
            }
            let store = store
            server = HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 0), responder: router.build(),
                                logger: quietLogger(), publishID: { store.current.publishID })
            try server.start()
            swapper = SnapshotSwapper(store: store, servers: [server],
                                      warmTargets: ["/api/app/v1/meta", "/api/app/v1/schools/index", "/api/app/v1/home"],
                                      logger: quietLogger())
            follower = PublishFollower(swapper: swapper, servers: [server], pool: pool, publishStore: publishStore,
                                       node: PublishFollower.Node(id: id, modes: "api"), registers: true,
                                       heartbeatInterval: .milliseconds(200), watchInterval: .milliseconds(100),
                                       logger: quietLogger())
            let follower = follower
            task = Task { try? await follower.run() }
        }

        /// A GET on a connection of its own, off the cooperative pool (the server's tasks need it).
        func get(_ target: String) async throws -> RawResponse {
            let port = server.port
            return try await blocking { try RawConnection(port: port).request("GET", target, headers: [("Accept-Encoding", "gzip")]) }
        }

        func stop() async {
            task.cancel()
            await task.value
            await server.shutdown(within: .seconds(2))
        }
    }

    @Test func aPublishReachesTheNodeAndItsFirstRequestIsACacheHit() async throws {
        let first = try SampleFolders.copy(), second = try PublishFlowTests.edited()
        defer { SampleFolders.remove(first); SampleFolders.remove(second) }
        try await withMigratedDatabase { pool, _ in
            let a = try SampleFolders.load(first), b = try SampleFolders.load(second)
            _ = try await DatasetPublisher(pool: pool).publish(SampleFolders.request(a, folder: first, previous: nil))
            let node = try await Node(folder: first, pool: pool)
            #expect(try await node.get("/api/app/v1/meta").header("X-Dataset-Publish") == a.publishID)
            // Ready once the node's heartbeat is recorded (it listens by then).
            #expect(try await eventually(within: .seconds(60)) { try await ownerInt(pool, "select count(*) from ops.nodes") == 1 })
            let hitsBefore = node.server.metrics.cacheHits
            _ = try await DatasetPublisher(pool: pool).publish(SampleFolders.request(b, folder: second, previous: a))
            #expect(try await eventually { node.store.current.publishID == b.publishID })
            // The first request after the swap is answered from the cache (the warm-up rendered it), with the new id.
            let meta = try await node.get("/api/app/v1/meta")
            #expect(meta.status == 200 && meta.header("X-Dataset-Publish") == b.publishID)
            #expect(node.server.metrics.cacheHits == hitsBefore + 1)
            let index = try await node.get("/api/app/v1/schools/index")
            #expect(index.header("X-Dataset-Publish") == b.publishID)
            #expect(node.server.metrics.cacheHits == hitsBefore + 2)
            // The heartbeat reports the new build.
            #expect(try await eventually {
                try await pool.withConnection { try await $0.query("select publish from ops.nodes") }
                    .first?.decode(String?.self, column: "publish") == b.publishID
            })
            #expect(node.swapper.problem == nil)
            await node.stop()
            // A node that stops leaves ops.nodes, so revalidations stop waiting for it.
            #expect(try await ownerInt(pool, "select count(*) from ops.nodes") == 0)
        }
    }

    @Test func aFolderThatDoesNotLoadLeavesTheOldSnapshotServingAndSaysWhy() async throws {
        let first = try SampleFolders.copy()
        defer { SampleFolders.remove(first) }
        try await withMigratedDatabase { pool, _ in
            let a = try SampleFolders.load(first)
            _ = try await DatasetPublisher(pool: pool).publish(SampleFolders.request(a, folder: first, previous: nil))
            let node = try await Node(folder: first, pool: pool)
            #expect(try await eventually(within: .seconds(60)) { try await ownerInt(pool, "select count(*) from ops.nodes") == 1 })
            // A publish recorded with a folder that is not there (another machine's path, a typo).
            try await pool.withConnection { _ = try await $0.query("""
                insert into public.dataset_publishes (build, is_build, directory) values ('broken-build', true, '/nonexistent/quad-folder')
                """) }
            #expect(try await eventually { node.swapper.problem != nil })
            #expect(node.store.current.publishID == a.publishID)
            #expect(try await node.get("/api/app/v1/meta").header("X-Dataset-Publish") == a.publishID)
            let problem = try #require(node.swapper.problem)
            #expect(problem.contains("publish broken-build could not be loaded from /nonexistent/quad-folder"))
            #expect(problem.hasSuffix("still serving \(a.publishID)"))
            // /readyz stays ready and carries the reason.
            var admin = Router()
            AdminRoutes(store: node.store, metrics: Metrics(), detail: { node.swapper.problem.map { ["publish": $0] } ?? [:] })
                .register(on: &admin)
            let ready = await admin.build().respond(to: Request(method: .get, target: "/readyz"), logger: quietLogger())
            #expect(ready.status == 200)
            let health = try JSONDecoder().decode(AdminEndpoints.Health.self, from: Data(ready.body))
            #expect(health.detail?["publish"] == problem)
            // The heartbeat carries it too.
            #expect(try await eventually {
                try await pool.withConnection { try await $0.query("select publish_error from ops.nodes") }
                    .first?.decode(String?.self, column: "publish_error") == problem
            })
            await node.stop()
        }
    }

    @Test func aRevalidationEmptiesTheCacheAndEveryLiveNodeAcknowledges() async throws {
        let first = try SampleFolders.copy()
        defer { SampleFolders.remove(first) }
        try await withMigratedDatabase(poolSize: 4) { pool, _ in
            let a = try SampleFolders.load(first)
            _ = try await DatasetPublisher(pool: pool).publish(SampleFolders.request(a, folder: first, previous: nil))
            let one = try await Node(folder: first, pool: pool, id: "node-1")
            let two = try await Node(folder: first, pool: pool, id: "node-2")
            #expect(try await eventually(within: .seconds(60)) { try await ownerInt(pool, "select count(*) from ops.nodes") == 2 })
            for node in [one, two] {
                _ = try await node.get("/api/app/v1/meta")
                #expect(try await node.get("/api/app/v1/meta").status == 200)
            }
            let hits = [one, two].map { $0.server.metrics.cacheHits }
            let service = RevalidationService(store: one.store, pool: pool, servers: [], purgeHook: nil, nodeID: "admin",
                                              wait: .seconds(10), logger: quietLogger())
            let answer = try await service.revalidate()
            #expect(answer.revalidated && answer.publish == a.publishID)
            #expect(Set(answer.nodes.map(\.node)) == ["node-1", "node-2"] && answer.missing.isEmpty)
            #expect(answer.nodes.allSatisfy { $0.publish == a.publishID })
            #expect(answer.purge == .init(configured: false, job: nil, status: "none", attempts: 0, lastError: nil))
            // Both caches were dropped: the next request on each is a miss (rendered again), then a hit.
            for (node, before) in zip([one, two], hits) {
                _ = try await node.get("/api/app/v1/meta")
                #expect(node.server.metrics.cacheHits == before)
                _ = try await node.get("/api/app/v1/meta")
                #expect(node.server.metrics.cacheHits == before + 1)
            }
            #expect(try await ownerInt(pool, "select count(*) from ops.revalidation_acks") == 2)
            await one.stop()
            await two.stop()
        }
    }

    @Test func withoutADatabaseTheStoresCurrentLinkIsFollowed() async throws {
        let first = try SampleFolders.copy(), second = try PublishFlowTests.edited()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quad-store-\(UUID().uuidString)")
        defer { SampleFolders.remove(first); SampleFolders.remove(second); try? FileManager.default.removeItem(at: root) }
        let store = PublishStore(root: root)
        let hash: (URL) throws -> String = { try SampleFolders.load($0).publishID }
        let a = try SampleFolders.load(first), b = try SampleFolders.load(second)
        let folderA = try store.install(first, build: a.publishID, contentHash: hash)
        try store.makeCurrent(build: a.publishID)
        #expect(store.currentBuild() == a.publishID)
        let node = try await Node(folder: folderA, pool: nil, publishStore: store)
        _ = try store.install(second, build: b.publishID, contentHash: hash)
        // Installed but not current: nothing happens.
        try await Task.sleep(for: .milliseconds(300))
        #expect(node.store.current.publishID == a.publishID)
        try store.makeCurrent(build: b.publishID)
        #expect(try await eventually { node.store.current.publishID == b.publishID })
        #expect(try await node.get("/api/app/v1/meta").header("X-Dataset-Publish") == b.publishID)
        await node.stop()
        // The folders are named by build; the pointer is a link to one of them.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.pointer.path) == b.publishID)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: root.path)).contains { $0.hasPrefix(".") })
    }

    @Test func aCopyThatDoesNotHashToItsBuildIsNotInstalled() throws {
        let first = try SampleFolders.copy()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quad-store-\(UUID().uuidString)")
        defer { SampleFolders.remove(first); try? FileManager.default.removeItem(at: root) }
        let store = PublishStore(root: root)
        #expect(throws: PublishStoreError.self) {
            try store.install(first, build: "not-the-hash", contentHash: { try SampleFolders.load($0).publishID })
        }
        #expect(throws: PublishStoreError.self) { try store.install(first, build: "../escape", contentHash: { _ in "" }) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
        #expect(store.currentBuild() == nil)
    }
}
