import Core
import Domain
import Dispatch
import Synchronization

/// Wakes a shutdown waiting for a count to reach zero (requests in flight, suspended connections): whoever lowers
/// the count while the server drains calls ``notify()``, and the waiter re-checks its condition. No polling.
final class DrainSignal: Sendable {
    private let wakers = Mutex<[@Sendable () -> Void]>([])

    /// Wakes every waiter (cheap when nobody waits).
    func notify() {
        let woken = wakers.withLock { wakers -> [@Sendable () -> Void] in
            defer { wakers = [] }
            return wakers
        }
        for wake in woken { wake() }
    }

    /// Suspends until `condition` holds (re-checked after every ``notify()``), `limit` (nil: none) has passed, or
    /// the task is cancelled.
    func wait(until condition: @escaping @Sendable () -> Bool, atMost limit: Duration?) async {
        let deadline = limit.map { ContinuousClock.now.advanced(by: $0) }
        while !condition() && !Task.isCancelled {
            let woken = Event()
            wakers.withLock { $0.append { woken.signal() } }
            if condition() { return }
            if let deadline {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { return }
                await woken.wait(atMost: remaining)
            } else {
                await woken.wait()
            }
        }
    }

    /// Blocks the calling thread until `condition` holds (for `deinit`, which cannot suspend).
    func block(until condition: @Sendable () -> Bool) {
        while !condition() {
            let woken = DispatchSemaphore(value: 0)
            wakers.withLock { $0.append { woken.signal() } }
            if condition() { return }
            woken.wait()
        }
    }
}
