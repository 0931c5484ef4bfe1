internal import CMicroHTTPD

// The only `@unchecked Sendable` types of the module: thin wrappers around libmicrohttpd pointers, so they can
// cross from libmicrohttpd's threads into Swift tasks. None of them leaves the module.

/// A `struct MHD_Connection *`.
///
/// Sendable because the only calls made with it off libmicrohttpd's thread are `MHD_resume_connection`, which
/// libmicrohttpd allows from any thread, and only while the connection is suspended (so it is still alive).
struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// A `struct MHD_Daemon *`.
///
/// Sendable because it is only used under the server's lifecycle lock (quiesce, stop), which libmicrohttpd allows
/// from any thread.
struct DaemonHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// An owned `struct MHD_Response *`, destroyed when the last Swift reference goes.
///
/// Sendable because a built response is never changed again: libmicrohttpd reference-counts it under its own lock,
/// so it may be queued on many connections from many threads, and `MHD_destroy_response` only drops our reference
/// (connections still sending it keep theirs).
final class MHDResponse: @unchecked Sendable {
    let pointer: OpaquePointer
    /// Whether its body is a ``SealedBodyFile`` (counted until the response is destroyed).
    let sendsFile: Bool

    init(_ pointer: OpaquePointer, sendsFile: Bool = false) {
        self.pointer = pointer
        self.sendsFile = sendsFile
    }

    deinit {
        MHD_destroy_response(pointer)
        if sendsFile { SealedBodyFile.released() }
    }
}

