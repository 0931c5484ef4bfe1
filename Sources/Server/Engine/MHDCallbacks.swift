import Domain
import Glibc
import QuadAPIModels
internal import CMicroHTTPD

/// The C callbacks handed to libmicrohttpd. Each one receives the ``ServerCore`` as its closure pointer
/// (unretained; the server keeps the core alive until the daemon has stopped).
enum MHDCallbacks {
    typealias URILog = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) -> UnsafeMutableRawPointer?

    static func core(_ pointer: UnsafeMutableRawPointer) -> ServerCore {
        Unmanaged<ServerCore>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Every request: see ``ServerCore/access(_:url:method:uploadData:uploadSize:slot:)``.
    static let access: MHD_AccessHandlerCallback = { context, connection, url, method, _, uploadData, uploadSize, slot in
        guard let context, let connection, let uploadSize, let slot else { return .NO }
        return MHDCallbacks.core(context).access(connection, url: url, method: method, uploadData: uploadData,
                                                 uploadSize: uploadSize, slot: slot)
    }

    /// The request line arrived: keep the raw target (with its query) and make the per-request state.
    static let uriLog: URILog = { context, uri, _ in
        guard let context else { return nil }
        return MHDCallbacks.core(context).beginRequest(target: uri.map { String(cString: $0) } ?? "/")
    }

    /// The request finished (sent, failed or timed out): release its state.
    static let completed: MHD_RequestCompletedCallback = { context, _, slot, _ in
        guard let context, let slot, let pointer = slot.pointee else { return }
        slot.pointee = nil
        MHDCallbacks.core(context).endRequest(pointer)
    }

    /// Connections opening and closing, for the global connection limit.
    static let connection: MHD_NotifyConnectionCallback = { context, _, _, code in
        guard let context else { return }
        switch code {
        case .CONNECTION_NOTIFY_STARTED: MHDCallbacks.core(context).connectionOpened()
        case .CONNECTION_NOTIFY_CLOSED: MHDCallbacks.core(context).connectionClosed()
        @unknown default: break
        }
    }

    /// A new connection is kept only under the limit; otherwise libmicrohttpd closes it at once.
    static let acceptPolicy: MHD_AcceptPolicyCallback = { context, _, _ in
        guard let context else { return .YES }
        return MHDCallbacks.core(context).admitConnection() ? .YES : .NO
    }

    /// libmicrohttpd's own diagnostics, as warning lines.
    static let errorLog: MHD_LogCallback = { context, format, arguments in
        guard let context, let format, let arguments else { return }
        var buffer = [CChar](repeating: 0, count: 512)
        _ = vsnprintf(&buffer, buffer.count, format, arguments)
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        MHDCallbacks.core(context).logger.warning("libmicrohttpd", ["detail": .string(text.trimmingSpaces().description)])
    }
}
