import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
import Screens
import Server
import Testing

/// The trends and high-school routes through the router (no sockets), on the bundled sample.
struct TrendRoutesTests {
    static let responder: Responder = {
        let store = DatasetStore(snapshot: ProfileRoutesTests.snapshot)
        var router = Router()
        TrendRoutes(store: store).register(on: &router)
        return router.build()
    }()

    private func get(_ target: String) async -> Response {
        await Self.responder.respond(to: Request(method: .get, target: "/api/app/v1" + target))
    }

    @Test func screensAnswer200() async throws {
        var targets = ["/trends", "/trends/movers", "/trends/movers?window=5", "/trends/conferences",
                       "/trends/conferences/north-coast-athletic-conference?measure=undergrads&members=atTheTime",
                       "/trends/states", "/trends/states?measure=avgCost", "/trends/states/ca", "/trends/states/AK",
                       "/trends/states/ca?measure=avgPaid", "/high-schools/061000000000"]
        targets += TrendEndpoints.studies.map { "/trends/\($0)" }
        targets += ["/trends/men-and-women?grouping=size&view=students", "/trends/shrinking-colleges?window=five"]
        for target in targets {
            let r = await get(target)
            #expect(r.status == 200, "\(target)")
            let screen = try? JSONDecoder().decode(Screen.self, from: Data(r.body))
            #expect(screen?.blocks.isEmpty == false, "\(target)")
        }
    }

    @Test func theSearchAnswersWithTheSitesMessages() async throws {
        let none = await get("/high-schools")
        let empty = try JSONDecoder().decode(HighSchoolSearchResponse.self, from: Data(none.body))
        #expect(!empty.searched && empty.results.isEmpty && empty.states.count == 51)
        #expect(empty.message == "Search by name, city, or pick a state to browse its public and private high schools.")
        let r = try JSONDecoder().decode(HighSchoolSearchResponse.self, from: Data(await get("/high-schools?q=high&state=ca").body))
        #expect(r.searched && r.results.count == 30 && r.state == "CA" && r.message == nil)
        #expect(r.results.allSatisfy { $0.state == "CA" && $0.line.contains(", CA · ") })
        let miss = try JSONDecoder().decode(HighSchoolSearchResponse.self, from: Data(await get("/high-schools?q=zzqq").body))
        #expect(miss.results.isEmpty && miss.message == "No high schools matched. Try a different name or state.")
    }

    @Test func unknownThingsAreNotFoundEnvelopes() async {
        for target in ["/trends/no-such-study", "/trends/states/zz", "/trends/states/california",
                       "/trends/conferences/no-such-conference", "/high-schools/061099999999", "/high-schools/nope"] {
            let r = await get(target)
            #expect(r.status == 404, "\(target)")
            #expect(envelope(r.body)?.error.code == "not_found", "\(target)")
        }
    }

    @Test func unusableSwitchesAre400sNamingTheParameter() async {
        for (target, field) in [("/trends/men-and-women?grouping=division", "grouping"), ("/trends/price-gap?view=students", "view"),
                                ("/trends/men-and-women?view=a&view=b", "view"), ("/trends/pell-gap?window=five", "window"),
                                ("/trends/states?measure=nope", "measure"), ("/trends/states?sortBy=population", "sortBy"),
                                ("/trends/states?sortDir=up", "sortDir"), ("/trends/states?sortBy=name&sortBy=onSite", "sortBy"),
                                ("/trends/conferences?sortBy=population", "sortBy"), ("/trends/conferences?sortDir=up", "sortDir"),
                                ("/trends/conferences?sortBy=cost&sortBy=members", "sortBy"),
                                ("/trends/states/ca?measure=avgCost", "measure"),
                                ("/trends/conferences/north-coast-athletic-conference?members=all", "members"),
                                ("/trends/conferences/north-coast-athletic-conference?measure=pell", "measure"),
                                ("/high-schools?state=california", "state"), ("/high-schools?kind=charter", "kind"),
                                ("/high-schools?q=a&q=b", "q")] {
            let r = await get(target)
            #expect(r.status == 400, "\(target)")
            #expect(envelope(r.body)?.error.detail == .object(["field": .string(field)]), "\(target)")
        }
    }

    /// The contract documents the same studies and measures the screens know.
    @Test func theContractAgreesWithTheScreens() {
        #expect(TrendEndpoints.studies == TrendStudyCatalog.all.map(\.slug))
        #expect(TrendEndpoints.stateMapMeasures == TrendScreens.stateMapMeasures)
        #expect(TrendEndpoints.statesTableColumns == TrendScreens.statesTableColumns)
        #expect(TrendEndpoints.conferencesTableColumns == TrendScreens.conferencesTableColumns)
        #expect(TrendEndpoints.statePageMeasures == TrendScreens.statePageMeasures)
    }
}
