internal import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#endif

/// Turns ``Response`` values into libmicrohttpd responses.
enum MHDResponseBuilder {
    /// Header names libmicrohttpd writes itself.
    private static let managedByServer: Set<String> = ["content-length", "transfer-encoding", "date"]

    /// A libmicrohttpd response with `headers` (minus those in `omitting`, lower-case names) and a copy of `body`.
    /// A body `kept` in the response cache from ``SealedBodyFile/threshold`` bytes on is a sealed memory file that
    /// libmicrohttpd sends with `sendfile(2)`; otherwise (and whenever no file can be made) a buffer.
    static func make(headers: HTTPHeaders, body: [UInt8], omitting: Set<String> = [], kept: Bool = false) -> MHDResponse? {
        var sendsFile = false
        let created: OpaquePointer? = body.withUnsafeBytes { bytes in
            var placeholder: UInt8 = 0
            if bytes.isEmpty {
                return MHD_create_response_from_buffer(0, &placeholder, .RESPMEM_MUST_COPY)
            }
            if kept, let fd = SealedBodyFile.make(bytes) {
                // libmicrohttpd owns the descriptor from here and closes it when the response goes.
                if let response = MHD_create_response_from_fd(bytes.count, fd) {
                    sendsFile = true
                    return response
                }
                close(fd)
                SealedBodyFile.released()
            }
            return MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                                                   .RESPMEM_MUST_COPY)
        }
        guard let created else { return nil }
        let response = MHDResponse(created, sendsFile: sendsFile)
        for field in headers {
            let lowered = field.name.lowercased()
            if managedByServer.contains(lowered) || omitting.contains(lowered) { continue }
            guard isHeaderSafe(field.name), isHeaderSafe(field.value) else { continue }
            _ = MHD_add_response_header(created, field.name, field.value)
        }
        return response
    }

    /// A header name or value must not carry line breaks or NUL (no response splitting).
    private static func isHeaderSafe(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0 || $0 == 0x0A || $0 == 0x0D }
    }
}
