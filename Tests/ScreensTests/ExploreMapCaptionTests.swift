import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The map view's caption (screens-map §1.6): the count drawn, then colleges in territories and without a location,
/// singular and plural, and the hint about Setting.
struct ExploreMapCaptionTests {
    @Test func captionCountsWhatIsNotDrawn() {
        #expect(ExploreMapBuilder.caption(drawn: 1412, territories: 3, missing: 2) == "1,412 matching colleges. "
            + "3 in U.S. territories aren't drawn. 2 without a reported location aren't either. "
            + "Tap a dot for its card. To narrow by city, suburb, town or rural, use Setting under Campus.")
        #expect(ExploreMapBuilder.caption(drawn: 1, territories: 1, missing: 1).hasPrefix(
            "1 matching college. 1 in U.S. territories isn't drawn. 1 without a reported location isn't either."))
        #expect(ExploreMapBuilder.caption(drawn: 0, territories: 0, missing: 0).hasPrefix("0 matching colleges. Tap"))
    }

    /// Every match is either a dot or counted in the caption: on the whole sample the dots and the two counts add up
    /// to the total.
    @Test func everyMatchIsDrawnOrCounted() throws {
        let screen = ExploreScreens.screen("view=map")
        let map = try #require(screen.results.map)
        guard case let .dotMap(block) = map.map else { Issue.record("not a dot map"); return }
        let caption = try #require(block.caption)
        // The numbers the caption states, in order: drawn, then territories and missing when present.
        let numbers = caption.split(separator: " ").compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        #expect(numbers.first == block.dots.count)
        #expect(numbers.reduce(0, +) == screen.total)
        #expect(screen.total == 300)
    }
}
