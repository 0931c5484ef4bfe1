import Core
import Domain
import Glibc
import QuadAPIModels
import Synchronization
internal import CMicroHTTPD

/// The HTTP/1.1 listener: libmicrohttpd with a pool of epoll threads in front of a ``Responder``.
///
/// Cache hits are answered on libmicrohttpd's thread; everything else suspends the connection and runs the router
/// in a task. Conforms to `Core.Service`.
///
/// ```swift
/// var router = Router()
/// router.get("/healthz") { _, _ in .text("ok") }
/// let server = HTTPServer(configuration: HTTPServerConfiguration(port: 8080), responder: router.build(),
///                         logger: Logger(label: "quad.http"), publishID: { store.currentPublishID })
/// try server.start()
/// …
/// await server.shutdown(within: .seconds(10))
/// ```
///
/// - Important: ``start()`` is called once. ``shutdown(within:)`` may be called more than once; later calls wait
///   for the first.
public final class HTTPServer: Service {
    private struct Running {
        let daemon: DaemonHandle
        let socket: Int32
    }

    private enum Phase {
        case idle
        case running(Running)
        case stopping
        case stopped
    }

    /// Name for logs and the service group.
    public let name: String
    /// The settings this server was made with.
    public let configuration: HTTPServerConfiguration
    /// Request, latency and cache counters (render them for `/admin/metrics`).
    public let metrics: Metrics

    private let core: ServerCore
    private let phase = Mutex(Phase.idle)
    /// Signalled when the first ``shutdown(within:)`` has finished (later calls wait for it).
    private let stopped = Event()
    private let boundPort = Atomic<Int>(0)

    /// - Parameters:
    ///   - publishID: The publish id of the dataset handlers currently read, or nil when none is loaded. Called once
    ///     per request on libmicrohttpd's threads, so it must be cheap and must not block. It must change only after
    ///     the new snapshot is what handlers see, so an answer is never kept under a newer id than its content.
    public init(configuration: HTTPServerConfiguration, responder: Responder, logger: Logger, metrics: Metrics = Metrics(),
                name: String = "http", publishID: @escaping @Sendable () -> String? = { nil }) {
        self.name = name
        self.configuration = configuration
        self.metrics = metrics
        core = ServerCore(responder: responder, configuration: configuration, metrics: metrics,
                          logger: logger.with(["service": .string(name)]), publishID: publishID)
    }

    deinit {
        if case let .running(running) = phase.withLock({ $0 }) {
            stopDaemon(running)
        }
    }

    /// The bound TCP port (useful with port 0); 0 before ``start()``.
    public var port: Int { boundPort.load(ordering: .relaxed) }

    /// Connections open right now.
    public var openConnections: Int { core.openConnections.load(ordering: .relaxed) }

