import Core
/// A job's failure that says how to treat it, or a refusal of the runtime.
public struct JobError: Error, Sendable, CustomStringConvertible {
    /// What went wrong. Constants rather than an enum, so codes can be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Base: String, Hashable, Sendable { case permanent, failed, timedOut, invalidRequest, unknownKind }
        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// Trying again cannot help (a refused recipient, a malformed payload): the job becomes a dead letter now.
        public static let permanent = Code(.permanent)
        /// The attempt failed and may work later (a 5xx from a hook): retried with the kind's backoff.
        public static let failed = Code(.failed)
        /// The attempt ran past 90 % of its visibility timeout and was cancelled; retried like any failure.
        public static let timedOut = Code(.timedOut)
        /// A ``JobRequest`` the queue would refuse (bad kind name, attempts or timeout out of range).
        public static let invalidRequest = Code(.invalidRequest)
        /// A claimed job whose kind has no handler in this worker (never claimed on purpose: claims name the kinds).
        public static let unknownKind = Code(.unknownKind)

        public var description: String { base.rawValue }
    }

    public var code: Code
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// A failure that makes the job a dead letter at once.
    public static func permanent(_ message: String) -> JobError { JobError(code: .permanent, message: message) }

    public var description: String { "\(code): \(message)" }
}
