/// The body of `POST /me/lists` and `PATCH /me/lists/{id}`: the list's name (trimmed, 1–80 characters).
public struct ListNameRequest: Sendable, Hashable, Codable, SchemaDescribed {
    public var name: String

    public init(name: String) { self.name = name }

    public static let schema = JSONSchema.object([.init("name", .string())])
        .described("A list's name: trimmed, 1 to 80 characters.")
}

/// The body of `POST /me/lists/{id}/items`: the college, by IPEDS unit id (1–10 digits, a college the dataset has).
public struct AddItemRequest: Sendable, Hashable, Codable, SchemaDescribed {
    public var unitId: String

    public init(unitId: String) { self.unitId = unitId }

    public static let schema = JSONSchema.object([.init("unitId", .string(pattern: "^[0-9]{1,10}$"))])
        .described("The college to add.")
}

/// The body of `POST /me/lists/{id}/items/{unitId}/notes`.
public struct NoteRequest: Sendable, Hashable, Codable, SchemaDescribed {
    /// Trimmed, 1–2000 characters.
    public var body: String
    /// Seen by its author alone.
    public var `private`: Bool

    public init(body: String, private isPrivate: Bool) {
        self.body = body
        self.private = isPrivate
    }

    public static let schema = JSONSchema.object([.init("body", .string()), .init("private", .boolean)])
        .described("A note: its text (trimmed, at most 2000 characters) and whether only its author sees it.")
}

/// The JSON body of `POST /me/lists/{id}/import` (a `text/csv` body works too).
public struct ImportRequest: Sendable, Hashable, Codable, SchemaDescribed {
    public var csv: String

    public init(csv: String) { self.csv = csv }

    public static let schema = JSONSchema.object([.init("csv", .string())])
        .described("Pasted CSV text: the exported columns, a Scoir or Common App export, or just college names.")
}

/// The body of `PUT /me/lists/{id}/share`.
public struct ShareRequest: Sendable, Hashable, Codable, SchemaDescribed {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public static let schema = JSONSchema.object([.init("enabled", .boolean)])
        .described("On: a new share link (any earlier one stops working). Off: the link stops working.")
}

/// The body of `PUT /me/notifications`.
public struct NotificationsRequest: Sendable, Hashable, Codable, SchemaDescribed {
    public var emailUpdates: Bool

    public init(emailUpdates: Bool) { self.emailUpdates = emailUpdates }

    public static let schema = JSONSchema.object([.init("emailUpdates", .boolean)])
        .described("Whether update e-mails are sent.")
}
