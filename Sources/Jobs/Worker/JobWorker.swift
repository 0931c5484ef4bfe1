import Core
public import Domain
import QuadAPIModels
import Foundation
import Synchronization
public import UserData

/// The worker: claims due jobs of the kinds in its registry, runs up to ``JobWorkerConfiguration/concurrency`` at
/// once, records each outcome, and enqueues the slots of its schedules. What `quad serve --mode worker` runs.
///
/// ```swift
/// var registry = JobRegistry()
/// registry.register(MailDeliveryJob(delivery: delivery))
/// let worker = JobWorker(pool: pool, registry: registry, schedules: [cleanup], logger: logger)
/// Task { await worker.run() }          // returns after triggerGracefulShutdown()
/// worker.triggerGracefulShutdown()
/// ```
///
/// The loop never spins: with nothing to claim it waits for a `NOTIFY quad_jobs` (``PostgresListener``), a job of
/// its own finishing, the next due time it learned from the last claim, the next schedule slot, or at most
/// ``JobWorkerConfiguration/pollInterval``, whichever comes first; cancellation and shutdown end the wait at once.
///
/// Graceful shutdown stops claiming, lets running jobs finish for at most the drain timeout, then cancels them;
/// a cancelled job is released back to the queue with its attempt uncounted. A shutdown requested before
/// ``run()`` makes it return at once.
///
/// As a ``Domain/Service`` in `Main`'s group, ``run()`` reports itself started at once and turns the group's
/// shutdown request into ``triggerGracefulShutdown(drain:)`` with the group's grace.
///
/// - Important: ``run()`` may be called once.
public final class JobWorker: Sendable {
    public let configuration: JobWorkerConfiguration
    public let queue: JobQueue
    public let scheduler: JobScheduler
    public let registry: JobRegistry
    let clock: JobClock
    let logger: Logger
    private let runner: JobRunner
    private let wake = WakeSignal()
    private let running = Atomic<Int>(0)
    private let state = Mutex(State())

    private struct State {
        var started = false
        var stopping = false
        var drainTimeout: Duration?
    }

    public init(pool: PostgresPool, registry: JobRegistry, schedules: [JobSchedule] = [],
                configuration: JobWorkerConfiguration = JobWorkerConfiguration(), clock: JobClock = .system,
                logger: Logger) {
        self.configuration = configuration
        self.registry = registry
        self.clock = clock
        self.logger = logger
        queue = JobQueue(pool: pool)
        scheduler = JobScheduler(pool: pool, schedules: schedules, workerID: configuration.workerID, logger: logger)
        runner = JobRunner(queue: queue, registry: registry, clock: clock, logger: logger)
    }

    /// Jobs of this worker running now.
    public var runningJobs: Int { running.load(ordering: .relaxed) }

    /// Asks ``run()`` to stop: no more claims, running jobs get `drain` (default: the configured drain timeout),
    /// then are cancelled. Idempotent; safe before ``run()``.
    public func triggerGracefulShutdown(drain: Duration? = nil) {
        state.withLock { state in
            state.stopping = true
            if let drain { state.drainTimeout = min(drain, state.drainTimeout ?? drain) }
        }
        wake.signal()
    }

    private var isStopping: Bool { state.withLock { $0.stopping } }

    // MARK: The loop

