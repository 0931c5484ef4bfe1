import Domain
import Screens
public import UserData

/// The auth service's routes under `/auth/v1` and the sign-up precheck.
public struct AuthRoutes: Sendable {
    private let pool: PostgresPool
    private let configuration: AuthConfiguration

    public init(pool: PostgresPool, configuration: AuthConfiguration) {
        self.pool = pool
        self.configuration = configuration
    }

    public func register(on router: inout Router) {}
}
