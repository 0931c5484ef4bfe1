import Foundation
import QuadAPIModels
import Synchronization

/// Log lines kept per thread and written by one writer thread, so the thread that logs never waits on the
/// file descriptor: a slow reader of standard error stalls only the writer.
///
/// Each thread appends whole lines to its own buffer (its own lock, so threads do not contend). The writer swaps
/// every buffer out at least every ``flushInterval``, or sooner when one passes ``flushBytes``, and writes what it
/// took. A buffer holds at most ``capacity`` bytes: a line that does not fit is dropped and counted, and the writer
/// reports the count in a line of its own. ``flush()`` writes everything kept now (shutdown, tests).
final class ThreadLineBuffers: Sendable {
    /// Most bytes one thread keeps before lines are dropped. 1 MiB.
    let capacity: Int
    /// A buffer this full wakes the writer. 64 KiB.
    let flushBytes: Int
    /// The longest a line waits for the writer. 100 ms.
    let flushInterval: Duration
    private let descriptor: Int32

    final class Buffer: Sendable {
        struct State {
            var bytes: [UInt8] = []
            var dropped = 0
        }

        let state = Mutex(State())
    }

    private let buffers = Mutex<[Buffer]>([])
    /// Held while writing, so two flushes never interleave their bytes.
    private let writing = Mutex(())
    private let wake = DispatchSemaphore(value: 0)
    private let writerStarted = Atomic<Bool>(false)
    private let key: pthread_key_t

    init(descriptor: Int32, capacity: Int = 1 << 20, flushBytes: Int = 64 << 10, flushInterval: Duration = .milliseconds(100)) {
        self.descriptor = descriptor
        self.capacity = capacity
        self.flushBytes = flushBytes
        self.flushInterval = flushInterval
        var key = pthread_key_t()
        // The thread's retained reference is released when the thread ends; the writer still holds the buffer.
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<Buffer>.fromOpaque(pointer).release() }
        }
        self.key = key
    }

    /// Appends one line (without its newline) to the calling thread's buffer; `fill` writes the line's bytes.
    func append(_ fill: (inout [UInt8]) -> Void) {
        startWriterIfNeeded()
        let buffer = currentBuffer()
        let (full, wakeWriter) = buffer.state.withLock { state -> (Bool, Bool) in
            let before = state.bytes.count
            if state.bytes.capacity == 0 { state.bytes.reserveCapacity(flushBytes * 2) }
            fill(&state.bytes)
            state.bytes.append(UInt8(ascii: "\n"))
            if state.bytes.count > capacity {
                state.bytes.removeSubrange(before...)
                state.dropped += 1
                return (true, true)
            }
            return (false, state.bytes.count >= flushBytes && before < flushBytes)
        }
        _ = full
        if wakeWriter { wake.signal() }
    }

    /// Writes every line kept so far, on the calling thread.
    func flush() {
        let all = buffers.withLock { $0 }
        writing.withLock { _ in
            for buffer in all {
                var taken: [UInt8] = []
                taken.reserveCapacity(flushBytes * 2)
                let dropped = buffer.state.withLock { state -> Int in
                    swap(&state.bytes, &taken)
                    defer { state.dropped = 0 }
                    return state.dropped
                }
                write(taken)
                if dropped > 0 {
                    var line: [UInt8] = []
                    line.append(contentsOf: #"{"level":"warning","msg":"log lines dropped: the log output is too slow","dropped":"#.utf8)
                    JSONBytes.appendInteger(dropped, to: &line)
                    line.append(contentsOf: "}\n".utf8)
                    write(line)
                }
            }
        }
    }

    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return  // a closed or failing descriptor: the lines are lost, the logging threads go on
                }
            }
        }
    }

    private func currentBuffer() -> Buffer {
        if let pointer = pthread_getspecific(key) { return Unmanaged<Buffer>.fromOpaque(pointer).takeUnretainedValue() }
        let buffer = Buffer()
        buffers.withLock { $0.append(buffer) }
        pthread_setspecific(key, Unmanaged.passRetained(buffer).toOpaque())
        return buffer
    }

    private func startWriterIfNeeded() {
        guard !writerStarted.load(ordering: .relaxed),
              writerStarted.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
        else { return }
        let interval = flushInterval.components
        let nanoseconds = Int(interval.seconds) * 1_000_000_000 + Int(interval.attoseconds / 1_000_000_000)
        Thread.detachNewThread { [self] in
            while true {
                _ = wake.wait(timeout: .now() + .nanoseconds(nanoseconds))
                flush()
            }
        }
    }
}
