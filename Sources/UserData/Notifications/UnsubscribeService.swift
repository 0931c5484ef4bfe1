import Domain
import QuadAPIModels

/// The digests' one-click unsubscribe (userdata-map §3.2): `public.unsubscribe_by_token` as `anon`, which turns
/// update e-mails off for the token's holder and says whether the token matched. No sign-in and no cookies: the
/// token is the only credential, and it can do nothing else.
public struct UnsubscribeService: Sendable {
    public let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// A token as the digests carry it: 64 lowercase or uppercase hexadecimal characters.
    public static func isToken(_ token: String) -> Bool {
        token.utf8.count == 64 && token.utf8.allSatisfy {
            ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) || ($0 >= 0x41 && $0 <= 0x46)
        }
    }

    /// Turns update e-mails off for `token`'s holder; false when the token is not one (nothing changes then).
    public func unsubscribe(token: String) async throws -> Bool {
        guard Self.isToken(token) else { return false }
        let rows = try await pool.query(as: nil, "select public.unsubscribe_by_token(\(token.lowercased())) as ok")
        return try rows.first?.decode(Bool.self, column: "ok") ?? false
    }
}
