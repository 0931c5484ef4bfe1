import Core
import Domain
import Foundation
import QuadAPIModels
import Synchronization
import Testing
@testable import UserData

/// TEST DOUBLE: an access-token verifier that knows a fixed set of tokens and the principal each stands for.
/// Anything else is a 401, as the real verifier answers for a forged or revoked token. Only for tests that drive
/// the signed-in routes without the auth service.
struct FixedTokenVerifierDouble: AccessTokenVerifier {
    let principals: [String: Principal]

    func verify(bearer token: String) async throws -> Principal {
        guard let principal = principals[token] else { throw APIError.unauthorized() }
        return principal
    }
}

/// A migrated test database and the people in it. Users are inserted into `auth.users` by the owner role (the
/// sign-up trigger makes their profiles); everything else is done as the users themselves, through the same
/// functions the app calls.
struct AccountWorld {
    let pool: PostgresPool
    let database: TestDatabase

    /// A fresh database with every migration applied, around `body`.
    /// `acquireTimeout`: how long a statement waits for a pooled connection (longer for suites that must not fail
    /// while the shared machine is loaded).
    static func with<T>(poolSize: Int = 2, acquireTimeout: Duration = .seconds(5),
                        _ body: (AccountWorld) async throws -> T) async throws -> T {
        try await TestDatabase.withPool(size: poolSize, acquireTimeout: acquireTimeout) { pool, database in
            _ = try await MigrationRunner(pool: pool, migrations: try Migration.bundled(), logger: quietLogger()).run()
            return try await body(AccountWorld(pool: pool, database: database))
        }
    }

    /// Runs a statement as the owner role (bypasses row-level security; for setup and for reading back).
    @discardableResult
    func owner(_ query: PostgresQuery) async throws -> PostgresRows {
        try await pool.withConnection { try await $0.query(query) }
    }

    /// A new account with its sign-up metadata; returns the principal of a session of it.
    func user(_ email: String, name: String?, birthYear: Int? = 1980, role: String? = "guardian") async throws -> Principal {
        let id = UUID()
        var meta: [String: JSONValue] = [:]
        if let name { meta["display_name"] = .string(name) }
        if let birthYear { meta["birth_year"] = .string(String(birthYear)) }
        if let role { meta["role_hint"] = .string(role) }
        try await owner("insert into auth.users (id, email, raw_user_meta_data) values (\(id), \(email), \(JSONValue.object(meta))::jsonb)")
        return try await session(for: id, email: email)
    }

    /// A new live session of the user (a row in auth.sessions) and a principal whose claims name it.
    func session(for id: UUID, email: String) async throws -> Principal {
        let session = UUID()
        try await owner("insert into auth.sessions (id, user_id) values (\(session), \(id))")
        return Principal(userID: id, claims: .object([
            "email": .string(email), "session_id": .string(session.uuidString.lowercased()),
            "aud": .string("authenticated"), "role": .string("authenticated"),
        ]))
    }

    /// One value of a statement run as `principal`.
    func value<T: PostgresDecodable>(_ type: T.Type, as principal: Principal, _ query: PostgresQuery) async throws -> T {
        let rows = try await pool.query(as: principal, query)
        let row = try #require(rows.first)
        return try row.decode(T.self, at: 0)
    }

    /// A household made by `guardian` (as guardian, with edit access).
    func household(_ name: String, by guardian: Principal) async throws -> UUID {
        try await value(UUID.self, as: guardian, "select public.create_household(\(name), 'guardian')")
    }

    /// Invites `email` to `household` as `side` and has `invitee` accept.
    func join(_ household: UUID, invitedBy inviter: Principal, invitee: Principal, email: String, side: String,
              canEdit: Bool = true) async throws {
        let token = try await value(String.self, as: inviter, """
            select public.create_invitation(\(household), \(email), \(side), null::uuid, \(canEdit)) ->> 'token'
            """)
        _ = try await pool.query(as: invitee, "select public.accept_invitation(\(token))")
    }

    /// A student record made by `guardian` for a child without an account, added to `household`.
    func managedStudent(_ name: String, in household: UUID, by guardian: Principal) async throws -> UUID {
        try await value(UUID.self, as: guardian, "select public.add_managed_student(\(household), \(name), 2030::integer)")
    }

    /// The caller's own live student record.
    func ownStudent(of principal: Principal) async throws -> UUID {
        try await value(UUID.self, as: principal,
                        "select id from public.students where user_id = auth.uid() and deleted_at is null")
    }
}

/// A household of four: an editing guardian (who created it), a guardian without edit access, a student with an
/// account, and a managed student (no account) made by the editing guardian. `tag` makes names and e-mails unique
/// ("a" → alex.a@example.com, "Alex A").
struct Family {
    var household: UUID
    var guardian: Principal
    var viewer: Principal
    var student: Principal
    var studentRecord: UUID
    var managedRecord: UUID
    var tag: String

    var guardianName: String { "Alex \(tag.uppercased())" }
    var viewerName: String { "Val \(tag.uppercased())" }
    var studentName: String { "Sam \(tag.uppercased())" }
    var managedName: String { "Kim \(tag.uppercased())" }

    static func make(_ world: AccountWorld, tag: String) async throws -> Family {
        let guardian = try await world.user("alex.\(tag)@example.com", name: "Alex \(tag.uppercased())")
        let viewer = try await world.user("val.\(tag)@example.com", name: "Val \(tag.uppercased())")
        let student = try await world.user("sam.\(tag)@example.com", name: "Sam \(tag.uppercased())", birthYear: 2009,
                                           role: "student")
        let household = try await world.household("The \(tag.uppercased()) household", by: guardian)
        try await world.join(household, invitedBy: guardian, invitee: viewer, email: "val.\(tag)@example.com",
                             side: "guardian", canEdit: false)
        try await world.join(household, invitedBy: guardian, invitee: student, email: "sam.\(tag)@example.com",
                             side: "student")
        let managed = try await world.managedStudent("Kim \(tag.uppercased())", in: household, by: guardian)
        return Family(household: household, guardian: guardian, viewer: viewer, student: student,
                      studentRecord: try await world.ownStudent(of: student), managedRecord: managed, tag: tag)
    }
}

/// A settable clock for tests that move time.
final class TestClock: Sendable {
    private let moment: Mutex<Date>
    init(_ start: Date) { moment = Mutex(start) }
    var now: Date { moment.withLock { $0 } }
    func set(_ date: Date) { moment.withLock { $0 = date } }
    func advance(_ seconds: TimeInterval) { moment.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// A UTC moment from its parts.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute,
                                              second: second))!
}
