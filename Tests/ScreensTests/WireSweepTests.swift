import Domain
import Foundation
import QuadAPIModels
import Screens
import Testing

/// The wire encoder against Foundation's on the documents the server serves, built from the sample dataset: every
/// profile document and history group of colleges spread through it, Explore in its views, Compare, Home, the Data
/// page, meta, the glossary, the index, a search and the national trends pages.
struct WireSweepTests {
    private let snapshot = SampleDataset.snapshot

    @Test func profileDocumentsOfCollegesSpreadThroughTheSample() throws {
        let ids = snapshot.schools.enumerated().filter { $0.offset % 30 == 0 }.map(\.element.unitID)
        #expect(ids.count >= 10)
        for id in ids {
            try WireCheck.expectAgreement(try ProfileScreens.overview(snapshot, id: id))
            try WireCheck.expectAgreement(try ProfileScreens.changes(snapshot, id: id))
            for topic in ProfileTopic.pageTopics {
                if let screen = try? ProfileScreens.topic(snapshot, id: id, topic: topic.rawValue, scores: ScoreInput(sat: 1200)) {
                    try WireCheck.expectAgreement(screen)
                }
            }
            for group in HistoryGroup.allCases {
                if let history = try? ProfileScreens.history(snapshot, id: id, query: HistoryQuery(group: group)) {
                    try WireCheck.expectAgreement(history)
                }
            }
        }
    }

    @Test(arguments: ["", "view=table", "view=map", "view=chart",
                      "states=CA,NY,TX&types=public&minAR=15&maxAR=75&maxCost=30000&sortBy=net_price&sortDir=asc"])
    func explore(_ query: String) throws {
        try WireCheck.expectAgreement(ExploreScreens.screen(query))
        try WireCheck.expectAgreement(ExploreScreens.filters(query))
    }

    @Test func theOtherPublicDocuments() throws {
        let ids = snapshot.schools.prefix(4).map(\.unitID).joined(separator: ",")
        let query = CompareQuery.parse([("ids", ids)], page: .overview)
        try WireCheck.expectAgreement(CompareScreens.overview(snapshot, query: query))
        try WireCheck.expectAgreement(HomeScreen.build(snapshot))
        try WireCheck.expectAgreement(DataScreen.build(snapshot, now: Date(timeIntervalSince1970: 1_790_000_000)))
        try WireCheck.expectAgreement(MetaBuilder.build(snapshot, build: BuildInfo(version: "test", commit: nil, api: "v1")))
        try WireCheck.expectAgreement(GlossaryBuilder.build())
        try WireCheck.expectAgreement(SchoolIndexBuilder.index(snapshot))
        try WireCheck.expectAgreement(SchoolIndexBuilder.search(snapshot, q: "uni", limit: 8, exclude: []))
        // The national trends pages (their goldens cover a study, a conference, a state and a high school).
        try WireCheck.expectAgreement(try TrendScreens.hub(snapshot))
        try WireCheck.expectAgreement(try TrendScreens.movers(snapshot, window: nil))
        try WireCheck.expectAgreement(try TrendScreens.conferences(snapshot))
        try WireCheck.expectAgreement(try TrendScreens.states(snapshot, measure: nil))
    }
}
