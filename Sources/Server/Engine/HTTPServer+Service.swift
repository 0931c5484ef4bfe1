import Core
import Domain

extension HTTPServer {
    /// The listener as a service: binds and starts (throwing when it cannot), serves until the service group asks
    /// it to stop, then drains within the group's grace (``shutdown(within:)``).
    public func run() async throws {
        try start()
        let grace = await GracefulShutdown.wait()
        await shutdown(within: grace)
    }
}
