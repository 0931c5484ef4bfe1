import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// "By family income" on Compare's cost page for three hand-made colleges. Every expected value is worked out by
/// hand from the site's components/compare/NetPriceCompare.tsx and NetPriceAtIncome.tsx with lib/cost-at-income.ts
/// (`priceText`, `meritNote`, `TABLE_INCOMES`, `dollarsK`) and lib/cost-curve.ts (`priceAt`, `costCurve`), estimates
/// hidden as in production (data/reference/cost-curve-pilot.json: `passed: false`).
struct CompareCostIncomeTests {
    /// 1: full price $88K, bands $2K/$3K/$6K/$14K and $48K over $110K (55% of the price: the data end), CDS merit
    /// aid to 120 of 1,000 first-years averaging $21,600 ("$22K").
    /// 2: full price $88K, $75K over $110K (85.2% ≥ 85%: little need-based aid above $110K), no merit evidence.
    /// 3: no full price (no curve), bands $5K/$6K/$7K/$8K and $30K over $110K.
    static let records = [
        #"{"unit_id":"1","name":"Alpha College","location":{"city":"A","state":"MA"},"type":"private-nonprofit","cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,3000,6000,14000,48000]},"reported":{"aid":{"first_years":{"a":1000,"n":120,"o":21600}}}}"#,
        #"{"unit_id":"2","name":"Beta College","location":{"city":"B","state":"MA"},"type":"private-nonprofit","cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,3000,6000,14000,75000]}}"#,
        #"{"unit_id":"3","name":"Gamma College","location":{"city":"C","state":"TX"},"type":"private-nonprofit","cost":{"net_price_by_income":[5000,6000,7000,8000,30000]}}"#,
        // 4 and 5: average costs only, no full price and no $110K+ figure: nothing to show by income.
        #"{"unit_id":"4","name":"Delta College","location":{"city":"D","state":"TX"},"type":"private-nonprofit","cost":{"avg_paid_all":20000,"net_price_by_income":[1000,null,null,null,null]}}"#,
        #"{"unit_id":"5","name":"Epsilon College","location":{"city":"E","state":"TX"},"type":"private-nonprofit","cost":{"avg_paid_all":30000}}"#,
    ]

    static let snapshot: DatasetSnapshot = {
        do {
            let schools = try records.map { try JSONDecoder().decode(School.self, from: Data($0.utf8)) }
            return try DatasetSnapshot(schools: schools, meta: SampleDataset.snapshot.meta, releaseCalendar: ReleaseCalendar(),
                                       publishID: "cost-income", loadedAt: Date(timeIntervalSince1970: 0))
        } catch {
            fatalError("cost fixture: \(error)")
        }
    }()

    static func page(income: Int?, ids: String = "1,2,3") throws -> Screen {
        var q = CompareQuery(ids: ids)
        if let income { q.income = income }
        return try CompareScreens.topic(snapshot, topic: "cost", query: q).screen
    }

    /// The blocks from the "By family income" heading to the next level-2 heading.
    static func section(_ screen: Screen) throws -> [Block] {
        let start = try #require(screen.blocks.firstIndex { if case let .heading(h) = $0 { h.anchor == "by-income" } else { false } })
        let rest = screen.blocks[(start + 1)...]
        let end = rest.firstIndex { if case let .heading(h) = $0 { h.level <= 3 && h.anchor == "need-aid" } else { false } }
        return Array(rest[..<(end ?? rest.endIndex)])
    }

    static func bars(_ blocks: [Block]) throws -> GroupedBarsBlock {
        try #require(blocks.lazy.compactMap { if case let .groupedBars(b) = $0 { b } else { nil } }.first)
    }

    static func texts(_ blocks: [Block]) -> [String] {
        blocks.compactMap { if case let .text(t) = $0 { t.markdown } else { nil } }
    }

