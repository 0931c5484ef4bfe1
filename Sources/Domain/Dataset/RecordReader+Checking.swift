/// Checking a record's JSON before it is read: one pass, no recursion, that also notes where each container and
/// string ends (``RecordReader/ends``) so reading can skip values without rescanning them.
extension RecordReader {
    /// Checks one value of any kind from the current position, without recursion, and fills ``ends``.
    mutating func validate() throws(RecordReadError) {
        // Containers still open, innermost last: where each starts and whether it is an object.
        var open: [(start: Int, isObject: Bool)] = []
        var expectingValue = true
        while true {
            if !expectingValue, open.isEmpty { return }
            skipSpace()
            guard position < bytes.count else { throw failure("unexpected end of the record") }
            if expectingValue {
                switch bytes[position] {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let isObject = bytes[position] == UInt8(ascii: "{")
                    guard open.count < Self.maximumDepth else { throw failure("nested too deeply") }
                    open.append((position, isObject))
                    position += 1
                    skipSpace()
                    guard position < bytes.count else { throw failure("unexpected end of the record") }
                    if bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        position += 1
                        ends[open.removeLast().start] = Int32(position)
                        expectingValue = false
                    } else if isObject {
                        try validateKey()
                    }
                    continue
                case UInt8(ascii: "\""): try validateString()
                case UInt8(ascii: "t"): try expectWord("true")
                case UInt8(ascii: "f"): try expectWord("false")
                case UInt8(ascii: "n"): try expectWord("null")
                default: _ = try scanNumber()
                }
                expectingValue = false
            }
            guard let isObject = open.last?.isObject else { return }
            skipSpace()
            guard position < bytes.count else { throw failure("unexpected end of the record") }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                if isObject { try validateKey() }
                expectingValue = true
            case UInt8(ascii: "}") where isObject, UInt8(ascii: "]") where !isObject:
                position += 1
                ends[open.removeLast().start] = Int32(position)
            default:
                throw failure(isObject ? "expected ',' or '}'" : "expected ',' or ']'")
            }
        }
    }

    /// Checks `"key" :` (the key like any string).
    private mutating func validateKey() throws(RecordReadError) {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a key") }
        try validateString()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected ':'") }
        position += 1
    }

    /// Checks a string from its opening quote: escapes for form (their meaning is checked when read, in
    /// ``unescape(_:at:)``) and the text as UTF-8. Notes its end in ``ends``, negated when it holds escapes.
    private mutating func validateString() throws(RecordReadError) {
        let start = position
        position += 1
        var escaped = false
        var wide = false
        while position < bytes.count {
            if JSONStringScan.skipPlain(bytes, &position) { wide = true }
            guard position < bytes.count else { break }
            let c = bytes[position]
            if c == UInt8(ascii: "\"") {
                position += 1
                if wide, String(validating: UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<(position - 1)]), as: UTF8.self) == nil {
                    throw failure("text is not UTF-8", at: start)
                }
                ends[start] = escaped ? -Int32(position) : Int32(position)
                return
            }
            if c < 0x20 { throw failure("control character inside a string") }
            if c >= 0x80 { wide = true }
            if c == UInt8(ascii: "\\") {
                escaped = true
                guard position + 1 < bytes.count else { break }
                switch bytes[position + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    position += 2
                case UInt8(ascii: "u"):
                    guard position + 6 <= bytes.count else { throw failure("invalid \\u escape") }
                    for k in 2..<6 where Self.hexValue(bytes[position + k]) == nil { throw failure("invalid \\u escape") }
                    position += 6
                default:
                    throw failure("invalid escape")
                }
                continue
            }
            position += 1
        }
        throw failure("unterminated string", at: start)
    }
}
