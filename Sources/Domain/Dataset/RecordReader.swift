/// Why the one-pass reader gave up on a record. The loader then decodes that record with Foundation's `JSONDecoder`,
/// whose answer (the value, or an error naming the coding path) is the one that counts.
struct RecordReadError: Error, Equatable {
    /// Byte offset inside the record.
    var offset: Int
    /// What the reader did not accept.
    var reason: String
}

/// A cursor over the UTF-8 bytes of one JSON value: the fast path for `schools.json` records.
///
/// It reads only a strict, common subset of JSON (plain UTF-8, no duplicate object keys, integers written without a
/// fraction, finite numbers, nesting up to ``maximumDepth``). ``read(_:from:)`` first checks every byte of the value
/// in one pass, including the values of keys nobody reads, and notes where each string, object and array ends;
/// reading then jumps over values instead of scanning them again. Anything outside that subset is a
/// ``RecordReadError``, never a guess, so the reader can only be stricter than `JSONDecoder`, never more lenient.
/// The bytes must outlive the reader.
struct RecordReader {
    /// The record's bytes.
    let bytes: UnsafeRawBufferPointer
    /// For each offset where a string, object or array starts: the offset just past its end, negated for a string
    /// with escapes. Filled by ``validate()``.
    let ends: UnsafeMutableBufferPointer<Int32>
    /// Offset of the next byte to read.
    var position: Int
    /// Where long strings and object keys are shared with equal ones read before; nil keeps every string as read.
    let strings: StringInterner?

    init(bytes: UnsafeRawBufferPointer, ends: UnsafeMutableBufferPointer<Int32>, position: Int, strings: StringInterner? = nil) {
        self.bytes = bytes
        self.ends = ends
        self.position = position
        self.strings = strings
    }

    /// Deeper nesting than this is left to `JSONDecoder`.
    static let maximumDepth = 256

    // MARK: Reading values

