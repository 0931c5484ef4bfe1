/// A long-lived part of the process (HTTP listener, database pool, job worker), in swift-service-lifecycle's shape.
///
/// `run()` does the whole life of the service: it starts, serves, and returns when the service has stopped. A
/// service group (`Main`) runs services in dependency order and stops them in reverse: it asks each one to shut
/// down gracefully through ``GracefulShutdown``, one at a time, and waits for its `run()` to return before asking
/// the next. A `run()` that throws, or returns before it was asked to stop, stops the whole group.
///
/// ```swift
/// func run() async throws {
///     try start()                                  // bind, connect: throwing here fails start-up
///     let grace = await GracefulShutdown.wait()    // serving; returns when the group asks us to stop
///     await drain(within: grace)
/// }
/// ```
///
/// - Important: ``run()`` is called once. It must call ``GracefulShutdown/wait()`` or ``GracefulShutdown/started()``
///   once it has started: that tells the group to start the next service (until then the later ones wait).
public protocol Service: Sendable {
    /// Short name for logs (`http`, `admin`, `postgres`).
    var name: String { get }
    /// Runs the service until it stops; throws when it fails.
    func run() async throws
}

extension Duration {
    /// Whole milliseconds (truncated).
    public var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
