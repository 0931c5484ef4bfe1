import Foundation
import Synchronization
@testable import Server
import Testing

/// A cached answer has one libmicrohttpd response per worker thread (issue 16: two workers queueing one response
/// took turns on its lock on nearly every hit). Each thread that asks gets its own lane and keeps it; the copies
/// share one body (a file's copies each hold their own descriptor of it).
struct KeptResponseCopiesTests {
    /// Runs `work` on `count` new threads at once and returns what each returned.
    private func onThreads<T: Sendable>(_ count: Int, _ work: @escaping @Sendable () -> T) -> [T] {
        let results = ResultsBox<T>()
        let started = DispatchGroup()
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for _ in 0..<count {
            started.enter()
            done.enter()
            Thread {
                started.leave()
                gate.wait()   // all threads alive at once, so none can reuse another's id
                results.append(work())
                done.leave()
            }.start()
        }
        started.wait()
        for _ in 0..<count { gate.signal() }
        done.wait()
        return results.values
    }

    @Test func eachThreadGetsItsOwnLaneAndKeepsIt() {
        let lanes = WorkerLanes(count: 4)
        let seen = onThreads(4) { [lanes.current, lanes.current, lanes.current] }
        for asked in seen { #expect(Set(asked).count == 1, "a thread keeps its lane") }
        #expect(Set(seen.map { $0[0] }) == [0, 1, 2, 3], "four threads, four lanes")
        // More threads than lanes: each still gets a lane in range.
        let crowded = WorkerLanes(count: 2)
        for lane in onThreads(6, { crowded.current }) { #expect((0..<2).contains(lane)) }
    }

    @Test func eachLaneQueuesItsOwnCopyOfOneBody() throws {
        let body = [UInt8](repeating: 0x61, count: SealedBodyFile.threshold + 10)
        var response = try #require(MHDResponseBuilder.keep(headers: HTTPHeaders(), body: body, lanes: 3))
        #expect(response.files == 3)
        let lanes = WorkerLanes(count: 3)
        let pointers = onThreads(3) { [response] in UInt(bitPattern: response.pointer(in: lanes)) }
        #expect(Set(pointers).count == 3, "each lane queues its own copy")
        response = try #require(MHDResponseBuilder.keep(headers: HTTPHeaders(), body: [1, 2, 3], lanes: 3))
        #expect(response.files == 0, "a small body is one shared buffer")
        // New threads, so a new table: the first three threads' slots are taken, and a thread past the table's
        // threads shares a lane by its id (libmicrohttpd's workers live as long as the server, so that never happens
        // there).
        let freshLanes = WorkerLanes(count: 3)
        let small = onThreads(3) { [response] in UInt(bitPattern: response.pointer(in: freshLanes)) }
        #expect(Set(small).count == 3)
    }

    @Test func anAnswerThatIsNotKeptHasOneCopy() throws {
        let response = try #require(MHDResponseBuilder.make(headers: HTTPHeaders(), body: [UInt8](repeating: 1, count: 100_000)))
        let lanes = WorkerLanes(count: 2)
        let pointers = onThreads(2) { [response] in UInt(bitPattern: response.pointer(in: lanes)) }
        #expect(Set(pointers) == [UInt(bitPattern: response.pointer)])
        #expect(response.files == 0)
    }
}

private final class ResultsBox<T: Sendable>: Sendable {
    private let stored = Mutex<[T]>([])
    func append(_ value: T) { stored.withLock { $0.append(value) } }
    var values: [T] { stored.withLock { $0 } }
}
