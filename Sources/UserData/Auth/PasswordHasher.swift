import Dispatch

/// Password hashes in a self-describing text form, stored in `auth.users.encrypted_password`:
///
/// - `scrypt$<N>$<r>$<p>$<salt>$<hash>` (what new passwords get; salt 16 bytes, hash 32 bytes, base64url), and
/// - `pbkdf2-sha256$<iterations>$<salt>$<hash>` (accepted for imported accounts).
///
/// Hashing costs tens of milliseconds by design, so it runs on a Dispatch queue, never on the cooperative pool.
public struct PasswordHasher: Sendable {
    /// scrypt cost N (a power of two).
    public var n: Int
    public var r = 8
    public var p = 1

    public init(n: Int) {
        self.n = n
    }

    private static let queue = DispatchQueue(label: "quad.auth.password-hash", qos: .userInitiated, attributes: .concurrent)

    /// A new hash of `password` with a fresh random salt.
    public func hash(_ password: String) async -> String {
        let (n, r, p) = (self.n, self.r, self.p)
        return await Self.offPool {
            let salt = SecureRandom.bytes(16)
            let derived = KeyDerivation.scrypt(password: Array(password.utf8), salt: salt, n: UInt64(n), r: UInt64(r),
                                               p: UInt64(p), length: 32)
            guard let derived else { preconditionFailure("scrypt refused N=\(n) r=\(r) p=\(p)") }
            return "scrypt$\(n)$\(r)$\(p)$\(Base64URL.encode(salt))$\(Base64URL.encode(derived))"
        }
    }

    /// Whether `password` matches `encoded` (constant-time comparison). An unreadable hash never matches.
    public func verify(_ password: String, against encoded: String) async -> Bool {
        await Self.offPool { Self.matches(password, encoded) }
    }

    /// Spends about as long as a real check, so an unknown address answers no faster than a wrong password.
    public func spendVerifyTime() async {
        _ = await hash("timing-equalizer")
    }

    static func matches(_ password: String, _ encoded: String) -> Bool {
        let parts = encoded.split(separator: "$", omittingEmptySubsequences: false)
        let input = Array(password.utf8)
        switch parts.first {
        case "scrypt":
            guard parts.count == 6, let n = UInt64(parts[1]), let r = UInt64(parts[2]), let p = UInt64(parts[3]),
                  n > 1, n & (n - 1) == 0, n <= 1 << 20, r >= 1, r <= 32, p >= 1, p <= 16,
                  let salt = Base64URL.decode(parts[4]), let expected = Base64URL.decode(parts[5]), !expected.isEmpty,
                  let derived = KeyDerivation.scrypt(password: input, salt: salt, n: n, r: r, p: p, length: expected.count)
            else { return false }
            return Digest.constantTimeEqual(derived, expected)
        case "pbkdf2-sha256":
            guard parts.count == 4, let rounds = Int(parts[1]), rounds >= 1, rounds <= 10_000_000,
                  let salt = Base64URL.decode(parts[2]), let expected = Base64URL.decode(parts[3]), !expected.isEmpty,
                  let derived = KeyDerivation.pbkdf2SHA256(password: input, salt: salt, iterations: rounds, length: expected.count)
            else { return false }
            return Digest.constantTimeEqual(derived, expected)
        default:
            return false
        }
    }

    private static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }
}
