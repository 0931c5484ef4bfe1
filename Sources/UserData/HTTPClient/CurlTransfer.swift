internal import CCurl
import Core
import Dispatch
import Domain
import Foundation

/// One libcurl transfer, described as plain values: an HTTP request (``HTTPClient`` builds these) or an SMTP
/// submission (envelope, STARTTLS, AUTH, the message uploaded as DATA). The blocking `curl_easy_perform` runs on a
/// Dispatch worker, never on a Swift concurrency thread; the caller awaits the result.
///
/// ```swift
/// var transfer = CurlTransfer(url: "smtp://127.0.0.1:2525", protocols: "smtp")
/// transfer.mailFrom = "quad@example.com"
/// transfer.mailRecipients = ["sam@example.com"]
/// transfer.body = Data("Subject: Hi\r\n\r\nHello\r\n".utf8)
/// transfer.upload = true
/// let result = try await transfer.perform()   // result.status: the last reply code (250)
/// ```
///
/// Always: signals off (`CURLOPT_NOSIGNAL`), redirects never followed, only the listed protocols, no
/// `Expect: 100-continue` round trip, certificates verified (against ``caFile`` when set).
struct CurlTransfer: Sendable {
    /// A transfer that did not finish; the same type ``HTTPClient`` throws.
    typealias Failure = HTTPClientError

    /// The URL (`https://…`, `smtp://…`, `smtps://…`).
    var url: String
    /// Protocols libcurl may use for it, comma-separated (`http,https`, `smtp,smtps`).
    var protocols: String
    /// The request method (`POST`, `PURGE`); nil: the protocol's own (GET, or a POST when there is a body; SMTP's
    /// commands). Never set one for SMTP: libcurl would send it as the command.
    var method: String?
    /// Header lines (`Name: value`) for HTTP; line breaks are removed.
    var headers: [String] = []
    /// The `User-Agent` for HTTP, unless ``headers`` has one.
    var userAgent: String?
    /// The request body (HTTP), or the message (SMTP, with ``upload``).
    var body: Data?
    /// Whether ``body`` is uploaded through the read callback (SMTP DATA, HTTP PUT upload) instead of sent as HTTP
    /// POST fields.
    var upload = false
    /// Limit on connecting (capped by ``timeout``). Default: 10 s.
    var connectTimeout: Duration = .seconds(10)
    /// Limit on the whole transfer. Default: 30 s.
    var timeout: Duration = .seconds(30)
    /// PEM file of trusted certificate authorities; nil: the system's.
    var caFile: String?
    /// `CURLOPT_USE_SSL`: true requires TLS (STARTTLS for SMTP), false never tries it, nil leaves libcurl's default.
    var requireTLS: Bool?
    var username: String?
    var password: String?
    /// The SMTP envelope (bare addresses; the angle brackets are added here).
    var mailFrom: String?
    var mailRecipients: [String] = []
    /// The longest response body accepted; a longer one fails with ``HTTPClientError/Kind/tooLarge``. Default: 1 MiB.
    var maxResponseBytes = 1 << 20

    init(url: String, protocols: String) {
        self.url = url
        self.protocols = protocols
    }

