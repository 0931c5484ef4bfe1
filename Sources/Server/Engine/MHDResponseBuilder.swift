internal import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#endif

/// Turns ``Response`` values into libmicrohttpd responses.
enum MHDResponseBuilder {
    /// Header names libmicrohttpd writes itself.
    private static let managedByServer: Set<String> = ["content-length", "transfer-encoding", "date"]

    /// A libmicrohttpd response with `headers` (minus those in `omitting`, lower-case names) and a copy of `body`,
    /// for one answer.
    static func make(headers: HTTPHeaders, body: [UInt8], omitting: Set<String> = []) -> MHDResponse? {
        let created: OpaquePointer? = body.withUnsafeBytes { bytes in
            var placeholder: UInt8 = 0
            if bytes.isEmpty {
                return MHD_create_response_from_buffer(0, &placeholder, .RESPMEM_MUST_COPY)
            }
            return MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                                                   .RESPMEM_MUST_COPY)
        }
        guard let created else { return nil }
        addHeaders(headers, omitting: omitting, to: created)
        return MHDResponse(copies: [created])
    }

    /// A response kept in the response cache: one copy per lane (``WorkerLanes``) with the same head, all sending one
    /// body. A body from ``SealedBodyFile/threshold`` bytes on is a sealed memory file that libmicrohttpd sends with
    /// `sendfile(2)` (each copy holds its own descriptor of it); otherwise, and whenever no file can be made, one
    /// buffer the copies share, freed with the last of them.
    static func keep(headers: HTTPHeaders, body: [UInt8], omitting: Set<String> = [], lanes: Int) -> MHDResponse? {
        let wanted = max(1, lanes)
        var copies: [OpaquePointer] = []
        var files = 0
        body.withUnsafeBytes { bytes in
            if let first = SealedBodyFile.make(bytes) {
                var fd: Int32? = first
                while let descriptor = fd {
                    // libmicrohttpd owns the descriptor from here and closes it when the copy goes.
                    guard let copy = MHD_create_response_from_fd(bytes.count, descriptor) else {
                        close(descriptor)
                        SealedBodyFile.released(1)
                        break
                    }
                    copies.append(copy)
                    fd = copies.count < wanted ? SealedBodyFile.duplicate(descriptor) : nil
                }
                files = copies.count
            }
            if copies.isEmpty {
                let shared = SharedBody(bytes)
                for _ in 0..<wanted {
                    let retained = Unmanaged.passRetained(shared).toOpaque()
                    guard let copy = MHD_create_response_from_buffer_with_free_callback_cls(
                        bytes.count, shared.bytes, { Unmanaged<SharedBody>.fromOpaque($0!).release() }, retained)
                    else {
                        Unmanaged<SharedBody>.fromOpaque(retained).release()
                        break
                    }
                    copies.append(copy)
                }
            }
        }
        guard !copies.isEmpty else { return nil }
        for copy in copies { addHeaders(headers, omitting: omitting, to: copy) }
        return MHDResponse(copies: copies, files: files)
    }

    private static func addHeaders(_ headers: HTTPHeaders, omitting: Set<String>, to response: OpaquePointer) {
        for field in headers {
            let lowered = field.name.lowercased()
            if managedByServer.contains(lowered) || omitting.contains(lowered) { continue }
            guard isHeaderSafe(field.name), isHeaderSafe(field.value) else { continue }
            _ = MHD_add_response_header(response, field.name, field.value)
        }
    }

    /// A header name or value must not carry line breaks or NUL (no response splitting).
    private static func isHeaderSafe(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0 || $0 == 0x0A || $0 == 0x0D }
    }
}

/// One copy of a kept body that several libmicrohttpd responses send; each response holds a retain, given back by
/// libmicrohttpd's free callback when that response is destroyed.
private final class SharedBody {
    let bytes: UnsafeMutableRawPointer

    init(_ body: UnsafeRawBufferPointer) {
        bytes = .allocate(byteCount: max(1, body.count), alignment: 16)
        if let base = body.baseAddress { bytes.copyMemory(from: base, byteCount: body.count) }
    }

    deinit { bytes.deallocate() }
}
