import Foundation
import QuadAPIModels
import Synchronization
import Testing
@testable import Core

/// Log lines written without a dictionary encoder, and the per-thread buffers that keep a slow reader from
/// stalling the threads that log.
struct LogLineTests {
    /// Strings a client controls (a path, a user agent) with everything JSON must escape.
    static let hostile = ["/schools/\"quoted\"", "back\\slash", "nul\u{0}bell\u{7}esc\u{1B}", "line\nbreak\rtab\t",
                          "</script><script>alert(1)</script>", "é日本😀\u{2028}", "\u{1F}\u{7F}", "{\"msg\":\"forged\"}"]

    private func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func aLineWithHostileFieldsAndMetadataParsesBackToTheSameStrings() throws {
        let sink = LogSink.capturing()
        let logger = Logger(label: "test \"label\"", level: .info, metadata: ["user_agent": .string(Self.hostile[4])], sink: sink)
        for text in Self.hostile {
            logger.warning(text, ["path": .string(text), "n": .number(2.5), "list": .array([.bool(true), .null])])
        }
        #expect(sink.captured.count == Self.hostile.count)
        for (line, text) in zip(sink.captured, Self.hostile) {
            let fields = try object(line)
            #expect(fields["msg"] as? String == text)
            #expect(fields["path"] as? String == text)
            #expect(fields["user_agent"] as? String == Self.hostile[4])
            #expect(fields["label"] as? String == "test \"label\"")
            #expect(fields["level"] as? String == "warning")
            #expect(fields["n"] as? Double == 2.5)
            #expect(!line.contains("\n"))
        }
    }

    @Test func theHeadComesFirstAndItsKeysCannotBeOverridden() throws {
        let sink = LogSink.capturing()
        let logger = Logger(label: "quad", level: .info, metadata: ["msg": .string("spoof"), "level": .string("x")], sink: sink)
        logger.info("real", ["ts": .string("spoof"), "z": .number(1), "a": .number(0)])
        let line = try #require(sink.captured.first)
        let fields = try object(line)
        #expect(fields["msg"] as? String == "real")
        #expect(fields["level"] as? String == "info")
        #expect((fields["ts"] as? String)?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/) != nil)
        #expect(line.hasPrefix(#"{"ts":""#))
        #expect(line.hasSuffix(#","a":0,"z":1}"#))
        #expect(line.components(separatedBy: "\"msg\"").count == 2)
    }

    @Test func aLineMadeFieldByFieldSkipsTheMetadataItWrites() throws {
        let sink = LogSink.capturing()
        let logger = Logger(label: "quad", level: .info, metadata: ["request_id": .string("old"), "node": .string("n1")], sink: sink)
        logger.line(.info, "request", buffered: true, written: { $0 == "request_id" }) { out in
            logger.appendKey("request_id", to: &out)
            JSONBytes.appendString("new", to: &out)
        }
        let line = try #require(sink.captured.first)
        #expect(try object(line)["request_id"] as? String == "new")
        #expect(try object(line)["node"] as? String == "n1")
        #expect(line.components(separatedBy: "\"request_id\"").count == 2)
    }

    /// Nobody reads the pipe: once its buffer and the thread's are full, lines are dropped and counted, and the
    /// logging thread still finishes. Then a reader drains the pipe and every line is accounted for.
    @Test func aReaderThatStopsReadingDoesNotStallTheLoggingThread() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let buffers = ThreadLineBuffers(descriptor: ends[1], capacity: 16 << 10, flushBytes: 4 << 10,
                                        flushInterval: .milliseconds(5))
        let total = 20_000
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for n in 0..<total {
                buffers.append { out in
                    out.append(contentsOf: #"{"n":"#.utf8)
                    JSONBytes.appendInteger(n, to: &out)
                    out.append(contentsOf: #","pad":"................................................................"}"#.utf8)
                }
            }
            finished.signal()
        }
        // 20,000 lines of about 90 bytes are far more than the pipe (64 KiB) and the buffer (16 KiB) hold.
        #expect(finished.wait(timeout: .now() + 60) == .success, "the logging thread stalled")
        let reader = Mutex<[UInt8]>([])
        let eof = DispatchSemaphore(value: 0)
        let readEnd = ends[0], writeEnd = ends[1]
        Thread.detachNewThread {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while case let count = read(readEnd, &chunk, chunk.count), count > 0 {
                reader.withLock { $0.append(contentsOf: chunk[..<count]) }
            }
            eof.signal()
        }
        buffers.flush()
        close(writeEnd)   // everything is written and nothing more is appended: the reader sees the end
        #expect(eof.wait(timeout: .now() + 60) == .success)
        close(readEnd)
        let text = String(decoding: reader.withLock { $0 }, as: UTF8.self)
        var delivered = 0, dropped = 0
        for line in text.split(separator: "\n") {
            let fields = try object(String(line))
            if fields["n"] != nil { delivered += 1 }
            dropped += fields["dropped"] as? Int ?? 0
        }
        #expect(dropped > 0)
        #expect(delivered + dropped == total)
    }
}
