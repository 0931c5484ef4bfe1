import Foundation

/// The job kinds a worker runs, by name: the handlers registered at composition.
///
/// ```swift
/// var registry = JobRegistry()
/// registry.register(MailDeliveryJob(delivery: delivery))
/// registry.register(CleanupJob(pool: pool))
/// ```
///
/// A worker claims only the kinds in its registry, so a worker that lacks a handler (an older binary during a
/// rolling deploy) never takes a job it cannot run.
public struct JobRegistry: Sendable {
    /// One registered kind, with its payload decoding erased.
    struct Entry: Sendable {
        var name: String
        var retry: RetryPolicy
        var visibilityTimeout: Duration
        var run: @Sendable (_ payloadJSON: String, _ context: JobContext) async throws -> Void
    }

    private(set) var entries: [String: Entry] = [:]

    public init() {}

    /// Registers `handler` for ``JobKind/name``; a second handler for the same name replaces the first.
    public mutating func register<Kind: JobKind>(_ handler: Kind) {
        entries[Kind.name] = Entry(name: Kind.name, retry: Kind.retry, visibilityTimeout: Kind.visibilityTimeout) { text, context in
            let payload: Kind.Payload
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            do { payload = try decoder.decode(Kind.Payload.self, from: Data(text.utf8)) } catch {
                throw JobError.permanent("the payload does not decode as \(Kind.self).Payload: \(error)")
            }
            try await handler.run(payload, context: context)
        }
    }

    /// The registered kind names, sorted.
    public var kinds: [String] { entries.keys.sorted() }

    subscript(kind: String) -> Entry? { entries[kind] }
}