    /// What a finished transfer returned.
    struct Result: Sendable {
        /// The HTTP status, or the last SMTP reply code.
        var status: Int
        /// HTTP header names lower-cased, in the order received (of the last response when there were several).
        var headers: [(String, String)]
        var body: Data
    }

    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// Runs the transfer; throws a ``Failure`` when libcurl reports an error or the body is too long.
    func perform() async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Swift.Result { try self.performBlocking() })
            }
        }
    }

    private func performBlocking() throws -> Result {
        guard Self.initialized, let handle = curl_easy_init() else {
            throw Failure(kind: .transfer, code: -1, message: "libcurl could not start")
        }
        defer { curl_easy_cleanup(handle) }
        let sink = CurlSink(upload: upload ? body ?? Data() : Data(), limit: maxResponseBytes)
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        var lists: [UnsafeMutablePointer<curl_slist>?] = []
        defer { lists.forEach { curl_slist_free_all($0) } }

        var setup: [CURLcode] = []
        func long(_ option: CURLoption, _ value: Int) { setup.append(quad_curl_setopt_long(handle, option, value)) }
        func string(_ option: CURLoption, _ value: String?) {
            if let value { setup.append(quad_curl_setopt_string(handle, option, value)) }
        }
        func list(_ option: CURLoption, _ values: [String]) {
            guard !values.isEmpty else { return }
            var list: UnsafeMutablePointer<curl_slist>?
            for value in values { list = curl_slist_append(list, value) }
            lists.append(list)
            setup.append(quad_curl_setopt_slist(handle, option, list))
        }
        let total = max(1, Int(timeout.milliseconds))
        string(CURLOPT_URL, url)
        string(CURLOPT_PROTOCOLS_STR, protocols)
        long(CURLOPT_NOSIGNAL, 1)
        long(CURLOPT_FOLLOWLOCATION, 0)
        long(CURLOPT_TIMEOUT_MS, total)
        long(CURLOPT_CONNECTTIMEOUT_MS, min(total, max(1, Int(connectTimeout.milliseconds))))
        setup.append(quad_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, sink.errorBuffer))
        string(CURLOPT_CAINFO, caFile)
        if let requireTLS { long(CURLOPT_USE_SSL, Int(requireTLS ? CURLUSESSL_ALL.rawValue : CURLUSESSL_NONE.rawValue)) }
        string(CURLOPT_USERNAME, username)
        string(CURLOPT_PASSWORD, password)
        string(CURLOPT_MAIL_FROM, mailFrom.map { "<\($0)>" })
        list(CURLOPT_MAIL_RCPT, mailRecipients.map { "<\($0)>" })
        // By scalar: "\r\n" is one Character, which a Character filter would let through.
        var lines = headers.map { String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })) }
        if let userAgent, !lines.contains(where: { $0.lowercased().hasPrefix("user-agent:") }) {
            lines.append("User-Agent: \(userAgent)")
        }
        if protocols.contains("http") { lines.append("Expect:") }
        list(CURLOPT_HTTPHEADER, lines)
        string(CURLOPT_CUSTOMREQUEST, method)
        if method == "HEAD" { long(CURLOPT_NOBODY, 1) }
        setup.append(quad_curl_setopt_callback(handle, CURLOPT_WRITEFUNCTION, CurlSink.writeBody))
        setup.append(quad_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context.toOpaque()))
        setup.append(quad_curl_setopt_callback(handle, CURLOPT_HEADERFUNCTION, CurlSink.writeHeader))
        setup.append(quad_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context.toOpaque()))
        if let body {
            if upload {
                long(CURLOPT_UPLOAD, 1)
                setup.append(quad_curl_setopt_off_t(handle, CURLOPT_INFILESIZE_LARGE, curl_off_t(body.count)))
                setup.append(quad_curl_setopt_callback(handle, CURLOPT_READFUNCTION, CurlSink.readUpload))
                setup.append(quad_curl_setopt_pointer(handle, CURLOPT_READDATA, context.toOpaque()))
            } else {
                setup.append(quad_curl_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
                // COPYPOSTFIELDS copies the bytes, so nothing here has to outlive the call.
                let copied = body.isEmpty ? quad_curl_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, "")
                    : body.withUnsafeBytes { raw in
                        quad_curl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: raw.baseAddress!))
                    }
                setup.append(copied)
            }
        }
        if let failed = setup.first(where: { $0 != CURLE_OK }) {
            throw Failure(kind: .invalidRequest, code: Int(failed.rawValue), message: String(cString: curl_easy_strerror(failed)))
        }

        let code = curl_easy_perform(handle)
        var status = 0
        _ = quad_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        if sink.overflow {
            throw Failure(kind: .tooLarge, code: Int(code.rawValue), message: "the answer is longer than \(maxResponseBytes) bytes",
                          status: status)
        }
        guard code == CURLE_OK else {
            let detail = String(cString: sink.errorBuffer)
            throw Failure(kind: Failure.Kind(code, reply: status), code: Int(code.rawValue),
                          message: detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail, status: status)
        }
        return Result(status: status, headers: sink.headers, body: sink.body)
    }
}

extension HTTPClientError.Kind {
    /// The kind of a libcurl error code, given the server's last reply code: libcurl reports an SMTP command the
    /// server refused (`RCPT failed: 550`) as a send error, which is a refusal, not a broken connection.
    init(_ code: CURLcode, reply: Int) {
        switch code {
        case CURLE_SEND_ERROR where reply >= 400, CURLE_RECV_ERROR where reply >= 400: self = .transfer
        case CURLE_OPERATION_TIMEDOUT: self = .timeout
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_SSL_CONNECT_ERROR,
             CURLE_PEER_FAILED_VERIFICATION, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING:
            self = .connection
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL: self = .invalidRequest
        default: self = .transfer
        }
    }
}

/// What one transfer's callbacks read and collect; used only on that transfer's thread.
private final class CurlSink: @unchecked Sendable {
    let upload: Data
    let limit: Int
    var offset = 0
    var body = Data()
    var headers: [(String, String)] = []
    var overflow = false
    /// libcurl's `CURLOPT_ERRORBUFFER`: its own words for the failure.
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    init(upload: Data, limit: Int) {
        self.upload = upload
        self.limit = limit
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit { errorBuffer.deallocate() }

    static func from(_ context: UnsafeMutableRawPointer) -> CurlSink {
        Unmanaged<CurlSink>.fromOpaque(context).takeUnretainedValue()
    }

    static let writeBody: quad_curl_data_callback = { data, size, count, context in
        guard let context else { return 0 }
        let sink = from(context), n = size * count
        if sink.body.count + n > sink.limit {
            sink.overflow = true
            return 0
        }
        if let data, n > 0 { sink.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: n) }
        return n
    }

    /// Each HTTP header line arrives on its own; a new status line (after a 100 Continue, or the next response of a
    /// redirect libcurl did not follow) starts the list again. SMTP replies come here too and are not headers.
    static let writeHeader: quad_curl_data_callback = { data, size, count, context in
        guard let context else { return 0 }
        let sink = from(context), n = size * count
        guard let data, n > 0 else { return n }
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: n), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            sink.headers = []
        } else if let colon = line.firstIndex(of: ":"), !line.prefix(3).allSatisfy(\.isNumber) {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            sink.headers.append((name, value))
        }
        return n
    }

    static let readUpload: quad_curl_data_callback = { buffer, size, count, context in
        guard let buffer, let context else { return 0 }
        let sink = from(context)
        let n = min(size * count, sink.upload.count - sink.offset)
        guard n > 0 else { return 0 }
        sink.upload.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + sink.offset, byteCount: n)
        }
        sink.offset += n
        return n
    }
}
