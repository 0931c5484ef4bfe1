import Dispatch
import Foundation
import Synchronization
import Testing
@testable import Domain

/// Values derived from a snapshot are computed once per snapshot and key, kept with the snapshot, and freed with it.
struct SnapshotDerivedValuesTests {
    static func snapshot(_ id: String) throws -> DatasetSnapshot {
        try DatasetSnapshot(schools: [], meta: DatasetMeta(), releaseCalendar: ReleaseCalendar(), publishID: id,
                            loadedAt: Date(timeIntervalSince1970: 0))
    }

    final class Counter: Sendable {
        let count = Mutex(0)
        func add() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    final class Token: Sendable {}

    struct Refusal: Error {}

    static let name = SnapshotKey<String>("test.name")

    @Test func computedOncePerSnapshotAndKept() throws {
        let calls = Counter()
        let a = try Self.snapshot("a")
        let b = try Self.snapshot("b")
        func value(_ s: DatasetSnapshot) -> String {
            s.derived.value(Self.name) {
                calls.add()
                return s.publishID
            }
        }
        #expect(value(a) == "a")
        #expect(value(a) == "a")
        #expect(calls.value == 1)
        #expect(value(b) == "b")
        #expect(calls.value == 2)
        // Each snapshot keeps its own: asking the first again computes nothing.
        #expect(value(a) == "a")
        #expect(calls.value == 2)
    }

    @Test func keysAreSeparate() throws {
        let s = try Self.snapshot("a")
        #expect(s.derived.value(SnapshotKey<Int>("test.one")) { 1 } == 1)
        #expect(s.derived.value(SnapshotKey<Int>("test.two")) { 2 } == 2)
        #expect(s.derived.value(SnapshotKey<Int>("test.one")) { 3 } == 1)
    }

    /// An absent value (nil) is kept like any other: a file the dataset lacks is looked for once.
    @Test func nilIsKept() throws {
        let s = try Self.snapshot("a")
        let calls = Counter()
        let key = SnapshotKey<Int?>("test.absent")
        for _ in 0..<3 {
            let value = s.derived.value(key) { () -> Int? in
                calls.add()
                return nil
            }
            #expect(value == nil)
        }
        #expect(calls.value == 1)
    }

    @Test func aFailedComputationKeepsNothing() throws {
        let s = try Self.snapshot("a")
        let key = SnapshotKey<Int>("test.fails-once")
        #expect(throws: Refusal.self) { try s.derived.value(key) { () throws(Refusal) -> Int in throw Refusal() } }
        #expect(s.derived.value(key) { 5 } == 5)
        #expect(s.derived.value(key) { 6 } == 5)
    }

    @Test func storedValueIsUsed() throws {
        let s = try Self.snapshot("a")
        let key = SnapshotKey<Int>("test.stored")
        s.derived.store(9, for: key)
        #expect(s.derived.value(key) { 1 } == 9)
    }

    @Test func valuesGoWithTheirSnapshot() throws {
        weak var snapshot: DatasetSnapshot?
        weak var token: Token?
        do {
            let s = try Self.snapshot("a")
            let key = SnapshotKey<Token>("test.token")
            let t = s.derived.value(key) { Token() }
            #expect(s.derived.value(key) { Token() } === t)
            snapshot = s
            token = t
        }
        #expect(snapshot == nil)
        #expect(token == nil)
    }

    /// A swap to a new publish frees the old snapshot and what was derived from it (here its high-school directory).
    @Test func aSwapFreesTheOldSnapshotsValues() async throws {
        weak var old: DatasetSnapshot?
        weak var directory: HighSchoolDirectory?
        let store: DatasetStore
        do {
            let a = try Self.snapshot("a")
            let d = HighSchoolDirectory(schools: [], meta: nil)
            HighSchoolDirectory.register(d, for: a)
            #expect(try HighSchoolDirectory.of(a) === d)
            store = DatasetStore(snapshot: a)
            old = a
            directory = d
        }
        #expect(old != nil)
        #expect(directory != nil)
        let b = try Self.snapshot("b")
        await store.swap(to: b)
        #expect(old == nil)
        #expect(directory == nil)
        #expect(store.current.publishID == "b")
    }

    /// While one key's value is being computed, a request for another key is answered, and requests for the same key
    /// wait for that one computation instead of repeating it.
    @Test func aComputationHoldsUpOnlyItsOwnKey() throws {
        let s = try Self.snapshot("a")
        let slow = SnapshotKey<Int>("test.slow")
        let calls = Counter()
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        // Were a second computation to start, it would wait here too: let it go when the test ends.
        defer { for _ in 0..<4 { release.signal() } }
        let askers = DispatchGroup()
        let resultsBox = ResultBox()
        for i in 0..<4 {
            DispatchQueue.global().async(group: askers) {
                let value = s.derived.value(slow) {
                    calls.add()
                    started.signal()
                    release.wait()
                    return 42
                }
                resultsBox.append(value)
            }
            if i == 0 { started.wait() }
        }
        let other = DispatchSemaphore(value: 0)
        let quick = ResultBox()
        DispatchQueue.global().async {
            quick.append(s.derived.value(SnapshotKey<Int>("test.quick")) { 7 })
            other.signal()
        }
        #expect(other.wait(timeout: .now() + 30) == .success)
        #expect(quick.values == [7])
        #expect(calls.value == 1)
        release.signal()
        #expect(askers.wait(timeout: .now() + 30) == .success)
        #expect(calls.value == 1)
        #expect(resultsBox.values == [42, 42, 42, 42])
    }

    final class ResultBox: Sendable {
        private let list = Mutex<[Int]>([])
        func append(_ value: Int) { list.withLock { $0.append(value) } }
        var values: [Int] { list.withLock { $0 } }
    }
}
