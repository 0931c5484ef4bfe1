import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// A migrated database with two families (``Family``: an editing guardian, a view-only guardian, a student with an
/// account, a managed student), and the list and follow routes over the router with ``FixedTokenVerifierDouble``.
///
/// Tokens: `alex-a` (editing guardian of A), `val-a` (view-only guardian of A), `sam-a` (student of A), and the same
/// for household B. Today is 2026-10-05 (New York), unless a request says otherwise.
struct ListWorld {
    let world: AccountWorld
    let a: Family
    let b: Family
    let client: ListClient
    let store: DatasetStore

    /// The colleges the tests use (from data/sample): names are unique in the sample.
    static let abilene = "222178", baldwin = "138558", ainsworth = "178107", alabama = "100654"

    /// The sample with two colleges reporting Common Data Set dates: Abilene Christian (cycle "Fall 2026", regular
    /// closing January 15, early decision November 1, early action November 15) and Alabama A&M (no cycle; regular
    /// closing March 1).
    static let snapshot: DatasetSnapshot = {
        let sample = DatasetPublishTests.sample
        let schools = sample.schools.map { school -> School in
            var school = school
            func md(_ m: Int, _ d: Int) -> JSONValue { .object(["month": .number(Double(m)), "day": .number(Double(d))]) }
            if school.unitID == abilene {
                var reported = SchoolReported()
                reported.admissionsLogistics = .object(["cycle": .string("Fall 2026"), "regular_closing": md(1, 15)])
                reported.admissionProfile = .object([
                    "early_decision": .object(["first": .object(["closing": md(11, 1)])]),
                    "early_action": .object(["closing": md(11, 15)]),
                ])
                school.reported = reported
            } else if school.unitID == alabama {
                var reported = SchoolReported()
                reported.admissionsLogistics = .object(["regular_closing": md(3, 1)])
                school.reported = reported
            }
            return school
        }
        do {
            return try DatasetSnapshot(schools: schools, meta: sample.meta, releaseCalendar: sample.releaseCalendar,
                                       publishID: sample.publishID, loadedAt: sample.loadedAt)
        } catch {
            fatalError("the adjusted sample does not build: \(error)")
        }
    }()

    static func with<T>(poolSize: Int = 4, now: Date = utc(2026, 10, 5, 16), _ body: (ListWorld) async throws -> T)
        async throws -> T {
        // A patient wait for a pooled connection: the suites must not fail because the shared machine is loaded.
        try await AccountWorld.with(poolSize: poolSize, acquireTimeout: .seconds(30)) { world in
            let a = try await Family.make(world, tag: "a")
            let b = try await Family.make(world, tag: "b")
            var principals: [String: Principal] = [:]
            for (tag, family) in [("a", a), ("b", b)] {
                principals["alex-\(tag)"] = family.guardian
                principals["val-\(tag)"] = family.viewer
                principals["sam-\(tag)"] = family.student
            }
            var router = Router(access: AccessControl(verifier: FixedTokenVerifierDouble(principals: principals)))
            let store = DatasetStore(snapshot: snapshot)
            router.group(PublicEndpoints.prefix) { app in
                ListRoutes(pool: world.pool, store: store, now: { now }).register(on: &app)
                FollowRoutes(pool: world.pool, store: store).register(on: &app)
            }
            return try await body(ListWorld(world: world, a: a, b: b, client: ListClient(responder: router.build()),
                                            store: store))
        }
    }
}

/// Sends requests to the routes and decodes their answers.
struct ListClient {
    let responder: Responder

    static let me = "/api/app/v1/me"

    func send(_ method: HTTPMethod, _ path: String, as token: String?, json body: String? = nil,
              contentType: String? = nil, raw: [UInt8]? = nil) async -> Response {
        var headers = HTTPHeaders()
        if let token { headers.set("Authorization", "Bearer \(token)") }
        if let type = contentType ?? (body != nil ? "application/json" : nil) { headers.set("Content-Type", type) }
        return await responder.respond(to: Request(method: method, target: path, headers: headers,
                                                   body: raw ?? Array((body ?? "").utf8)), logger: quietLogger())
    }

    /// Sends and decodes a 200 answer; anything else fails the test with the answer's body.
    func ok<T: Decodable>(_ type: T.Type, _ method: HTTPMethod, _ path: String, as token: String?,
                          json body: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) async throws -> T {
        let response = await send(method, path, as: token, json: body)
        try #require(response.status == 200, "\(method) \(path): \(response.status) \(String(decoding: response.body, as: UTF8.self))",
                     sourceLocation: sourceLocation)
        return try JSONDecoder().decode(T.self, from: Data(response.body))
    }

    /// The caller's own default list (made on first use).
    func defaultList(as token: String, student: UUID? = nil) async throws -> ListSummary {
        let query = student.map { "?student=\($0.uuidString.lowercased())" } ?? ""
        let lists = try await ok(ListsResponse.self, .get, "\(Self.me)/lists\(query)", as: token)
        return try #require(lists.lists.first { $0.isDefault })
    }

    /// Adds a college to a list.
    @discardableResult
    func add(_ unitID: String, to list: String, as token: String) async throws -> ListItemResponse {
        try await ok(ListItemResponse.self, .post, "\(Self.me)/lists/\(list)/items", as: token,
                     json: #"{"unitId": "\#(unitID)"}"#)
    }

    /// Changes a college on a list.
    @discardableResult
    func patch(_ unitID: String, on list: String, as token: String, _ body: String) async throws -> ListItemResponse {
        try await ok(ListItemResponse.self, .patch, "\(Self.me)/lists/\(list)/items/\(unitID)", as: token, json: body)
    }

    /// The board of a list.
    func board(_ list: String, as token: String, today: String? = nil) async throws -> ListBoard {
        try await ok(ListBoard.self, .get, "\(Self.me)/lists/\(list)" + (today.map { "?today=\($0)" } ?? ""), as: token)
    }
}

extension Response {
    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }
}
