/// `GET /me`: the signed-in person's account page in one document.
///
/// Optional properties are left out when they have no value.
public struct MeResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// The account id (lowercase UUID).
    public var id: String
    /// The sign-in e-mail address, when the account has one.
    public var email: String?
    public var profile: AccountProfile
    /// The household the person is in (at most one), with its seats and members.
    public var household: HouseholdSummary?
    /// The household's home, when one is set.
    public var home: HomeSummary?
    /// Students the person can see: their own record first, then others by name.
    public var students: [StudentAccess]
    public var deletion: DeletionState
    /// "Who viewed your information": guardians' views of the person's own student record, one line per viewer,
    /// thing and day, newest first. Empty for someone without a student record.
    public var accessLog: [AccessLogEntry]

    public init(id: String, email: String?, profile: AccountProfile, household: HouseholdSummary?, home: HomeSummary?,
                students: [StudentAccess], deletion: DeletionState, accessLog: [AccessLogEntry]) {
        self.id = id
        self.email = email
        self.profile = profile
        self.household = household
        self.home = home
        self.students = students
        self.deletion = deletion
        self.accessLog = accessLog
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .optional("email", .string()),
        .init("profile", .ref(AccountProfile.self)),
        .optional("household", .ref(HouseholdSummary.self)),
        .optional("home", .ref(HomeSummary.self)),
        .init("students", .array(.ref(StudentAccess.self))),
        .init("deletion", .ref(DeletionState.self)),
        .init("accessLog", .array(.ref(AccessLogEntry.self))),
    ]).described("The signed-in person's account: profile, household, home, students, deletion state and who viewed "
        + "their information.")
}

/// The fields a person edits about themself (`PATCH /me`).
public struct AccountProfile: Sendable, Hashable, Codable, SchemaDescribed {
    /// Up to 80 characters.
    public var displayName: String?
    /// Four-digit birth year; missing only for accounts that never gave one (the app should ask for it).
    public var birthYear: Int?
    public var roleHint: RoleHint?
    /// E.164 phone number.
    public var phone: String?
    /// When the profile was created and last changed (ISO 8601).
    public var created: String
    public var updated: String

    public init(displayName: String?, birthYear: Int?, roleHint: RoleHint?, phone: String?, created: String,
                updated: String) {
        self.displayName = displayName
        self.birthYear = birthYear
        self.roleHint = roleHint
        self.phone = phone
        self.created = created
        self.updated = updated
    }

    public static let schema = JSONSchema.object([
        .optional("displayName", .string()),
        .optional("birthYear", .integer(minimum: 1000, maximum: 9999)),
        .optional("roleHint", .ref(RoleHint.self)),
        .optional("phone", .string(pattern: "^\\+[1-9][0-9]{6,14}$")),
        .init("created", .string(format: "date-time")),
        .init("updated", .string(format: "date-time")),
    ])
}

/// What a person told us they are.
public enum RoleHint: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
    case student, guardian, counselor

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
}
