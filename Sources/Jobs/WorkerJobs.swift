public import Domain
import QuadAPIModels
public import UserData

/// The job kinds and schedules `quad serve --mode worker` runs: the one list to extend when a kind is added.
///
/// ```swift
/// let worker = WorkerJobs(pool: pool, auth: settings.auth, cleanupCadence: .daily(hour: 4, minute: 0))
///     .worker(configuration: settings.worker, logger: logger)
/// ```
public struct WorkerJobs: Sendable {
    public var pool: PostgresPool
    /// The mail settings `mail.deliver` sends with.
    public var auth: AuthConfiguration
    /// When `jobs.cleanup` runs. Default: daily at 04:00 UTC (config `jobs.cleanupAt`).
    public var cleanupCadence: ScheduleCadence

    public init(pool: PostgresPool, auth: AuthConfiguration, cleanupCadence: ScheduleCadence = .daily(hour: 4, minute: 0)) {
        self.pool = pool
        self.auth = auth
        self.cleanupCadence = cleanupCadence
    }

    /// Every kind's handler.
    public func registry(logger: Logger) -> JobRegistry {
        var registry = JobRegistry()
        registry.register(MailDeliveryJob(delivery: MailDelivery(pool: pool, configuration: auth,
                                                                 logger: logger.with(["kind": .string(MailDeliveryJob.name)]))))
        registry.register(QueueCleanupJob(pool: pool))
        return registry
    }

    /// Every periodic job.
    public var schedules: [JobSchedule] {
        [QueueCleanupJob.schedule(cadence: cleanupCadence)]
    }

    /// The worker over these kinds and schedules.
    public func worker(configuration: JobWorkerConfiguration, clock: JobClock = .system, logger: Logger) -> JobWorker {
        let logger = logger.with(["service": .string("jobs")])
        return JobWorker(pool: pool, registry: registry(logger: logger), schedules: schedules, configuration: configuration,
                         clock: clock, logger: logger)
    }
}
