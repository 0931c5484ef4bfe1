import Dispatch

/// Work that reads files (and hashes what it read) runs here, on threads of its own, never on the cooperative pool
/// that every request's async code shares: a slow disk then holds up only the requests that wait for that file.
///
/// ```swift
/// let screen = try await BlockingIO.run { try ProfileScreens.overview(snapshot, id: id) }
/// ```
public enum BlockingIO {
    /// The queue the work runs on (concurrent: two requests reading two files do not wait for each other).
    private static let queue = DispatchQueue(label: "quad.blocking-io", qos: .userInitiated, attributes: .concurrent)

    /// Runs `work` on the file-reading queue and resumes the caller with its result or its error.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
