import CCurl
import Domain
import Dispatch
import Foundation
import Synchronization

/// One libcurl transfer (an HTTP request, an SMTP submission), described as plain values and run on a dispatch queue
/// so the blocking `curl_easy_perform` never holds a thread of the cooperative pool.
///
/// ```swift
/// var transfer = CurlTransfer(url: "https://cdn.example/purge", protocols: "http,https")
/// transfer.method = "POST"
/// transfer.headers = ["Content-Type: application/json"]
/// transfer.body = Data(#"{"purge_everything":true}"#.utf8)
/// let result = try await transfer.perform()   // result.status, result.body
/// ```
///
/// Signals are off (`CURLOPT_NOSIGNAL`), redirects are not followed, and only the listed protocols are allowed.
struct CurlTransfer: Sendable {
    /// The URL (`https://…`, `smtp://…`).
    var url: String
    /// Protocols libcurl may use for it, comma-separated (`http,https`, `smtp,smtps`).
    var protocols: String
    /// A custom request method (`POST`, `PURGE`); nil: GET, or the protocol's own.
    var method: String?
    /// Header lines (`Name: value`) for HTTP.
    var headers: [String] = []
    /// The request body (HTTP) or the message (SMTP, sent with upload).
    var body: Data?
    /// Whether the body is uploaded with the read callback (SMTP DATA) instead of as an HTTP POST field.
    var upload = false
    /// Limits: connecting, and the whole transfer.
    var connectTimeout: Duration = .seconds(10)
    var timeout: Duration = .seconds(30)
    /// PEM file of trusted certificate authorities; nil: the system's.
    var caFile: String?
    /// `CURLOPT_USE_SSL`: for SMTP, whether STARTTLS is required (`CURLUSESSL_ALL`) or never tried (`CURLUSESSL_NONE`).
    var requireTLS: Bool?
    var username: String?
    var password: String?
    /// SMTP envelope.
    var mailFrom: String?
    var mailRecipients: [String] = []
    /// At most this much of the response body is kept.
    var maxResponseBytes = 64 * 1024

    init(url: String, protocols: String) {
        self.url = url
        self.protocols = protocols
    }

    /// What a finished transfer returned.
    struct Result: Sendable {
        /// The HTTP status, or the last SMTP reply code.
        var status: Int
        var body: Data
    }

    /// A transfer that did not complete: libcurl's code and message, and the last reply code (HTTP status or SMTP
    /// reply) when the server gave one.
    struct Failure: Error, Sendable, CustomStringConvertible {
        var code: Int
        var message: String
        var status: Int

        var description: String {
            "\(message) (curl \(code)" + (status > 0 ? ", reply \(status))" : ")")
        }

        /// The server could not be reached or the connection broke: trying again later may work.
        var isNetwork: Bool {
            [CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT, CURLE_OPERATION_TIMEDOUT, CURLE_SEND_ERROR,
             CURLE_RECV_ERROR, CURLE_GOT_NOTHING].map { Int($0.rawValue) }.contains(code)
        }
    }

