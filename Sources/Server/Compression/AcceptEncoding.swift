/// A content coding the server can send.
enum ContentCoding: Int, Sendable, CaseIterable {
    case identity, gzip, br

    /// The `Content-Encoding` value (nil for identity).
    var headerValue: String? {
        switch self {
        case .identity: nil
        case .gzip: "gzip"
        case .br: "br"
        }
    }
}

/// Reading `Accept-Encoding` (RFC 9110 §12.5.3) straight from its bytes, without allocating.
///
/// A coding listed by name takes its q-value (1 when none is given); one not listed takes the `*` member's; `gzip`
/// and `x-gzip` are the same coding. Identity is acceptable unless it is refused by name (`identity;q=0`) or by a
/// `*;q=0` that does not name it. A missing header means identity only (what clients that send none expect).
struct AcceptEncoding {
    private var listed: [Double?] = [nil, nil, nil]
    private var wildcard: Double?

    init(_ header: String?) {
        guard var header else { return }
        let parsed = header.withUTF8 { AcceptEncoding(bytes: $0) }
        self = parsed
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
            member(bytes, start, end)
            start = end + 1
        }
    }

    /// How much the client wants `coding`: 0 (not acceptable) to 1.
    func quality(_ coding: ContentCoding) -> Double {
        if let q = listed[coding.rawValue] { return q }
        if coding == .identity { return wildcard == 0 ? 0 : 1 }
        return wildcard ?? 0
    }

    /// The coding to send among `available` (identity is always available): the highest q-value, br before gzip
    /// before identity on a tie. Identity competes with the q-value it is given by name or by `*`; unnamed, it is
    /// the fallback, and the answer when the client refuses everything (the server does not answer 406).
    func preferred(among available: (gzip: Bool, br: Bool)) -> ContentCoding {
        var best = ContentCoding.identity
        var bestQuality = listed[ContentCoding.identity.rawValue] ?? wildcard ?? 0
        if available.gzip, quality(.gzip) > 0, quality(.gzip) >= bestQuality { best = .gzip; bestQuality = quality(.gzip) }
        if available.br, quality(.br) > 0, quality(.br) >= bestQuality { best = .br }
        return best
    }

    /// Whether the header lets us answer with gzip (q > 0 by name, or by `*` when gzip is not listed).
    static func allowsGzip(_ header: String?) -> Bool { AcceptEncoding(header).quality(.gzip) > 0 }

    private mutating func member(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        var cursor = start
        func skipSpace() { while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 } }
        skipSpace()
        let nameStart = cursor
        while cursor < end, bytes[cursor] != UInt8(ascii: ";"), bytes[cursor] != 0x20, bytes[cursor] != 0x09 { cursor += 1 }
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<cursor])
        var quality = 1.0
        while cursor < end {
            while cursor < end, bytes[cursor] != UInt8(ascii: ";") { cursor += 1 }
            guard cursor < end else { break }
            cursor += 1
            skipSpace()
            if cursor + 1 < end, bytes[cursor] | 0x20 == UInt8(ascii: "q"), bytes[cursor + 1] == UInt8(ascii: "=") {
                cursor += 2
                quality = Self.qvalue(bytes, &cursor, end)
            }
        }
        if Self.equals(name, "br") {
            listed[ContentCoding.br.rawValue] = quality
        } else if Self.equals(name, "gzip") || Self.equals(name, "x-gzip") {
            listed[ContentCoding.gzip.rawValue] = quality
        } else if Self.equals(name, "identity") {
            listed[ContentCoding.identity.rawValue] = quality
        } else if Self.equals(name, "*") {
            wildcard = quality
        }
    }

    /// `0`, `0.5`, `1.000` …: a malformed value counts as 0 (not acceptable).
    private static func qvalue(_ bytes: UnsafeBufferPointer<UInt8>, _ cursor: inout Int, _ end: Int) -> Double {
        guard cursor < end, bytes[cursor] == UInt8(ascii: "0") || bytes[cursor] == UInt8(ascii: "1") else { return 0 }
        var value = Double(bytes[cursor] - UInt8(ascii: "0"))
        cursor += 1
        if cursor < end, bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
            var scale = 0.1
            while cursor < end, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
                value += Double(bytes[cursor] - UInt8(ascii: "0")) * scale
                scale /= 10
                cursor += 1
            }
        }
        return min(value, 1)
    }

    /// ASCII case-insensitive comparison with a lower-case literal.
    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for index in 0..<bytes.count where bytes[index] | 0x20 != expected[index] && bytes[index] != expected[index] {
            return false
        }
        return true
    }
}
