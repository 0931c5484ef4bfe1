import Domain
public import Foundation
import QuadAPIModels
public import UserData

/// The API nodes' side of `ops.nodes` and `ops.revalidation_acks` (migration 0016): each node's heartbeat, and its
/// acknowledgement that it dropped its response cache for a revalidation.
public struct NodeRecords: Sendable {
    /// The `NOTIFY` channel a publish's insert signals, with the build as payload.
    public static let publishChannel = "quad_publish"
    /// The `NOTIFY` channel a revalidation signals, with its id as payload.
    public static let cacheChannel = "quad_cache"
    /// The `NOTIFY` channel an acknowledgement signals, with the revalidation's id as payload (the revalidation's
    /// answer waits on it).
    public static let acknowledgementChannel = "quad_revalidated"
    /// A node whose heartbeat is older than this is taken for gone.
    public static let aliveWithin: TimeInterval = 30

    public let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// Records that node `nodeID` is alive now, serving `publish`, with the last load failure (nil when the last
    /// publish it tried loaded).
    public func heartbeat(nodeID: String, modes: String, startedAt: Date, publish: String, publishError: String?) async throws {
        _ = try await pool.pipeline(as: .serviceRole, ["""
            insert into ops.nodes (node_id, modes, started_at, last_seen, publish, publish_error)
            values (\(nodeID), \(modes), \(startedAt), now(), \(publish), \(publishError))
            on conflict (node_id) do update set modes = excluded.modes, last_seen = now(), publish = excluded.publish,
              publish_error = excluded.publish_error
            """])
    }

    /// Records that `nodeID` dropped its cache for revalidation `id` while serving `publish`. A second
    /// acknowledgement of the same revalidation by the same node changes nothing.
    public func acknowledge(revalidation id: Int64, nodeID: String, publish: String) async throws {
        _ = try await pool.pipeline(as: .serviceRole, ["""
            insert into ops.revalidation_acks (revalidation_id, node_id, publish)
            select id, \(nodeID), \(publish) from ops.revalidations where id = \(id)
            on conflict (revalidation_id, node_id) do nothing
            """, "select pg_notify(\(Self.acknowledgementChannel), \(String(id)))"])
    }

    /// Removes `nodeID` (a node shutting down), so revalidations stop waiting for it.
    public func leave(nodeID: String) async throws {
        _ = try await pool.pipeline(as: .serviceRole, ["delete from ops.nodes where node_id = \(nodeID)"])
    }
}
