import Domain
import Foundation
import QuadAPIModels
import Server
import Synchronization
import CZlib

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

/// gzip-decodes `bytes` with zlib's inflate (the test's own oracle, independent of the server's deflate call).
func gunzip(_ bytes: [UInt8]) -> [UInt8]? {
    var stream = z_stream()
    guard inflateInit2_(&stream, 31, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16384)
    var input = bytes
    var status: Int32 = Z_OK
    input.withUnsafeMutableBufferPointer { inputBuffer in
        stream.next_in = inputBuffer.baseAddress
        stream.avail_in = uInt(inputBuffer.count)
        repeat {
            chunk.withUnsafeMutableBufferPointer { out in
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                status = inflate(&stream, Z_NO_FLUSH)
                output.append(contentsOf: out[0..<(out.count - Int(stream.avail_out))])
            }
        } while status == Z_OK
    }
    return status == Z_STREAM_END ? output : nil
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
