/// Finds the first syntax error in JSON text, for error messages (the decoder reports no position).
///
/// Only runs after a decode has failed, so it favours clarity over speed.
enum JSONSyntaxCheck {
    /// A syntax error: byte offset and what was wrong.
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
    }

    private enum Expect { case value, valueOrEnd, keyOrEnd, key, colon, afterValue }

    /// The first error in `bytes`, or nil when they form one valid JSON value.
    static func firstError(in bytes: UnsafeRawBufferPointer) -> Failure? {
        let n = bytes.count
        var i = 0
        var stack: [UInt8] = []
        var expect = Expect.value
        if n >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        while true {
            while i < n, isSpace(bytes[i]) { i += 1 }
            if i == n {
                return expect == .afterValue && stack.isEmpty ? nil : Failure(offset: n, message: "unexpected end of file")
            }
            let c = bytes[i]
            switch expect {
            case .value, .valueOrEnd:
                if expect == .valueOrEnd, c == UInt8(ascii: "]") {
                    stack.removeLast(); i += 1; expect = .afterValue; continue
                }
                switch c {
                case UInt8(ascii: "{"): stack.append(c); i += 1; expect = .keyOrEnd
                case UInt8(ascii: "["): stack.append(c); i += 1; expect = .valueOrEnd
                case UInt8(ascii: "\""):
                    if let failure = skipString(bytes, &i) { return failure }
                    expect = .afterValue
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if let failure = skipNumber(bytes, &i) { return failure }
                    expect = .afterValue
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    let word: [UInt8] = c == UInt8(ascii: "t") ? Array("true".utf8) : c == UInt8(ascii: "f") ? Array("false".utf8) : Array("null".utf8)
                    for (k, w) in word.enumerated() where i + k >= n || bytes[i + k] != w {
                        return Failure(offset: i + k, message: "invalid literal (expected \(String(decoding: word, as: UTF8.self)))")
                    }
                    i += word.count
                    expect = .afterValue
                default:
                    return Failure(offset: i, message: "unexpected \(show(c)), expected a value")
                }
            case .keyOrEnd, .key:
                if expect == .keyOrEnd, c == UInt8(ascii: "}") {
                    stack.removeLast(); i += 1; expect = .afterValue; continue
                }
                guard c == UInt8(ascii: "\"") else { return Failure(offset: i, message: "unexpected \(show(c)), expected a quoted key") }
                if let failure = skipString(bytes, &i) { return failure }
                expect = .colon
            case .colon:
                guard c == UInt8(ascii: ":") else { return Failure(offset: i, message: "unexpected \(show(c)), expected ':'") }
                i += 1
                expect = .value
            case .afterValue:
                guard let top = stack.last else {
                    return Failure(offset: i, message: "unexpected \(show(c)) after the end of the JSON value")
                }
                let close = top == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if c == UInt8(ascii: ",") {
                    i += 1; expect = top == UInt8(ascii: "{") ? .key : .value
                } else if c == close {
                    stack.removeLast(); i += 1; expect = .afterValue
                } else {
                    return Failure(offset: i, message: "unexpected \(show(c)), expected ',' or '\(Character(Unicode.Scalar(close)))'")
                }
            }
        }
    }

    /// 1-based line and column (in bytes) of `offset`.
    static func lineColumn(of offset: Int, in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        return (line, offset - lineStart + 1)
    }

    private static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09
    }

    private static func show(_ c: UInt8) -> String {
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        let hex = String(c, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    private static func isHex(_ c: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(c)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(c)
    }

    /// Skips a string starting at the opening quote; `i` ends after the closing quote.
    private static func skipString(_ b: UnsafeRawBufferPointer, _ i: inout Int) -> Failure? {
        let start = i
        i += 1
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") { i += 1; return nil }
            if c < 0x20 { return Failure(offset: i, message: "control character inside a string") }
            if c == UInt8(ascii: "\\") {
                guard i + 1 < b.count else { break }
                let e = b[i + 1]
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    i += 2
                case UInt8(ascii: "u"):
                    for k in 2..<6 where i + k >= b.count || !isHex(b[i + k]) {
                        return Failure(offset: i, message: "invalid \\u escape")
                    }
                    i += 6
                default:
                    return Failure(offset: i, message: "invalid escape \\\(Character(Unicode.Scalar(e)))")
                }
                continue
            }
            i += 1
        }
        return Failure(offset: start, message: "unterminated string")
    }

    /// Skips a number; `i` ends after its last character.
    private static func skipNumber(_ b: UnsafeRawBufferPointer, _ i: inout Int) -> Failure? {
        func digit(_ k: Int) -> Bool { k < b.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[k]) }
        if b[i] == UInt8(ascii: "-") { i += 1 }
        guard digit(i) else { return Failure(offset: i, message: "invalid number") }
        if b[i] == UInt8(ascii: "0") {
            i += 1
            if digit(i) { return Failure(offset: i, message: "invalid number (leading zero)") }
        } else {
            while digit(i) { i += 1 }
        }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            guard digit(i) else { return Failure(offset: i, message: "invalid number (no digits after '.')") }
            while digit(i) { i += 1 }
        }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard digit(i) else { return Failure(offset: i, message: "invalid number (no digits in the exponent)") }
            while digit(i) { i += 1 }
        }
        return nil
    }
}
