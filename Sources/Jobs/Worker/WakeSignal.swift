import Synchronization

/// Wakes the worker's loop: a notification arrived, a job finished, or shutdown began. One waiter at a time (the
/// loop); a signal with no waiter is remembered until the next wait, so none is lost between checking and waiting.
final class WakeSignal: Sendable {
    private struct State {
        var pending = false
        var waiter: (id: UInt64, continuation: CheckedContinuation<Void, Never>)?
        var nextID: UInt64 = 0
        /// A wait whose timer fired (or was cancelled) before it registered its continuation.
        var expired: UInt64?
    }

    private let state = Mutex(State())

    /// Wakes the waiter, or the next wait.
    func signal() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.pending = true
                return nil
            }
            state.waiter = nil
            return waiter.continuation
        }
        continuation?.resume()
    }

    /// Returns at the next signal (at once if one is pending), after `timeout`, or when the task is cancelled.
    func wait(upTo timeout: Duration) async {
        guard timeout > .zero else { return }
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            return state.nextID
        }
        let timer = Task { [self] in
            try? await Task.sleep(for: timeout)
            resume(id)
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let now = state.withLock { state -> Bool in
                    if state.pending || state.expired == id || Task.isCancelled {
                        state.pending = false
                        return true
                    }
                    state.waiter = (id, continuation)
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            resume(id)
        }
        timer.cancel()
    }

    /// Resumes the waiter `id` if it is still waiting.
    private func resume(_ id: UInt64) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter, waiter.id == id else {
                if state.nextID == id { state.expired = id }
                return nil
            }
            state.waiter = nil
            return waiter.continuation
        }
        continuation?.resume()
    }
}
