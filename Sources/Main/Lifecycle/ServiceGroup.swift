import Domain
import QuadAPIModels
import Foundation

/// Runs services in dependency order and stops them in reverse.
///
/// `run()` starts each service in turn (each must be ready before the next starts), then waits for
/// ``triggerShutdown()`` (called by the signal handler), then shuts the services down in reverse order, each within
/// the grace period. A watchdog ends the process if the whole shutdown exceeds the hard limit, so a stuck service
/// cannot keep a half-alive process around (the supervisor restarts it). A shutdown requested before or during
/// start-up is remembered and honoured as soon as start-up reaches a safe point.
actor ServiceGroup {
    private enum State { case initial, starting, running, shuttingDown, stopped }

    private let services: [any Service]
    private let grace: Duration
    private let hardLimit: Duration
    private let logger: Logger
    private var state = State.initial
    private var shutdownRequested = false
    private var waiter: CheckedContinuation<Void, Never>?

    init(services: [any Service], grace: Duration, hardLimit: Duration, logger: Logger) {
        self.services = services
        self.grace = grace
        self.hardLimit = hardLimit
        self.logger = logger
    }

    /// Starts every service, waits for a shutdown request, then stops them in reverse order.
    func run() async throws {
        precondition(state == .initial, "ServiceGroup.run() may be called once")
        state = .starting
        var started: [any Service] = []
        do {
            for service in services {
                if shutdownRequested { break }
                logger.info("starting", ["service": .string(service.name)])
                try await service.start()
                started.append(service)
            }
        } catch {
            logger.error("start-up failed", ["error": .string(String(describing: error))])
            await stop(started)
            throw error
        }
        state = .running
        if !shutdownRequested {
            logger.notice("ready", ["services": .array(started.map { .string($0.name) })])
            await withCheckedContinuation { waiter = $0 }
        }
        await stop(started)
    }

    /// Asks the group to shut down (idempotent; safe before `run()`).
    func triggerShutdown() {
        guard !shutdownRequested else { return }
        shutdownRequested = true
        waiter?.resume()
        waiter = nil
    }

    private func stop(_ started: [any Service]) async {
        state = .shuttingDown
        let watchdog = Watchdog(after: hardLimit, logger: logger)
        for service in started.reversed() {
            logger.info("stopping", ["service": .string(service.name)])
            await service.shutdown(within: grace)
        }
        watchdog.cancel()
        state = .stopped
        logger.notice("stopped")
    }
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
