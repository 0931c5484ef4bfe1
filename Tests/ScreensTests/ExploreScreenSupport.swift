import Domain
import Foundation
import QuadAPIModels
@testable import Screens

/// The bundled sample with the repository's ZIP table and state outlines, and helpers to build Explore documents
/// from a raw query string.
enum ExploreScreens {
    static let geography: ExploreGeography = {
        let data = SampleDataset.root.appendingPathComponent("data")
        let loaded = ExploreGeography.load(zipCentroids: data.appendingPathComponent("zip-centroids.csv"),
                                           stateOutlines: data.appendingPathComponent("us-states.geojson"))
        precondition(loaded.problems.isEmpty, "\(loaded.problems)")
        return loaded.geography
    }()

    static var snapshot: DatasetSnapshot { SampleDataset.snapshot }

    /// Decoded pairs of a raw query string (form decoding: `+` is a space, `%XX` escapes).
    static func pairs(_ raw: String) -> [ExplorePair] {
        raw.split(separator: "&").map { piece in
            let parts = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
            }
            return ExplorePair(name: parts[0], value: parts.count > 1 ? parts[1] : "")
        }
    }

    static func screen(_ raw: String, fit: ExploreFit = .signedOut) -> ExploreResponse {
        ExploreBuilder.screen(snapshot, pairs: pairs(raw), geography: geography, fit: fit)
    }

    static func filters(_ raw: String) -> FilterPanel {
        ExploreBuilder.filters(snapshot, pairs: pairs(raw), geography: geography)
    }

    /// The Domain's answer: ids of the matches in display order.
    static func domainIDs(_ raw: String, fit: ExploreFit = .signedOut) -> [String] {
        let query = ExploreQuery.parse(pairs(raw), known: ExploreIndex.of(snapshot).known)
        return ExploreEngine.run(snapshot, query: query, geography: geography, fit: fit).positions.map {
            snapshot.schools[$0].unitID
        }
    }

    /// The ids the screen lists: card ids in the grid, row ids in the table, dot ids on the map, point ids on a chart.
    static func ids(_ response: ExploreResponse) -> [String] {
        let r = response.results
        if let items = r.items {
            return items.compactMap { if case let .schoolCard(card) = $0 { card.school.id } else { nil } }
        }
        if let rows = r.rows { return rows.schools.map(\.id) }
        if let map = r.map, case let .dotMap(block) = map.map { return block.dots.map(\.id) }
        if let chart = r.scatter, case let .scatter(block) = chart.scatter { return block.points.map(\.id) }
        return []
    }

    /// One example value per Explore parameter (values the sample has at least one college for, where it can).
    static let examples: [String] = [
        "q=state", "q=uga", "near=02139", "near=02139&within=500", "near=10001&within=25", "within=300",
        "minAR=20", "maxAR=30", "minAR=10&maxAR=50", "minSAT=1300", "maxSAT=1100", "minSAT=1100&maxSAT=1200",
        "minACT=30", "maxACT=20", "policy=optional", "policy=required,blind", "minCost=20000", "maxCost=25000",
        "fewLoans=1", "minAidIncome=200000", "merit=1", "income=60000", "income=60000&sortBy=price_at", "pellGap=1",
        "costTrend=up", "appsTrend=down,steady", "divTrend=up", "selTrend=up", "types=public",
        "types=private-nonprofit,private-forprofit", "sizes=small", "sizes=large,xl", "minEnroll=10000",
        "maxEnroll=2000", "balance=women", "balance=balanced,men", "fullTime=1", "national=1", "aidForms=no-css",
        "intlAid=1", "field=52", "field=52&fieldMin=100", "field=11&fieldMin=25", "setting=city,rural",
        "research=R1", "designation=hbcu,hsi", "opportunity=1", "faith=catholic", "faith=none", "faithGroup=jewish",
        "lgbtqCenter=1", "lgbtqHousing=1", "lgbtqNondiscrimination=1", "maxRatio=12", "minFullTimeFaculty=70",
        "division=I-FBS,III", "division=naia", "conference=102", "football=1", "rotc=army", "ugResearch=1",
        "studyAbroad=1", "honors=1", "noLegacy=1", "noEssay=1", "gpaRequired=1", "gpa=1", "byRes=1", "oosEven=1",
        "transfers=1", "minGreek=20", "greekCouncils=nphc", "gapYear=1", "liveOn=1", "noFee=1", "guarantee=1",
        "regions=Midwest", "states=CA,TX", "minApplicants=5000", "minUndergrads=3000", "mySAT=1250", "myACT=28",
        "fit=scores", "sortBy=name", "sortBy=sat&sortDir=desc", "sortBy=acceptance_rate", "sortBy=avg_cost_change",
        "sortBy=admit_rate_change", "sortBy=pell_gap", "sortBy=endowment_per_student", "sortBy=distance",
        "near=02139&within=500&sortBy=distance", "sortDir=asc", "page=2", "page=99", "q=college&types=public&minAR=20",
        "types=public&minAR=10&maxAR=70&sizes=medium,large&policy=optional&sortBy=sat",
    ]
}
