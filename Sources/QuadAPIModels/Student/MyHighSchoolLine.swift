/// `GET /me/high-school-line/{id}`: the quiet line a college's overview adds for a signed-in student whose own high
/// school's profile lists that college among where its graduates enrolled ("From your high school, Lincoln High
/// School: 6 enrolled in 2023–2025 (school profile, 2025–26)"). The overview itself stays public; the app asks for
/// this alongside it.
public struct MyHighSchoolLineResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// Missing when there is nothing to show: no high school saved on the person's own student profile (a guardian's
    /// view of a student never counts), no profile detail for that school, or the college not listed with a count.
    public var line: MyHighSchoolLine?

    public init(line: MyHighSchoolLine?) {
        self.line = line
    }

    public static let schema = JSONSchema.object([
        .optional("line", .ref(MyHighSchoolLine.self)),
    ]).described("The signed-in student's own high school's line for one college, when there is one.")
}

/// One "my high school" line: lead, the school (linked to its page), and the sentence after the colon.
public struct MyHighSchoolLine: Sendable, Hashable, Codable, SchemaDescribed {
    /// "From your high school,"
    public var lead: String
    /// The school's name, linking `/high-schools/{id}`.
    public var school: Link
    /// "6 enrolled in 2023–2025 (school profile, 2025–26)".
    public var text: String
    /// The number of graduates enrolled, cited to the school's profile.
    public var enrolled: Value

    public init(lead: String, school: Link, text: String, enrolled: Value) {
        self.lead = lead
        self.school = school
        self.text = text
        self.enrolled = enrolled
    }

    public static let schema = JSONSchema.object([
        .init("lead", .string()),
        .init("school", .ref(Link.self)),
        .init("text", .string()),
        .init("enrolled", .ref(Value.self)),
    ])
}
