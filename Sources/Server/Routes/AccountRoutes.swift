import APIContract
import Domain
import Foundation
import QuadAPIModels
public import UserData

/// The signed-in account routes under `/api/app/v1/me` (``APIContract/AccountEndpoints``). The router checks the
/// bearer token and the per-token limit before each handler runs, and every answer is
/// `Cache-Control: private, no-store`.
///
/// ```swift
/// AccountRoutes(pool: pool).register(on: &router)
/// ```
public struct AccountRoutes: Sendable {
    private let accounts: AccountService
    private let export: AccountExport

    /// `site`: the site's name in export files. `now`: the clock of the age gate and the export (tests inject one).
    public init(pool: PostgresPool, site: String = "Quad", now: @escaping @Sendable () -> Date = { Date() }) {
        accounts = AccountService(pool: pool, now: now)
        export = AccountExport(pool: pool, site: site, now: now)
    }

    public func register(on routes: inout some RouteRegistrar) {
        let accounts = accounts, export = export
        routes.group(AccountEndpoints.prefix) { me in
            me.add(AccountEndpoints.me) { _, context in try await accounts.me(context.principal) }
            me.add(AccountEndpoints.updateMe) { input, context in
                try await accounts.updateAccount(context.principal, body: input.body.value ?? .null)
            }
            me.add(AccountEndpoints.export) { _, context in
                let file = try await export.build(context.principal)
                return Response(status: 200, headers: [
                    "Content-Type": Response.jsonContentType,
                    "Content-Disposition": "attachment; filename=\"\(file.filename)\"",
                ], body: Array(file.body))
            }
            me.add(AccountEndpoints.deletionPreview) { _, context in try await accounts.deletionPreview(context.principal) }
            me.add(AccountEndpoints.delete) { input, context in
                try await accounts.delete(context.principal, confirm: input.body.value?.confirm)
            }
            me.add(AccountEndpoints.restore) { _, context in try await accounts.restore(context.principal) }
        }
    }
}
