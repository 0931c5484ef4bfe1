/// `GET /me/export` ("Download my data"): everything kept about the signed-in person, as one JSON file.
///
/// Keys are snake_case, as in the site's file. `contents` maps each part's key to a sentence saying what it holds.
/// Built with the person's own session, so row-level security decides what comes back; it never holds another
/// person's private data (a student's private notes, another guardian's e-mail). Timestamps are ISO 8601.
public struct ExportDocument: Sendable, Hashable, Codable, SchemaDescribed {
    public var exportedAt: String
    /// The site's name.
    public var site: String
    /// Part key → what it holds.
    public var contents: [String: String]
    public var profile: ExportProfile
    public var students: [ExportStudent]
    public var households: [ExportHousehold]
    public var memberships: [ExportMembership]
    public var invitationsSent: [ExportInvitation]
    public var studentProfiles: [ExportStudentProfile]
    public var lists: [ExportList]
    public var home: ExportHome?
    public var follows: ExportFollows
    public var accessLog: ExportAccessLog

    public init(exportedAt: String, site: String, contents: [String: String], profile: ExportProfile,
                students: [ExportStudent], households: [ExportHousehold], memberships: [ExportMembership],
                invitationsSent: [ExportInvitation], studentProfiles: [ExportStudentProfile], lists: [ExportList],
                home: ExportHome?, follows: ExportFollows, accessLog: ExportAccessLog) {
        self.exportedAt = exportedAt
        self.site = site
        self.contents = contents
        self.profile = profile
        self.students = students
        self.households = households
        self.memberships = memberships
        self.invitationsSent = invitationsSent
        self.studentProfiles = studentProfiles
        self.lists = lists
        self.home = home
        self.follows = follows
        self.accessLog = accessLog
    }

    enum CodingKeys: String, CodingKey {
        case exportedAt = "exported_at", site, contents, profile, students, households, memberships
        case invitationsSent = "invitations_sent", studentProfiles = "student_profiles", lists, home, follows
        case accessLog = "access_log"
    }

    /// The part keys in file order (every key of `contents`).
    public static let partKeys = ["profile", "students", "households", "memberships", "invitations_sent",
                                  "student_profiles", "lists", "home", "follows", "access_log"]

    public static let schema = JSONSchema.object([
        .init("exported_at", .string(format: "date-time")),
        .init("site", .string()),
        .init("contents", .map(.string())),
        .init("profile", .ref(ExportProfile.self)),
        .init("students", .array(.ref(ExportStudent.self))),
        .init("households", .array(.ref(ExportHousehold.self))),
        .init("memberships", .array(.ref(ExportMembership.self))),
        .init("invitations_sent", .array(.ref(ExportInvitation.self))),
        .init("student_profiles", .array(.ref(ExportStudentProfile.self))),
        .init("lists", .array(.ref(ExportList.self))),
        .optional("home", .ref(ExportHome.self)),
        .init("follows", .ref(ExportFollows.self)),
        .init("access_log", .ref(ExportAccessLog.self)),
    ]).described("Everything kept about the signed-in person (\"Download my data\").")
}
