public import Foundation

/// Digests file contents for the publish id. Called from several threads at once.
///
/// The server passes a SHA-256 implementation; ``FNV1aHasher`` is the dependency-free fallback.
public protocol ContentHasher: Sendable {
    /// Lowercase hex digest of `data`.
    func hexDigest(of data: Data) -> String
}

/// 64-bit FNV-1a. Fast and deterministic but **not cryptographic**: fine for detecting changed files and for tests,
/// not for anything an attacker might try to collide.
public struct FNV1aHasher: ContentHasher {
    public init() {}

    public func hexDigest(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { raw in
            for byte in raw {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
