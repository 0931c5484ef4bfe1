import Dispatch

/// A task executor over one serial dispatch queue: the thread a pooled connection's blocking libpq calls run on.
///
/// A lease runs its body with this executor as the task's preference (`withTaskExecutorPreference`), so the body's
/// nonisolated code and every libpq call it makes stay on this queue's thread. A serial queue that blocks holds one
/// thread of libdispatch's overcommitting pool, never one of the cooperative pool's threads.
final class ConnectionExecutor: TaskExecutor {
    let queue: DispatchQueue
    private let key = DispatchSpecificKey<Bool>()

    init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: key, value: true)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// Whether the calling code runs on this executor's queue.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
