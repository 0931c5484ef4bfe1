/// A long-lived part of the process (HTTP listener, dataset store, job runner, database pool).
///
/// `Main` composes services in one ordered group: started in order, each awaited until ready; on SIGTERM or
/// SIGINT shut down in reverse order, each given a finite time.
///
/// - Important: ``start()`` is called once, before ``shutdown(within:)``.
public protocol Service: Sendable {
    /// Short name for logs (`http`, `admin`, `dataset`).
    var name: String { get }
    /// Starts the service and returns once it accepts work. Throwing aborts start-up.
    func start() async throws
    /// Stops accepting new work, lets work in flight finish for at most `grace`, then releases resources.
    /// Returns when the service has stopped. Safe to call more than once.
    func shutdown(within grace: Duration) async
}

extension Duration {
    /// Whole milliseconds (truncated).
    public var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
