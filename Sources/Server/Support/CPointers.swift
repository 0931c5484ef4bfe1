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

/// An owned `struct MHD_Response *`, or several copies of one, destroyed when the last Swift reference goes.
///
/// Sendable because a built response is never changed again: libmicrohttpd reference-counts it under its own lock,
/// so it may be queued on many connections from many threads, and `MHD_destroy_response` only drops our reference
/// (connections still sending it keep theirs). A cached answer has one copy per worker lane (``WorkerLanes``), all
/// with the same head and one shared body: that lock is then only ever taken by one thread, where two workers
/// queueing one response contended for it on nearly every hit.
final class MHDResponse: @unchecked Sendable {
    /// The copies, at least one.
    private let copies: [OpaquePointer]
    /// How many of the copies send a ``SealedBodyFile`` descriptor (counted until the response is destroyed).
    let files: Int

    init(copies: [OpaquePointer], files: Int = 0) {
        precondition(!copies.isEmpty, "a response has at least one copy")
        self.copies = copies
        self.files = files
    }

    /// The first copy (the only one of an answer that is not kept).
    var pointer: OpaquePointer { copies[0] }

    /// The copy of the calling thread's lane.
    func pointer(in lanes: WorkerLanes) -> OpaquePointer {
        copies.count == 1 ? copies[0] : copies[lanes.current % copies.count]
    }

    deinit {
        for copy in copies { MHD_destroy_response(copy) }
        if files > 0 { SealedBodyFile.released(files) }
    }
}

/// Numbers the threads that queue cached responses (libmicrohttpd's workers) 0, 1, 2, … in the order they first
/// ask, so each queues its own copy of a kept response (``MHDResponse/pointer(in:)``). Lock-free: a table of thread
/// ids claimed with compare-and-swap (`quad_thread_lane`); a thread past ``count`` shares a lane.
///
/// Sendable because the table is only read and written with atomic operations.
final class WorkerLanes: @unchecked Sendable {
    /// Lanes, one per worker thread.
    let count: Int
    private let table: UnsafeMutablePointer<UInt>

    init(count: Int) {
        self.count = max(1, count)
        table = .allocate(capacity: self.count)
        table.initialize(repeating: 0, count: self.count)
    }

    deinit { table.deallocate() }

    /// The calling thread's lane, in `0..<count`.
    var current: Int { Int(quad_thread_lane(table, UInt32(count))) }
}
