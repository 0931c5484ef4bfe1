import Foundation
import Synchronization
import Testing
@testable import Domain

/// Dataset-wide figures are computed once per snapshot and again for another snapshot.
struct SnapshotMemoTests {
    static func snapshot(_ id: String) throws -> DatasetSnapshot {
        try DatasetSnapshot(schools: [], meta: DatasetMeta(), releaseCalendar: ReleaseCalendar(), publishID: id,
                            loadedAt: Date(timeIntervalSince1970: 0))
    }

    @Test func computedOncePerSnapshot() throws {
        let memo = SnapshotMemo<String>()
        let calls = Mutex(0)
        let a = try Self.snapshot("a")
        let b = try Self.snapshot("b")
        func value(_ s: DatasetSnapshot) -> String {
            memo.value(for: s) {
                calls.withLock { $0 += 1 }
                return s.publishID
            }
        }
        #expect(value(a) == "a")
        #expect(value(a) == "a")
        #expect(calls.withLock { $0 } == 1)
        #expect(value(b) == "b")
        #expect(calls.withLock { $0 } == 2)
        #expect(value(a) == "a")
        #expect(calls.withLock { $0 } == 3)
    }
}
