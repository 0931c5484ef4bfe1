import Core
import Domain
import QuadAPIModels
import Foundation

/// Runs services in dependency order and stops them in reverse, in swift-service-lifecycle's shape.
///
/// `run()` starts each service's `run()` in its own child task, in order, and waits until it has started (reached
/// ``GracefulShutdown/wait()``) before starting the next. It then waits for ``triggerShutdown()`` (called by the
/// signal handler) or for any service to stop on its own. Either way it asks the running services to shut down
/// gracefully one at a time in reverse order, each given `grace` to drain, waiting for each `run()` to return before
/// asking the next. A service that throws, or returns before it was asked to, makes `run()` throw once the rest
/// have stopped (so `quad serve` exits non-zero and the supervisor restarts it). A watchdog ends the process if the
/// whole shutdown exceeds the hard limit, so a stuck service cannot keep a half-alive process around. A shutdown
/// requested before or during start-up is remembered: services not yet started are never started.
actor ServiceGroup {
    private enum State { case initial, running, stopped }

    private let services: [any Service]
    private let grace: Duration
    private let hardLimit: Duration
    private let logger: Logger
    private var state = State.initial
    private let shutdownRequested = Event()

    init(services: [any Service], grace: Duration, hardLimit: Duration, logger: Logger) {
        self.services = services
        self.grace = grace
        self.hardLimit = hardLimit
        self.logger = logger
    }

    /// What ended a child task: a service's `run()` (nil error: it returned), or the shutdown request.
    private enum Ending: Sendable {
        case service(Int, (any Error)?)
        case shutdownRequested
    }

    /// Runs every service until a shutdown request or a service stopping, then stops them all in reverse order.
    func run() async throws {
        precondition(state == .initial, "ServiceGroup.run() may be called once")
        state = .running
        let handles = services.map { ServiceHandle(name: $0.name, grace: grace) }
        let failure: (any Error)? = await withTaskGroup(of: Ending.self) { tasks in
            tasks.addTask { [shutdownRequested] in
                await shutdownRequested.wait()
                return .shutdownRequested
            }
            var started = 0
            for (index, service) in services.enumerated() {
                if shutdownRequested.isSignalled { break }
                logger.info("starting", ["service": .string(service.name)])
                let handle = handles[index]
                tasks.addTask {
                    defer {
                        handle.finished.signal()
                        handle.started.signal()
                    }
                    do {
                        try await GracefulShutdown.$current.withValue(handle) { try await service.run() }
                        return .service(index, nil)
                    } catch {
                        return .service(index, error)
                    }
                }
                started = index + 1
                await handle.started.wait()
                if handle.finished.isSignalled { break }
            }
            if started == services.count, !shutdownRequested.isSignalled, !handles.contains(where: \.finished.isSignalled) {
                logger.notice("ready", ["services": .array(services.map { .string($0.name) })])
            }
            var failure: (any Error)?
            func record(_ ending: Ending?) {
                guard case let .service(index, error)? = ending else { return }
                let stoppedEarly = !handles[index].shutdown.isSignalled
                if let error {
                    logger.error("service failed", ["service": .string(handles[index].name),
                                                    "error": .string(String(describing: error))])
                    if failure == nil { failure = error }
                } else if stoppedEarly {
                    logger.error("service stopped on its own", ["service": .string(handles[index].name)])
                    if failure == nil { failure = ServiceGroupError(service: handles[index].name) }
                }
            }
            // The first ending: a shutdown request, or a service that failed or stopped on its own.
            if !handles.prefix(started).contains(where: \.finished.isSignalled) || shutdownRequested.isSignalled {
                record(await tasks.next())
            }
            let watchdog = Watchdog(after: hardLimit, logger: logger)
            for handle in handles.prefix(started).reversed() where !handle.finished.isSignalled {
                logger.info("stopping", ["service": .string(handle.name)])
                handle.shutdown.signal()
                while !handle.finished.isSignalled, let ending = await tasks.next() { record(ending) }
            }
            tasks.cancelAll()
            while let ending = await tasks.next() { record(ending) }
            watchdog.cancel()
            return failure
        }
        state = .stopped
        logger.notice("stopped")
        if let failure { throw failure }
    }

    /// Asks the group to shut down (idempotent; safe before `run()`).
    func triggerShutdown() {
        shutdownRequested.signal()
    }
}

/// A service's `run()` returned although nobody asked it to stop.
struct ServiceGroupError: Error, CustomStringConvertible {
    let service: String
    var description: String { "the \(service) service stopped on its own" }
}

/// Ends the process if not cancelled in time. Runs on its own thread so a blocked cooperative pool cannot stop it.
private final class Watchdog: Sendable {
    private let cancelled = DispatchSemaphore(value: 0)

    init(after limit: Duration, logger: Logger) {
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        let semaphore = cancelled
        Thread.detachNewThread {
            if semaphore.wait(timeout: .now() + seconds) == .timedOut {
                logger.critical("shutdown exceeded its hard limit; exiting", ["seconds": .number(seconds)])
                exit(1)
            }
        }
    }

    func cancel() { cancelled.signal() }
}
