import Core
import Domain
import Glibc
import QuadAPIModels
internal import CMicroHTTPD

/// The C callbacks handed to libmicrohttpd. Each one receives the ``ServerCore`` as its closure pointer
/// (unretained; the server keeps the core alive until the daemon has stopped).
enum MHDCallbacks {
    typealias URILog = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) -> UnsafeMutableRawPointer?
    typealias Unescape = @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int

    static func core(_ pointer: UnsafeMutableRawPointer) -> ServerCore {
        Unmanaged<ServerCore>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Every request: see ``ServerCore/access(_:url:method:version:uploadData:uploadSize:slot:)``.
    static let access: MHD_AccessHandlerCallback = { context, connection, url, method, version, uploadData, uploadSize, slot in
        guard let context, let connection, let uploadSize, let slot else { return .NO }
        return MHDCallbacks.core(context).access(connection, url: url, method: method, version: version,
                                                 uploadData: uploadData, uploadSize: uploadSize, slot: slot)
    }

    /// The request line arrived: keep the raw target (with its query) and make the per-request state.
    static let uriLog: URILog = { context, uri, connection in
        guard let context, let connection else { return nil }
        return MHDCallbacks.core(context).beginRequest(connection, target: uri, fromLog: true)
    }

    /// libmicrohttpd finished the request line (it calls this to unescape the path and each query argument; the
    /// server decodes its own copy of the target, so nothing is changed here).
    static let unescape: Unescape = { context, connection, text in
        guard let text else { return 0 }
        if let context, let connection { MHDCallbacks.core(context).requestLineParsed(connection) }
        return strlen(text)
    }

    /// The request finished (sent, failed or timed out): it ends.
    static let completed: MHD_RequestCompletedCallback = { context, connection, slot, _ in
        guard let context, let slot, let pointer = slot.pointee else { return }
        slot.pointee = nil
        MHDCallbacks.core(context).endRequest(connection, pointer)
    }

    /// Connections opening and closing: the per-connection state, the connection limits.
    static let connection: MHD_NotifyConnectionCallback = { context, connection, socketContext, code in
        guard let context, let socketContext else { return }
        switch code {
        case .CONNECTION_NOTIFY_STARTED:
            guard let connection else { return }
            MHDCallbacks.core(context).connectionOpened(connection, socketContext: socketContext)
        case .CONNECTION_NOTIFY_CLOSED:
            MHDCallbacks.core(context).connectionClosed(connection, socketContext: socketContext)
        @unknown default: break
        }
    }

    /// A new connection is kept only under the limits; otherwise libmicrohttpd closes it at once.
    static let acceptPolicy: MHD_AcceptPolicyCallback = { context, address, _ in
        guard let context else { return .YES }
        return MHDCallbacks.core(context).admitConnection(address) ? .YES : .NO
    }

    /// libmicrohttpd's own diagnostics, as warning lines (and a chance to answer a refusal it would answer badly).
    static let errorLog: MHD_LogCallback = { context, format, arguments in
        guard let context, let format, let arguments else { return }
        var buffer = [CChar](repeating: 0, count: 512)
        _ = vsnprintf(&buffer, buffer.count, format, arguments)
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let core = MHDCallbacks.core(context)
        core.logger.warning("libmicrohttpd", ["detail": .string(text.trimmingSpaces().description)])
        core.libraryLogged(text)
    }
}
