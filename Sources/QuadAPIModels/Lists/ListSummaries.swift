/// Whose list it is: a student record's, or a user's own (a guardian's, readable by the household).
public struct ListOwnerRef: Sendable, Hashable, Codable, SchemaDescribed {
    /// `student` (``id`` is the student record) or `user` (``id`` is the account).
    public var kind: String
    public var id: String

    public init(kind: String, id: String) {
        self.kind = kind
        self.id = id
    }

    public static let schema = JSONSchema.object([
        .init("kind", .oneOfStrings(["student", "user"])),
        .init("id", .string(format: "uuid")),
    ])
}

/// One list, without its colleges.
public struct ListSummary: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var name: String
    /// The owner's default list ("My list"), which can't be deleted.
    public var isDefault: Bool
    /// Whether a share link works.
    public var shareEnabled: Bool
    /// How many colleges it holds.
    public var itemCount: Int
    public var owner: ListOwnerRef
    /// ISO 8601 UTC.
    public var created: String

    public init(id: String, name: String, isDefault: Bool, shareEnabled: Bool, itemCount: Int, owner: ListOwnerRef,
                created: String) {
        self.id = id
        self.name = name
        self.isDefault = isDefault
        self.shareEnabled = shareEnabled
        self.itemCount = itemCount
        self.owner = owner
        self.created = created
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .init("name", .string()),
        .init("isDefault", .boolean),
        .init("shareEnabled", .boolean),
        .init("itemCount", .integer(minimum: 0)),
        .init("owner", .ref(ListOwnerRef.self)),
        .init("created", .string(format: "date-time")),
    ])
}

/// `GET /me/lists`: one owner's lists, the default first, then by when they were made.
public struct ListsResponse: Sendable, Hashable, Codable, SchemaDescribed {
    public var owner: ListOwnerRef
    /// Whether the caller may create, rename and delete these lists and change their colleges.
    public var canEdit: Bool
    /// The student, when the lists are a student's (absent for a user's own lists).
    public var student: StudentAccess?
    public var lists: [ListSummary]

    public init(owner: ListOwnerRef, canEdit: Bool, student: StudentAccess?, lists: [ListSummary]) {
        self.owner = owner
        self.canEdit = canEdit
        self.student = student
        self.lists = lists
    }

    public static let schema = JSONSchema.object([
        .init("owner", .ref(ListOwnerRef.self)),
        .init("canEdit", .boolean),
        .optional("student", .ref(StudentAccess.self)),
        .init("lists", .array(.ref(ListSummary.self))),
    ])
}

/// `GET /me/lists/membership?ids=`: for colleges shown on a public screen, whether each is on one of the caller's own
/// lists and whether the caller follows it (gets its updates).
public struct MembershipResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// The caller's default list, where "Add to list" puts a college; absent until it is first made.
    public var defaultListId: String?
    /// One entry per requested id, in the order asked.
    public var colleges: [CollegeMembership]

    public init(defaultListId: String?, colleges: [CollegeMembership]) {
        self.defaultListId = defaultListId
        self.colleges = colleges
    }

    public static let schema = JSONSchema.object([
        .optional("defaultListId", .string(format: "uuid")),
        .init("colleges", .array(.ref(CollegeMembership.self))),
    ])
}

/// One college's state next to a public document.
public struct CollegeMembership: Sendable, Hashable, Codable, SchemaDescribed {
    public var unitId: String
    /// On at least one of the caller's own lists.
    public var onList: Bool
    /// The caller gets its updates (it is on a list of theirs with Updates on).
    public var following: Bool
    /// The caller's own lists that hold it.
    public var listIds: [String]

    public init(unitId: String, onList: Bool, following: Bool, listIds: [String]) {
        self.unitId = unitId
        self.onList = onList
        self.following = following
        self.listIds = listIds
    }

    public static let schema = JSONSchema.object([
        .init("unitId", .string(pattern: "^[0-9]+$")),
        .init("onList", .boolean),
        .init("following", .boolean),
        .init("listIds", .array(.string(format: "uuid"))),
    ])
}
