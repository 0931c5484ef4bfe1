import Foundation
import Glibc

/// How a worker runs jobs. Plain values with documented defaults; `quad`'s configuration supplies them from the
/// `jobs` section (`jobs.concurrency`, `jobs.pollSeconds`).
public struct JobWorkerConfiguration: Sendable, Equatable {
    /// Jobs this worker runs at once (its concurrency limit). Default: `4`.
    public var concurrency: Int
    /// The longest idle wait: with nothing due, the worker looks at the queue again after this long even if no
    /// notification came (a missed NOTIFY, a job enqueued by hand). Default: 30 s.
    public var pollInterval: Duration
    /// After a failed claim (database unreachable), the worker waits this long before trying again. Default: 2 s.
    public var errorBackoff: Duration
    /// How long graceful shutdown lets running jobs finish before cancelling them (cancelled jobs are released back
    /// to the queue without the attempt counted). Default: 10 s.
    public var drainTimeout: Duration
    /// Wake on `LISTEN quad_jobs` notifications. Without it the worker finds new jobs by ``pollInterval``.
    /// Default: `true`.
    public var listen: Bool
    /// This worker's id in `jobs.queue.worker_id`. Default: host name, process id and a random suffix.
    public var workerID: String

    public init(concurrency: Int = 4, pollInterval: Duration = .seconds(30), errorBackoff: Duration = .seconds(2),
                drainTimeout: Duration = .seconds(10), listen: Bool = true, workerID: String = Self.defaultWorkerID()) {
        precondition(concurrency >= 1, "concurrency must be at least 1")
        precondition(pollInterval > .zero, "pollInterval must be positive")
        self.concurrency = concurrency
        self.pollInterval = pollInterval
        self.errorBackoff = errorBackoff
        self.drainTimeout = drainTimeout
        self.listen = listen
        self.workerID = String(workerID.prefix(200))
    }

    /// `host:pid:xxxxxx`.
    public static func defaultWorkerID() -> String {
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        // gethostname, not ProcessInfo.hostName, which may resolve names over the network.
        var buffer = [CChar](repeating: 0, count: 256)
        let host = gethostname(&buffer, buffer.count - 1) == 0
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "worker"
        return "\(host):\(getpid()):\(suffix)"
    }
}
