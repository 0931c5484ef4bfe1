import Core
public import Domain
import Dispatch
import Foundation
import Glibc
import QuadAPIModels
import Synchronization

/// What a ``PostgresListener`` reports.
public enum PostgresListenerEvent: Sendable, Equatable {
    /// The listener is connected and listening: first, and again after every reconnect. Notifications sent while
    /// it was disconnected are lost, so a consumer treats this as "look again".
    case listening
    /// A `NOTIFY` on one of the channels (delivered when the sending transaction committed).
    case notification(channel: String, payload: String)
}

/// `LISTEN` on a connection of its own (outside the pool), with the notifications as an async sequence.
///
/// ```swift
/// let listener = PostgresListener(configuration: configuration, channels: ["quad_jobs"], logger: logger)
/// for await event in listener.events() { … }   // ends after listener.stop()
/// ```
///
/// The connection lives on a thread of its own that blocks in `poll(2)` on the socket and on a wake-up pipe, so an
/// idle listener costs no CPU and ``stop()`` ends it at once. A broken connection (Postgres restarted, network
/// failure) is reopened with a backoff of 0.25 s doubling to 5 s, then `LISTEN` is sent again and
/// ``PostgresListenerEvent/listening`` reported again.
///
/// - Important: ``events()`` may be called once; the sequence is the listener's only output.
public final class PostgresListener: Sendable {
    private let configuration: PostgresConfiguration
    private let channels: [String]
    private let logger: Logger
    /// The read and write ends of the wake-up pipe.
    private let wake: (read: Int32, write: Int32)
    private let state = Mutex<State>(State())

    private struct State {
        var stopped = false
        var started = false
        var continuation: AsyncStream<PostgresListenerEvent>.Continuation?
    }

    /// A listener for `channels` (plain names such as `quad_jobs`). Connects when ``events()`` is called.
    public init(configuration: PostgresConfiguration, channels: [String], logger: Logger) {
        self.configuration = configuration
        self.channels = channels
        self.logger = logger
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        }
        wake = (fds[0], fds[1])
    }

    deinit {
        if wake.read >= 0 { Glibc.close(wake.read) }
        if wake.write >= 0 { Glibc.close(wake.write) }
    }

    /// The events, from connecting until ``stop()`` (or until the consumer stops iterating, which also stops the
    /// listener).
    public func events() -> AsyncStream<PostgresListenerEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: PostgresListenerEvent.self, bufferingPolicy: .bufferingNewest(256))
        let start = state.withLock { state -> Bool in
            guard !state.started, !state.stopped else { return false }
            state.started = true
            state.continuation = continuation
            return true
        }
        guard start else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in self?.stop() }
        DispatchQueue(label: "\(configuration.applicationName).listener").async { [self] in loop() }
        return stream
    }

    /// Stops listening and ends the sequence. Safe to call more than once.
    public func stop() {
        let first = state.withLock { state -> Bool in
            defer { state.stopped = true }
            return !state.stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func emit(_ event: PostgresListenerEvent) {
        _ = state.withLock { $0.continuation }?.yield(event)
    }

    // MARK: The listener's thread

    private func loop() {
        let connection = LibPQConnection()
        var backoff = 0.25
        var failures = 0
        while !isStopped {
            do {
                try connection.connect(parameters: configuration.connectParameters)
                let statements = channels.map { "listen \"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"" }
                try connection.runScript(statements.joined(separator: "; "))
                if failures > 0 { logger.notice("listening again", ["channels": .string(channels.joined(separator: ","))]) }
                failures = 0
                backoff = 0.25
                emit(.listening)
                try listen(on: connection)
            } catch {
                connection.close()
                if isStopped { break }
                if failures == 0 {
                    logger.warning("listener lost its connection; reconnecting",
                                   ["error": .string(String(reflecting: error))])
                }
                failures += 1
                waitForWake(seconds: backoff)
                backoff = min(backoff * 2, 5)
            }
        }
        connection.close()
        // Finished outside the lock: finishing runs onTermination, which calls stop().
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.finish()
    }

    /// Blocks in poll(2) until the server sends something or the listener is stopped; returns when stopped, throws
    /// when the connection fails.
    private func listen(on connection: LibPQConnection) throws {
        while !isStopped {
            var entries = [pollfd(fd: connection.socket, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&entries, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                throw PostgresError.connection("poll failed on the listening connection (errno \(errno))")
            }
            if entries[1].revents != 0 { drainWake() }
            if entries[0].revents != 0 {
                for notification in try connection.readNotifications() {
                    emit(.notification(channel: notification.channel, payload: notification.payload))
                }
            }
        }
    }

    /// Sleeps up to `seconds`, returning early when stopped.
    private func waitForWake(seconds: Double) {
        var entry = pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, Int32(seconds * 1000))
        if entry.revents != 0 { drainWake() }
    }

    private func drainWake() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wake.read, &buffer, buffer.count) > 0 {}
    }
}
