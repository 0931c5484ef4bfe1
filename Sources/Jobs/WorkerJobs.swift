import Core
public import Domain
import QuadAPIModels
public import UserData

/// The job kinds and schedules `quad serve --mode worker` runs: the one list to extend when a kind is added.
///
/// ```swift
/// let worker = WorkerJobs(pool: pool, auth: settings.auth, store: store)
///     .worker(configuration: settings.worker, logger: logger)
/// ```
public struct WorkerJobs: Sendable {
    /// When each periodic job runs (UTC). Defaults: clean-up 04:00, sweeper 03:30, digests 13:00.
    public struct Cadences: Sendable, Equatable {
        /// `jobs.cleanup` (config `jobs.cleanupAt`).
        public var cleanup: ScheduleCadence
        /// `accounts.sweep` (config `jobs.sweepAt`).
        public var sweep: ScheduleCadence
        /// `digests.daily` (config `jobs.digestsAt`).
        public var digests: ScheduleCadence

        public init(cleanup: ScheduleCadence = .daily(hour: 4, minute: 0), sweep: ScheduleCadence = .daily(hour: 3, minute: 30),
                    digests: ScheduleCadence = .daily(hour: 13, minute: 0)) {
            self.cleanup = cleanup
            self.sweep = sweep
            self.digests = digests
        }
    }

    public var pool: PostgresPool
    /// The mail settings `mail.deliver` and the digests send with; `siteURL` is the digests' link origin.
    public var auth: AuthConfiguration
    /// The snapshot the digests take college names from.
    public var store: DatasetStore?
    public var cadences: Cadences
    /// The CDN purge hook, when configured (`cdn.purge` runs only then).
    public var purgeHook: PurgeHook?

    public init(pool: PostgresPool, auth: AuthConfiguration, store: DatasetStore? = nil, cadences: Cadences = Cadences(),
                purgeHook: PurgeHook? = nil) {
        self.pool = pool
        self.auth = auth
        self.store = store
        self.cadences = cadences
        self.purgeHook = purgeHook
    }

    /// Every kind's handler.
    public func registry(logger: Logger) -> JobRegistry {
        var registry = JobRegistry()
        registry.register(MailDeliveryJob(delivery: MailDelivery(pool: pool, configuration: auth,
                                                                 logger: logger.with(["kind": .string(MailDeliveryJob.name)]))))
        registry.register(QueueCleanupJob(pool: pool))
        registry.register(AccountSweepJob(pool: pool))
        let transport = try? MailTransport(configuration: auth)
        registry.register(DigestPlanJob(pool: pool, mailConfigured: transport?.isConfigured ?? false))
        if let transport {
            let store = store
            registry.register(DigestSendJob(pool: pool, transport: transport, mailFrom: auth.mailFrom, siteURL: auth.siteURL,
                                            collegeName: { store?.current.school(id: $0)?.name }))
        }
        if let purgeHook { registry.register(CDNPurgeJob(hook: purgeHook)) }
        return registry
    }

    /// Every periodic job.
    public var schedules: [JobSchedule] {
        [QueueCleanupJob.schedule(cadence: cadences.cleanup), AccountSweepJob.schedule(cadence: cadences.sweep),
         DigestPlanJob.schedule(cadence: cadences.digests)]
    }

    /// The worker over these kinds and schedules.
    public func worker(configuration: JobWorkerConfiguration, clock: JobClock = .system, logger: Logger) -> JobWorker {
        let logger = logger.with(["service": .string("jobs")])
        return JobWorker(pool: pool, registry: registry(logger: logger), schedules: schedules, configuration: configuration,
                         clock: clock, logger: logger)
    }
}
