import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The citation guard (see `ProfileCitationGuardTests`) on Home and the Data page of the bundled sample: every value
/// cites a source the dataset describes and the screen lists, no reader-facing text is empty, every anchor is used
/// once, and every block is of the catalog.
struct HomeDataCitationTests {
    static func check(_ screen: Screen, _ name: String, minimumValues: Int) {
        let problems = ProfileCitationGuardTests.problems(screen, name)
        for problem in problems.prefix(20) { Issue.record(Comment(rawValue: problem)) }
        #expect(problems.isEmpty)
        var walker = ProfileValueWalker()
        walker.walk(screen)
        #expect(walker.values.count >= minimumValues)
        let kinds = Set(screen.blocks.map(\.kind))
        #expect(kinds.isSubset(of: Set(Block.catalog)), "\(kinds.subtracting(Block.catalog))")
    }

    @Test func home() {
        Self.check(HomeLensTests.home, "home", minimumValues: 800)
    }

    @Test func dataPage() {
        Self.check(DataScreen.build(SampleDataset.snapshot, now: Date(timeIntervalSince1970: 1_790_000_000)), "data",
                   minimumValues: 15)
    }

    /// Every glossary link in their text names an entry the glossary has.
    @Test func glossaryLinksResolve() {
        let screens = [HomeLensTests.home,
                       DataScreen.build(SampleDataset.snapshot, now: Date(timeIntervalSince1970: 1_790_000_000))]
        var keys: [String] = []
        for screen in screens {
            for block in screen.blocks {
                guard case let .text(t) = block else { continue }
                var rest = Substring(t.markdown)
                while let r = rest.range(of: "(/glossary#") {
                    rest = rest[r.upperBound...]
                    keys.append(String(rest.prefix { $0 != ")" }))
                }
            }
        }
        #expect(keys.count >= 4)
        for key in keys { #expect(Glossary.entry(key) != nil, "\(key)") }
    }
}
