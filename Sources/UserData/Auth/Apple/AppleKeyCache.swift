import Core
/// Apple's signing keys, fetched from the configured JWKS and kept: reused while fresh, fetched again when older than
/// ``maxAge`` or when a token names a key id the set lacks (Apple rotating its keys), but never more often than once
/// per ``minimumRefetch`` so tokens with made-up key ids cannot make the server hammer the JWKS. A failed fetch keeps
/// the keys it had; with none at all, verification fails as unavailable.
public actor AppleKeyCache {
    /// Why no key could be had.
    public enum Failure: Error, Sendable, Equatable {
        /// The set (even freshly fetched) has no key with this id.
        case unknownKey
        /// The JWKS could not be fetched or read, and no earlier copy is kept.
        case unavailable
    }

    private let fetch: @Sendable () async throws -> [UInt8]
    private let now: @Sendable () -> Double
    /// Seconds a fetched set is used without asking again (default one day).
    public let maxAge: Double
    /// Seconds between fetches at the least (default one minute).
    public let minimumRefetch: Double
    private var set: JSONWebKeySet?
    private var fetchedAt = -Double.infinity
    private var attemptedAt = -Double.infinity
    private var inFlight: Task<JSONWebKeySet?, Never>?

    /// - Parameters:
    ///   - fetch: the JWKS document's bytes (in production an HTTP GET of the configured URL).
    ///   - now: seconds on any steady scale (tests pass their own).
    public init(maxAge: Double = 86_400, minimumRefetch: Double = 60, now: @escaping @Sendable () -> Double,
                fetch: @escaping @Sendable () async throws -> [UInt8]) {
        self.maxAge = maxAge
        self.minimumRefetch = minimumRefetch
        self.now = now
        self.fetch = fetch
    }

    /// The key with id `kid`.
    public func key(_ kid: String) async throws(Failure) -> RSAPublicKey {
        let t = now()
        if let key = set?.keys[kid], t - fetchedAt < maxAge { return key }
        if t - attemptedAt >= minimumRefetch { await refresh(at: t) }
        if let key = set?.keys[kid] { return key }
        throw set == nil ? .unavailable : .unknownKey
    }

    /// How many fetches have been started (for tests and the operators' view).
    public private(set) var fetches = 0

    private func refresh(at t: Double) async {
        if let inFlight {
            _ = await inFlight.value
            return
        }
        attemptedAt = t
        fetches += 1
        let fetch = self.fetch
        let task = Task<JSONWebKeySet?, Never> {
            guard let bytes = try? await fetch() else { return nil }
            return JSONWebKeySet(json: bytes)
        }
        inFlight = task
        let fetched = await task.value
        inFlight = nil
        if let fetched {
            set = fetched
            fetchedAt = t
        }
    }
}
