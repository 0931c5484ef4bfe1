/// Reading free-form JSON: members of objects and the scalar inside a value, nil when the shape differs.
extension JSONValue {
    /// The member `key` of an object; nil for anything else.
    public func member(_ key: String) -> JSONValue? {
        if case let .object(members) = self { return members[key] }
        return nil
    }

    /// The number, when this is one.
    public var number: Double? {
        if case let .number(n) = self { return n }
        return nil
    }

    /// The boolean, when this is one.
    public var bool: Bool? {
        if case let .bool(b) = self { return b }
        return nil
    }

    /// The string, when this is one.
    public var string: String? {
        if case let .string(s) = self { return s }
        return nil
    }

    /// The elements, when this is an array.
    public var items: [JSONValue]? {
        if case let .array(a) = self { return a }
        return nil
    }

    /// The members, when this is an object.
    public var members: [String: JSONValue]? {
        if case let .object(o) = self { return o }
        return nil
    }
}
