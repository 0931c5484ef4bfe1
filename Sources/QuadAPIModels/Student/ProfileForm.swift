/// The profile form as the server defines it: groups in order, each field with its label, limits and choices, so
/// the app draws the form and checks input the way the server will.
public struct ProfileForm: Sendable, Hashable, Codable, SchemaDescribed {
    public var groups: [ProfileFormGroup]

    public init(groups: [ProfileFormGroup]) { self.groups = groups }

    public static let schema = JSONSchema.object([.init("groups", .array(.ref(ProfileFormGroup.self)))])
}

/// One collapsible group of the form.
public struct ProfileFormGroup: Sendable, Hashable, Codable, SchemaDescribed {
    /// `basics`, `academics`, `tests`, `plans`, `preferences` (the key in ``StudentProfileData``).
    public var id: String
    /// "Basics".
    public var title: String
    /// Open at first.
    public var open: Bool
    public var fields: [ProfileFormField]

    public init(id: String, title: String, open: Bool, fields: [ProfileFormField]) {
        self.id = id
        self.title = title
        self.open = open
        self.fields = fields
    }

    public static let schema = JSONSchema.object([
        .init("id", .string()),
        .init("title", .string()),
        .init("open", .boolean),
        .init("fields", .array(.ref(ProfileFormField.self))),
    ])
}

/// One field: where its value lives, how to ask for it, and what the server keeps.
public struct ProfileFormField: Sendable, Hashable, Codable, SchemaDescribed {
    /// The field's key in its group (`gradYear`).
    public var key: String
    public var label: String
    /// `integer`, `number`, `text`, `select` (one choice), `choices` (several), `toggle`, `yesNo`, `list` (free
    /// text entries), `highSchool` (the directory picker, with free text).
    public var kind: String
    /// Numbers: the range kept (a value outside it is dropped).
    public var min: Double?
    public var max: Double?
    public var step: Double?
    /// Text: most characters kept.
    public var maxLength: Int?
    /// Lists and several-choice fields: most entries kept.
    public var maxItems: Int?
    /// Select and several-choice fields, in order; a select's "Not set" is the empty value.
    public var choices: [ProfileFormChoice]?
    public var hint: String?
    public var placeholder: String?
    /// The glossary term the label links to.
    public var term: String?

    public init(key: String, label: String, kind: String, min: Double? = nil, max: Double? = nil, step: Double? = nil,
                maxLength: Int? = nil, maxItems: Int? = nil, choices: [ProfileFormChoice]? = nil, hint: String? = nil,
                placeholder: String? = nil, term: String? = nil) {
        self.key = key
        self.label = label
        self.kind = kind
        self.min = min
        self.max = max
        self.step = step
        self.maxLength = maxLength
        self.maxItems = maxItems
        self.choices = choices
        self.hint = hint
        self.placeholder = placeholder
        self.term = term
    }

    public static let kinds = ["integer", "number", "text", "select", "choices", "toggle", "yesNo", "list", "highSchool"]

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .init("kind", .oneOfStrings(kinds)),
        .optional("min", .number()),
        .optional("max", .number()),
        .optional("step", .number()),
        .optional("maxLength", .integer(minimum: 1)),
        .optional("maxItems", .integer(minimum: 1)),
        .optional("choices", .array(.ref(ProfileFormChoice.self))),
        .optional("hint", .string()),
        .optional("placeholder", .string()),
        .optional("term", .string()),
    ])
}

/// One choice of a select or several-choice field.
public struct ProfileFormChoice: Sendable, Hashable, Codable, SchemaDescribed {
    public var value: String
    public var label: String

    public init(_ value: String, _ label: String) {
        self.value = value
        self.label = label
    }

    public static let schema = JSONSchema.object([.init("value", .string()), .init("label", .string())])
}
