/// `GET /me/student` (and the answer of `PUT /me/student` and `PUT /me/student/guardian-editing`): one student's
/// profile page: the record, the picker over every student the person can see, the banner a guardian sees, the
/// completeness meter, the form definition and the values.
public struct StudentProfileResponse: Sendable, Hashable, Codable, SchemaDescribed {
    /// The student shown, and how the person relates to them.
    public var student: StudentAccess
    /// Every student the person can see (own record first, then by name), for the picker.
    public var picker: [StudentPickerEntry]
    /// The guardian's banner ("Viewing as a guardian · You can edit Sam's information. Sam can see when you view
    /// it."); missing on the student's own page.
    public var banner: String?
    /// The form is shown but cannot be saved (a guardian without edit access).
    public var viewOnly: Bool
    /// Said under a view-only form.
    public var viewOnlyNote: String?
    /// Whether the student's guardians may edit it, and whether the person may switch that.
    public var guardianEditing: GuardianEditing
    public var completeness: Completeness
    /// The GPA as every tool reads it ("3.8 unweighted", "about 3.7 unweighted (from 93/100)").
    public var gpa: GPAReading?
    public var form: ProfileForm
    public var values: StudentProfileData
    /// When the profile was last saved; missing before the first save.
    public var updatedAt: String?

    public init(student: StudentAccess, picker: [StudentPickerEntry], banner: String?, viewOnly: Bool,
                viewOnlyNote: String?, guardianEditing: GuardianEditing, completeness: Completeness, gpa: GPAReading?,
                form: ProfileForm, values: StudentProfileData, updatedAt: String?) {
        self.student = student
        self.picker = picker
        self.banner = banner
        self.viewOnly = viewOnly
        self.viewOnlyNote = viewOnlyNote
        self.guardianEditing = guardianEditing
        self.completeness = completeness
        self.gpa = gpa
        self.form = form
        self.values = values
        self.updatedAt = updatedAt
    }

    public static let schema = JSONSchema.object([
        .init("student", .ref(StudentAccess.self)),
        .init("picker", .array(.ref(StudentPickerEntry.self))),
        .optional("banner", .string()),
        .init("viewOnly", .boolean),
        .optional("viewOnlyNote", .string()),
        .init("guardianEditing", .ref(GuardianEditing.self)),
        .init("completeness", .ref(Completeness.self)),
        .optional("gpa", .ref(GPAReading.self)),
        .init("form", .ref(ProfileForm.self)),
        .init("values", .ref(StudentProfileData.self)),
        .optional("updatedAt", .string(format: "date-time")),
    ]).described("One student's profile page.")
}

/// One student in the picker.
public struct StudentPickerEntry: Sendable, Hashable, Codable, SchemaDescribed {
    public var id: String
    /// "Sam", "Kim (view only)", "Student" when the record has no name.
    public var label: String
    public var selected: Bool

    public init(id: String, label: String, selected: Bool) {
        self.id = id
        self.label = label
        self.selected = selected
    }

    public static let schema = JSONSchema.object([
        .init("id", .string(format: "uuid")),
        .init("label", .string()),
        .init("selected", .boolean),
    ])
}

/// The student's "let my guardians edit" switch: on when every guardian of the student's household has edit access.
public struct GuardianEditing: Sendable, Hashable, Codable, SchemaDescribed {
    public var enabled: Bool
    /// Guardians in the student's household.
    public var guardians: Int
    /// The person may switch it (the student, or a guardian who made every student record there).
    public var canChange: Bool

    public init(enabled: Bool, guardians: Int, canChange: Bool) {
        self.enabled = enabled
        self.guardians = guardians
        self.canChange = canChange
    }

    public static let schema = JSONSchema.object([
        .init("enabled", .boolean),
        .init("guardians", .integer(minimum: 0)),
        .init("canChange", .boolean),
    ])
}

/// "How complete is this?": what each tool needs from the profile.
public struct Completeness: Sendable, Hashable, Codable, SchemaDescribed {
    /// "How complete is this?"
    public var title: String
    /// Met items over all items, 0–1.
    public var score: Double
    /// The score as a whole percent ("50%").
    public var percent: String
    public var items: [CompletenessItem]

    public init(title: String, score: Double, percent: String, items: [CompletenessItem]) {
        self.title = title
        self.score = score
        self.percent = percent
        self.items = items
    }

    public static let schema = JSONSchema.object([
        .init("title", .string()),
        .init("score", .number(minimum: 0, maximum: 1)),
        .init("percent", .string()),
        .init("items", .array(.ref(CompletenessItem.self))),
    ])
}

/// One tool and whether the profile has what it needs.
public struct CompletenessItem: Sendable, Hashable, Codable, SchemaDescribed {
    /// "Where would you land? (ScoreChecker)".
    public var tool: String
    /// What is missing, shown while not met ("Add a SAT or ACT score to see where you'd land").
    public var need: String
    public var met: Bool

    public init(tool: String, need: String, met: Bool) {
        self.tool = tool
        self.need = need
        self.met = met
    }

    public static let schema = JSONSchema.object([
        .init("tool", .string()),
        .init("need", .string()),
        .init("met", .boolean),
    ])
}

/// The GPA converted to the unweighted 4.0 scale every tool reads.
public struct GPAReading: Sendable, Hashable, Codable, SchemaDescribed {
    /// One decimal.
    public var unweighted: Double
    /// "3.8 unweighted", or "about 3.7 unweighted (from 93/100)" when converted.
    public var display: String

    public init(unweighted: Double, display: String) {
        self.unweighted = unweighted
        self.display = display
    }

    public static let schema = JSONSchema.object([
        .init("unweighted", .number(minimum: 0, maximum: 4)),
        .init("display", .string()),
    ])
}
