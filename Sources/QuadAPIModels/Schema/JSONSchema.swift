/// A JSON Schema (the OpenAPI 3.1 dialect) describing one wire type.
///
/// Every wire type carries its own description next to its definition (``SchemaDescribed``), so the OpenAPI
/// document is derived from the models and a test can check each description against a real encoded value.
///
/// ```swift
/// extension Link: SchemaDescribed {
///     public static let schema = JSONSchema.object([
///         .init("label", .string()),
///         .init("href", .string()),
///     ])
/// }
/// ```
public struct JSONSchema: Sendable, Equatable {
    /// The shape of a schema.
    public indirect enum Kind: Sendable, Equatable {
        /// A string, optionally limited to a set of values, one constant, or a format/pattern.
        case string(values: [String]?, format: String?, pattern: String?)
        /// Any JSON number, optionally bounded.
        case number(minimum: Double?, maximum: Double?)
        /// A JSON number with no fractional part, optionally bounded.
        case integer(minimum: Int?, maximum: Int?)
        case boolean
        case null
        /// An array whose items all match one schema.
        case array(items: JSONSchema, minItems: Int?, maxItems: Int?)
        /// An object with known properties; no other property is allowed.
        case object(properties: [Property])
        /// An object used as a dictionary: any keys, every value matching one schema.
        case map(values: JSONSchema)
        /// A reference to a named component (`#/components/schemas/Name`).
        case ref(String)
        /// Exactly one of the schemas; with a discriminator, the property that tells them apart.
        case oneOf([JSONSchema], discriminator: Discriminator?)
        /// The schema or JSON `null`.
        case nullable(JSONSchema)
        /// Any JSON value.
        case any
    }

    /// The property that tells the members of a `oneOf` apart, and which value selects which component.
    public struct Discriminator: Sendable, Equatable {
        public var propertyName: String
        /// Pairs of (property value, component name), in document order.
        public var mapping: [(String, String)]

        public init(propertyName: String, mapping: [(String, String)]) {
            self.propertyName = propertyName
            self.mapping = mapping
        }

        public static func == (a: Discriminator, b: Discriminator) -> Bool {
            a.propertyName == b.propertyName && a.mapping.elementsEqual(b.mapping) { $0 == $1 }
        }
    }

    /// One property of an object schema.
    public struct Property: Sendable, Equatable {
        public var name: String
        public var schema: JSONSchema
        /// Whether the property is always present in an encoded value.
        public var required: Bool

        public init(_ name: String, _ schema: JSONSchema, required: Bool = true) {
            self.name = name
            self.schema = schema
            self.required = required
        }

        /// A property that an encoded value may omit.
        public static func optional(_ name: String, _ schema: JSONSchema) -> Property {
            Property(name, schema, required: false)
        }
    }

    public var kind: Kind
    /// Human-readable description, rendered as `description` in the document.
    public var description: String?
    /// For an object: whether properties it does not list are allowed (and ignored). Default false; true only for
    /// request bodies of protocols that ignore unknown fields, like GoTrue's.
    public var allowsOtherProperties = false

    public init(_ kind: Kind, description: String? = nil) {
        self.kind = kind
        self.description = description
    }

    /// Returns a copy that allows, and ignores, properties it does not list.
    public func allowingOtherProperties() -> JSONSchema {
        var copy = self
        copy.allowsOtherProperties = true
        return copy
    }

    /// For an object schema, a copy with one more required property at the end (a screen plus its `ignored` list);
    /// any other schema unchanged.
    public func adding(_ name: String, _ schema: JSONSchema) -> JSONSchema {
        guard case let .object(properties) = kind else { return self }
        var copy = self
        copy.kind = .object(properties: properties + [Property(name, schema)])
        return copy
    }

    /// Returns a copy with a description.
    public func described(_ text: String) -> JSONSchema {
        var copy = self
        copy.description = text
        return copy
    }
}

extension JSONSchema {
    public static func string(format: String? = nil, pattern: String? = nil) -> JSONSchema {
        JSONSchema(.string(values: nil, format: format, pattern: pattern))
    }
    /// A string limited to the given values.
    public static func oneOfStrings(_ values: [String]) -> JSONSchema { JSONSchema(.string(values: values, format: nil, pattern: nil)) }
    /// A string that always has one value (used for discriminators).
    public static func constant(_ value: String) -> JSONSchema { JSONSchema(.string(values: [value], format: nil, pattern: nil)) }
    public static func number(minimum: Double? = nil, maximum: Double? = nil) -> JSONSchema {
        JSONSchema(.number(minimum: minimum, maximum: maximum))
    }
    public static func integer(minimum: Int? = nil, maximum: Int? = nil) -> JSONSchema {
        JSONSchema(.integer(minimum: minimum, maximum: maximum))
    }
    public static var boolean: JSONSchema { JSONSchema(.boolean) }
    public static var null: JSONSchema { JSONSchema(.null) }
    public static var any: JSONSchema { JSONSchema(.any) }
    public static func array(_ items: JSONSchema, minItems: Int? = nil, maxItems: Int? = nil) -> JSONSchema {
        JSONSchema(.array(items: items, minItems: minItems, maxItems: maxItems))
    }
    public static func object(_ properties: [Property]) -> JSONSchema { JSONSchema(.object(properties: properties)) }
    public static func map(_ values: JSONSchema) -> JSONSchema { JSONSchema(.map(values: values)) }
    public static func ref(_ name: String) -> JSONSchema { JSONSchema(.ref(name)) }
    /// A reference to the component of a described type.
    public static func ref<T: SchemaDescribed>(_ type: T.Type) -> JSONSchema { JSONSchema(.ref(T.schemaName)) }
    public static func nullable(_ schema: JSONSchema) -> JSONSchema { JSONSchema(.nullable(schema)) }
    public static func oneOf(_ schemas: [JSONSchema], discriminator: Discriminator? = nil) -> JSONSchema {
        JSONSchema(.oneOf(schemas, discriminator: discriminator))
    }
}

/// A wire type that describes its own JSON encoding.
public protocol SchemaDescribed {
    /// The component name in the OpenAPI document. Default: the type's name.
    static var schemaName: String { get }
    /// The schema of the type's JSON encoding.
    static var schema: JSONSchema { get }
}

extension SchemaDescribed {
    public static var schemaName: String { String(describing: Self.self) }
}