    private static let queue = DispatchQueue(label: "quad.curl", attributes: .concurrent)
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// Runs the transfer; throws a ``Failure`` when libcurl reports an error.
    func perform() async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Self.queue.async {
                continuation.resume(with: Swift.Result { try self.performBlocking() })
            }
        }
    }

    private func performBlocking() throws -> Result {
        guard Self.initialized, let handle = curl_easy_init() else {
            throw Failure(code: -1, message: "libcurl could not be initialised", status: 0)
        }
        defer { curl_easy_cleanup(handle) }
        let buffers = Buffers(upload: body ?? Data(), limit: maxResponseBytes)
        let context = Unmanaged.passRetained(buffers)
        defer { context.release() }
        var lists: [UnsafeMutablePointer<curl_slist>?] = []
        defer { lists.forEach { curl_slist_free_all($0) } }
        var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)

        let code: CURLcode = errorBuffer.withUnsafeMutableBufferPointer { errorPointer in
            func long(_ option: CURLoption, _ value: Int) { _ = quad_curl_setopt_long(handle, option, value) }
            func string(_ option: CURLoption, _ value: String?) {
                guard let value else { return }
                _ = value.withCString { quad_curl_setopt_string(handle, option, $0) }
            }
            func list(_ option: CURLoption, _ values: [String]) {
                guard !values.isEmpty else { return }
                var list: UnsafeMutablePointer<curl_slist>?
                for value in values { list = curl_slist_append(list, value) }
                lists.append(list)
                _ = quad_curl_setopt_slist(handle, option, list)
            }
            string(CURLOPT_URL, url)
            string(CURLOPT_PROTOCOLS_STR, protocols)
            long(CURLOPT_NOSIGNAL, 1)
            long(CURLOPT_FOLLOWLOCATION, 0)
            long(CURLOPT_CONNECTTIMEOUT_MS, Int(connectTimeout.milliseconds))
            long(CURLOPT_TIMEOUT_MS, Int(timeout.milliseconds))
            _ = quad_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorPointer.baseAddress)
            string(CURLOPT_CAINFO, caFile)
            if let requireTLS { long(CURLOPT_USE_SSL, Int(requireTLS ? CURLUSESSL_ALL.rawValue : CURLUSESSL_NONE.rawValue)) }
            string(CURLOPT_USERNAME, username)
            string(CURLOPT_PASSWORD, password)
            string(CURLOPT_MAIL_FROM, mailFrom.map { "<\($0)>" })
            list(CURLOPT_MAIL_RCPT, mailRecipients.map { "<\($0)>" })
            list(CURLOPT_HTTPHEADER, headers)
            string(CURLOPT_CUSTOMREQUEST, method)
            _ = quad_curl_setopt_write_function(handle, { data, size, count, context in
                guard let data, let context else { return 0 }
                return Unmanaged<Buffers>.fromOpaque(context).takeUnretainedValue().append(data, size * count)
            })
            _ = quad_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context.toOpaque())
            if let body {
                if upload {
                    long(CURLOPT_UPLOAD, 1)
                    _ = quad_curl_setopt_off_t(handle, CURLOPT_INFILESIZE_LARGE, curl_off_t(body.count))
                    _ = quad_curl_setopt_read_function(handle, { data, size, count, context in
                        guard let data, let context else { return 0 }
                        return Unmanaged<Buffers>.fromOpaque(context).takeUnretainedValue().read(into: data, size * count)
                    })
                    _ = quad_curl_setopt_pointer(handle, CURLOPT_READDATA, context.toOpaque())
                } else {
                    long(CURLOPT_POST, 1)
                    _ = quad_curl_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
                    _ = buffers.upload.withUnsafeBytes { bytes in
                        quad_curl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
                    }
                }
            }
            return curl_easy_perform(handle)
        }
        var status = 0
        _ = quad_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        guard code == CURLE_OK else {
            let detail = String(decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let message = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
            throw Failure(code: Int(code.rawValue), message: message, status: status)
        }
        return Result(status: status, body: buffers.received)
    }

    /// The bytes going out and coming in, reached from libcurl's callbacks on the transfer's thread only.
    private final class Buffers: @unchecked Sendable {
        let upload: Data
        private var offset = 0
        private(set) var received = Data()
        private let limit: Int

        init(upload: Data, limit: Int) {
            self.upload = upload
            self.limit = limit
        }

        func append(_ data: UnsafeMutablePointer<CChar>, _ count: Int) -> Int {
            let room = max(0, limit - received.count)
            if room > 0 { received.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: min(room, count)) }
            return count
        }

        func read(into buffer: UnsafeMutablePointer<CChar>, _ capacity: Int) -> Int {
            let count = min(capacity, upload.count - offset)
            guard count > 0 else { return 0 }
            upload.withUnsafeBytes { bytes in
                UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + offset, byteCount: count)
            }
            offset += count
            return count
        }
    }
}
