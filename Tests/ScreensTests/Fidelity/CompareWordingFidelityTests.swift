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
}
