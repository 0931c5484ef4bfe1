import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The LGBTQ+ policy table of Students & campus and the cost-by-income rows of Cost & aid and All the numbers, on
/// the bundled sample (the rules behind the cells are worked out by hand in DomainTests' CompareLgbtqPolicyTests and
/// CompareCostByIncomeTests).
struct CompareNewSectionsTests {
    private let snapshot = SampleDataset.snapshot

    /// The first table after the heading with `anchor`.
    private func table(after anchor: String, in screen: Screen) -> TableBlock? {
        guard let start = screen.blocks.firstIndex(where: { if case let .heading(h) = $0 { h.anchor == anchor } else { false } })
        else { return nil }
        return screen.blocks[start...].lazy.compactMap { if case let .table(t) = $0 { t } else { nil } }.first
    }

    @Test func policyTableSideBySideWithDatedCells() throws {
        // 409369 and 367492 carry checked policy pages in the sample; 222178 has none.
        let r = try CompareScreens.topic(snapshot, topic: "students", query: CompareQuery(ids: "409369,367492,222178"))
        let t = try #require(table(after: "lgbtq", in: r.screen))
        #expect(t.columns.map(\.key) == ["policy", "409369", "367492", "222178"])
        #expect(!t.rows.isEmpty && t.rows.count <= LgbtqChecklist.policyKeys.count)
        let labels = LgbtqChecklist.policyKeys.map(\.label)
        for row in t.rows {
            #expect(row.cells.count == 4)
            // The college without any policy shows a dash, never "No".
            #expect(row.cells[3] == .text(SiteFormat.missing))
            for cell in row.cells.dropFirst() {
                switch cell {
                case let .link(l):
                    #expect(l.label.contains("per the college's own page (checked ") || l.label.contains(": listed by "))
                    #expect(!l.href.isEmpty)
                case let .text(s): #expect(s == SiteFormat.missing)
                default: Issue.record("unexpected cell \(cell)")
                }
            }
        }
        // Rows keep the checklist's order.
        let order = t.rows.compactMap { row -> Int? in if case let .text(l) = row.cells[0] { labels.firstIndex(of: l) } else { nil } }
        #expect(order == order.sorted() && order.count == t.rows.count)
        // None of these three colleges has anything: no section.
        let none = try CompareScreens.topic(snapshot, topic: "students", query: CompareQuery(ids: "222178,138558,100654"))
        #expect(table(after: "lgbtq", in: none.screen) == nil)
    }

    @Test func costByIncomeRowsOnTheCostPageAndInTheTable() throws {
        let ids = "222178,138558,100654"
        let cost = try CompareScreens.topic(snapshot, topic: "cost", query: CompareQuery(ids: ids))
        let t = try #require(table(after: "need-aid", in: cost.screen))
        #expect(t.rows.map(\.cells.first) == [.text("Need-based aid up to"), .text("Merit for students without need"),
                                              .text("Published promise")])
        #expect(t.rows.map(\.term) == ["break-point", "merit-aid", "need-based-aid"])
        let allowed: Set<String> = [SiteFormat.missing, "Published data end at $110K", "Little need-based aid above $110K"]
        for cell in t.rows[0].cells.dropFirst() {
            guard case let .text(s) = cell else { Issue.record("\(cell)"); continue }
            #expect(allowed.contains(s), "\(s)")
        }
        #expect(t.rows[2].cells.dropFirst().allSatisfy { $0 == .text(SiteFormat.missing) })
        let full = try CompareScreens.topic(snapshot, topic: "table", query: CompareQuery(ids: ids))
        guard case let .table(all)? = full.screen.blocks.first(where: { if case .table = $0 { true } else { false } }) else {
            Issue.record("no table"); return
        }
        let labels = all.rows.compactMap { if case let .text(l)? = $0.cells.first { l } else { nil } }
        let i = try #require(labels.firstIndex(of: "Need-based aid up to"))
        #expect(labels[i - 1] == "Aid from the college" && labels[i + 1] == "Merit for students without need"
            && labels[i + 2] == "Published promise")
        // The promise row has no college's value, so it is a "same" row.
        #expect(all.rows[i + 2].same == true)
    }
}
