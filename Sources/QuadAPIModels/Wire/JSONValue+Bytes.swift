extension JSONValue {
    /// Appends this value as JSON text: object keys sorted, numbers as ``JSONBytes/appendNumber(_:to:)`` prints them
    /// (NaN and infinities, which JSON cannot carry, as `null`).
    public func appendJSON(to out: inout [UInt8]) {
        switch self {
        case .null:
            out.append(contentsOf: "null".utf8)
        case let .bool(value):
            out.append(contentsOf: (value ? "true" : "false").utf8)
        case let .number(value):
            if !JSONBytes.appendNumber(value, to: &out) { out.append(contentsOf: "null".utf8) }
        case let .string(value):
            JSONBytes.appendString(value, to: &out)
        case let .array(values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.appendJSON(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let .object(fields):
            out.append(UInt8(ascii: "{"))
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONBytes.appendString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                fields[key]!.appendJSON(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
