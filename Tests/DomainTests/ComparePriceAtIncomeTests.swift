import Foundation
import Testing
@testable import Domain

/// A college's price at one family income on Compare's cost page, table-driven. Expected values worked out by hand
/// from the site's lib/cost-curve.ts `priceAt` (up to $110K the band whose upper edge is above the income, $110K
/// itself in $75–110K; above it nothing while `showEstimates` is false, as `estimatesShown()` is in production with
/// data/reference/cost-curve-pilot.json's `passed: false`), lib/cost-at-income.ts `priceText` (no curve → "No full
/// price reported"; a missing band → "Not reported"; above $110K the curve's status words) and `meritNote`.
struct ComparePriceAtIncomeTests {
    static func school(_ members: String, type: String = "private-nonprofit") throws -> School {
        try CompareCostByIncomeTests.school(members, type: type)
    }

    /// Bands $2K, $3K, $6K, $14K, $48K; full price $88K (48/88 = 55% < 85%: the data simply end at $110K).
    static let plain = #""cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,3000,6000,14000,48000]}"#
    /// The same with a $75K+ band: 75/88 = 85.2% ≥ 85%, so little need-based aid above $110K.
    static let little = #""cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,3000,6000,14000,75000]}"#

    @Test(arguments: [
        // Below $110K: the band holding the income.
        (plain, 0.0, 2000.0, nil),
        (plain, 29_999, 2000, nil),
        // $30K is the $30–48K band's lower edge.
        (plain, 30_000, 3000, nil),
        (plain, 60_000, 6000, nil),
        (plain, 75_000, 14000, nil),
        (plain, 105_000, 14000, nil),
        // Exactly at the top band's edge: $110K is still the $75–110K band's price.
        (plain, 110_000, 14000, nil),
        // Above: no figure, and why.
        (plain, 110_001, nil, "Published data end at $110K"),
        (plain, 150_000, nil, "Published data end at $110K"),
        (plain, 400_000, nil, "Published data end at $110K"),
        (little, 110_000, 14000, nil),
        (little, 150_000, nil, "Little need-based aid above $110K"),
        // A missing band below $110K is "Not reported"; above, the status.
        (#""cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,null,6000,null,48000]}"#, 40_000, nil, "Not reported"),
        (#""cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,null,6000,null,48000]}"#, 110_000, nil, "Not reported"),
        // A full price without bands: a curve with no published steps (the data end).
        (#""cost":{"cost_of_attendance":88000}"#, 50_000, nil, "Not reported"),
        (#""cost":{"cost_of_attendance":88000}"#, 200_000, nil, "Published data end at $110K"),
        // No full price: no curve at any income, bands or not.
        (#""cost":{"net_price_by_income":[2000,3000,6000,14000,48000]}"#, 50_000, nil, "No full price reported"),
        (#""cost":{"net_price_by_income":[2000,3000,6000,14000,48000]}"#, 200_000, nil, "No full price reported"),
    ] as [(String, Double, Double?, String?)])
    func priceAtAnIncome(_ members: String, _ income: Double, _ price: Double?, _ message: String?) throws {
        let p = PriceAtIncome.of(try Self.school(members), income: income)
        #expect(p.price == price)
        #expect(p.message == message)
    }

    @Test func incomeLabels() {
        // dollarsK, and "$400K or more" at the slider's right edge.
        #expect(PriceAtIncome.incomeLabel(0) == "$0K")
        #expect(PriceAtIncome.incomeLabel(150_000) == "$150K")
        #expect(PriceAtIncome.incomeLabel(395_000) == "$395K")
        #expect(PriceAtIncome.incomeLabel(400_000) == "$400K or more")
    }

    @Test func meritNoteAboveTheFederalBandsOnly() {
        // meritNote: offersMerit and income > $110K; "(proxy)" for the proxy; "; averaging $22K" when positive.
        let reported = MeritAid.reported(share: 0.12, average: 21_600)
        #expect(PriceAtIncome.meritNote(reported, income: 110_000) == nil)
        #expect(PriceAtIncome.meritNote(reported, income: 115_000) == "Merit possible; averaging $22K")
        #expect(PriceAtIncome.meritNote(.reported(share: nil, average: nil), income: 200_000) == "Merit possible")
        #expect(PriceAtIncome.meritNote(.proxy(share: 0.041, average: 8_499), income: 200_000)
            == "Merit possible (proxy); averaging $8K")
        #expect(PriceAtIncome.meritNote(.proxy(share: 0.041, average: 0), income: 200_000) == "Merit possible (proxy)")
        // Need-only: the "everyone pays the full price" note needs a price past the break point (an estimate).
        #expect(PriceAtIncome.meritNote(.needOnly, income: 400_000) == nil)
        #expect(PriceAtIncome.meritNote(.unknown, income: 400_000) == nil)
    }
}
