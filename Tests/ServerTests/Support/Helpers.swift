import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Synchronization
import TestSupport

/// A thread-safe counter (handler calls and the like).
final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

/// A settable value shared with the server (publish id provider, gates).
final class Box<Value: Sendable>: Sendable {
    private let value: Mutex<Value>
    init(_ initial: Value) { value = Mutex(initial) }
    func set(_ newValue: Value) { value.withLock { $0 = newValue } }
    var get: Value { value.withLock { $0 } }
}

/// A logger whose lines the test can read.
func capturingLogger() -> (Logger, LogSink) {
    let sink = LogSink.capturing()
    return (Logger(label: "test", level: .info, sink: sink), sink)
}

/// A quiet logger for live servers.
func quietLogger() -> Logger {
    Logger(label: "test", level: .info, sink: .capturing())
}

/// Starts a server on 127.0.0.1 port 0 around `body`, and shuts it down after.
func withLiveServer(_ router: Router, configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
                    logger: Logger = quietLogger(), publishID: @escaping @Sendable () -> String? = { "pub-1" },
                    _ body: (HTTPServer) async throws -> Void) async throws {
    var configuration = configuration
    configuration.host = "127.0.0.1"
    configuration.port = 0
    let server = HTTPServer(configuration: configuration, responder: router.build(), logger: logger, publishID: publishID)
    try server.start()
    do {
        try await body(server)
    } catch {
        await server.shutdown(within: .seconds(2))
        throw error
    }
    await server.shutdown(within: .seconds(2))
}

/// Decodes an error envelope body.
func envelope(_ body: [UInt8]) -> ErrorEnvelope? {
    try? JSONDecoder().decode(ErrorEnvelope.self, from: Data(body))
}

/// A JSON document of roughly `size` bytes with repetitive content (compresses well).
struct Filler: Codable, Sendable, Equatable {
    var items: [String]

    static func make(bytes size: Int) -> Filler {
        Filler(items: (0..<(size / 24)).map { "item-number-\(String($0).padding(toLength: 8, withPad: "0", startingAt: 0))" })
    }
}
