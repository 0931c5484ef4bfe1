import Foundation
public import QuadAPIModels
import Synchronization

/// Severity of a log line, lowest first.
public enum LogLevel: String, Sendable, Comparable, CaseIterable {
    case trace, debug, info, notice, warning, error, critical

    public static func < (a: LogLevel, b: LogLevel) -> Bool { a.rank < b.rank }
    private var rank: Int { LogLevel.allCases.firstIndex(of: self)! }
}

/// Where log lines go. The default writes to standard error; tests can capture lines.
public final class LogSink: Sendable {
    private let capture: Bool
    private let lines = Mutex<[String]>([])

    /// Writes each line to standard error.
    public static let standardError = LogSink(capturing: false)

    /// A sink that keeps lines in memory (for tests).
    public static func capturing() -> LogSink { LogSink(capturing: true) }

    private init(capturing: Bool) {
        capture = capturing
    }

    /// Lines written so far (capturing sinks only).
    public var captured: [String] { lines.withLock { $0 } }

    func write(_ line: String) {
        if capture {
            lines.withLock { $0.append(line) }
            return
        }
        // One write(2) per line keeps concurrent lines whole.
        var text = line
        text.append("\n")
        text.utf8CString.withUnsafeBufferPointer { buffer in
            _ = Glibc.write(2, buffer.baseAddress, buffer.count - 1)
        }
    }
}

/// A structured logger: one JSON object per line (`ts`, `level`, `label`, `msg`, then fields).
///
/// A value type; copy it and add metadata for a request (`logger.with(["req": .string(id)])`).
///
/// ```swift
/// let log = Logger(label: "quad.http", level: .info)
/// log.info("listening", ["port": .number(8080)])
/// ```
public struct Logger: Sendable {
    public var label: String
    public var level: LogLevel
    public var metadata: [String: JSONValue]
    private let sink: LogSink

    public init(label: String, level: LogLevel = .info, metadata: [String: JSONValue] = [:], sink: LogSink = .standardError) {
        self.label = label
        self.level = level
        self.metadata = metadata
        self.sink = sink
    }

    /// A copy with more metadata on every line.
    public func with(_ more: [String: JSONValue]) -> Logger {
        var copy = self
        copy.metadata.merge(more) { $1 }
        return copy
    }

    /// Whether a line at `level` would be written.
    public func enabled(_ level: LogLevel) -> Bool { level >= self.level }

    public func log(_ level: LogLevel, _ message: String, _ fields: [String: JSONValue] = [:]) {
        guard enabled(level) else { return }
        var object: [String: JSONValue] = metadata.merging(fields) { $1 }
        object["ts"] = .string(Logger.timestamp())
        object["level"] = .string(level.rawValue)
        object["label"] = .string(label)
        object["msg"] = .string(message)
        sink.write(Logger.encode(object))
    }

    public func trace(_ m: String, _ f: [String: JSONValue] = [:]) { log(.trace, m, f) }
    public func debug(_ m: String, _ f: [String: JSONValue] = [:]) { log(.debug, m, f) }
    public func info(_ m: String, _ f: [String: JSONValue] = [:]) { log(.info, m, f) }
    public func notice(_ m: String, _ f: [String: JSONValue] = [:]) { log(.notice, m, f) }
    public func warning(_ m: String, _ f: [String: JSONValue] = [:]) { log(.warning, m, f) }
    public func error(_ m: String, _ f: [String: JSONValue] = [:]) { log(.error, m, f) }
    public func critical(_ m: String, _ f: [String: JSONValue] = [:]) { log(.critical, m, f) }

    private static func timestamp() -> String {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        var tmv = tm()
        var secs = ts.tv_sec
        gmtime_r(&secs, &tmv)
        let ms = Int(ts.tv_nsec / 1_000_000)
        func pad(_ v: Int32, _ w: Int) -> String { let s = String(v); return String(repeating: "0", count: max(0, w - s.count)) + s }
        return "\(pad(tmv.tm_year + 1900, 4))-\(pad(tmv.tm_mon + 1, 2))-\(pad(tmv.tm_mday, 2))T"
            + "\(pad(tmv.tm_hour, 2)):\(pad(tmv.tm_min, 2)):\(pad(tmv.tm_sec, 2)).\(pad(Int32(ms), 3))Z"
    }

    private static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return e
    }()

    private static func encode(_ object: [String: JSONValue]) -> String {
        guard let data = try? encoder.encode(object) else { return "{\"msg\":\"unencodable log line\"}" }
        return String(decoding: data, as: UTF8.self)
    }
}
