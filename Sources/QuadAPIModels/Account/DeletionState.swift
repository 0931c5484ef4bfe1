/// Whether the account is scheduled for deletion. While it is, only `GET /me`, `GET /me/export` and
/// `POST /me/restore` work; every other signed-in request answers 403.
public struct DeletionState: Sendable, Hashable, Codable, SchemaDescribed {
    public var scheduled: Bool
    /// When the account was deleted (ISO 8601).
    public var deletedAt: String?
    /// The last moment it can be restored: 30 days after ``deletedAt``.
    public var restoreUntil: String?

    public init(scheduled: Bool, deletedAt: String?, restoreUntil: String?) {
        self.scheduled = scheduled
        self.deletedAt = deletedAt
        self.restoreUntil = restoreUntil
    }

    public static let schema = JSONSchema.object([
        .init("scheduled", .boolean),
        .optional("deletedAt", .string(format: "date-time")),
        .optional("restoreUntil", .string(format: "date-time")),
    ])
}
