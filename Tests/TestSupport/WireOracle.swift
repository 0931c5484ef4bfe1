public import Foundation
import QuadAPIModels

/// Foundation's `JSONEncoder` as the oracle of ``QuadAPIModels/WireEncoder``: both encode a value, and the outputs
/// must be the same JSON — the same members with the same spelling of every number and string, in any member order
/// (the oracle sorts keys as the goldens do; the wire encoder writes them in declared order). Both must also parse
/// with `JSONSerialization`.
public enum WireOracle {
    /// What differs between the two encodings of `value` (nil when they agree).
    public static func difference<T: Encodable>(_ value: T) throws -> String? {
        let oracle = JSONEncoder()
        oracle.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        let expected = try oracle.encode(value)
        let wire = Data(try WireEncoder().encode(value))
        guard (try? JSONSerialization.jsonObject(with: wire, options: [.fragmentsAllowed])) != nil else {
            return "the wire encoder's output does not parse: \(String(decoding: wire.prefix(300), as: UTF8.self))"
        }
        var a = JSONTokens(Array(expected)), b = JSONTokens(Array(wire))
        guard let left = a.document(), let right = b.document() else { return "a document did not tokenize" }
        return left == right ? nil : "\(T.self): " + firstDifference(left, right)
    }

    private static func firstDifference(_ a: Node, _ b: Node, path: String = "$") -> String {
        switch (a, b) {
        case let (.object(x), .object(y)):
            if x.map(\.0) != y.map(\.0) { return "\(path): members \(x.map(\.0)) vs \(y.map(\.0))" }
            for ((key, l), (_, r)) in zip(x, y) where l != r { return firstDifference(l, r, path: path + "." + key) }
        case let (.array(x), .array(y)):
            if x.count != y.count { return "\(path): \(x.count) vs \(y.count) elements" }
            for (index, (l, r)) in zip(x, y).enumerated() where l != r {
                return firstDifference(l, r, path: "\(path)[\(index)]")
            }
        default: break
        }
        return "\(path): \(a) (JSONEncoder) vs \(b) (WireEncoder)"
    }

    /// A JSON value with numbers and strings kept as written and object members sorted by key.
    indirect enum Node: Equatable, CustomStringConvertible {
        case scalar(String)
        case array([Node])
        case object([(String, Node)])

        static func == (a: Node, b: Node) -> Bool {
            switch (a, b) {
            case let (.scalar(x), .scalar(y)): x == y
            case let (.array(x), .array(y)): x == y
            case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
            default: false
            }
        }

        var description: String {
            switch self {
            case let .scalar(text): text
            case let .array(items): "[\(items.count) elements]"
            case let .object(members): "{\(members.map(\.0).joined(separator: ","))}"
            }
        }
    }

    /// A small tokenizer over JSON text that keeps each scalar's exact spelling.
    struct JSONTokens {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func document() -> Node? {
            guard let node = value() else { return nil }
            skipSpace()
            return index == bytes.count ? node : nil
        }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        private mutating func value() -> Node? {
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(String, Node)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard case let .scalar(key)? = string(), expect(UInt8(ascii: ":")), let item = value() else { return nil }
                    members.append((key, item))
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "}") { break }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
                }
                return .object(members.sorted { $0.0 < $1.0 })
            case UInt8(ascii: "["):
                index += 1
                var items: [Node] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                while true {
                    guard let item = value() else { return nil }
                    items.append(item)
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "]") { break }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
                }
                return .array(items)
            case UInt8(ascii: "\""):
                return string()
            default:
                let start = index
                while index < bytes.count, !",]} \n\r\t".utf8.contains(bytes[index]) { index += 1 }
                return index > start ? .scalar(String(decoding: bytes[start..<index], as: UTF8.self)) : nil
            }
        }

        /// A string token with its quotes and escapes as written.
        private mutating func string() -> Node? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let start = index
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            return .scalar(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        private mutating func expect(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
    }
}
