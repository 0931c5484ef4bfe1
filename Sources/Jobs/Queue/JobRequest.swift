public import Foundation
import QuadAPIModels

/// One job to enqueue: a row of `jobs.queue` before it exists. Made by ``JobKind/request(_:runAfter:runKey:)``.
public struct JobRequest: Sendable, Equatable {
    /// ``JobKind/name``.
    public var kind: String
    /// ``JobKind/queue``.
    public var queue: String
    /// The payload as JSON object text (keys sorted, dates as ISO 8601 to the second).
    public var payloadJSON: String
    /// Not claimed before this time; nil means the database's `now()`.
    public var runAfter: Date?
    /// Attempts in all (1 to 100).
    public var maxAttempts: Int
    /// Seconds a claim holds the job (1 to 86 400).
    public var visibilitySeconds: Int
    /// At most one job per kind and run key (1 to 200 characters); nil for none.
    public var runKey: String?

    /// Validates what the table's checks would refuse, so a bad request fails here with a message rather than as a
    /// check violation inside the caller's transaction.
    public init(kind: String, queue: String = "default", payload: some Encodable, runAfter: Date? = nil,
                maxAttempts: Int = 5, visibilityTimeout: Duration = .seconds(300), runKey: String? = nil) throws {
        guard Self.isName(kind) else {
            throw JobError(code: .invalidRequest, message: "job kind \"\(kind)\" must be lowercase words joined by . _ or - (at most 64)")
        }
        guard Self.isName(queue) else {
            throw JobError(code: .invalidRequest, message: "queue \"\(queue)\" must be lowercase words joined by . _ or - (at most 64)")
        }
        guard (1...100).contains(maxAttempts) else {
            throw JobError(code: .invalidRequest, message: "maxAttempts must be 1 to 100, not \(maxAttempts)")
        }
        let seconds = Int(visibilityTimeout.components.seconds)
        guard (1...86_400).contains(seconds) else {
            throw JobError(code: .invalidRequest, message: "the visibility timeout must be 1 s to 24 h")
        }
        if let runKey, !(1...200).contains(runKey.count) {
            throw JobError(code: .invalidRequest, message: "a run key must be 1 to 200 characters")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let text = String(decoding: try encoder.encode(payload), as: UTF8.self)
        guard text.hasPrefix("{") else {
            throw JobError(code: .invalidRequest, message: "a job payload must encode as a JSON object")
        }
        self.kind = kind
        self.queue = queue
        payloadJSON = text
        self.runAfter = runAfter
        self.maxAttempts = maxAttempts
        visibilitySeconds = seconds
        self.runKey = runKey
    }

    /// Lowercase words of letters, digits and `_`, joined by `.` or `-`, starting with a letter; at most 64.
    static func isName(_ text: String) -> Bool {
        guard (1...64).contains(text.utf8.count), let first = text.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
        else { return false }
        var previousWasSeparator = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                previousWasSeparator = false
            case UInt8(ascii: "."), UInt8(ascii: "-"):
                if previousWasSeparator { return false }
                previousWasSeparator = true
            default:
                return false
            }
        }
        return !previousWasSeparator
    }
}
