import Dispatch
import Synchronization

/// Runs a few independent, CPU-bound jobs on the available cores (dataset load only).
enum ParallelJobs {
    /// The results of `job(0) … job(count − 1)`, in order; the jobs run concurrently.
    static func run<T: Sendable>(_ count: Int, _ job: @Sendable (Int) -> T) -> [T] {
        let results = Mutex<[Int: T]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { i in
            let value = job(i)
            results.withLock { $0[i] = value }
        }
        return results.withLock { done in
            (0..<count).map { i in
                guard let value = done[i] else { preconditionFailure("parallel job \(i) produced no result") }
                return value
            }
        }
    }
}
