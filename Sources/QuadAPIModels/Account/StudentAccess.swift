/// A student the signed-in person can see, and how.
public struct StudentAccess: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    public var displayName: String?
    public var gradYear: Int?
    /// `self`: the person's own record. `guardian`: someone else's, seen as a guardian (or a managed record they
    /// made).
    public var relation: StudentRelation
    /// Whether the person may change this student's profile and lists: their own record, a record they manage, or
    /// a guardian membership with edit access in a household the student is in.
    public var canEdit: Bool
    /// A record without an account of its own (made by a guardian).
    public var managed: Bool

    public init(id: String, displayName: String?, gradYear: Int?, relation: StudentRelation, canEdit: Bool, managed: Bool) {
        self.id = id
        self.displayName = displayName
        self.gradYear = gradYear
        self.relation = relation
        self.canEdit = canEdit
        self.managed = managed
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .optional("displayName", .string()),
        .optional("gradYear", .integer(minimum: 2000, maximum: 2100)),
        .init("relation", .ref(StudentRelation.self)),
        .init("canEdit", .boolean),
        .init("managed", .boolean),
    ])
}

/// How the signed-in person relates to a student record.
public enum StudentRelation: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
    /// The person's own record (`self` on the wire).
    case own = "self"
    /// Someone else's record.
    case guardian

    public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
}
