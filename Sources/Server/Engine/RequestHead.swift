import Core
import Domain

/// The checks every request head passes before its route sees it: framing (how long the body is), `Host`, the size
/// of the target and the headers, and a NUL byte in the target. Pure, so each rule is tested without a socket.
///
/// A refusal is answered at once with `Connection: close`: after a framing error the server cannot tell where the
/// next request would start, so it reads none (as nginx does).
enum RequestHead {
    /// How large a request head may be.
    struct Limits: Sendable, Hashable {
        /// Longest request target (path and query), in bytes; longer gets 414.
        var maxTargetBytes: Int
        /// Most bytes of header fields (each counted as name, value and four bytes of separators); more gets 431.
        var maxHeaderBytes: Int
        /// Most header fields; more gets 431.
        var maxHeaderCount: Int
    }

    /// What the checks need to know of the header fields: their number and size, how many `Host` fields, and every
    /// `Content-Length` and `Transfer-Encoding` value. The server fills it straight from libmicrohttpd's parsed
    /// headers without building them as strings (this runs for every request, cache hits included).
    struct Fields: Sendable, Hashable {
        var count = 0
        /// Name, value and four bytes of separators per field.
        var bytes = 0
        var hosts = 0
        var lengths: [String] = []
        var encodings: [String] = []

        init() {}

        init(_ headers: HTTPHeaders) {
            for field in headers { add(name: field.name, value: field.value) }
        }

        mutating func add(name: String, value: String) {
            count += 1
            bytes += name.utf8.count + value.utf8.count + 4
            if HTTPHeaders.sameName(name, "Host") { hosts += 1 }
            if HTTPHeaders.sameName(name, "Content-Length") { lengths.append(value) }
            if HTTPHeaders.sameName(name, "Transfer-Encoding") { encodings.append(value) }
        }
    }

    /// The refusal of a request head, or nil when it may go on.
    ///
    /// In order: a NUL byte, a space or a control character in the target (400), a target over the limit (414), headers over the limits (431), an
    /// HTTP/1.1 request without exactly one `Host` (400), and body framing (400): `Transfer-Encoding` other than
    /// a single `chunked`, `Transfer-Encoding` together with `Content-Length`, a `Content-Length` that is not
    /// digits, or two that disagree.
    static func refusal(version: String, target: String, targetHasNUL: Bool, headers: HTTPHeaders,
                        limits: Limits) -> APIError? {
        refusal(version: version, target: target, targetHasNUL: targetHasNUL, fields: Fields(headers), limits: limits)
    }

    static func refusal(version: String, target: String, targetHasNUL: Bool, fields: Fields, limits: Limits) -> APIError? {
        if targetHasNUL { return badRequest("The request target contains a NUL byte.") }
        if target.utf8.contains(where: { $0 < 0x21 || $0 == 0x7F }) {
            return badRequest("The request target contains a space or a control character.")
        }
        if target.utf8.count > limits.maxTargetBytes {
            return APIError(status: 414, code: "uri_too_long",
                            message: "The request URL is longer than \(limits.maxTargetBytes) bytes.")
        }
        if fields.bytes > limits.maxHeaderBytes || fields.count > limits.maxHeaderCount {
            return APIError(status: 431, code: "headers_too_large",
                            message: "The request headers are larger than this server accepts "
                                + "(\(limits.maxHeaderCount) fields, \(limits.maxHeaderBytes) bytes).")
        }
        if version == "HTTP/1.1" && fields.hosts == 0 { return badRequest("An HTTP/1.1 request needs a Host header.") }
        if fields.hosts > 1 { return badRequest("The request has more than one Host header.") }
        return framingRefusal(lengths: fields.lengths, encodings: fields.encodings)
    }

    /// The framing rules alone (RFC 9112 §6.1–6.3).
    static func framingRefusal(lengths: [String], encodings: [String]) -> APIError? {
        if !encodings.isEmpty {
            guard encodings.count == 1, encodings[0].trimmingSpaces().lowercased() == "chunked" else {
                return badRequest("The only Transfer-Encoding this server reads is a single chunked.")
            }
            if !lengths.isEmpty { return badRequest("A request may not carry both Transfer-Encoding and Content-Length.") }
            return nil
        }
        var length: UInt64?
        for value in lengths {
            let digits = value.trimmingSpaces()
            guard !digits.isEmpty, digits.utf8.count <= 19, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  let parsed = UInt64(digits) else {
                return badRequest("Content-Length must be a number of bytes.")
            }
            if let length, length != parsed { return badRequest("The request has two different Content-Length headers.") }
            length = parsed
        }
        return nil
    }

    private static func badRequest(_ message: String) -> APIError {
        APIError(status: 400, code: "bad_request", message: message)
    }

    /// The origin-form of a request target: an absolute-form target (`http://host/path?query`, which HTTP/1.1 servers
    /// must accept) loses its scheme and authority; anything else is returned as it is.
    static func originForm(_ target: String) -> String {
        let bytes = target.utf8
        let lowered = String(decoding: bytes.prefix(8).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        let schemeLength: Int
        if lowered.hasPrefix("http://") { schemeLength = 7 } else if lowered.hasPrefix("https://") { schemeLength = 8 } else {
            return target
        }
        let afterScheme = bytes.dropFirst(schemeLength)
        guard let end = afterScheme.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }) else { return "/" }
        let rest = String(decoding: bytes[end...], as: UTF8.self)
        return rest.hasPrefix("?") ? "/" + rest : rest
    }
}
