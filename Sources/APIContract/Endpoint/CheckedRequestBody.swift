public import QuadAPIModels

/// A JSON body read against its published schema: besides the type's own decoding (a wrong type or a missing field
/// is a 400 naming it), a property the schema does not list is a 400 naming it, unless the schema allows others.
///
/// ```swift
/// extension InviteRequest: CheckedRequestBody {}
/// ```
public protocol CheckedRequestBody: RequestBody, Decodable, SchemaDescribed {}

extension CheckedRequestBody {
    public static func read(_ bytes: [UInt8]) throws(InputError) -> Self {
        let value = try JSONRequestDecoder.decode(JSONValue.self, from: bytes)
        if let unknown = SchemaProperties.unknown(in: value, of: schema) {
            throw InputError(.body, field: unknown, message: "\(unknown) is not a field this endpoint takes.")
        }
        return try JSONRequestDecoder.decode(Self.self, from: bytes)
    }
}

/// Finds a property a schema does not list.
enum SchemaProperties {
    /// The dotted path of the first property of `value` that `schema` does not allow, or nil.
    static func unknown(in value: JSONValue, of schema: JSONSchema, path: String = "") -> String? {
        switch (schema.kind, value) {
        case let (.object(properties), .object(fields)):
            for key in fields.keys.sorted() {
                let here = path.isEmpty ? key : "\(path).\(key)"
                guard let property = properties.first(where: { $0.name == key }) else {
                    if schema.allowsOtherProperties { continue }
                    return here
                }
                if let found = unknown(in: fields[key]!, of: property.schema, path: here) { return found }
            }
            return nil
        case let (.nullable(inner), _):
            return value == .null ? nil : unknown(in: value, of: inner, path: path)
        case let (.array(items, _, _), .array(elements)):
            for (i, element) in elements.enumerated() {
                if let found = unknown(in: element, of: items, path: path.isEmpty ? "\(i)" : "\(path).\(i)") { return found }
            }
            return nil
        default:
            return nil
        }
    }
}

extension ListNameRequest: CheckedRequestBody {}
extension AddItemRequest: CheckedRequestBody {}
extension ItemPatch: CheckedRequestBody {}
extension NoteRequest: CheckedRequestBody {}
extension ImportRequest: CheckedRequestBody {}
extension ShareRequest: CheckedRequestBody {}
extension NotificationsRequest: CheckedRequestBody {}
