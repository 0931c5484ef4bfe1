internal import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A cached body kept in a sealed memory file (`memfd_create`), so libmicrohttpd sends it with `sendfile(2)`: the
/// kernel takes the pages it already holds instead of copying the body out of our memory on every hit, as nginx
/// does with `sendfile on` for a file in the page cache. A body keeps its bytes in one place either way (the memory
/// file replaces the copy libmicrohttpd made of the buffer).
///
/// Only bodies of ``threshold`` bytes or more, and at most ``limit`` files at once: each holds a file descriptor, and
/// the descriptors a server may open are shared with its connections. When either rule says no, or the kernel
/// refuses, the body stays an in-memory buffer; nothing else changes.
enum SealedBodyFile {
    /// Bodies from this size on are kept in a file: 32 KiB. Below it the copy costs less than the extra system call
    /// (libmicrohttpd sends the head, then the file).
    static let threshold = 32 << 10

    /// Descriptors of such files open at most: a quarter of the soft open-file limit, and no more than 8,192.
    static let limit: Int = {
        var limits = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return 0 }
        return Int(min(UInt64(limits.rlim_cur) / 4, 8_192))
    }()

    /// Descriptors open now (one per live response copy made from one).
    private static let openFiles = Atomic<Int>(0)

    /// How many descriptors of kept bodies are open now.
    static var count: Int { openFiles.load(ordering: .relaxed) }

    /// A descriptor of a new memory file holding `body`, sealed against any change, or nil (too small, too many
    /// files open, or the kernel refused). The caller owns the descriptor and calls ``released(_:)`` once it is closed.
    static func make(_ body: UnsafeRawBufferPointer) -> Int32? {
        guard body.count >= threshold, reserve() else { return nil }
        let fd = quad_sealed_body_file(body.baseAddress, body.count)
        guard fd >= 0 else {
            released(1)
            return nil
        }
        return fd
    }

    /// A second descriptor (close-on-exec) of the file `fd`, for another response copy sending the same body; nil when
    /// too many are open or the kernel refused. The caller owns it and calls ``released(_:)`` once it is closed.
    static func duplicate(_ fd: Int32) -> Int32? {
        guard reserve() else { return nil }
        let copy = fcntl(fd, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else {
            released(1)
            return nil
        }
        return copy
    }

    /// Gives back the count of `descriptors` descriptors (their responses were destroyed, or never used).
    static func released(_ descriptors: Int) {
        openFiles.subtract(descriptors, ordering: .relaxed)
    }

    private static func reserve() -> Bool {
        if openFiles.wrappingAdd(1, ordering: .relaxed).newValue <= limit { return true }
        openFiles.subtract(1, ordering: .relaxed)
        return false
    }
}
