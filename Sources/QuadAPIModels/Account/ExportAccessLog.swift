/// The export's `access_log` part: guardians' views of the person's own student record, and the person's views
/// of students' data as a guardian (newest first, at most 1000 each).
public struct ExportAccessLog: Sendable, Hashable, Codable, SchemaDescribed {
    public var aboutMe: [ExportAccessAboutMe]
    public var myViews: [ExportAccessView]

    public init(aboutMe: [ExportAccessAboutMe], myViews: [ExportAccessView]) {
        self.aboutMe = aboutMe
        self.myViews = myViews
    }

    enum CodingKeys: String, CodingKey {
        case aboutMe = "about_me", myViews = "my_views"
    }

    public static let schema = JSONSchema.object([
        .init("about_me", .array(.ref(ExportAccessAboutMe.self))),
        .init("my_views", .array(.ref(ExportAccessView.self))),
    ])
}

/// A guardian's view of the person's student record.
public struct ExportAccessAboutMe: Sendable, Hashable, Codable, SchemaDescribed {
    public var at: String
    public var tableName: String
    /// Missing once the viewer's account is gone.
    public var viewerName: String?

    public init(at: String, tableName: String, viewerName: String?) {
        self.at = at
        self.tableName = tableName
        self.viewerName = viewerName
    }

    enum CodingKeys: String, CodingKey {
        case at, tableName = "table_name", viewerName = "viewer_name"
    }

    public static let schema = JSONSchema.object([
        .init("at", .string(format: "date-time")),
        .init("table_name", .string()),
        .optional("viewer_name", .string()),
    ])
}

/// The person's view of a student's data as a guardian.
public struct ExportAccessView: Sendable, Hashable, Codable, SchemaDescribed {
    public var studentId: String
    public var tableName: String
    public var at: String

    public init(studentId: String, tableName: String, at: String) {
        self.studentId = studentId
        self.tableName = tableName
        self.at = at
    }

    enum CodingKeys: String, CodingKey {
        case studentId = "student_id", tableName = "table_name", at
    }

    public static let schema = JSONSchema.object([
        .init("student_id", .string(format: "uuid")),
        .init("table_name", .string()),
        .init("at", .string(format: "date-time")),
    ])
}