    /// Runs until ``triggerGracefulShutdown(drain:)`` or the service group's shutdown request (then drains, within
    /// the group's grace when shorter than the drain timeout) or until the task is cancelled (then cancels running
    /// jobs at once). Database failures are logged and retried after ``JobWorkerConfiguration/errorBackoff``;
    /// they never end the loop.
    public func run() async {
        let first = state.withLock { state -> Bool in
            defer { state.started = true }
            return !state.started
        }
        precondition(first, "JobWorker.run() may be called once")
        // In a service group: started now; the group's shutdown request becomes a graceful shutdown with its grace.
        let shutdown = GracefulShutdown.started()
        let grace = GracefulShutdown.grace
        let watcher = Task { [self] in
            await shutdown.wait()
            if shutdown.isSignalled { triggerGracefulShutdown(drain: grace) }
        }
        defer { watcher.cancel() }
        if isStopping { return }
        let listener = configuration.listen
            ? PostgresListener(configuration: queue.pool.configuration, channels: [JobQueue.channel], logger: logger) : nil
        let listening = listener.map { listener in
            Task { [wake] in
                for await _ in listener.events() { wake.signal() }
            }
        }
        logger.notice("worker started", ["worker": .string(configuration.workerID),
                                         "kinds": .array(registry.kinds.map { .string($0) }),
                                         "schedules": .array(scheduler.schedules.map { .string("\($0.name) \($0.cadence)") }),
                                         "concurrency": .number(Double(configuration.concurrency))])
        await withDiscardingTaskGroup { group in
            var failing = false
            while !isStopping, !Task.isCancelled {
                let now = clock.now()
                await scheduler.tick(now: now)
                let free = configuration.concurrency - runningJobs
                var wakeAt = now.addingTimeInterval(configuration.pollInterval.seconds)
                if let slot = scheduler.nextSlot(after: now) { wakeAt = min(wakeAt, slot) }
                var claimed = 0
                if free > 0 {
                    do {
                        let claim = try await queue.claim(kinds: registry.kinds, limit: free,
                                                          workerID: configuration.workerID, now: now)
                        if failing { logger.notice("worker reaches the queue again") }
                        failing = false
                        claimed = claim.jobs.count
                        for job in claim.jobs {
                            running.add(1, ordering: .relaxed)
                            group.addTask { [self] in
                                _ = await runner.execute(job)
                                running.subtract(1, ordering: .relaxed)
                                wake.signal()
                            }
                        }
                        if claim.abandoned > 0 {
                            logger.error("jobs abandoned on their last attempt became dead letters",
                                         ["count": .number(Double(claim.abandoned))])
                        }
                        if let due = claim.nextDue { wakeAt = min(wakeAt, due) }
                    } catch {
                        if !failing {
                            logger.error("worker cannot claim jobs; retrying", ["error": .string(String(reflecting: error))])
                        }
                        failing = true
                        await wake.wait(upTo: configuration.errorBackoff)
                        continue
                    }
                }
                // A full batch may have left more due: claim again as soon as a slot frees up.
                if claimed > 0, claimed == free { continue }
                var wait = Duration.seconds(wakeAt.timeIntervalSince(clock.now()))
                // Nothing claimed although something is due (another worker holds it): do not spin.
                if claimed == 0 { wait = max(wait, .milliseconds(100)) }
                await wake.wait(upTo: min(wait, configuration.pollInterval))
            }
            listener?.stop()
            listening?.cancel()
            await drain(&group)
        }
        logger.notice("worker stopped", ["worker": .string(configuration.workerID)])
    }

    /// Waits up to the drain timeout for running jobs, then cancels the rest.
    private func drain(_ group: inout DiscardingTaskGroup) async {
        guard runningJobs > 0 else { return }
        let limit = state.withLock { $0.drainTimeout } ?? configuration.drainTimeout
        let deadline = ContinuousClock.now + limit
        if !Task.isCancelled {
            logger.info("worker draining", ["running": .number(Double(runningJobs))])
            while runningJobs > 0, ContinuousClock.now < deadline, !Task.isCancelled {
                await wake.wait(upTo: deadline - ContinuousClock.now)
            }
        }
        if runningJobs > 0 {
            logger.warning("cancelling jobs still running at shutdown; they are released to the queue",
                           ["running": .number(Double(runningJobs))])
            group.cancelAll()
        }
    }

    // MARK: On demand

    /// Enqueues due schedule slots, then claims and runs every job due at the clock's now (in batches of the
    /// concurrency limit) and waits for them; returns the outcomes in job-id order of each batch. A job that fails
    /// is not run again by this call (its retry lies in the future). For tests and operators' "run now".
    public func runDueJobs() async throws -> [JobOutcome] {
        await scheduler.tick(now: clock.now())
        var outcomes: [JobOutcome] = []
        var seen: Set<Int64> = []
        while true {
            let claim = try await queue.claim(kinds: registry.kinds, limit: configuration.concurrency,
                                              workerID: configuration.workerID, now: clock.now())
            let jobs = claim.jobs.filter { seen.insert($0.id).inserted }
            if jobs.isEmpty { break }
            let results = await withTaskGroup(of: (Int64, JobOutcome).self) { group in
                for job in jobs { group.addTask { [runner] in (job.id, await runner.execute(job)) } }
                var results: [(Int64, JobOutcome)] = []
                for await result in group { results.append(result) }
                return results
            }
            outcomes += results.sorted { $0.0 < $1.0 }.map(\.1)
            if claim.jobs.count < configuration.concurrency { break }
        }
        return outcomes
    }
}

// MARK: Service

extension JobWorker: Service {
    public var name: String { "jobs" }
}
