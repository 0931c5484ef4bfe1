/// Verifies the bearer token of a signed-in request: signature, expiry, audience, and that its session is still
/// live. The auth service implements it; the server's signed-in middleware calls it on every signed-in request.
public protocol AccessTokenVerifier: Sendable {
    /// The principal of a valid token.
    ///
    /// - Throws: `APIError` 401 (`unauthorized`) for a forged, `alg: none`, wrongly keyed, expired or revoked token;
    ///   `APIError` 503 when the session store cannot be reached.
    func verify(bearer token: String) async throws -> Principal
}
