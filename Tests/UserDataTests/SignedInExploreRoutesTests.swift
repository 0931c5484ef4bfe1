import APIContract
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// Explore's signed-in options through the real routes over the real schema (``HouseholdRoutesTests/client(_:_:)``):
/// `fit=prefs` and `fit=scores,prefs` against the Explore engine's answer for the queries `POST /me/fit` returns and
/// against a brute-force count of the sample; `near=home` ("Use my home") from the household's saved ZIP; and the
/// college overview's "my high school" line.
@Suite(.serialized) struct SignedInExploreRoutesTests {
    static let snapshot = HouseholdRoutesTests.snapshot

    private func decode<T: Decodable>(_ type: T.Type, _ response: Response) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(response.body))
    }

    /// The unit ids of an Explore grid page, in order.
    private func ids(_ explore: ExploreResponse) -> [String] {
        (explore.results.items ?? []).compactMap { block -> String? in
            if case let .schoolCard(card) = block { return card.school.id }
            return nil
        }
    }

    /// The engine's answer for an Explore query string: every match's unit id, in the default order.
    private func engine(_ query: String) -> [String] {
        let pairs = query.split(separator: "&").map { part -> ExplorePair in
            let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
            return ExplorePair(name: kv[0], value: kv.count > 1 ? kv[1] : "")
        }
        let parsed = ExploreQuery.parse(pairs, known: ExploreIndex.of(Self.snapshot).known)
        return ExploreEngine.run(Self.snapshot, query: parsed, geography: ExploreGeography()).positions
            .map { Self.snapshot.schools[$0].unitID }
    }

    @Test func fitPrefsAndBothThroughTheRouteEqualTheEngineForTheFitQueries() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let a = try await Family.make(world, tag: "a")
            let client = HouseholdRoutesTests.client(world, ["sam": a.student])
            let saved = await client.send(.put, "/api/app/v1/me/student", token: "sam", body: """
                {"tests": {"satTotal": 1250},
                 "preferences": {"types": ["private-nonprofit"], "statesOrRegions": ["CA", "TX"]}}
                """)
            #expect(saved.status == 200)
            let fit = try decode(FitResponse.self, await client.send(.post, "/api/app/v1/me/fit", token: "sam"))
            let prefsQuery = try #require(fit.queries.prefs)
            let scoresQuery = try #require(fit.queries.scores)
            #expect(prefsQuery == "states=CA,TX&types=private-nonprofit" && scoresQuery == "mySAT=1250")

            // By hand: private nonprofits in California or Texas (18 + 8 in the sample).
            let byHand = Self.snapshot.schools
                .filter { $0.type == "private-nonprofit" && ["CA", "TX"].contains($0.location.state) }.map(\.unitID)
            #expect(byHand.count == 26)

            let prefs = await client.send(.get, "/api/app/v1/explore?fit=prefs", token: "sam")
            #expect(prefs.status == 200 && prefs.headers["Cache-Control"] == "private, no-store")
            #expect(!prefs.isPubliclyCacheable)
            let prefsScreen = try decode(ExploreResponse.self, prefs)
            #expect(prefsScreen.ignored.isEmpty)
            let prefsEngine = engine(prefsQuery)
            #expect(prefsScreen.total == prefsEngine.count && prefsScreen.total == byHand.count)
            #expect(ids(prefsScreen) == Array(prefsEngine.prefix(ExploreEngine.gridPageSize)))
            #expect(Set(prefsEngine) == Set(byHand) && Set(fit.ids.prefs ?? []) == Set(byHand))

            let both = try decode(ExploreResponse.self,
                                  await client.send(.get, "/api/app/v1/explore?fit=scores,prefs", token: "sam"))
            #expect(both.ignored.isEmpty)
            let bothEngine = engine(scoresQuery + "&" + prefsQuery)
            let intersection = Set(fit.ids.scores ?? []).intersection(byHand)
            #expect(both.total == bothEngine.count && both.total == intersection.count)
            #expect(ids(both) == Array(bothEngine.prefix(ExploreEngine.gridPageSize)))
            #expect(both.total < prefsScreen.total && both.total > 0)

            // The panel's filter count and the table view follow the same set.
            let table = try decode(ExploreResponse.self,
                                   await client.send(.get, "/api/app/v1/explore?fit=prefs&view=table", token: "sam"))
            #expect(table.total == byHand.count)
        }
    }

    /// Great-circle miles on a sphere of radius 3,958.8 miles (screens-map §0.9), written out here.
    private func miles(_ lat1: Double, _ lng1: Double, _ lat2: Double, _ lng2: Double) -> Double {
        let r = Double.pi / 180
        let dLat = (lat2 - lat1) * r, dLng = (lng2 - lng1) * r
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * r) * cos(lat2 * r) * sin(dLng / 2) * sin(dLng / 2)
        return 2 * 3958.8 * asin(min(1, h.squareRoot()))
    }

    @Test func useMyHomeReadsTheHouseholdZipForASignedInCallerOnly() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let a = try await Family.make(world, tag: "a")
            let loner = try await world.user("lee.a@example.com", name: "Lee A")
            let client = HouseholdRoutesTests.client(world, ["sam": a.student, "val": a.viewer, "lee": loner])
            let path = "/api/app/v1/explore?near=home&within=200"

            // Signed out: dropped with the sign-in sentence, the answer public and cacheable as before.
            let signedOut = await client.send(.get, path)
            #expect(signedOut.status == 200 && signedOut.headers["Cache-Control"]?.hasPrefix("public") == true)
            #expect(signedOut.isPubliclyCacheable)
            let out = try decode(ExploreResponse.self, signedOut)
            #expect(out.ignored.map(\.reason) == ["home-needs-sign-in"])
            #expect(out.ignored.first?.message == "Sign in to use the home address saved with your household.")
            #expect(out.total == Self.snapshot.schools.count)

            // Signed in, no home saved: the household page's sentence; private (it depends on who asked).
            let none = await client.send(.get, path, token: "sam")
            #expect(none.headers["Cache-Control"] == "private, no-store" && !none.isPubliclyCacheable)
            let noHome = try decode(ExploreResponse.self, none)
            #expect(noHome.ignored.map(\.reason) == ["no-home"])
            #expect(noHome.ignored.first?.message == "No home address saved yet \u{2014} add one on your household page.")

            // Sam saves the household's home as a ZIP; anyone of the household (Val, view-only) now gets it.
            #expect(await client.send(.put, "/api/app/v1/me/home", token: "sam", body: #"{"address": "20500"}"#).status == 200)
            let byHand = Self.snapshot.schools.filter { s in
                guard let lat = s.location.lat, let lng = s.location.lng else { return false }
                return miles(38.8987, -77.0352, lat, lng) <= 200
            }
            #expect(!byHand.isEmpty && byHand.count < Self.snapshot.schools.count)
            for token in ["sam", "val"] {
                let mine = await client.send(.get, path, token: token)
                #expect(mine.status == 200 && mine.headers["Cache-Control"] == "private, no-store")
                #expect(!mine.isPubliclyCacheable)
                let explore = try decode(ExploreResponse.self, mine)
                #expect(explore.ignored.isEmpty, "\(token)")
                #expect(explore.total == byHand.count, "\(token)")
                #expect(explore.filters.sections.contains { $0.controls.contains { $0.zip?.value == "20500" } }, "\(token)")
                #expect(explore.active.chips.map(\.label).contains("Within 200 mi of 20500"), "\(token)")
                // The same document as the ZIP typed in, which is public.
                let typed = try decode(ExploreResponse.self, await client.send(.get, "/api/app/v1/explore?near=20500&within=200"))
                #expect(explore.url == typed.url && explore.total == typed.total && ids(explore) == ids(typed))
            }
            // The filter panel alone reads it too.
            let panel = await client.send(.get, "/api/app/v1/explore/filters?near=home", token: "sam")
            #expect(panel.headers["Cache-Control"] == "private, no-store")
            #expect(try decode(FilterPanel.self, panel).sections.contains { $0.controls.contains { $0.zip?.value == "20500" } })
            // Someone in no household has no home.
            #expect(try decode(ExploreResponse.self, await client.send(.get, path, token: "lee")).ignored.map(\.reason) == ["no-home"])
            // With fit as well, both come from the one signed-in read.
            _ = await client.send(.put, "/api/app/v1/me/student", token: "sam", body: #"{"tests": {"satTotal": 1250}}"#)
            let both = try decode(ExploreResponse.self, await client.send(.get, path + "&fit=scores", token: "sam"))
            let fit = try decode(FitResponse.self, await client.send(.post, "/api/app/v1/me/fit", token: "sam"))
            #expect(both.ignored.isEmpty)
            #expect(both.total == Set(byHand.map(\.unitID)).intersection(fit.ids.scores ?? []).count)
        }
    }

    @Test func myHighSchoolLineComesFromThePersonsOwnProfileOnly() async throws {
        try await AccountWorld.with(acquireTimeout: HouseholdWorld.acquireTimeout) { world in
            let a = try await Family.make(world, tag: "a")
            let client = HouseholdRoutesTests.client(world, ["sam": a.student, "alex": a.guardian])
            let path = "/api/app/v1/me/high-school-line/214981"
            func line(_ response: Response) throws -> MyHighSchoolLine? {
                try decode(MyHighSchoolLineResponse.self, response).line
            }
            #expect(await client.send(.get, path).status == 401)
            // No high school saved yet: no line.
            let before = await client.send(.get, path, token: "sam")
            #expect(before.status == 200 && before.headers["Cache-Control"] == "private, no-store")
            #expect(try line(before) == nil)

            // Lincoln High School (AK)'s sample profile lists college 214981 with 25 graduates, classes 2023–2025,
            // the 2025–26 edition.
            #expect(await client.send(.put, "/api/app/v1/me/student", token: "sam",
                                      body: #"{"basics": {"highSchoolId": "021000000000"}}"#).status == 200)
            let mine = await client.send(.get, path, token: "sam")
            let validator = SchemaValidator(components: WireComponents.byName)
            #expect(validator.validate(jsonData: Data(mine.body), against: MyHighSchoolLineResponse.schema) == [])
            let shown = try #require(try line(mine))
            #expect(shown.lead == "From your high school,")
            #expect(shown.school == Link(label: "Lincoln High School", href: "/high-schools/021000000000"))
            #expect(shown.text == "25 enrolled in 2023\u{2013}2025 (school profile, 2025\u{2013}26)")
            #expect(shown.enrolled.value == 25 && shown.enrolled.display == "25")
            #expect(shown.enrolled.cited.source.label == "Lincoln High School school profile 2025\u{2013}26")
            #expect(shown.enrolled.cited.source.url
                == "https://www.example.org/high-schools/021000000000/profile-2025-26.pdf")

            // A college the profile does not list: no line. An id no college has: 404.
            #expect(try line(await client.send(.get, "/api/app/v1/me/high-school-line/132812", token: "sam")) == nil)
            #expect(await client.send(.get, "/api/app/v1/me/high-school-line/999999999", token: "sam").status == 404)
            // Alex (guardian, may edit Sam's profile) sees Sam's school on Sam's profile, but the line is the
            // person's own: a guardian's view of a student never counts.
            #expect(try line(await client.send(.get, path, token: "alex")) == nil)
        }
    }
}
