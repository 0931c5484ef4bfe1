import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// The household-side services of one test database, as the server composes them (links on https://quad.test).
struct HouseholdWorld {
    let world: AccountWorld
    let households: HouseholdService
    let invitations: InvitationService
    let students: StudentProfileService

    static let site = "https://quad.test"

    init(_ world: AccountWorld) {
        self.world = world
        let links = InvitationLinks(site: Self.site)
        households = HouseholdService(pool: world.pool, links: links, siteName: "Quad")
        invitations = InvitationService(pool: world.pool, links: links)
        students = StudentProfileService(pool: world.pool)
    }

    /// A slow shared machine must not fail these suites: statements wait up to this long for a pooled connection.
    static let acquireTimeout: Duration = .seconds(30)

    static func with<T>(poolSize: Int = 2, _ body: (HouseholdWorld) async throws -> T) async throws -> T {
        try await AccountWorld.with(poolSize: poolSize, acquireTimeout: acquireTimeout) { try await body(HouseholdWorld($0)) }
    }

    /// A guardian-side invitation made through the service; its token.
    func invite(_ email: String, by inviter: Principal, side: String = "guardian", name: String? = nil,
                canEdit: Bool? = nil, student: UUID? = nil) async throws -> String {
        try await households.invite(inviter, InviteRequest(side: side, email: email, name: name, canEdit: canEdit,
                                                           studentId: student?.uuidString)).token
    }

    /// The person's household's people.
    func people(_ principal: Principal) async throws -> [HouseholdPerson] {
        try await households.household(principal).household?.people ?? []
    }

    /// Rows the owner reads (bypassing row-level security).
    func count(_ query: PostgresQuery) async throws -> Int {
        try await world.owner(query).first?.decode(Int.self, at: 0) ?? 0
    }
}

/// Runs `body` and returns the APIError it throws (nil when it does not throw one).
func refusal(_ body: () async throws -> Void) async -> APIError? {
    do {
        try await body()
        return nil
    } catch let error as APIError {
        return error
    } catch {
        Issue.record("not an APIError: \(error)")
        return nil
    }
}
