import Core

/// Apple's signing keys, fetched from the configured JWKS (``AppleKeySource``) and kept: reused while fresh (for the
/// answer's own max-age, bounded to ``minimumMaxAge``…``maxAge``; ``maxAge`` when it names none), fetched again when
/// stale or when a token names a key id the set lacks (Apple rotating its keys), but never more often than once
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

    /// One fetched key set document and the seconds its source lets it be kept (nil: not said).
    public struct Document: Sendable {
        public var bytes: [UInt8]
        public var maxAge: Double?

        public init(bytes: [UInt8], maxAge: Double? = nil) {
            self.bytes = bytes
            self.maxAge = maxAge
        }
    }

    private let fetch: @Sendable () async throws -> Document
    private let now: @Sendable () -> Double
    /// Seconds a fetched set is used without asking again at most, and when the answer names no max-age
    /// (default one day).
    public let maxAge: Double
    /// Seconds a fetched set is used at least, whatever max-age the answer names (default five minutes).
    public let minimumMaxAge: Double
    /// Seconds between fetches at the least (default one minute).
    public let minimumRefetch: Double
    private var set: JSONWebKeySet?
    private var fetchedAt = -Double.infinity
    /// Seconds the current set stays fresh.
    private var lifetime = 0.0
    private var attemptedAt = -Double.infinity
    private var inFlight: Task<(JSONWebKeySet, Double?)?, Never>?

    /// - Parameters:
    ///   - fetch: the JWKS document (in production ``AppleKeySource/fetch()`` of the configured URL).
    ///   - now: seconds on any steady scale (tests pass their own).
    public init(maxAge: Double = 86_400, minimumMaxAge: Double = 300, minimumRefetch: Double = 60,
                now: @escaping @Sendable () -> Double, fetch: @escaping @Sendable () async throws -> Document) {
        self.maxAge = maxAge
        self.minimumMaxAge = min(minimumMaxAge, maxAge)
        self.minimumRefetch = minimumRefetch
        self.now = now
        self.fetch = fetch
    }

    /// The key with id `kid`.
    public func key(_ kid: String) async throws(Failure) -> RSAPublicKey {
        let t = now()
        if let key = set?.keys[kid], t - fetchedAt < lifetime { return key }
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
        let task = Task<(JSONWebKeySet, Double?)?, Never> {
            guard let document = try? await fetch(), let set = JSONWebKeySet(json: document.bytes) else { return nil }
            return (set, document.maxAge)
        }
        inFlight = task
        let fetched = await task.value
        inFlight = nil
        if let (fetchedSet, keep) = fetched {
            set = fetchedSet
            fetchedAt = t
            lifetime = min(maxAge, max(minimumMaxAge, keep ?? maxAge))
        }
    }
}
