import Foundation
import QuadAPIModels

extension JSONValue {
    /// A member of an object; setting on a non-object does nothing, setting `nil` removes the key.
    subscript(key: String) -> JSONValue? {
        get {
            guard case let .object(fields) = self else { return nil }
            return fields[key]
        }
        set {
            guard case var .object(fields) = self else { return }
            fields[key] = newValue
            self = .object(fields)
        }
    }

    /// An element of an array; out-of-range reads are `nil`.
    subscript(index: Int) -> JSONValue? {
        get {
            guard case let .array(items) = self, items.indices.contains(index) else { return nil }
            return items[index]
        }
        set {
            guard case var .array(items) = self, items.indices.contains(index), let newValue else { return }
            items[index] = newValue
            self = .array(items)
        }
    }

    /// Parses JSON text.
    init(text: String) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    /// Encodes a value and reads it back as plain JSON, the way a client sees it.
    init(encoding value: some Encodable) throws {
        let data = try JSONEncoder().encode(value)
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }
}

/// The validator over every wire component.
let wireValidator = SchemaValidator(components: WireComponents.byName)
