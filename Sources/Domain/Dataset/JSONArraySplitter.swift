/// Splits a top-level JSON array into the byte ranges of its elements without parsing them, so the elements can be
/// decoded in parallel.
///
/// Aware of strings, escapes and nesting depth. It checks only the array's own punctuation; an element's inner
/// syntax is left to the decoder.
enum JSONArraySplitter {
    /// Byte ranges of the elements, in order.
    static func elementRanges(in bytes: UnsafeRawBufferPointer) throws(JSONSyntaxCheck.Failure) -> [Range<Int>] {
        let n = bytes.count
        var i = 0
        if n >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        skipSpace(bytes, &i)
        guard i < n else { throw .init(offset: i, message: "unexpected end of file, expected '['") }
        guard bytes[i] == UInt8(ascii: "[") else { throw .init(offset: i, message: "expected '[' (the file must hold an array)") }
        i += 1
        skipSpace(bytes, &i)
        var ranges: [Range<Int>] = []
        if i < n, bytes[i] == UInt8(ascii: "]") {
            i += 1
        } else {
            while true {
                let start = i
                var depth = 0
                scan: while i < n {
                    switch bytes[i] {
                    case UInt8(ascii: "\""):
                        try skipString(bytes, &i)
                        continue scan
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}"):
                        if depth == 0 { throw .init(offset: i, message: "unexpected '}'") }
                        depth -= 1
                    case UInt8(ascii: "]"):
                        if depth == 0 { break scan }
                        depth -= 1
                    case UInt8(ascii: ","):
                        if depth == 0 { break scan }
                    default:
                        break
                    }
                    i += 1
                }
                var end = i
                while end > start, isSpace(bytes[end - 1]) { end -= 1 }
                guard i < n else { throw .init(offset: n, message: "unexpected end of file inside the array") }
                guard end > start else { throw .init(offset: i, message: "missing value before '\(Character(Unicode.Scalar(bytes[i])))'") }
                ranges.append(start..<end)
                if bytes[i] == UInt8(ascii: "]") { i += 1; break }
                i += 1
                skipSpace(bytes, &i)
            }
        }
        skipSpace(bytes, &i)
        guard i == n else { throw .init(offset: i, message: "unexpected data after the end of the array") }
        return ranges
    }

    private static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09
    }

    private static func skipSpace(_ b: UnsafeRawBufferPointer, _ i: inout Int) {
        while i < b.count, isSpace(b[i]) { i += 1 }
    }

    /// Skips a string from its opening quote to just past its closing quote.
    private static func skipString(_ b: UnsafeRawBufferPointer, _ i: inout Int) throws(JSONSyntaxCheck.Failure) {
        let start = i
        i += 1
        while i < b.count {
            _ = JSONStringScan.skipPlain(b, &i)
            guard i < b.count else { break }
            switch b[i] {
            case UInt8(ascii: "\""): i += 1; return
            case UInt8(ascii: "\\"): i += 2
            default: i += 1
            }
        }
        throw .init(offset: start, message: "unterminated string")
    }
}
