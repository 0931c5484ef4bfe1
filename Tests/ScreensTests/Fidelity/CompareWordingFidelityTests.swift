import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Compare's words against the site's components (issue 14, item 3), for what differed.
struct CompareWordingFidelityTests {
    /// components/compare/ThenAndNow: with no measure that has both ends for any of the colleges, the section keeps
    /// its heading and intro and says "None of these colleges has 10 years of history to compare." (it used to vanish).
    @Test func thenAndNowWithoutHistorySaysSo() throws {
        let base = SampleDataset.snapshot
        var schools = base.schools
        let ids = Array(schools.prefix(2).map(\.unitID))
        for i in schools.indices where ids.contains(schools[i].unitID) { schools[i].trends = nil }
        let snapshot = try DatasetSnapshot(schools: schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                           history: base.history, details: [:], publishID: "compare-words",
                                           loadedAt: Date(timeIntervalSince1970: 0))
        let screen = try CompareScreens.topic(snapshot, topic: "history", query: CompareQuery(ids: ids.joined(separator: ","))).screen
        let section = TrendTestSupport.section(screen, "then-now")
        let texts = TrendTestSupport.texts(section)
        #expect(texts.contains("How each college changed over the last 10 years of federal data. Money is after inflation."))
        #expect(texts.contains("None of these colleges has 10 years of history to compare."))
        #expect(!section.contains { if case .slope = $0 { true } else { false } })
        // With history, the chart is there and the empty line is not.
        let normal = try CompareScreens.topic(base, topic: "history", query: CompareQuery(ids: ids.joined(separator: ","))).screen
        let full = TrendTestSupport.section(normal, "then-now")
        #expect(full.contains { if case .slope = $0 { true } else { false } })
        #expect(!TrendTestSupport.texts(full).contains("None of these colleges has"))
    }

    /// The sample with the first two colleges changed by `edit` (slot order is the ids' order).
    static func sample(_ edit: (inout School, Int) -> Void) throws -> (DatasetSnapshot, [String]) {
        let base = SampleDataset.snapshot
        var schools = base.schools
        let ids = Array(schools.prefix(2).map(\.unitID))
        for i in schools.indices { if let slot = ids.firstIndex(of: schools[i].unitID) { edit(&schools[i], slot) } }
        let snapshot = try DatasetSnapshot(schools: schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                           history: base.history, details: [:], publishID: "compare-words",
                                           loadedAt: Date(timeIntervalSince1970: 0))
        return (snapshot, ids)
    }

    static func cellText(_ cell: TableCell) -> String? {
        switch cell {
        case let .value(v): v.display
        case let .text(t): t
        default: nil
        }
    }

    /// components/compare/NetPriceAtIncome, table view: every price is lib/cost-at-income's dollarsK, "$" and
    /// Math.round(v / 1000) and "K" (12,499 → "$12K", 41,200 → "$41K", 99,500 → "$100K", 0 → "$0K"); a band with no
    /// price prints priceText's "Not reported" (income ≤ $110K), the "Over $110K, average" row a dash "–", and
    /// TABLE_INCOMES' rows above $110K ($125K … "$400K or more") a dash each while estimates are off. The bar at
    /// the chosen income prints the same dollarsK (the default $150K is above the bands, so at $48K here: band 2).
    @Test func netPriceByIncomePrintsWholeThousands() throws {
        let (snapshot, ids) = try Self.sample { school, slot in
            school.cost?.netPriceByIncome = slot == 0 ? [12_499, 41_200, 0, nil, nil] : [99_500, nil, 18_501, nil, 88_765]
        }
        let query = CompareQuery.parse([("ids", ids.joined(separator: ",")), ("income", "50000")], page: .cost)
        let screen = try CompareScreens.topic(snapshot, topic: "cost", query: query).screen
        let section = TrendTestSupport.section(screen, "by-income")
        let table = try #require(section.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        let rows = table.rows.map { $0.cells.compactMap(Self.cellText) }
        #expect(rows == [
            ["$0\u{2013}30K", "$12K", "$100K"],
            ["$30\u{2013}48K", "$41K", "Not reported"],
            ["$48\u{2013}75K", "$0K", "$19K"],
            ["$75\u{2013}110K", "Not reported", "Not reported"],
            ["Over $110K, average", "\u{2013}", "$89K"],
        ] + ["$125K", "$150K", "$200K", "$250K", "$300K", "$350K", "$400K or more"].map { [$0, "\u{2013}", "\u{2013}"] })
        let bars = try #require(section.compactMap { if case let .groupedBars(b) = $0 { b } else { nil } }.first)
        #expect(bars.groups[0].values.map(\.display) == ["$0K", "$19K"])
        #expect(bars.groups[0].values.allSatisfy { $0.format == .moneyK })
    }

    /// components/compare/YourMajor, FieldComparison: each of the four Bars has a `sub` line under its label; here the
    /// line follows its bars as a caption, in the site's order and words.
    @Test func yourMajorBarsCarryTheirSubLines() throws {
        let query = CompareQuery.parse([("ids", "222178,138558,100654"), ("major", "52")], page: .academics)
        let screen = try CompareScreens.topic(SampleDataset.snapshot, topic: "academics", query: query).screen
        let section = TrendTestSupport.section(screen, "your-major")
        var pairs: [String] = []
        for (i, block) in section.enumerated() {
            guard case let .groupedBars(bars) = block, i + 1 < section.count, case let .text(t) = section[i + 1] else { continue }
            pairs.append("\(bars.groups[0].label) | \(t.markdown)")
        }
        #expect(pairs == [
            "Bachelor's degrees in this field | First majors, newest year",
            "Share of the college's graduates | Share of first-major bachelor's",
            "Earnings 4 years after completion | Typical across the field's programs",
            "Median federal debt | Graduates who borrowed, typical across programs",
        ])
    }
}

