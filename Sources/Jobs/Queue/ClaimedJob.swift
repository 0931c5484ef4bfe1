public import Foundation

/// A job this worker claimed: its row as the claim left it.
public struct ClaimedJob: Sendable, Equatable {
    public var id: Int64
    public var kind: String
    /// The payload as JSON text.
    public var payloadJSON: String
    /// This attempt, from 1.
    public var attempt: Int
    public var maxAttempts: Int
    /// The claiming worker (the outcome is recorded only while the job is still this worker's).
    public var workerID: String
    public var claimedAt: Date
    /// The visibility deadline.
    public var deadline: Date
    /// `last_error` when claimed: the previous attempt's failure, if any.
    public var previousError: String?
}
