import Core
public import Domain
public import Foundation
public import Jobs
import QuadAPIModels
public import UserData

/// Keeps one process on the current publish and answers revalidations: the service every mode runs beside its
/// listeners or worker.
///
/// - With a database it `LISTEN`s on `quad_publish` and `quad_cache` on a connection of its own. On every
///   (re)connect and every `quad_publish` it reads the current publish and swaps to its folder
///   (``SnapshotSwapper``) when it serves another build; on `quad_cache` it drops its listeners' response caches and
///   records its acknowledgement. A node with a public listener also sends a heartbeat to `ops.nodes` every
///   ``heartbeatInterval`` (revalidations wait for the nodes alive), and leaves the table when it stops.
/// - Without one, and with a publish store, it watches the store's `current` link every ``watchInterval`` and swaps
///   when it names another build.
public final class PublishFollower: Service {
    /// Who this process is in `ops.nodes`.
    public struct Node: Sendable {
        public var id: String
        /// The modes it runs (`api,admin`).
        public var modes: String
        public var startedAt: Date

        public init(id: String, modes: String, startedAt: Date = Date()) {
            self.id = id
            self.modes = modes
            self.startedAt = startedAt
        }
    }

    public let name = "publish"
    public let swapper: SnapshotSwapper
    private let servers: [HTTPServer]
    private let pool: PostgresPool?
    private let publishStore: PublishStore?
    private let node: Node
    /// Whether this process answers revalidations and heartbeats (it has a public listener).
    private let registers: Bool
    private let logger: Logger
    public let heartbeatInterval: Duration
    public let watchInterval: Duration

    public init(swapper: SnapshotSwapper, servers: [HTTPServer], pool: PostgresPool?, publishStore: PublishStore?,
                node: Node, registers: Bool, heartbeatInterval: Duration = .seconds(10),
                watchInterval: Duration = .seconds(2), logger: Logger) {
        self.swapper = swapper
        self.servers = servers
        self.pool = pool
        self.publishStore = publishStore
        self.node = node
        self.registers = registers
        self.heartbeatInterval = heartbeatInterval
        self.watchInterval = watchInterval
        self.logger = logger
    }

    public func run() async throws {
        let shutdown = GracefulShutdown.started()
        await withTaskGroup(of: Void.self) { group in
            if let pool {
                let listener = PostgresListener(configuration: pool.configuration,
                                                channels: [NodeRecords.publishChannel, NodeRecords.cacheChannel],
                                                logger: logger)
                group.addTask { [self] in
                    for await event in listener.events() { await handle(event, pool: pool) }
                }
                if registers { group.addTask { [self] in await beat(pool) } }
                group.addTask {
                    await shutdown.wait()
                    listener.stop()
                }
            } else if let publishStore {
                group.addTask { [self] in await watch(publishStore) }
            }
            group.addTask { await shutdown.wait() }
            await group.next()
            group.cancelAll()
        }
        if registers, let pool {
            // In a task of its own: this one may be cancelled (the group's hard stop), and leaving must still happen.
            let id = node.id
            await Task { try? await NodeRecords(pool: pool).leave(nodeID: id) }.value
        }
    }

    // MARK: With a database

    private func handle(_ event: PostgresListenerEvent, pool: PostgresPool) async {
        switch event {
        case .listening:
            await follow(pool)
            if registers { await heartbeat(pool) }
        case .notification(NodeRecords.publishChannel, _):
            await follow(pool)
            if registers { await heartbeat(pool) }
        case let .notification(NodeRecords.cacheChannel, payload):
            for server in servers { server.purgeCache() }
            guard registers, let id = Int64(payload) else { return }
            do {
                try await NodeRecords(pool: pool).acknowledge(revalidation: id, nodeID: node.id,
                                                              publish: swapper.store.current.publishID)
                logger.notice("revalidated: response cache dropped", ["revalidation": .number(Double(id))])
            } catch {
                logger.error("revalidated, but the acknowledgement could not be recorded",
                             ["revalidation": .number(Double(id)), "error": .string(String(reflecting: error))])
            }
        case .notification:
            break
        }
    }

    /// Swaps to the current publish when this node serves another build.
    func follow(_ pool: PostgresPool) async {
        do {
            guard let current = try await CurrentPublish.read(pool), current.build != swapper.store.current.publishID
            else { return }
            guard let directory = current.directory else {
                swapper.report("publish \(current.build) records no folder; still serving \(swapper.store.current.publishID)")
                return
            }
            await swapper.swap(to: URL(fileURLWithPath: directory), build: current.build)
        } catch {
            logger.warning("cannot read the current publish; will look again on the next notification",
                           ["error": .string(String(reflecting: error))])
        }
    }

    private func beat(_ pool: PostgresPool) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: heartbeatInterval)
            if Task.isCancelled { return }
            await heartbeat(pool)
        }
    }

    private func heartbeat(_ pool: PostgresPool) async {
        do {
            try await NodeRecords(pool: pool).heartbeat(nodeID: node.id, modes: node.modes, startedAt: node.startedAt,
                                                        publish: swapper.store.current.publishID,
                                                        publishError: swapper.problem)
        } catch {
            logger.debug("heartbeat not recorded", ["error": .string(String(reflecting: error))])
        }
    }

    // MARK: Without a database

    private func watch(_ publishStore: PublishStore) async {
        var failedBuild: String?
        while !Task.isCancelled {
            if let build = publishStore.currentBuild(), build != swapper.store.current.publishID, build != failedBuild {
                let swapped = await swapper.swap(to: publishStore.folder(for: build), build: build)
                failedBuild = swapped ? nil : build
            }
            try? await Task.sleep(for: watchInterval)
        }
    }
}