    @Test(arguments: [
        // $60K is in $48–75K: $6K, $6K; Gamma has no curve.
        (60_000, [6000.0, 6000, nil], ["$6K", "$6K", "\u{2013}"], [nil, nil, "No full price reported"], "$60K"),
        // Exactly $110K: still the $75–110K band's price.
        (110_000, [14000, 14000, nil], ["$14K", "$14K", "\u{2013}"], [nil, nil, "No full price reported"], "$110K"),
        // $115K: above the bands; each college says why.
        (115_000, [nil, nil, nil], ["\u{2013}", "\u{2013}", "\u{2013}"],
         ["Published data end at $110K", "Little need-based aid above $110K", "No full price reported"], "$115K"),
        // The slider's right edge.
        (400_000, [nil, nil, nil], ["\u{2013}", "\u{2013}", "\u{2013}"],
         ["Published data end at $110K", "Little need-based aid above $110K", "No full price reported"], "$400K or more"),
    ] as [(Int, [Double?], [String], [String?], String)])
    func priceAtTheChosenIncome(_ income: Int, _ numbers: [Double?], _ displays: [String], _ notes: [String?],
                                _ label: String) throws {
        let blocks = try Self.section(try Self.page(income: income))
        let bars = try Self.bars(blocks)
        let group = try #require(bars.groups.first)
        #expect(group.label == "Family income per year \(label)")
        #expect(group.values.map(\.value) == numbers)
        #expect(group.values.map(\.display) == displays)
        #expect(group.notes == notes)
        // One scale: the largest full price ($88K), in $1K rounding.
        #expect(bars.scale?.max == 88000 && bars.scale?.format == .moneyK)
        // The price at an income is the cost estimate: derived, with its inputs.
        for v in group.values {
            #expect(v.cited.path == "derived.cost_estimate")
            #expect(v.cited.method == "derived")
            #expect(v.cited.field == "Price at a family income (estimated above $110K)")
            #expect(!(v.cited.inputs ?? []).isEmpty)
        }
        // Merit possible only above $110K, and only for Alpha (Beta has no merit evidence; Gamma none either).
        let merit = Self.texts(blocks).filter { $0.contains("Merit possible") }
        #expect(merit == (income > 110_000 ? ["Alpha: Merit possible; averaging $22K"] : []))
    }

    @Test func leadAndTableAsTheSitePrintsThem() throws {
        let blocks = try Self.section(try Self.page(income: nil))
        let texts = Self.texts(blocks)
        let year = try #require(SampleDataset.snapshot.lineage.cited(FieldPath.netPriceByIncome).year)
        #expect(texts.first == "Up to $110K: the average net price per year for students receiving federal aid, \(year); "
            + "families who didn't file the FAFSA aren't included. Above it the published data end. For your own "
            + "number, use the college's [net price calculator](/glossary#net-price-calculator).")
        #expect(blocks.contains { if case let .heading(h) = $0 { h.text == "What families at each income pay" } else { false } })
        let table = try #require(blocks.lazy.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        func text(_ cell: TableCell) -> String {
            switch cell {
            case let .text(s): s
            case let .value(v): v.display
            default: "?"
            }
        }
        let rows = table.rows.map { $0.cells.map(text) }
        #expect(rows == [
            ["$0\u{2013}30K", "$2K", "$2K", "No full price reported"],
            ["$30\u{2013}48K", "$3K", "$3K", "No full price reported"],
            ["$48\u{2013}75K", "$6K", "$6K", "No full price reported"],
            ["$75\u{2013}110K", "$14K", "$14K", "No full price reported"],
            ["Over $110K, average", "$48K", "$75K", "$30K"],
        ] + ["$125K", "$150K", "$200K", "$250K", "$300K", "$350K", "$400K or more"].map {
            [$0] + Array(repeating: "\u{2013}", count: 3)
        })
        #expect(texts.last == "The average over $110K is what all families above that income who filed the FAFSA paid."
            + "\n\nAlpha: Published data end at $110K\n\nBeta: Little need-based aid above $110K"
            + "\n\nGamma: No full price reported")
        // Each line names the college by its short name (lib/brand.ts shortName), as the table's columns do.
        #expect(table.columns.map(\.label) == ["Family income", "Alpha", "Beta", "Gamma"])
    }

    @Test func sourcesListTheCostEstimateWhenPricesAreShown() throws {
        let label = "Price at a family income (estimated above $110K)"
        let shown = try Self.page(income: nil)
        #expect(shown.sources.contains { $0.fields.contains(label) })
        guard case let .sourceNote(note)? = shown.blocks.first(where: { if case .sourceNote = $0 { true } else { false } }) else {
            Issue.record("no source note"); return
        }
        #expect(note.sources.contains { $0.fields.contains(label) })
        // Delta and Epsilon have neither a full price nor a $110K+ figure: the one line, and no estimate source.
        let none = try Self.page(income: nil, ids: "4,5")
        let blocks = try Self.section(none)
        #expect(Self.texts(blocks) == ["None of these colleges report net price by family income."])
        #expect(!none.sources.contains { $0.fields.contains(label) })
    }
}
