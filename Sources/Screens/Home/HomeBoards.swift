import Domain
import QuadAPIModels

/// Home's leaderboards: the three under "Is it worth it?" and the three of "Who stands out", each the top five on
/// one measure among colleges above a size floor (ties keep the dataset's order).
enum HomeBoards {
    /// One board's rule and words.
    struct Board {
        let title: String
        let term: String
        let domain: MetricDomain
        let caption: String
        let metric: MetricKey
        let direction: SortDirection
        var minApplicants: Double = 0
        var minUndergrads: Double = 0
        /// How a figure prints.
        let format: FormatKind
        /// The bar of the largest possible figure; nil scales to the largest figure shown.
        var max: Double?
        /// "1 in N" instead of the rate.
        var oneIn = false
    }

    static let valueBoards = [
        Board(title: "Highest earnings", term: "median-earnings", domain: .value,
              caption: "Median, 10 yrs after entry \u{B7} 1,000+ undergrads", metric: .earnings, direction: .desc,
              minUndergrads: 1000, format: .moneyCompact),
        Board(title: "Most generous aid", term: "aid-generosity", domain: .value,
              caption: "Share of full price covered by grants \u{B7} 1,000+ undergrads", metric: .aidGenerosity,
              direction: .desc, minUndergrads: 1000, format: .pct, max: 1),
        Board(title: "Lowest average cost", term: "average-cost", domain: .value,
              caption: "All students, per year \u{B7} 5,000+ undergrads", metric: .avgCost, direction: .asc,
              minUndergrads: 5000, format: .moneyCompact),
    ]

    static let standoutBoards = [
        Board(title: "Hardest to get into", term: "acceptance-rate", domain: .admissions,
              caption: "Applicants per admit, 1,000+ applicants", metric: .acceptance, direction: .asc,
              minApplicants: 1000, format: .int, oneIn: true),
        Board(title: "Largest enrollment", term: "undergrad-enrollment", domain: .size,
              caption: "Undergrads, including online students", metric: .enrollment, direction: .desc, format: .compact),
        Board(title: "Most economically diverse", term: "pell-grant", domain: .access,
              caption: "Pell Grant share, campuses of 5K+ undergrads", metric: .pell, direction: .desc,
              minUndergrads: 5000, format: .pct),
    ]

    /// Each board's colleges, computed once per snapshot: value boards first, then the standouts.
    private static let leadersKey = SnapshotKey<[[School]]>("home.boards")

    static func value(_ c: HomeContext) -> HomeSection {
        boards(c, valueBoards, leaders: Array(schools(c).prefix(valueBoards.count)))
    }

    static func standouts(_ c: HomeContext) -> HomeSection {
        let section = boards(c, standoutBoards, leaders: Array(schools(c).suffix(standoutBoards.count)))
        guard !section.blocks.isEmpty else { return .empty }
        return HomeSection(blocks: [SectionBlocks.heading("Who stands out", eyebrow: "Leaderboards", anchor: "leaderboards")]
            + section.blocks, sources: section.sources)
    }

    /// The top five of every board, in ``valueBoards`` then ``standoutBoards`` order.
    static func schools(_ c: HomeContext) -> [[School]] {
        c.snapshot.derived.value(leadersKey) {
            (valueBoards + standoutBoards).map { board in
                c.stats.topBy(board.metric, board.direction, count: 5, minApplicants: board.minApplicants,
                              minUndergrads: board.minUndergrads)
            }
        }
    }

    static func boards(_ c: HomeContext, _ list: [Board], leaders: [[School]]) -> HomeSection {
        var section = HomeSection()
        var sources: [[SourceGroup]] = []
        for (board, schools) in zip(list, leaders) {
            guard !schools.isEmpty else { continue }
            section.blocks.append(.leaderboard(block(c, board, schools)))
            sources.append(c.lineage.sources(forFields: [board.metric.definition.field], schools: schools))
        }
        section.sources = SourceGroup.merged(sources)
        return section
    }

    /// The board's rows: each college's figure, cited, with a bar at least 3% long.
    static func block(_ c: HomeContext, _ board: Board, _ schools: [School]) -> LeaderboardBlock {
        let field = board.metric.definition.field
        let figures: [Double] = schools.map { s in
            let v = board.metric.value(of: s) ?? 0
            return board.oneIn ? Double(AdmitRatio.oneIn(v) ?? 0) : v
        }
        let top = board.max ?? Swift.max(1e-9, figures.max() ?? 0)
        let rows = zip(schools, figures).map { s, v in
            let value = c.lineage.value(field, of: s, v, format: board.oneIn ? .oneIn : board.format)
            return LeaderboardRow(school: SchoolRef(s), value: value, fill: Swift.min(1, Swift.max(0.03, v / top)))
        }
        return LeaderboardBlock(title: board.title, caption: board.caption, rows: rows, term: board.term,
                                color: board.domain.colorToken)
    }
}
