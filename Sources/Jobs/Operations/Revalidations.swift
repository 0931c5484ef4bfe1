import Domain
public import Foundation
import QuadAPIModels
public import UserData

/// `POST /admin/revalidate` on the database: the revalidation's row, its CDN purge job and the `NOTIFY` that makes
/// every node drop its cache, in one transaction; then what came back.
public struct Revalidations: Sendable {
    /// One node that dropped its cache.
    public struct Acknowledgement: Sendable, Hashable, Codable {
        public var node: String
        /// The build the node served.
        public var publish: String?
        public var at: Date
    }

    /// A node alive when the revalidation was asked for.
    public struct Node: Sendable, Hashable {
        public var node: String
        public var publish: String?
    }

    /// The purge job's state.
    public struct PurgeState: Sendable, Hashable {
        public var job: Int64
        /// `pending`, `running`, `succeeded`, `dead`.
        public var status: String
        public var attempts: Int
        public var lastError: String?
    }

    public let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// Records a revalidation, enqueues the job `purge` makes for it (when given) and notifies
    /// ``NodeRecords/cacheChannel`` at commit. Returns the revalidation's id and time and the purge job's id.
    public func request(requestedBy: String?, purge: (@Sendable (_ id: Int64, _ at: Date) throws -> JobRequest)?)
        async throws -> (id: Int64, at: Date, purgeJob: Int64?) {
        try await pool.transaction(as: .serviceRole) { db in
            let row = try await db.query("""
                insert into ops.revalidations (requested_by) values (\(requestedBy)) returning id, requested_at
                """)[0]
            let id = try row.decode(Int64.self, column: "id")
            let at = try row.decode(Date.self, column: "requested_at")
            var job: Int64?
            if let make = purge {
                var purge = try make(id, at)
                purge.runKey = "revalidation:\(id)"
                job = try await JobQueue.enqueue(purge, on: db)
                _ = try await db.query("update ops.revalidations set purge_job_id = \(job) where id = \(id)")
            }
            _ = try await db.query("select pg_notify(\(NodeRecords.cacheChannel), \(String(id)))")
            return (id, at, job)
        }
    }

    /// The nodes whose heartbeat is at most ``NodeRecords/aliveWithin`` old.
    public func liveNodes() async throws -> [Node] {
        try await pool.pipeline(as: .serviceRole, ["""
            select node_id, publish from ops.nodes
            where last_seen > now() - make_interval(secs => \(NodeRecords.aliveWithin)) order by node_id
            """])[0].map { Node(node: try $0.decode(String.self, column: "node_id"),
                                publish: try $0.decode(String?.self, column: "publish")) }
    }

    /// The acknowledgements of revalidation `id` so far, oldest first, and the purge job's state.
    public func outcome(of id: Int64, purgeJob: Int64?) async throws -> (acks: [Acknowledgement], purge: PurgeState?) {
        let results = try await pool.pipeline(as: .serviceRole, [
            """
            select node_id, publish, acknowledged_at from ops.revalidation_acks
            where revalidation_id = \(id) order by acknowledged_at, node_id
            """,
            "select id, status, attempts, last_error from jobs.queue where id = \(purgeJob)",
        ])
        let acks = try results[0].map {
            Acknowledgement(node: try $0.decode(String.self, column: "node_id"), publish: try $0.decode(String?.self, column: "publish"),
                            at: try $0.decode(Date.self, column: "acknowledged_at"))
        }
        let purge = try results[1].first.map {
            PurgeState(job: try $0.decode(Int64.self, column: "id"), status: try $0.decode(String.self, column: "status"),
                       attempts: try $0.decode(Int.self, column: "attempts"),
                       lastError: try $0.decode(String?.self, column: "last_error"))
        }
        return (acks, purge)
    }
}
