import APIContract
public import Domain
import QuadAPIModels
public import UserData

/// Following colleges, the update e-mail switch and the updates page (``APIContract/FollowEndpoints``).
///
/// ```swift
/// FollowRoutes(pool: pool, store: store).register(on: &app)   // inside the /api/app/v1 group
/// ```
public struct FollowRoutes: Sendable {
    let follows: FollowService
    let notifications: NotificationService
    let updates: UpdatesService

    public init(pool: PostgresPool, store: DatasetStore) {
        follows = FollowService(pool: pool, store: store)
        notifications = NotificationService(pool: pool)
        updates = UpdatesService(pool: pool, store: store)
    }

    public func register(on routes: inout some RouteRegistrar) {
        let follows = follows, notifications = notifications, updates = updates
        routes.group(AccountEndpoints.prefix) { me in
            me.add(FollowEndpoints.list) { _, context in try await follows.list(context.principal) }
            me.add(FollowEndpoints.follow) { input, context in
                try await follows.follow(context.principal, unitID: input.parameters.unitId)
            }
            me.add(FollowEndpoints.unfollow) { input, context in
                try await follows.unfollow(context.principal, unitID: input.parameters.unitId)
            }
            me.add(FollowEndpoints.notifications) { input, context in
                try await notifications.set(context.principal, emailUpdates: input.body.emailUpdates)
            }
            me.add(FollowEndpoints.updates) { _, context in try await updates.updates(context.principal) }
        }
    }
}
