import Domain
public import Foundation
import QuadAPIModels
public import UserData

/// The publish every node should serve: the newest `dataset_publishes` row that is a build (a data folder's
/// content hash), with the folder it was published from.
public struct CurrentPublish: Sendable, Hashable {
    /// `dataset_publishes.id`.
    public var id: Int64
    /// The folder's content hash (`X-Dataset-Publish`).
    public var build: String
    /// Where the folder lives; nil for a build recorded without one (it cannot be loaded).
    public var directory: String?
    public var publishedAt: Date

    public init(id: Int64, build: String, directory: String?, publishedAt: Date) {
        self.id = id
        self.build = build
        self.directory = directory
        self.publishedAt = publishedAt
    }

    /// The statement that reads it (as `service_role`).
    static let statement: PostgresQuery = """
        select id, build, directory, published_at from public.dataset_publishes where is_build order by id desc limit 1
        """

    /// The current publish, or nil before the first.
    public static func read(_ pool: PostgresPool) async throws -> CurrentPublish? {
        try await pool.pipeline(as: .serviceRole, [statement])[0].first.map(decode)
    }

    /// The current publish as seen inside the caller's transaction.
    nonisolated(nonsending)
    static func read(on connection: PostgresConnection) async throws -> CurrentPublish? {
        try await connection.query(statement).first.map(decode)
    }

    static func decode(_ row: PostgresRow) throws -> CurrentPublish {
        CurrentPublish(id: try row.decode(Int64.self, column: "id"), build: try row.decode(String.self, column: "build"),
                       directory: try row.decode(String?.self, column: "directory"),
                       publishedAt: try row.decode(Date.self, column: "published_at"))
    }
}
