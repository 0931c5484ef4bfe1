import Core
import Domain
public import Foundation
import QuadAPIModels
public import UserData

/// `digests.daily`: decides who gets an update digest (the site's digest cron, userdata-map §3.2), daily at 13:00 UTC
/// by default (``schedule(cadence:)``), and enqueues one `digests.send` job per person and publish.
///
/// With mail not configured it returns before touching the database, so nothing is recorded or skipped and the
/// digests go out once mail is switched on. Otherwise, for each of the last 60 publishes that is at least 24 hours
/// and at most 14 days older than the run's slot, oldest first: the colleges with changes of e-mailed kinds, the
/// people following any of them, and per person: skipped when a `digests` row exists for the publish (idempotent) or
/// update e-mails are off; an error when there are no preferences (no unsubscribe token); else one `digests.send` job
/// with run key `digest:<publish>:<user>`, so however many runs and workers there are, one job per digest exists. A
/// job that gave up (its last attempt failed) is revived by a later run inside the window.
public struct DigestPlanJob: JobKind {
    public typealias Payload = SlotPayload

    /// One publish's outcome.
    public struct Summary: Sendable, Equatable {
        public var publish: Int64
        public var changedColleges = 0
        public var candidates = 0
        public var enqueued = 0
        public var skipped = 0
        public var errors = 0

        public init(publish: Int64, changedColleges: Int = 0, candidates: Int = 0, enqueued: Int = 0, skipped: Int = 0,
                    errors: Int = 0) {
            self.publish = publish
            self.changedColleges = changedColleges
            self.candidates = candidates
            self.enqueued = enqueued
            self.skipped = skipped
            self.errors = errors
        }
    }

    public static let name = "digests.daily"
    public static let queue = "digests"
    public static let minimumAge: TimeInterval = 24 * 3600
    public static let maximumAge: TimeInterval = 14 * 86_400
    /// Publishes read back at most.
    public static let recentPublishes = 60

    public let pool: PostgresPool
    public let mailConfigured: Bool

    public init(pool: PostgresPool, mailConfigured: Bool) {
        self.pool = pool
        self.mailConfigured = mailConfigured
    }

    public static func schedule(cadence: ScheduleCadence) -> JobSchedule {
        JobSchedule(name: name, cadence: cadence, kind: Self.self) { Payload(slot: $0) }
    }

    public func run(_ payload: Payload, context: JobContext) async throws {
        let summaries = try await plan(now: payload.slot)
        guard let summaries else {
            context.logger.notice("digests: mail is not configured; nothing to do")
            return
        }
        for summary in summaries {
            context.logger.notice("digests planned", [
                "publish": .number(Double(summary.publish)), "changedColleges": .number(Double(summary.changedColleges)),
                "candidates": .number(Double(summary.candidates)), "enqueued": .number(Double(summary.enqueued)),
                "skipped": .number(Double(summary.skipped)), "errors": .number(Double(summary.errors)),
            ])
        }
        if summaries.isEmpty { context.logger.info("digests: no publish is due a digest") }
    }

    /// Plans the digests due at `now`; nil when mail is not configured (nothing was read).
    public func plan(now: Date) async throws -> [Summary]? {
        guard mailConfigured else { return nil }
        let publishes = try await pool.pipeline(as: .serviceRole, ["""
            select id, published_at from public.dataset_publishes order by published_at desc, id desc
            limit \(Self.recentPublishes)
            """])[0].map { (id: try $0.decode(Int64.self, column: "id"), at: try $0.decode(Date.self, column: "published_at")) }
        let eligible = publishes.filter {
            let age = now.timeIntervalSince($0.at)
            return age >= Self.minimumAge && age <= Self.maximumAge
        }.sorted { $0.at != $1.at ? $0.at < $1.at : $0.id < $1.id }
        var summaries: [Summary] = []
        for publish in eligible { summaries.append(try await plan(publish: publish.id)) }
        return summaries
    }

    private func plan(publish: Int64) async throws -> Summary {
        var summary = Summary(publish: publish)
        let kinds = Array(NotifyField.emailedKinds).sorted()
        let results = try await pool.pipeline(as: .serviceRole, [
            """
            select count(distinct unit_id) as n from public.dataset_changes
            where publish_id = \(publish) and kind = any(\(kinds)::text[])
            """,
            """
            with changed as (
              select distinct unit_id from public.dataset_changes where publish_id = \(publish) and kind = any(\(kinds)::text[])
            ), people as (
              select distinct f.user_id from public.follows f join changed c on c.unit_id = f.unit_id
            )
            select p.user_id::text as user_id, n.email_updates, (n.user_id is not null) as has_prefs,
                   exists (select 1 from public.digests d where d.user_id = p.user_id and d.publish_id = \(publish)) as done
            from people p left join public.notification_prefs n on n.user_id = p.user_id
            order by p.user_id
            """,
        ])
        summary.changedColleges = try results[0][0].decode(Int.self, column: "n")
        var requests: [JobRequest] = []
        for row in results[1] {
            let user = try row.decode(String.self, column: "user_id")
            if try row.decode(Bool.self, column: "done") || (try row.decode(Bool?.self, column: "email_updates")) == false {
                summary.skipped += 1
                continue
            }
            summary.candidates += 1
            guard try row.decode(Bool.self, column: "has_prefs") else {
                summary.errors += 1
                continue
            }
            requests.append(try DigestSendJob.request(.init(publish: publish, user: user), runKey: "digest:\(publish):\(user)"))
        }
        if !requests.isEmpty {
            let enqueued = try await pool.pipeline(as: .serviceRole, requests.map(Self.enqueueOrRevive))
            summary.enqueued = enqueued.reduce(0) { $0 + $1.count }
        }
        return summary
    }

    /// Enqueues `request`, or makes its dead letter pending again with fresh attempts; a pending, running or
    /// succeeded job of the same key is left alone. Returns a row when a job became due.
    static func enqueueOrRevive(_ request: JobRequest) -> PostgresQuery {
        """
        with job as (
          insert into jobs.queue (kind, queue, payload, run_after, max_attempts, visibility_seconds, run_key)
          values (\(request.kind), \(request.queue), \(request.payloadJSON)::jsonb, now(), \(request.maxAttempts),
                  \(request.visibilitySeconds), \(request.runKey))
          on conflict (kind, run_key) where run_key is not null do update
            set status = 'pending', attempts = 0, run_after = now(), deadline = null, worker_id = null,
                finished_at = null, updated_at = now()
            where jobs.queue.status = 'dead'
          returning id, kind
        )
        select id, pg_notify(\(JobQueue.channel), kind) from job
        """
    }
}
