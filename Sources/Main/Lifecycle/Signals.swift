import Core
import Dispatch
import Domain
import QuadAPIModels
import Foundation
import Synchronization

/// Turns SIGTERM and SIGINT into a graceful shutdown of a ``ServiceGroup``; a second signal exits at once.
final class ShutdownSignals {
    private let sources: [any DispatchSourceSignal]

    init(group: ServiceGroup, logger: Logger) {
        let count = SignalCount()
        sources = [SIGTERM, SIGINT].map { signo in
            signal(signo, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signo, queue: .global())
            source.setEventHandler {
                if count.increment() > 1 {
                    logger.warning("second signal: exiting now", ["signal": .number(Double(signo))])
                    exit(130)
                }
                logger.notice("shutting down", ["signal": .number(Double(signo))])
                Task { await group.triggerShutdown() }
            }
            source.resume()
            return source
        }
    }

    func cancel() { sources.forEach { $0.cancel() } }
}

private final class SignalCount: Sendable {
    private let value = Mutex(0)
    func increment() -> Int { value.withLock { $0 += 1; return $0 } }
}
