import Domain
import Screens
public import UserData

/// The signed-in account routes under `/api/app/v1/me`, behind ``SignedInMiddleware``.
public struct AccountRoutes: Sendable {
    private let pool: PostgresPool
    private let verifier: any AccessTokenVerifier

    public init(pool: PostgresPool, verifier: any AccessTokenVerifier) {
        self.pool = pool
        self.verifier = verifier
    }

    public func register(on router: inout Router) {}
}
