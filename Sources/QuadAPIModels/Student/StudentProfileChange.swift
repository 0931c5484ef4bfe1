/// The body of `PUT /me/student`: the parts of the profile to change, in ``StudentProfileData``'s shape. A group left
/// out, or a field left out of a group, keeps its saved value; a field sent as `null`, or with a value the server's
/// rules do not keep (out of range, not a choice, not a number), is cleared. A group sent as `null` clears it.
public struct StudentProfileChange: Sendable, Hashable, Codable, SchemaDescribed {
    /// The body as sent.
    public var value: JSONValue

    public init(_ value: JSONValue) { self.value = value }

    public init(from decoder: any Decoder) throws {
        value = try JSONValue(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }

    /// Each group any object (its fields are read leniently by the server), or null.
    public static let schema = JSONSchema.object(["basics", "academics", "tests", "plans", "preferences"].map {
        .optional($0, .nullable(JSONSchema.object([]).allowingOtherProperties()))
    }).described("Profile changes; a group or field left out keeps its saved value.")
}