    /// Renders `targets` (request targets such as `/api/app/v1/meta`) under `publishID` and keeps the cacheable
    /// answers for that publish, unseen until requests carry it: call it inside
    /// ``Domain/DatasetStore/pinning(_:operation:)`` with the new snapshot, then swap. The targets render side by
    /// side, at most `parallelism` at a time (nil: one per online core). Returns each target's outcome, in order.
    public func warm(_ targets: [String], publishID: String, parallelism: Int? = nil) async -> [WarmedTarget] {
        await core.warm(targets, publishID: publishID, parallelism: parallelism ?? max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Whether the route for a GET of `target` exists (is not the router's 404).
    public func serves(_ target: String) -> Bool {
        let request = Request(method: .get, target: target)
        return core.responder.resolve(method: .get, segments: request.pathSegments).template != RequestContext.unmatchedRoute
    }

    /// Requests between their request line and their end (the count graceful shutdown waits for).
    public var requestsInFlight: Int { core.inFlight.load(ordering: .relaxed) }

    /// Drops every kept answer (for example after `POST /admin/revalidate`).
    public func purgeCache() {
        core.cache?.purge()
        core.updateCacheGauges()
    }

    /// Binds the socket and starts libmicrohttpd; returns once the server accepts connections.
    public func start() throws {
        try phase.withLock { phase in
            guard case .idle = phase else {
                throw HTTPServerError(code: .alreadyStarted, message: "the \(name) server was already started")
            }
            let listener = try ListenSocket.open(host: configuration.host, port: configuration.port,
                                                 backlog: configuration.listenBacklog)
            guard let daemon = startDaemon(socket: listener.fd) else {
                close(listener.fd)
                throw HTTPServerError(code: .daemonFailed, message: "libmicrohttpd did not start on \(configuration.host)")
            }
            boundPort.store(listener.port, ordering: .relaxed)
            phase = .running(Running(daemon: daemon, socket: listener.fd))
        }
        core.logger.info("listening", ["host": .string(configuration.host), "port": .number(Double(port)),
                                       "threads": .number(Double(configuration.threads))])
    }

    private func startDaemon(socket: Int32) -> DaemonHandle? {
        let context = Unmanaged.passUnretained(core).toOpaque()
        let contextArgument = OpaquePointer(context)
        let flags = MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ERROR_LOG.rawValue
        let threads = max(1, configuration.threads)
        func option(_ value: MHD_OPTION) -> Int32 { Int32(value.rawValue) }
        func pointer<T>(_ function: T) -> OpaquePointer { unsafeBitCast(function, to: OpaquePointer.self) }
        var arguments: [any CVarArg] = [
            option(.EXTERNAL_LOGGER), pointer(MHDCallbacks.errorLog), contextArgument,
            option(.LISTEN_SOCKET), socket,
            // Each worker may hold the whole limit; the accept policy enforces the global one.
            option(.CONNECTION_LIMIT), UInt32(clamping: max(1, configuration.connectionLimit) * threads),
            // The per-address limit is the accept policy's (it knows the trusted proxies).
            option(.CONNECTION_MEMORY_LIMIT), max(4096, configuration.connectionMemoryLimit),
            option(.CONNECTION_TIMEOUT), UInt32(clamping: max(0, configuration.connectionTimeout)),
            option(.URI_LOG_CALLBACK), pointer(MHDCallbacks.uriLog), contextArgument,
            option(.UNESCAPE_CALLBACK), pointer(MHDCallbacks.unescape), contextArgument,
            option(.NOTIFY_COMPLETED), pointer(MHDCallbacks.completed), contextArgument,
            option(.NOTIFY_CONNECTION), pointer(MHDCallbacks.connection), contextArgument,
        ]
        if threads > 1 { arguments += [option(.THREAD_POOL_SIZE), UInt32(threads)] }
        arguments.append(option(.END))
        let daemon = withVaList(arguments) { list in
            MHD_start_daemon_va(flags, 0, MHDCallbacks.acceptPolicy, context, MHDCallbacks.access, context, list)
        }
        return daemon.map { DaemonHandle(pointer: $0) }
    }

    /// Stops accepting (new connections are refused), lets requests in flight finish for at most `grace`, answers
    /// any still waiting with 503, then stops libmicrohttpd and closes the socket.
    public func shutdown(within grace: Duration) async {
        let running: Running? = phase.withLock { phase in
            switch phase {
            case .idle:
                phase = .stopped
                stopped.signal()
                return nil
            case let .running(running):
                phase = .stopping
                return running
            case .stopping, .stopped:
                return nil
            }
        }
        guard let running else {
            await stopped.wait()
            return
        }
        core.logger.info("shutting down", ["in_flight": .number(Double(core.inFlight.load(ordering: .relaxed)))])
        core.draining.store(true, ordering: .relaxed)
        _ = MHD_quiesce_daemon(running.daemon.pointer)
        // The socket stays open until the daemon stops (a worker may still hold it); shutting it down makes the
        // kernel refuse new connections now.
        _ = Glibc.shutdown(running.socket, Int32(SHUT_RDWR))
        let core = self.core
        await core.drained.wait(until: { core.inFlight.load(ordering: .relaxed) == 0 }, atMost: grace)
        let answered = core.answerSuspendedForShutdown()
        // Tasks that finished first are resuming their connections; the daemon must not stop before they have.
        await core.drained.wait(until: { core.suspendedCount == 0 }, atMost: nil)
        if answered > 0 {
            await core.drained.wait(until: { core.inFlight.load(ordering: .relaxed) == 0 }, atMost: .seconds(1))
            core.logger.warning("shutdown answered waiting requests with 503", ["count": .number(Double(answered))])
        }
        stopDaemon(running)
        phase.withLock { $0 = .stopped }
        stopped.signal()
        core.logger.info("stopped")
    }

    private func stopDaemon(_ running: Running) {
        core.draining.store(true, ordering: .relaxed)
        _ = core.answerSuspendedForShutdown()
        let core = self.core
        core.drained.block { core.suspendedCount == 0 }
        MHD_stop_daemon(running.daemon.pointer)
        close(running.socket)
        core.cache?.close()
    }
}
