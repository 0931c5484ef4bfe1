import Domain
import QuadAPIModels
import Testing
@testable import Screens

/// Explore's cards and table print what components/school/SchoolCard and components/explore/SchoolTable print,
/// for the two real records (Abilene Christian 222178, Abraham Baldwin 138558).
struct FidelityExploreTests {
    private func card(_ query: String) throws -> SchoolCardBlock {
        let items = try #require(ExploreScreens.screen(query).results.items)
        guard case let .schoolCard(card)? = items.first else { throw Failure("no card for \(query)") }
        return card
    }

    /// The real record's row of the table view, as column label → cell displays.
    private func row(_ query: String, id: String) throws -> [String: String] {
        let rows = try #require(ExploreScreens.screen(query).results.rows)
        guard case let .table(table) = rows.table else { throw Failure("no table") }
        let i = try #require(rows.schools.firstIndex { $0.id == id })
        var out: [String: String] = [:]
        for (column, cell) in zip(table.columns, table.rows[i].cells) {
            switch cell {
            case let .value(v): out[column.label] = v.display
            case let .text(s): out[column.label] = s
            case let .link(l): out[column.label] = l.label
            case let .values(g):
                out[column.label] = g.values.map(\.display).joined(separator: g.separator)
                if let note = g.note { out[column.label + " (note)"] = note }
            }
        }
        return out
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    @Test func cardMetersUseSchoolCardsFormats() throws {
        let c = try card("q=Abilene+Christian")
        let meters = Dictionary(uniqueKeysWithValues: c.meters.map { ($0.label, $0) })
        // SchoolCard: Selectivity pctSmart(0.6603) = (66.03).toFixed(0) + "%" (10% and up: no decimal).
        #expect(meters["Selectivity"]?.value.display == "66%")
        // Size compact(3195): Intl compact, at most one decimal, 3.195K → "3.2K".
        #expect(meters["Size"]?.value.display == "3.2K")
        // SAT range range(sat): derived.sat_composite = reading + math at each end: 540+530, 650+620.
        #expect(meters["SAT range"]?.value.display == "1070" && meters["SAT range"]?.upper?.display == "1270")
        // Pell share pct(0.2233) → "22%".
        #expect(meters["Pell share"]?.value.display == "22%")
        // Net price moneyCompact(avg_net_price 26182) → "$" + compact → "$26.2K" (not "$26,182").
        #expect(meters["Net price"]?.value.display == "$26.2K")
        #expect(meters["Net price"]?.value.format == .moneyCompact)
        // Facts: "admitted · about {n} in 10" with n = round(0.6603 × 10) = 7.
        #expect(c.facts.first { $0.label == "Admit rate" }?.caption == "admitted · about 7 in 10")
        #expect(c.facts.first { $0.label == "Avg cost" }?.value.display == "$28.9K")
    }

    @Test func cardIndicatorsPrintHistorysFormatChange() throws {
        let c = try card("q=Abilene+Christian")
        let byLabel = Dictionary(uniqueKeysWithValues: c.indicators.map { ($0.label, $0) })
        // lib/history.ts formatChange, ratio kind: sign (U+2212 below zero) + round(|−0.093| × 100) + "%".
        #expect(byLabel["Cost"]?.change?.display == "\u{2212}9%")
        // Ratio, above zero: "+" + round(20.76) + "%".
        #expect(byLabel["Applications"]?.change?.display == "+21%")
        // Points kind (a share): "+" + round(15.56) + " pts", whole points.
        #expect(byLabel["Selectivity"]?.change?.display == "+16 pts")
        // Index (diversity): sign + |0.0668|.toFixed(2).
        #expect(byLabel["Diversity"]?.change?.display == "+0.07")
        for indicator in c.indicators {
            if let v = indicator.change { #expect(SiteFormat.display(v.value, as: v.format) == v.display) }
        }
    }

    @Test func tableCellsUseSchoolTablesFormats() throws {
        let r = try row("q=Abilene+Christian&view=table", id: "222178")
        // SchoolTable cells: pctSmart admit rate; `${pctSmart(m)} / ${pctSmart(w)}`: 2670/4593 = 0.5813 → "58%",
        // 4812/6731 = 0.7149 → "71%".
        #expect(r["Admit rate"] == "66%")
        #expect(r["Admit rate, men / women"] == "58% / 71%")
        // compact(3195); `${lo}–${hi}` with an en dash; pct of Pell, first-gen, out of state, transfers.
        #expect(r["Undergrads"] == "3.2K")
        #expect(r["SAT middle 50%"] == "1070\u{2013}1270")
        #expect(r["Pell"] == "22%")
        #expect(r["First-gen"] == "24%")
        #expect(r["Out of state"] == "9%")
        #expect(r["Transfers, share of new"] == "11%")
        // num(647) with sub `${title} · ${pct(0.0927)}`.
        #expect(r["Bachelor's degrees, top major"] == "647")
        #expect(r["Bachelor's degrees, top major (note)"] == "Psychology, General \u{B7} 9%")
        // pct(men_share 0.4041); diversity toFixed(2) of 0.5825 → "0.58" (the binary value is just under .5825).
        #expect(r["Men"] == "40%")
        #expect(r["Diversity"] == "0.58")
        // moneyCompact(avg_paid_all 28860) → "$28.9K"; moneyCompact(55736) → "$55.7K".
        #expect(r["Avg cost"] == "$28.9K")
        #expect(r["Earnings"] == "$55.7K")
        // pct(0.594), pct(0.399); `${pct(0.4502)} / ${pct(0.7007)}`.
        #expect(r["Grad rate"] == "59%")
        #expect(r["Borrow"] == "40%")
        #expect(r["Grad rate, Pell / neither"] == "45% / 70%")
    }

    @Test func tableChangeCellsFollowChangeCell() throws {
        let r = try row("q=Abilene+Christian&view=table&changes=1", id: "222178")
        // ChangeCell: sign by the unrounded change, then round(|c| × 100) and "%" (no separators) or " pts";
        // the index kind prints sign + |c|.toFixed(2). Trends of 222178: avg_paid_all −0.093, acceptance_rate
        // +0.1556, undergrads −0.1055, applicants +0.2076, diversity +0.0668, men_share −0.0195,
        // federal_loan_rate −0.1537, pell_gap +0.0598.
        #expect(r["Avg cost, 10-yr change"] == "\u{2212}9%")
        #expect(r["Admit rate, then \u{2192} now"] == "+16 pts")
        #expect(r["Undergrads, 10-yr change"] == "\u{2212}11%")
        #expect(r["Applications, 10-yr change"] == "+21%")
        #expect(r["Diversity, then \u{2192} now"] == "+0.07")
        #expect(r["Men, then \u{2192} now"] == "\u{2212}2 pts")
        #expect(r["Borrow, then \u{2192} now"] == "\u{2212}15 pts")
        #expect(r["Pell gap, then \u{2192} now"] == "+6 pts")
    }

    @Test func publicCollegeRow() throws {
        let r = try row("q=Abraham+Baldwin&view=table&changes=1", id: "138558")
        // 745/999 = 0.7457 → "75%", 1285/1680 = 0.7649 → "76%"; gap under 3 points: no note.
        #expect(r["Admit rate, men / women"] == "75% / 76%")
        #expect(r["Admit rate, men / women (note)"] == nil)
        // moneyCompact(11363) → "$11.4K"; formatChange(−0.3902) → "−39%"; points −0.0154 → "−2 pts".
        #expect(r["Avg cost"] == "$11.4K")
        #expect(r["Avg cost, 10-yr change"] == "\u{2212}39%")
        #expect(r["Admit rate, then \u{2192} now"] == "\u{2212}2 pts")
        // Index +0.0179 → "+0.02"; men −0.0779 → "−8 pts".
        #expect(r["Diversity, then \u{2192} now"] == "+0.02")
        #expect(r["Men, then \u{2192} now"] == "\u{2212}8 pts")
    }
}
