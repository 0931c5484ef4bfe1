import Foundation
import QuadAPIModels

/// The text forms Postgres uses on the wire for the types this layer binds and decodes. The connection fixes
/// `DateStyle=ISO` and `TimeZone=UTC`, so timestamps arrive as `2026-01-31 09:30:00.123456+00`.
enum PostgresTextFormat {
    // MARK: Timestamps

    /// `2026-01-31 09:30:00.123456+00`, rounded to the microsecond (Postgres' precision).
    static func timestamp(_ date: Date) -> String {
        let micros = (date.timeIntervalSince1970 * 1_000_000).rounded()
        var seconds = Int(micros / 1_000_000)
        var fraction = Int(micros) - seconds * 1_000_000
        if fraction < 0 { fraction += 1_000_000; seconds -= 1 }
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return pad(Int(parts.tm_year) + 1900, 4) + "-" + pad(Int(parts.tm_mon) + 1, 2) + "-" + pad(Int(parts.tm_mday), 2)
            + " " + pad(Int(parts.tm_hour), 2) + ":" + pad(Int(parts.tm_min), 2) + ":" + pad(Int(parts.tm_sec), 2)
            + "." + pad(fraction, 6) + "+00"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// Parses the ISO text of `timestamptz`, `timestamp` (read as UTC) or `date` (midnight UTC). `infinity` maps
    /// to `Date.distantFuture`, `-infinity` to `Date.distantPast`. Dates BC are not supported (nil).
    static func parseTimestamp(_ text: String) -> Date? {
        if text == "infinity" { return .distantFuture }
        if text == "-infinity" { return .distantPast }
        var scanner = ByteScanner(Array(text.utf8))
        guard let year = scanner.number(minDigits: 4), scanner.skip("-"),
              let month = scanner.number(minDigits: 2), scanner.skip("-"),
              let day = scanner.number(minDigits: 2) else { return nil }
        var hour = 0, minute = 0, second = 0, micros = 0, offset = 0
        if scanner.skip(" ") || scanner.skip("T") {
            guard let h = scanner.number(minDigits: 2), scanner.skip(":"), let m = scanner.number(minDigits: 2),
                  scanner.skip(":"), let s = scanner.number(minDigits: 2) else { return nil }
            hour = h; minute = m; second = s
            if scanner.skip(".") {
                var digits = 0
                while let d = scanner.digit() {
                    if digits < 6 { micros = micros * 10 + d }
                    digits += 1
                }
                guard digits > 0 else { return nil }
                for _ in digits..<max(digits, 6) { micros *= 10 }
            }
            if let sign = scanner.sign() {
                guard let oh = scanner.number(minDigits: 2) else { return nil }
                var om = 0, os = 0
                if scanner.skip(":") {
                    guard let m = scanner.number(minDigits: 2) else { return nil }
                    om = m
                    if scanner.skip(":") {
                        guard let s = scanner.number(minDigits: 2) else { return nil }
                        os = s
                    }
                }
                offset = sign * (oh * 3600 + om * 60 + os)
            }
        }
        guard scanner.atEnd, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        let seconds = Int(timegm(&parts)) - offset
        return Date(timeIntervalSince1970: Double(seconds) + Double(micros) / 1_000_000)
    }

    // MARK: bytea

    /// `\x` followed by two lowercase hex digits per byte (the hex format `bytea` accepts).
    static func byteaHex(_ data: Data) -> String {
        var out = [UInt8]()
        out.reserveCapacity(2 + data.count * 2)
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "x"))
        Hex.append(data, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Parses the hex output format of `bytea` (`\x0aff`); the older escape format is not supported (nil).
    static func parseBytea(_ text: String) -> Data? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "\\"), bytes[1] == UInt8(ascii: "x"), bytes.count % 2 == 0
        else { return nil }
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        var data = Data(capacity: (bytes.count - 2) / 2)
        var i = 2
        while i < bytes.count {
            guard let high = nibble(bytes[i]), let low = nibble(bytes[i + 1]) else { return nil }
            data.append(high << 4 | low)
            i += 2
        }
        return data
    }

    // MARK: Arrays

    /// A one-dimensional array literal with every element quoted (`{"a","b \"c\""}`); nil elements become NULL.
    static func arrayLiteral(_ elements: [String?]) -> String {
        var out = "{"
        for (index, element) in elements.enumerated() {
            if index > 0 { out += "," }
            guard let element else { out += "NULL"; continue }
            out += "\""
            for ch in element.unicodeScalars {
                if ch == "\"" || ch == "\\" { out += "\\" }
                out.unicodeScalars.append(ch)
            }
            out += "\""
        }
        return out + "}"
    }

    /// Parses a one-dimensional array's text form (`{a,"b c",NULL}`); nil for multi-dimensional or malformed text.
    static func parseArray(_ text: String) -> [String?]? {
        var bytes = Array(text.utf8)[...]
        // Arrays with a lower bound other than 1 are printed as "[0:2]={…}".
        if bytes.first == UInt8(ascii: "[") {
            guard let eq = bytes.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            bytes = bytes[(eq + 1)...]
        }
        guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let body = Array(bytes.dropFirst().dropLast())
        if body.isEmpty { return [] }
        var elements: [String?] = []
        var i = 0
        while i <= body.count {
            if i < body.count, body[i] == UInt8(ascii: "\"") {
                var element = [UInt8]()
                i += 1
                while i < body.count, body[i] != UInt8(ascii: "\"") {
                    if body[i] == UInt8(ascii: "\\") { i += 1 }
                    guard i < body.count else { return nil }
                    element.append(body[i])
                    i += 1
                }
                guard i < body.count else { return nil }
                i += 1
                elements.append(String(decoding: element, as: UTF8.self))
            } else {
                var element = [UInt8]()
                while i < body.count, body[i] != UInt8(ascii: ",") {
                    if body[i] == UInt8(ascii: "{") || body[i] == UInt8(ascii: "}") { return nil }
                    if body[i] == UInt8(ascii: "\\") { i += 1; guard i < body.count else { return nil } }
                    element.append(body[i])
                    i += 1
                }
                let word = String(decoding: element, as: UTF8.self)
                elements.append(word.uppercased() == "NULL" ? nil : word)
            }
            if i == body.count { break }
            guard body[i] == UInt8(ascii: ",") else { return nil }
            i += 1
            if i == body.count { return nil }
        }
        return elements
    }

    // MARK: Numbers

    /// The text float8 accepts for every Double, including the special values.
    static func double(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        return value.description
    }

    /// Parses float4/float8/numeric text, including `NaN` and `±Infinity`.
    static func parseDouble(_ text: String) -> Double? {
        switch text {
        case "NaN": return .nan
        case "Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: return Double(text)
        }
    }
}

/// A cursor over ASCII bytes for the small parsers above.
private struct ByteScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    mutating func digit() -> Int? {
        guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else { return nil }
        defer { index += 1 }
        return Int(bytes[index] - UInt8(ascii: "0"))
    }

    /// At least `minDigits` digits (more are allowed: years past 9999).
    mutating func number(minDigits: Int) -> Int? {
        let start = index
        var value = 0
        while let d = digit() {
            value = value * 10 + d
            if index - start > 9 { return nil }
        }
        return index - start >= minDigits ? value : nil
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
