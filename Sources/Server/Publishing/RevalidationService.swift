import APIContract
import Core
public import Domain
import Foundation
public import Jobs
import QuadAPIModels
public import UserData

/// `POST /admin/revalidate`: every node drops its response cache, then the CDN purge hook is called.
///
/// With a database: one transaction records the revalidation, enqueues its `cdn.purge` job (when a hook is
/// configured) and notifies `quad_cache`; each node's ``PublishFollower`` drops its caches and acknowledges. The
/// answer waits up to ``wait`` for every node alive when it was asked (heartbeat in the last 30 s) and for the hook's
/// first attempt, and says who answered, who did not, and what the hook did (the job keeps retrying after). It
/// listens before asking, and looks again only when woken: by an acknowledgement
/// (``NodeRecords/acknowledgementChannel``), a recorded job outcome (``JobQueue/outcomeChannel``), or the end of
/// the wait.
/// Without one: this process's listeners drop their caches and the hook is called once, here.
public struct RevalidationService: Sendable {
    public let store: DatasetStore
    public let pool: PostgresPool?
    /// This process's public listeners (emptied directly without a database).
    public let servers: [HTTPServer]
    public let purgeHook: PurgeHook?
    public let nodeID: String
    public let wait: Duration
    private let logger: Logger

    public init(store: DatasetStore, pool: PostgresPool?, servers: [HTTPServer], purgeHook: PurgeHook?, nodeID: String,
                wait: Duration, logger: Logger) {
        self.store = store
        self.pool = pool
        self.servers = servers
        self.purgeHook = purgeHook
        self.nodeID = nodeID
        self.wait = wait
        self.logger = logger
    }

    public func revalidate() async throws -> OperationsEndpoints.RevalidateAnswer {
        let publish = store.current.publishID
        guard let pool else { return await revalidateHere(publish: publish) }
        let records = Revalidations(pool: pool)
        let alive = try await records.liveNodes()
        let hook = purgeHook
        var makePurge: (@Sendable (Int64, Date) throws -> JobRequest)?
        if hook != nil {
            makePurge = { id, at in
                try CDNPurgeJob.request(CDNPurgeJob.Payload(revalidation: id, at: at.formatted(.iso8601), publish: publish))
            }
        }
        let listener = PostgresListener(configuration: pool.configuration,
                                        channels: [NodeRecords.acknowledgementChannel, JobQueue.outcomeChannel],
                                        logger: logger)
        var wakes = listener.events().makeAsyncIterator()
        defer { listener.stop() }
        let listening = await Self.untilListening(&wakes, listener, within: wait)
        let asked = try await records.request(requestedBy: nodeID, purge: makePurge)
        logger.notice("revalidation asked for", ["revalidation": .number(Double(asked.id)),
                                                 "nodes": .number(Double(alive.count)),
                                                 "purgeJob": .number(Double(asked.purgeJob ?? 0))])
        // The end of the wait stops the listener, which ends the wake-ups.
        let timer = Task { [wait] in
            do { try await Task.sleep(for: wait) } catch { return }
            listener.stop()
        }
        defer { timer.cancel() }
        var outcome = try await records.outcome(of: asked.id, purgeJob: asked.purgeJob)
        while listening, !Self.settled(outcome, alive: alive, purgeJob: asked.purgeJob), await wakes.next() != nil {
            outcome = try await records.outcome(of: asked.id, purgeJob: asked.purgeJob)
        }
        let answered = Set(outcome.acks.map(\.node))
        let missing = alive.map(\.node).filter { !answered.contains($0) }
        if !missing.isEmpty {
            logger.warning("revalidation: nodes did not acknowledge in time", ["missing": .array(missing.map { .string($0) })])
        }
        let purge = outcome.purge.map {
            OperationsEndpoints.PurgeOutcome(configured: true, job: $0.job, status: $0.status, attempts: $0.attempts,
                                             lastError: $0.lastError)
        } ?? OperationsEndpoints.PurgeOutcome(configured: hook != nil, job: asked.purgeJob,
                                              status: hook == nil ? "none" : "pending", attempts: 0, lastError: nil)
        return OperationsEndpoints.RevalidateAnswer(
            revalidated: true, at: asked.at.formatted(.iso8601), publish: publish,
            nodes: outcome.acks.map { .init(node: $0.node, publish: $0.publish, acknowledgedAt: $0.at.formatted(.iso8601)) },
            missing: missing, purge: purge)
    }

    /// Waits until `listener` listens (true) or `limit` passed, which stops it (false).
    private static func untilListening(_ wakes: inout AsyncStream<PostgresListenerEvent>.Iterator,
                                       _ listener: PostgresListener, within limit: Duration) async -> Bool {
        let timer = Task {
            do { try await Task.sleep(for: limit) } catch { return }   // cancelled: it listens
            listener.stop()
        }
        defer { timer.cancel() }
        while let event = await wakes.next() {
            if event == .listening { return true }
        }
        return false
    }

    /// Every live node answered, and the purge (if any) finished or failed its first attempt.
    private static func settled(_ outcome: (acks: [Revalidations.Acknowledgement], purge: Revalidations.PurgeState?),
                                alive: [Revalidations.Node], purgeJob: Int64?) -> Bool {
        let answered = Set(outcome.acks.map(\.node))
        guard alive.allSatisfy({ answered.contains($0.node) }) else { return false }
        guard purgeJob != nil else { return true }
        guard let purge = outcome.purge else { return true }
        return purge.status == "succeeded" || purge.status == "dead" || (purge.status == "pending" && purge.attempts > 0)
    }

    private func revalidateHere(publish: String) async -> OperationsEndpoints.RevalidateAnswer {
        for server in servers { server.purgeCache() }
        let at = Date()
        var purge = OperationsEndpoints.PurgeOutcome(configured: purgeHook != nil, job: nil, status: "none", attempts: 0,
                                                     lastError: nil)
        if let purgeHook {
            let payload = CDNPurgeJob.Payload(revalidation: 0, at: at.formatted(.iso8601), publish: publish)
            do {
                let answer = try await HTTPClient().send(purgeHook.request(payload))
                let ok = (200..<300).contains(answer.status)
                purge = .init(configured: true, job: nil, status: ok ? "succeeded" : "failed", attempts: 1,
                              lastError: ok ? nil : "the purge hook answered \(answer.status)")
            } catch {
                purge = .init(configured: true, job: nil, status: "failed", attempts: 1, lastError: String(describing: error))
            }
        }
        logger.notice("revalidated this process (no database)", ["purge": .string(purge.status)])
        return OperationsEndpoints.RevalidateAnswer(
            revalidated: true, at: at.formatted(.iso8601), publish: publish,
            nodes: [.init(node: nodeID, publish: publish, acknowledgedAt: at.formatted(.iso8601))], missing: [], purge: purge)
    }
}