    /// Checks that the bytes hold one JSON value of the accepted subset, then reads it as `type`.
    ///
    /// - Parameter strings: shares long strings with equal ones read before (see ``StringInterner``).
    static func read<T: RecordDecodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer, strings: StringInterner? = nil)
        throws(RecordReadError) -> T
    {
        guard bytes.count < Int(Int32.max) else { throw RecordReadError(offset: 0, reason: "record too large") }
        let ends = UnsafeMutableBufferPointer<Int32>.allocate(capacity: bytes.count + 1)
        ends.initialize(repeating: 0)
        defer { ends.deallocate() }
        var reader = RecordReader(bytes: bytes, ends: ends, position: 0, strings: strings)
        try reader.validate()
        reader.skipSpace()
        guard reader.position == bytes.count else { throw reader.failure("data after the end of the value") }
        reader.position = 0
        return try T(record: &reader)
    }

    /// Reads `null` when it is next (returning true) and leaves the cursor alone otherwise.
    mutating func readNull() throws(RecordReadError) -> Bool {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "n") else { return false }
        try expectWord("null")
        return true
    }

    mutating func readBool() throws(RecordReadError) -> Bool {
        skipSpace()
        guard position < bytes.count else { throw failure("expected true or false") }
        switch bytes[position] {
        case UInt8(ascii: "t"): try expectWord("true"); return true
        case UInt8(ascii: "f"): try expectWord("false"); return false
        default: throw failure("expected true or false")
        }
    }

    /// Reads a number as the nearest `Double` (the same rounding as `strtod`).
    mutating func readDouble() throws(RecordReadError) -> Double {
        let number = try scanNumber()
        if let exact = number.exactDouble { return exact }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[number.range]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("number out of range", at: number.range.lowerBound) }
        return value
    }

    /// Reads an integer written without fraction or exponent that fits in `Int`.
    mutating func readInt() throws(RecordReadError) -> Int {
        let number = try scanNumber()
        guard number.isInteger, let value = number.integer else {
            throw failure("not a plain integer", at: number.range.lowerBound)
        }
        return value
    }

    /// Reads a string, resolving escapes.
    mutating func readString() throws(RecordReadError) -> String {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a string") }
        let start = position + 1
        let mark = Int(ends[position])
        position = abs(mark)
        let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<(position - 1)])
        // `validate()` has checked that the text is UTF-8.
        let text = mark > 0 ? String(decoding: raw, as: UTF8.self) : try unescape(raw, at: start)
        return strings?.intern(text) ?? text
    }

    /// Reads an object's keys and where each value starts, jumping over the values.
    mutating func readObject() throws(RecordReadError) -> RecordObject {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { throw failure("expected an object") }
        let end = Int(ends[position])
        position += 1
        var fields: [RecordObject.Field] = []
        while true {
            skipSpace()
            if bytes[position] == UInt8(ascii: "}") { break }
            let keyEnd = Int(ends[position])
            guard keyEnd > 0 else { throw failure("escaped key") }
            let key = (position + 1)..<(keyEnd - 1)
            position = keyEnd
            skipSpace()
            position += 1 // the colon
            skipSpace()
            fields.append(RecordObject.Field(key: key, value: position))
            skipValue()
            skipSpace()
            if bytes[position] == UInt8(ascii: ",") { position += 1 }
        }
        position = end
        return RecordObject(bytes: bytes, ends: ends, fields: fields, strings: strings)
    }

    /// Reads an array, one element at a time.
    mutating func readArray<T>(_ element: (inout RecordReader) throws(RecordReadError) -> T) throws(RecordReadError) -> [T] {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { throw failure("expected an array") }
        let end = Int(ends[position])
        position += 1
        var values: [T] = []
        while true {
            skipSpace()
            if bytes[position] == UInt8(ascii: "]") { break }
            values.append(try element(&self))
            skipSpace()
            if bytes[position] == UInt8(ascii: ",") { position += 1 }
        }
        position = end
        return values
    }

    /// Passes over a value that ``validate()`` has checked: a jump for strings, objects and arrays, a short scan for
    /// numbers and literals.
    mutating func skipValue() {
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""):
            position = abs(Int(ends[position]))
        default:
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return
                default: position += 1
                }
            }
        }
    }

    // MARK: Pieces

    mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    func failure(_ reason: String, at offset: Int? = nil) -> RecordReadError {
        RecordReadError(offset: offset ?? position, reason: reason)
    }

    mutating func expectWord(_ word: StaticString) throws(RecordReadError) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw failure("invalid literal") }
        let letters = word.utf8Start
        for k in 0..<count where bytes[position + k] != letters[k] { throw failure("invalid literal") }
        position += count
    }

    /// The text of a string with escapes, from the bytes between its quotes.
    private func unescape(_ raw: UnsafeRawBufferPointer, at start: Int) throws(RecordReadError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var k = 0
        func hex4(_ at: Int) -> UInt32 {
            var v: UInt32 = 0
            for j in at..<(at + 4) { v = v << 4 | UInt32(Self.hexValue(raw[j]) ?? 0) }
            return v
        }
        while k < raw.count {
            let c = raw[k]
            guard c == UInt8(ascii: "\\") else { out.append(c); k += 1; continue }
            let e = raw[k + 1]
            k += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(k)
                k += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate must be followed by an escaped low one.
                    guard k + 6 <= raw.count, raw[k] == UInt8(ascii: "\\"), raw[k + 1] == UInt8(ascii: "u") else {
                        throw failure("unpaired surrogate", at: start + k)
                    }
                    let low = hex4(k + 2)
                    guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate", at: start + k) }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    k += 6
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw failure("unpaired surrogate", at: start + k) }
                out.append(contentsOf: Array(String(Character(unicode)).utf8))
            default: out.append(e)
            }
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw failure("text is not UTF-8", at: start) }
        return text
    }

    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A number's text, checked against JSON's grammar, with its digits gathered for the exact fast paths.
    struct ScannedNumber {
        var range: Range<Int>
        var negative: Bool
        /// All digits (integer then fraction) as one integer, when there are at most 18 of them.
        var mantissa: UInt64?
        var fractionDigits: Int
        var hasExponent: Bool

        var isInteger: Bool { fractionDigits == 0 && !hasExponent }

        /// The value when it is a plain integer that fits in `Int`.
        var integer: Int? {
            guard let mantissa, mantissa <= UInt64(Int.max) else { return nil }
            return negative ? -Int(mantissa) : Int(mantissa)
        }

        /// The value when it can be computed exactly from the digits: a mantissa below 2^53 divided by an exact
        /// power of ten is one correctly rounded operation, so it equals what `strtod` returns.
        var exactDouble: Double? {
            guard !hasExponent, let mantissa, mantissa < (1 << 53), fractionDigits < Self.powersOfTen.count else { return nil }
            let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }

        static let powersOfTen: [Double] = (0...22).map { p in (0..<p).reduce(1.0) { value, _ in value * 10 } }
    }

    mutating func scanNumber() throws(RecordReadError) -> ScannedNumber {
        skipSpace()
        let start = position
        var negative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { negative = true; position += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] &- UInt8(ascii: "0") < 10 }
        guard isDigit(position) else { throw failure("expected a value", at: start) }
        let leadingZero = bytes[position] == UInt8(ascii: "0")
        while isDigit(position) {
            if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0")) }
            digits += 1
            position += 1
        }
        if leadingZero, digits > 1 { throw failure("leading zero", at: start) }
        var fractionDigits = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { throw failure("no digits after '.'") }
            while isDigit(position) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0")) }
                digits += 1
                fractionDigits += 1
                position += 1
            }
        }
        var hasExponent = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            hasExponent = true
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard isDigit(position) else { throw failure("no digits in the exponent") }
            while isDigit(position) { position += 1 }
        }
        return ScannedNumber(range: start..<position, negative: negative, mantissa: digits <= 18 ? mantissa : nil,
                             fractionDigits: fractionDigits, hasExponent: hasExponent)
    }
}
