internal import CCurl
import Foundation

/// One blocking libcurl transfer (``HTTPClient`` runs it off the Swift concurrency threads).
enum CurlTransfer {
    /// `curl_global_init` once per process, before the first handle.
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// What the callbacks collect, owned by the one transfer that uses it.
    private final class Sink {
        let limit: Int
        var body: [UInt8] = []
        var headers: [(String, String)] = []
        var overflow = false

        init(limit: Int) { self.limit = limit }
    }

    static func perform(_ request: HTTPClientRequest, limit: Int, userAgent: String) throws -> HTTPClientResponse {
        guard initialized, let handle = curl_easy_init() else {
            throw HTTPClientError(kind: .transfer, message: "libcurl could not start")
        }
        defer { curl_easy_cleanup(handle) }
        let sink = Sink(limit: limit)
        let context = Unmanaged.passUnretained(sink).toOpaque()
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headerList) }
        var names: Set<String> = []
        for (name, value) in request.headers {
            let clean = "\(name): \(value)".filter { $0 != "\r" && $0 != "\n" }
            headerList = curl_slist_append(headerList, clean)
            names.insert(name.lowercased())
        }
        if !names.contains("user-agent") { headerList = curl_slist_append(headerList, "User-Agent: \(userAgent)") }
        // No "Expect: 100-continue" round trip before a body.
        headerList = curl_slist_append(headerList, "Expect:")

        let milliseconds = max(1, Int(request.timeout.components.seconds) * 1000
            + Int(request.timeout.components.attoseconds / 1_000_000_000_000_000))
        var setup: [CURLcode] = [
            quad_curl_setopt_string(handle, CURLOPT_URL, request.url),
            quad_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"),
            quad_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1),
            quad_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds),
            quad_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds),
            quad_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0),
            quad_curl_setopt_string(handle, CURLOPT_CUSTOMREQUEST, request.method),
            quad_curl_setopt_pointer(handle, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(headerList)),
            quad_curl_setopt_callback(handle, CURLOPT_WRITEFUNCTION, writeBody),
            quad_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context),
            quad_curl_setopt_callback(handle, CURLOPT_HEADERFUNCTION, writeHeader),
            quad_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context),
        ]
        if request.method == "HEAD" { setup.append(quad_curl_setopt_long(handle, CURLOPT_NOBODY, 1)) }
        if let body = request.body {
            setup.append(quad_curl_setopt_long(handle, CURLOPT_POSTFIELDSIZE, body.count))
            // COPYPOSTFIELDS copies the bytes, so nothing here has to outlive the call.
            if body.isEmpty {
                setup.append(quad_curl_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, ""))
            } else {
                setup.append(body.withUnsafeBytes { raw in
                    quad_curl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: raw.baseAddress!))
                })
            }
        }
        if let failed = setup.first(where: { $0 != CURLE_OK }) {
            throw HTTPClientError(kind: .invalidRequest, message: String(cString: curl_easy_strerror(failed)))
        }

        let code = withExtendedLifetime(sink) { curl_easy_perform(handle) }
        if sink.overflow { throw HTTPClientError(kind: .tooLarge, message: "the answer is longer than \(limit) bytes") }
        guard code == CURLE_OK else {
            let message = String(cString: curl_easy_strerror(code))
            switch code {
            case CURLE_OPERATION_TIMEDOUT: throw HTTPClientError(kind: .timeout, message: message)
            case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_SSL_CONNECT_ERROR,
                 CURLE_PEER_FAILED_VERIFICATION, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING:
                throw HTTPClientError(kind: .connection, message: message)
            case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL:
                throw HTTPClientError(kind: .invalidRequest, message: message)
            default: throw HTTPClientError(kind: .transfer, message: message)
            }
        }
        var status = 0
        _ = quad_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return HTTPClientResponse(status: status, headers: sink.headers, body: sink.body)
    }

    private static let writeBody: quad_curl_data_callback = { data, size, count, context in
        guard let context else { return 0 }
        let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
        let n = size * count
        if sink.body.count + n > sink.limit {
            sink.overflow = true
            return 0
        }
        if let data, n > 0 { sink.body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: n)) }
        return n
    }

    /// Each header line arrives on its own; a new status line (after a 100 Continue, or the next response of a
    /// redirect libcurl did not follow) starts the list again.
    private static let writeHeader: quad_curl_data_callback = { data, size, count, context in
        guard let context else { return 0 }
        let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
        let n = size * count
        guard let data, n > 0 else { return n }
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: n), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            sink.headers = []
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            sink.headers.append((name, value))
        }
        return n
    }
}
