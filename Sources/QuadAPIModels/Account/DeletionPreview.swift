/// `GET /me/delete/preview`: what deleting the account would do to the students it made.
public struct DeletionPreview: Sendable, Hashable, Codable, SchemaDescribed {
    /// Whether the person has a student record of their own (it is deleted with the account).
    public var ownStudent: Bool
    /// Each student record the person made for a child without an account.
    public var managed: [ManagedStudentFate]

    public init(ownStudent: Bool, managed: [ManagedStudentFate]) {
        self.ownStudent = ownStudent
        self.managed = managed
    }

    public static let schema = JSONSchema.object([
        .init("ownStudent", .boolean),
        .init("managed", .array(.ref(ManagedStudentFate.self))),
    ]).described("What deleting the account would do.")
}

/// Whether a managed student stays (passed to another guardian of their household) or goes with the account.
public struct ManagedStudentFate: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var name: String?
    /// Another guardian keeps the record.
    public var kept: Bool
    /// That guardian's name.
    public var keptBy: String?

    public init(id: String, name: String?, kept: Bool, keptBy: String?) {
        self.id = id
        self.name = name
        self.kept = kept
        self.keptBy = keptBy
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .optional("name", .string()),
        .init("kept", .boolean),
        .optional("keptBy", .string()),
    ])
}

/// The body of `POST /me/delete`: the word the person typed.
public struct DeleteAccountRequest: Sendable, Hashable, Codable, SchemaDescribed {
    /// Must be "delete" (case and surrounding spaces do not matter).
    public var confirm: String

    public init(confirm: String) {
        self.confirm = confirm
    }

    public static let schema = JSONSchema.object([
        .init("confirm", .string()),
    ]).described("Type \"delete\" to confirm.")
}

/// `POST /me/delete`: the account is scheduled for deletion and every session has ended.
public struct DeletionResult: Sendable, Hashable, Codable, SchemaDescribed {
    public var deletedAt: String
    /// The account can be restored until then (30 days), after signing in again.
    public var restoreUntil: String
    /// Managed students passed to another guardian.
    public var managedKept: Int
    /// Managed students deleted with the account.
    public var managedDeleted: Int

    public init(deletedAt: String, restoreUntil: String, managedKept: Int, managedDeleted: Int) {
        self.deletedAt = deletedAt
        self.restoreUntil = restoreUntil
        self.managedKept = managedKept
        self.managedDeleted = managedDeleted
    }

    public static let schema = JSONSchema.object([
        .init("deletedAt", .string(format: "date-time")),
        .init("restoreUntil", .string(format: "date-time")),
        .init("managedKept", .integer(minimum: 0)),
        .init("managedDeleted", .integer(minimum: 0)),
    ]).described("The account is scheduled for deletion; every session of it has ended.")
}
