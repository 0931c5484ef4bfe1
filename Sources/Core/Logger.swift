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
    /// Buffered lines (access lines) of the standard-error sink.
    private let buffers: ThreadLineBuffers?

    /// Writes each line to standard error.
    public static let standardError = LogSink(capturing: false)

    /// A sink that keeps lines in memory (for tests).
    public static func capturing() -> LogSink { LogSink(capturing: true) }

    private init(capturing: Bool) {
        capture = capturing
        buffers = capturing ? nil : ThreadLineBuffers(descriptor: 2)
    }

    /// Lines written so far (capturing sinks only).
    public var captured: [String] { lines.withLock { $0 } }

    /// Writes every buffered line now (before the process ends).
    public func flush() { buffers?.flush() }

    /// Writes one line whose bytes `fill` appends. A buffered line goes through the calling thread's buffer and the
    /// writer thread (see ``ThreadLineBuffers``); any other line is written at once, in one write(2).
    func write(buffered: Bool, _ fill: (inout [UInt8]) -> Void) {
        if let buffers, buffered {
            buffers.append(fill)
            return
        }
        var line: [UInt8] = []
        line.reserveCapacity(256)
        fill(&line)
        if capture {
            let text = String(decoding: line, as: UTF8.self)
            lines.withLock { $0.append(text) }
            return
        }
        line.append(UInt8(ascii: "\n"))
        line.withUnsafeBytes { _ = Glibc.write(2, $0.baseAddress, $0.count) }
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
        let extra = metadata.isEmpty ? fields : metadata.merging(fields) { $1 }
        sink.write(buffered: false) { out in
            appendHead(level, message, to: &out)
            for key in extra.keys.sorted() where !Logger.headKeys.contains(key) {
                appendKey(key, to: &out)
                extra[key]!.appendJSON(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Writes a line at `level` without building a dictionary: the head (`ts`, `level`, `label`, `msg`), then
    /// the fields `fields` appends (each as `,"key":value`; ``appendKey(_:to:)`` writes the key), then the
    /// metadata whose keys `written` does not claim. `buffered` lines go through the sink's per-thread buffers.
    public func line(_ level: LogLevel, _ message: String, buffered: Bool = false, written: (String) -> Bool,
                     _ fields: (inout [UInt8]) -> Void) {
        guard enabled(level) else { return }
        sink.write(buffered: buffered) { out in
            appendHead(level, message, to: &out)
            fields(&out)
            if !metadata.isEmpty {
                for key in metadata.keys.sorted() where !Logger.headKeys.contains(key) && !written(key) {
                    appendKey(key, to: &out)
                    metadata[key]!.appendJSON(to: &out)
                }
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `,"key":` (a field after the head).
    public func appendKey(_ key: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: ","))
        JSONBytes.appendString(key, to: &out)
        out.append(UInt8(ascii: ":"))
    }

    private static let headKeys: Set<String> = ["ts", "level", "label", "msg"]

    private func appendHead(_ level: LogLevel, _ message: String, to out: inout [UInt8]) {
        out.append(contentsOf: #"{"ts":""#.utf8)
        Logger.appendTimestamp(to: &out)
        out.append(contentsOf: #"","level":""#.utf8)
        out.append(contentsOf: level.rawValue.utf8)
        out.append(contentsOf: #"","label":"#.utf8)
        JSONBytes.appendString(label, to: &out)
        out.append(contentsOf: #","msg":"#.utf8)
        JSONBytes.appendString(message, to: &out)
    }

    public func trace(_ m: String, _ f: [String: JSONValue] = [:]) { log(.trace, m, f) }
    public func debug(_ m: String, _ f: [String: JSONValue] = [:]) { log(.debug, m, f) }
    public func info(_ m: String, _ f: [String: JSONValue] = [:]) { log(.info, m, f) }
    public func notice(_ m: String, _ f: [String: JSONValue] = [:]) { log(.notice, m, f) }
    public func warning(_ m: String, _ f: [String: JSONValue] = [:]) { log(.warning, m, f) }
    public func error(_ m: String, _ f: [String: JSONValue] = [:]) { log(.error, m, f) }
    public func critical(_ m: String, _ f: [String: JSONValue] = [:]) { log(.critical, m, f) }

    /// `2026-12-01T11:37:44.123Z`: UTC, milliseconds.
    private static func appendTimestamp(to out: inout [UInt8]) {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        var tmv = tm()
        var secs = ts.tv_sec
        gmtime_r(&secs, &tmv)
        func pad(_ value: Int, _ width: Int, _ separator: UInt8?) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
                rest %= divisor
                divisor /= 10
            }
            if let separator { out.append(separator) }
        }
        pad(Int(tmv.tm_year) + 1900, 4, UInt8(ascii: "-"))
        pad(Int(tmv.tm_mon) + 1, 2, UInt8(ascii: "-"))
        pad(Int(tmv.tm_mday), 2, UInt8(ascii: "T"))
        pad(Int(tmv.tm_hour), 2, UInt8(ascii: ":"))
        pad(Int(tmv.tm_min), 2, UInt8(ascii: ":"))
        pad(Int(tmv.tm_sec), 2, UInt8(ascii: "."))
        pad(Int(ts.tv_nsec / 1_000_000), 3, UInt8(ascii: "Z"))
    }
}
