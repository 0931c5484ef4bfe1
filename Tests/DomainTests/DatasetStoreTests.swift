import Foundation
import Synchronization
import Testing
@testable import Domain

/// The store swaps whole snapshots and tells observers.
struct DatasetStoreTests {
    private func snapshot(_ id: String) throws -> DatasetSnapshot {
        try DatasetSnapshot(schools: [], meta: DatasetMeta(), releaseCalendar: ReleaseCalendar(), publishID: id,
                            loadedAt: Date(timeIntervalSince1970: 0))
    }

    @Test func servesTheInitialSnapshot() throws {
        let initial = try snapshot("a")
        let store = DatasetStore(snapshot: initial)
        #expect(store.current === initial)
    }

    @Test func swapReturnsThePreviousAndNotifies() async throws {
        let a = try snapshot("a")
        let b = try snapshot("b")
        let store = DatasetStore(snapshot: a)
        let seen = Mutex<[String]>([])
        store.onSwap { new in seen.withLock { $0.append(new.publishID) } }
        let stream = store.swaps()
        let previous = await store.swap(to: b)
        #expect(previous === a)
        #expect(store.current === b)
        #expect(seen.withLock { $0 } == ["b"])
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() === b)
    }

    @Test func loadReadsAndSwaps() async throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let stamp = Date(timeIntervalSince1970: 1_800_000_000)
        let store = DatasetStore(snapshot: try snapshot("empty"), loader: DatasetLoader(parallelism: 2), now: { stamp })
        let seen = Mutex<[String]>([])
        store.onSwap { new in seen.withLock { $0.append(new.publishID) } }
        let loaded = try await store.load(from: dir)
        #expect(store.current === loaded)
        #expect(loaded.schools.count == 2)
        #expect(loaded.loadedAt == stamp)
        #expect(seen.withLock { $0 } == [loaded.publishID])
        #expect(loaded.publishID == (try DatasetFixtures.load(dir)).publishID)
    }

    @Test func failedLoadKeepsTheCurrentSnapshot() async throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("meta.json"))
        let initial = try snapshot("a")
        let store = DatasetStore(snapshot: initial)
        let calls = Mutex(0)
        store.onSwap { _ in calls.withLock { $0 += 1 } }
        await #expect(throws: DatasetLoadError.self) { try await store.load(from: dir) }
        #expect(store.current === initial)
        #expect(calls.withLock { $0 } == 0)
    }

    @Test func concurrentLoadsAllSwapInTurn() async throws {
        let dirA = try DatasetFixtures.makeDataDirectory()
        let dirB = try DatasetFixtures.makeDataDirectory()
        defer {
            DatasetFixtures.remove(dirA)
            DatasetFixtures.remove(dirB)
        }
        try DatasetFixtures.write("extra", to: "extra.txt", in: dirB)
        let store = DatasetStore(snapshot: try snapshot("empty"))
        let seen = Mutex<[String]>([])
        store.onSwap { new in seen.withLock { $0.append(new.publishID) } }
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for i in 0..<4 { group.addTask { try await store.load(from: i.isMultiple(of: 2) ? dirA : dirB).publishID } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        let swaps = seen.withLock { $0 }
        #expect(swaps.count == 4)
        #expect(Set(results) == Set(swaps))
        #expect(Set(swaps).count == 2)
        #expect(store.current.publishID == swaps.last)
    }

    @Test func storeLoadingFromADirectory() async throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let store = try await DatasetStore.loading(from: dir)
        #expect(store.current.school(id: "222178") != nil)
    }
}
