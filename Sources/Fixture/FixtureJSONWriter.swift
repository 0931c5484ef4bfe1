import Domain
import QuadAPIModels

/// Writes ``FixtureValue``s as JSON bytes that depend only on the value: object keys sorted by their UTF-8 bytes,
/// numbers and strings as ``QuadAPIModels/JSONBytes`` writes them (whole numbers without a fraction, others in
/// Swift's shortest round-trip form; non-ASCII text as raw UTF-8, only `"`, `\` and control characters escaped).
enum FixtureJSONWriter {
    /// The value on one line.
    static func compact(_ value: FixtureValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(value, into: &out, indent: nil, level: 0)
        return out
    }

    /// The value indented by two spaces per level, ending with a newline.
    static func pretty(_ value: FixtureValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, into: &out, indent: 2, level: 0)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// A top-level array written the site's way: `[`, one compact element per line separated by `,`, then `]`.
    static func lines(_ elements: [FixtureValue]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "["), UInt8(ascii: "\n")]
        for (i, element) in elements.enumerated() {
            write(element, into: &out, indent: nil, level: 0)
            if i < elements.count - 1 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
        }
        out.append(UInt8(ascii: "]"))
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// Appends one value.
    static func write(_ value: FixtureValue, into out: inout [UInt8], indent: Int?, level: Int) {
        switch value {
        case .null:
            out.append(contentsOf: "null".utf8)
        case let .bool(b):
            out.append(contentsOf: (b ? "true" : "false").utf8)
        case let .number(n):
            out.append(contentsOf: number(n).utf8)
        case let .string(s):
            string(s, into: &out)
        case let .array(elements):
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent: indent, level: level + 1)
                write(element, into: &out, indent: indent, level: level + 1)
            }
            if !elements.isEmpty { newline(&out, indent: indent, level: level) }
            out.append(UInt8(ascii: "]"))
        case let .object(members):
            out.append(UInt8(ascii: "{"))
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (i, member) in sorted.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent: indent, level: level + 1)
                string(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                write(member.value, into: &out, indent: indent, level: level + 1)
            }
            if !sorted.isEmpty { newline(&out, indent: indent, level: level) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], indent: Int?, level: Int) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }

    /// The JSON text of a finite number (as ``QuadAPIModels/JSONBytes`` prints it).
    static func number(_ n: Double) -> String {
        var out: [UInt8] = []
        let finite = JSONBytes.appendNumber(n, to: &out)
        precondition(finite, "JSON has no representation for \(n)")
        return String(decoding: out, as: UTF8.self)
    }

    private static func string(_ s: String, into out: inout [UInt8]) {
        JSONBytes.appendString(s, to: &out)
    }
}

extension FixtureValue {
    /// The fixture form of a decoded JSON value (objects keep every key; order is irrelevant to the writer).
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case let .bool(b): self = .bool(b)
        case let .number(n): self = .number(n)
        case let .string(s): self = .string(s)
        case let .array(a): self = .array(a.map(FixtureValue.init))
        case let .object(o): self = .object(o.map { FixtureMember(key: $0.key, value: FixtureValue($0.value)) })
        }
    }
}
