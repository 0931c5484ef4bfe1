import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// The household, invitation, student, home and fit endpoints over the router (no sockets) with the real schema and
/// ``FixedTokenVerifierDouble`` for the auth service; Explore and the score checker personalised for a signed-in
/// caller, on the bundled sample dataset.
@Suite(.serialized) struct HouseholdRoutesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let snapshot: DatasetSnapshot = {
        do { return try DatasetLoader().load(from: root.appendingPathComponent("data/sample"), loadedAt: Date(timeIntervalSince1970: 0)) }
        catch { fatalError("sample: \(error)") }
    }()

    struct Client {
        let responder: Responder
        func send(_ method: HTTPMethod, _ path: String, token: String? = nil, body: String? = nil) async -> Response {
            var headers = HTTPHeaders()
            if let token { headers.set("Authorization", "Bearer \(token)") }
            if body != nil { headers.set("Content-Type", "application/json") }
            return await responder.respond(to: Request(method: method, target: path, headers: headers,
                                                       body: Array((body ?? "").utf8)), logger: quietLogger())
        }
    }

    /// The routes over `world`'s database, each token in `tokens` signed in as its principal; Explore places the ZIP
    /// codes of ``HomeAddressServiceTests/zips``.
    static func client(_ world: AccountWorld, _ tokens: [String: Principal]) -> Client {
        let store = DatasetStore(snapshot: Self.snapshot)
        let fit = FitService(pool: world.pool, store: store)
        let links = InvitationLinks(site: "https://quad.test")
        var router = Router(middleware: Router.standardMiddleware().filter { !($0 is AccessLogMiddleware) },
                            access: AccessControl(verifier: FixedTokenVerifierDouble(principals: tokens)))
        router.group(PublicEndpoints.prefix) { app in
            ExploreRoutes(store: store, geography: ExploreGeography(zips: HomeAddressServiceTests.zips), fit: fit)
                .register(on: &app)
            ProfileRoutes(store: store, fit: fit).register(on: &app)
            HouseholdRoutes(households: HouseholdService(pool: world.pool, links: links, siteName: "Quad"),
                            invitations: InvitationService(pool: world.pool, links: links), auth: nil).register(on: &app)
            StudentRoutes(students: StudentProfileService(pool: world.pool),
                          home: HomeAddressService(pool: world.pool, zips: HomeAddressServiceTests.zips), fit: fit, store: store).register(on: &app)
        }
        return Client(responder: router.build())
    }

    private let validator = SchemaValidator(components: WireComponents.byName)

    private func decode<T: Decodable>(_ type: T.Type, _ response: Response) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(response.body))
    }

    @Test func everySignedInEndpointNeedsAToken() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let client = Self.client(world, [:])
            let specs = (HouseholdEndpoints.all + InvitationEndpoints.all + StudentEndpoints.all + HomeAddressEndpoints.all + FitEndpoints.all)
                .filter { $0.access == .signedIn }
            #expect(specs.count == 19)
            for spec in specs {
                let path = spec.path.replacingOccurrences(of: "{id}", with: UUID().uuidString)
                    .replacingOccurrences(of: "{memberId}", with: UUID().uuidString)
                    .replacingOccurrences(of: "{token}", with: String(repeating: "a", count: 64))
                let response = await client.send(HTTPMethod(rawValue: spec.method), path, token: "forged", body: "{}")
                #expect(response.status == 401, "\(spec.id)")
                #expect(response.headers["Cache-Control"] == "private, no-store", "\(spec.id)")
            }
        }
    }

    @Test func answersMatchTheirSchemasAndBodiesAreChecked() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let a = try await Family.make(world, tag: "a")
            let client = Self.client(world, ["alex": a.guardian, "sam": a.student])
            let checks: [(HTTPMethod, String, String?, String?, any SchemaDescribed.Type)] = [
                (.get, "/api/app/v1/me/household", "alex", nil, HouseholdResponse.self),
                (.post, "/api/app/v1/me/household/invitations", "alex", #"{"side": "guardian", "email": "gran@example.com"}"#,
                 InvitationCreated.self),
                (.get, "/api/app/v1/me/student?student=\(a.studentRecord)", "alex", nil, StudentProfileResponse.self),
                (.put, "/api/app/v1/me/student", "sam", #"{"tests": {"satTotal": 1250}}"#, StudentProfileResponse.self),
                (.put, "/api/app/v1/me/home", "sam", #"{"address": "20500"}"#, HomeResponse.self),
                (.get, "/api/app/v1/me/home/suggest?q=77%20Mass", "sam", nil, HomeSuggestions.self),
                (.post, "/api/app/v1/me/fit", "sam", nil, FitResponse.self),
            ]
            for (method, path, token, body, type) in checks {
                let response = await client.send(method, path, token: token, body: body)
                #expect(response.status == 200, "\(path): \(String(decoding: response.body, as: UTF8.self))")
                #expect(validator.validate(jsonData: Data(response.body), against: type.schema) == [], "\(path)")
            }
            let token = try decode(InvitationCreated.self, await client.send(.post, "/api/app/v1/me/household/invitations",
                token: "alex", body: #"{"side": "guardian", "email": "val2@example.com"}"#)).token
            let preview = await client.send(.get, "/api/app/v1/invitations/\(token)")
            #expect(preview.status == 200 && preview.headers["Cache-Control"] == "no-store")
            #expect(validator.validate(jsonData: Data(preview.body), against: InvitationPreview.schema) == [])
            #expect(await client.send(.get, "/api/app/v1/invitations/nope").status == 404)

            // Bodies: an unknown field, a wrong type, a missing field, a group that is not an object.
            for (path, method, body, field) in [
                ("/api/app/v1/me/household/invitations", HTTPMethod.post, #"{"side": "guardian", "email": "x@example.com", "role": 1}"#, "role"),
                ("/api/app/v1/me/household/invitations", .post, #"{"side": 5, "email": "x@example.com"}"#, "side"),
                ("/api/app/v1/me/household/students", .post, #"{"gradYear": 2030}"#, "name"),
                ("/api/app/v1/me/student", .put, #"{"hobbies": {}}"#, "hobbies"),
                ("/api/app/v1/me/student", .put, #"{"tests": 7}"#, "tests"),
                ("/api/app/v1/me/home", .put, #"{"address": "20500", "lat": 1}"#, "lat"),
            ] {
                let response = await client.send(method, path, token: "sam", body: body)
                #expect(response.status == 400, "\(path) \(body)")
                let detail = try? decode(ErrorEnvelope.self, response).error.detail
                #expect(detail == .object(["field": .string(field)]), "\(path) \(body)")
            }
            #expect(await client.send(.get, "/api/app/v1/me/student?student=nope", token: "sam").status == 400)
            #expect(await client.send(.delete, "/api/app/v1/me/household/members/nope", token: "alex").status == 400)
        }
    }

    @Test func exploreFitsTheSignedInPersonsOwnProfileAndThatAnswerIsPrivate() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let a = try await Family.make(world, tag: "a")
            let client = Self.client(world, ["sam": a.student, "alex": a.guardian])
            _ = await client.send(.put, "/api/app/v1/me/student", token: "sam",
                                  body: #"{"tests": {"satTotal": 1250}, "preferences": {"types": ["public"]}}"#)
            let signedOut = await client.send(.get, "/api/app/v1/explore?fit=scores")
            #expect(signedOut.headers["Cache-Control"]?.hasPrefix("public") == true)
            #expect(try decode(ExploreResponse.self, signedOut).ignored.map(\.reason) == ["needs-sign-in"])

            let mine = await client.send(.get, "/api/app/v1/explore?fit=scores", token: "sam")
            #expect(mine.status == 200 && mine.headers["Cache-Control"] == "private, no-store")
            let explore = try decode(ExploreResponse.self, mine)
            #expect(explore.ignored.isEmpty)
            // The same colleges as Explore's own mySAT filter, a different code path over the same rule.
            let bySAT = try decode(ExploreResponse.self, await client.send(.get, "/api/app/v1/explore?mySAT=1250"))
            #expect(explore.summary.matched == bySAT.summary.matched && explore.summary.matched > 0)
            let fit = try decode(FitResponse.self, await client.send(.post, "/api/app/v1/me/fit", token: "sam"))
            let query = ExploreQuery.parse([ExplorePair(name: "mySAT", value: "1250")], known: ExploreIndex.of(Self.snapshot).known)
            let expected = ExploreEngine.run(Self.snapshot, query: query, geography: ExploreGeography()).positions
                .map { Self.snapshot.schools[$0].unitID }
            #expect(Set(fit.ids.scores ?? []) == Set(expected))
            #expect(fit.queries.scores == "mySAT=1250" && fit.queries.prefs == "types=public")
            #expect(fit.hasScores && fit.hasPreferences)
            #expect(fit.messages.scores.hasPrefix("Showing \(JSNumber.localeString(Double(expected.count))) that fit"))
            let publicOnes = Self.snapshot.schools.filter { $0.type == "public" }.map(\.unitID)
            #expect(fit.ids.prefs == publicOnes)

            // Alex (a guardian, no record of his own): signed in, but nothing to fit.
            let alex = try decode(ExploreResponse.self, await client.send(.get, "/api/app/v1/explore?fit=scores,prefs", token: "alex"))
            #expect(alex.ignored.map(\.reason) == ["needs-profile", "needs-profile"])
            let alexFit = try decode(FitResponse.self, await client.send(.post, "/api/app/v1/me/fit", token: "alex"))
            #expect(!alexFit.hasScores && alexFit.ids.scores == nil
                && alexFit.messages.scores == "No SAT or ACT score saved \u{2014} add one on your profile.")
            // Without fit, a token changes nothing and the answer stays public.
            #expect(await client.send(.get, "/api/app/v1/explore?types=public", token: "sam").headers["Cache-Control"]?
                .hasPrefix("public") == true)
        }
    }

    @Test func theScoreCheckerIsPrefilledForASignedInReader() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let a = try await Family.make(world, tag: "a")
            let client = Self.client(world, ["sam": a.student])
            _ = await client.send(.put, "/api/app/v1/me/student", token: "sam", body: #"{"tests": {"satTotal": 1250}}"#)
            let school = try #require(Self.snapshot.schools.first { $0.admissions?.satReading25_75 != nil && $0.admissions?.satMath25_75 != nil })
            let path = "/api/app/v1/schools/\(school.unitID)/admissions"
            func you(_ response: Response) throws -> [String] {
                try decode(Screen.self, response).blocks.compactMap { block -> String? in
                    if case let .rangeBar(bar) = block { return bar.you?.display }
                    return nil
                }
            }
            let signedOut = await client.send(.get, path)
            #expect(try you(signedOut).isEmpty)
            let signedIn = await client.send(.get, path, token: "sam")
            #expect(signedIn.headers["Cache-Control"] == "private, no-store")
            #expect(try you(signedIn) == ["1250"])
            // Scores in the query win over the profile.
            #expect(try you(await client.send(.get, path + "?sat=1400", token: "sam")) == ["1400"])
        }
    }
}
