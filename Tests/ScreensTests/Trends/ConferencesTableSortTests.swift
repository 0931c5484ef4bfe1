import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The conferences index table sorts as components/trends/conferences/ConferenceTable does: `useState({ key: "name",
/// dir: 1 })`, a click flips the sorted column or starts another at `key === "name" ? 1 : -1`, and `compare` sorts
/// each level's rows: names by `dir * localeCompare`, numbers by `dir * (x - y) || a.name.localeCompare(b.name)`,
/// a null after every number either way (two nulls A to Z). The page's rows sort by `members.length` and the
/// file's medians, whether shown or not.
struct ConferencesTableSortTests {
    /// Four FBS leagues (members · acceptance median · cost median · applications change), names out of order in
    /// the file: Delta 8 · 0.5 · 25,000 · null; Beta 12 · null · 20,000 · 0.1; Alpha 10 · 0.5 · 30,000 · 0.1;
    /// Gamma 10 · 0.4 · null · −0.05.
    static var file: String {
        func league(_ code: Int, _ name: String, _ members: Int, _ acceptance: String, _ cost: String, _ apps: String) -> String {
            // A median the file lacks has no glance entry.
            let glance = [acceptance == "null" ? nil : #""acceptance_rate":{"median":\#(acceptance),"min":0.1,"max":0.9,"n":\#(members)}"#,
                          cost == "null" ? nil : #""avg_paid_all":{"median":\#(cost),"min":1000,"max":90000,"n":\#(members)}"#]
                .compactMap { $0 }.joined(separator: ",")
            let slug = name.lowercased().split(separator: " ").joined(separator: "-")
            return #"{"code":\#(code),"name":"\#(name)","slug":"\#(slug)","level":"I-FBS","members":[\#(ConferenceScreenTests.ids(code * 100, members))],"joined":{},"football":{},"moves":[],"change":{"applicants":\#(apps),"undergrads":null,"avg_paid_all":null,"acceptance_rate":null,"out_of_state_share":null},"glance":{\#(glance)}}"#
        }
        let leagues = [league(1, "Delta Conference", 8, "0.5", "25000", "null"),
                       league(2, "Beta Conference", 12, "null", "20000", "0.1"),
                       league(3, "Alpha Conference", 10, "0.5", "30000", "0.1"),
                       league(4, "Gamma Conference", 10, "0.4", "null", "-0.05")]
        return #"{"name":"conferences","built":"2026-09-29","yearKind":"fall","from":2022,"to":2024,"n":40,"floor":8,"coverage":0.8,"membership":{"from":2022,"to":2024},"measures":[{"key":"applicants","kind":"fall","from":2022,"to":2024,"cadence":1,"national":[80,85,90]}],"glance":[{"key":"acceptance_rate","year":2024,"kind":"fall","national":0.7},{"key":"avg_paid_all","year":2023,"kind":"academic","national":30000}],"conferences":[\#(leagues.joined(separator: ","))],"unaffiliated":[],"movesPerYear":[{"year":2021,"moves":1}]}"#
    }

    static func table(sortBy: String?, sortDir: String?) throws -> TableBlock {
        let snapshot = try TrendTestSupport.snapshot(["conferences": file])
        let screen = try TrendScreens.conferences(snapshot, sortBy: sortBy, sortDir: sortDir)
        return try #require(screen.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
    }

    static func names(_ t: TableBlock) -> [String] {
        t.rows.map { if case let .link(l) = $0.cells[0] { l.label } else { "" } }
    }

    @Test func theDefaultIsAToZAndEachColumnSortsAsTheSite() throws {
        let standard = try Self.table(sortBy: nil, sortDir: nil)
        #expect(Self.names(standard) == ["Alpha Conference", "Beta Conference", "Delta Conference", "Gamma Conference"])
        #expect(standard.columns.map(\.sorted) == [.asc, nil, nil, nil, nil])
        // members desc: 12, then the two 10s A to Z (Alpha, Gamma), then 8.
        #expect(Self.names(try Self.table(sortBy: "members", sortDir: nil))
            == ["Beta Conference", "Alpha Conference", "Gamma Conference", "Delta Conference"])
        // acceptance desc: the two 0.5s A to Z (Alpha, Delta), 0.4, then Beta's null; asc keeps the null last.
        #expect(Self.names(try Self.table(sortBy: "acceptance", sortDir: nil))
            == ["Alpha Conference", "Delta Conference", "Gamma Conference", "Beta Conference"])
        #expect(Self.names(try Self.table(sortBy: "acceptance", sortDir: "asc"))
            == ["Gamma Conference", "Alpha Conference", "Delta Conference", "Beta Conference"])
        // cost asc: 20,000, 25,000, 30,000, Gamma's null last.
        #expect(Self.names(try Self.table(sortBy: "cost", sortDir: "asc"))
            == ["Beta Conference", "Delta Conference", "Alpha Conference", "Gamma Conference"])
        // applications desc: the two 0.1s A to Z, −0.05, Delta's null last.
        #expect(Self.names(try Self.table(sortBy: "appsChange", sortDir: nil))
            == ["Alpha Conference", "Beta Conference", "Gamma Conference", "Delta Conference"])
        #expect(Self.names(try Self.table(sortBy: "name", sortDir: "desc"))
            == ["Gamma Conference", "Delta Conference", "Beta Conference", "Alpha Conference"])
    }

    /// The header links: the sorted column flips, another starts descending (the name ascending), the default
    /// leaves the query out; the sorted column carries its direction and the screen its own address.
    @Test func headersLinkToTheScreenSortedByThem() throws {
        let standard = try Self.table(sortBy: nil, sortDir: nil)
        #expect(standard.columns.map(\.href) == ["/trends/conferences?sortBy=name&sortDir=desc",
                                                 "/trends/conferences?sortBy=members", "/trends/conferences?sortBy=acceptance",
                                                 "/trends/conferences?sortBy=cost", "/trends/conferences?sortBy=appsChange"])
        let byCost = try Self.table(sortBy: "cost", sortDir: nil)
        #expect(byCost.columns[3].sorted == .desc && byCost.columns[3].href == "/trends/conferences?sortBy=cost&sortDir=asc")
        #expect(byCost.columns[0].href == "/trends/conferences")
        let snapshot = try TrendTestSupport.snapshot(["conferences": Self.file])
        #expect(try TrendScreens.conferences(snapshot, sortBy: "cost", sortDir: "asc").url == "/trends/conferences?sortBy=cost&sortDir=asc")
        #expect(throws: APIError.self) { try TrendScreens.conferences(snapshot, sortBy: "slug", sortDir: nil) }
        #expect(throws: APIError.self) { try TrendScreens.conferences(snapshot, sortBy: nil, sortDir: "down") }
    }
}
