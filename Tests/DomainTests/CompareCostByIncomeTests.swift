import Foundation
import Testing
@testable import Domain

/// Compare's three cost-by-income rows, table-driven. Expected cells worked out by hand from the site's
/// lib/cost-at-income.ts (`breakPointText`, `meritText`), lib/cost-curve.ts (`costCurve`: the full price, the
/// $110K+ band, need met under 90%, the 85% share) and lib/merit.ts (`meritFor`, `proxyMisleads`, `meritProxy`), with
/// estimates hidden (the production gate) and no published aid policy.
struct CompareCostByIncomeTests {
    /// A record with `members` (JSON object members, written out) merged into a plain private college.
    static func school(_ members: String, type: String = "private-nonprofit") throws -> School {
        let json = #"{"unit_id":"9","name":"Test College","location":{"city":"Austin","state":"TX"},"type":"\#(type)""#
            + (members.isEmpty ? "" : ",\(members)") + "}"
        return try JSONDecoder().decode(School.self, from: Data(json.utf8))
    }

    static let bands = #""net_price_by_income":[2000,3000,6000,14000,48000]"#

    @Test(arguments: [
        // No full price: no curve, no cell.
        ("", "private-nonprofit", nil),
        (#""cost":{\#(bands)}"#, "private-nonprofit", nil),
        // A full price but no band below $110K: the data end.
        (#""cost":{"cost_of_attendance":88000,"net_price_by_income":[null,null,null,null,48000]}"#, "private-nonprofit",
         "Published data end at $110K"),
        // Bands without the $110K+ figure: the data end.
        (#""cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,3000,6000,14000,null]}"#, "private-nonprofit",
         "Published data end at $110K"),
        // $48K of $88K (55%), need met unknown: the model would fit, but estimates are hidden.
        (#""cost":{"breakdown":{"full_price":88000},\#(bands)}"#, "private-nonprofit", "Published data end at $110K"),
        // $75K of $88K is 85.2% ≥ 85%: little aid above $110K.
        (#""cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,3000,6000,14000,75000]}"#, "private-nonprofit",
         "Little need-based aid above $110K"),
        // $74.8K of $88K is 85.0% (74,800 = 0.85 × 88,000 exactly): still little aid.
        (#""cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,3000,6000,14000,74800]}"#, "private-nonprofit",
         "Little need-based aid above $110K"),
        (#""cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,3000,6000,14000,74700]}"#, "private-nonprofit",
         "Published data end at $110K"),
        // Need met (CDS H2 i) decides before the band share: 89% met is little aid even with a low band …
        (#""cost":{"cost_of_attendance":88000,\#(bands)},"reported":{"aid":{"first_years":{"i":0.89}}}"#, "private-nonprofit",
         "Little need-based aid above $110K"),
        // … and 100% met is not, even with a band at 90% of the price.
        (#""cost":{"cost_of_attendance":88000,"net_price_by_income":[2000,3000,6000,14000,79200]},"aid":{"cds":{"pct_need_met":1}}"#,
         "private-nonprofit", "Published data end at $110K"),
        // A public college's full price is its in-state sticker: $30K; a $26K band is 86.7% of it.
        (#""cost":{"sticker":{"in_state":30000},"breakdown":{"full_price":60000},"net_price_by_income":[1000,2000,5000,9000,26000]}"#,
         "public", "Little need-based aid above $110K"),
        // A private college's is the breakdown's full price: $60K; $26K is 43%.
        (#""cost":{"sticker":{"in_state":30000},"breakdown":{"full_price":60000},"net_price_by_income":[1000,2000,5000,9000,26000]}"#,
         "private-nonprofit", "Published data end at $110K"),
    ] as [(String, String, String?)])
    func needBasedAidUpTo(_ members: String, _ type: String, _ expected: String?) throws {
        #expect(CostByIncome.breakPointText(try Self.school(members, type: type)) == expected)
    }

    @Test(arguments: [
        ("", nil),
        // CDS H2A line n among a first-years: 120 of 1,000 (12%), averaging $21,600 → $22K.
        (#""reported":{"aid":{"first_years":{"a":1000,"n":120,"o":21600}}}"#, "12% got merit aid, averaging $22K"),
        // Under 10% prints one decimal; no average leaves the clause out.
        (#""reported":{"aid":{"first_years":{"a":1000,"n":52}}}"#, "5.2% got merit aid"),
        // n without a: "Offers merit aid".
        (#""reported":{"aid":{"first_years":{"n":40,"o":9000}}}"#, "Offers merit aid, averaging $9K"),
        (#""reported":{"aid":{"first_years":{"a":1000,"n":0}}}"#, "No merit aid"),
        // The hand-imported CDS figures: 300 of 6,000 undergrads (5%), $12,499 → $12K.
        (#""aid":{"cds":{"undergrads":6000,"merit_no_need":300,"merit_avg":12499}}"#, "5.0% got merit aid, averaging $12K"),
        (#""aid":{"cds":{"merit_no_need":0}}"#, "No merit aid"),
        // The federal proxy: 500 grant recipients, 400 of them federal-aid recipients → 100 of 2,000 (5%), their
        // grants ($3.0M − $2.2M) ÷ 100 = $8K.
        (#""aid":{"cohort":2000,"grant_count":500,"grant_total":3000000,"by_income":{"granted":[100,100,100,100,null],"total_grants":[600000,600000,500000,500000,null]}}"#,
         "5.0% got a grant without federal aid, averaging $8K (proxy)"),
        // 30 of 2,000 is 1.5% < 2%: need-only.
        (#""aid":{"cohort":2000,"grant_count":430,"by_income":{"granted":[100,100,100,100,null]}}"#, "No merit aid"),
        // Exactly 2% (40 of 2,000) is merit; no dollar totals leaves the average out.
        (#""aid":{"cohort":2000,"grant_count":440,"by_income":{"granted":[100,100,100,100,null]}}"#,
         "2.0% got a grant without federal aid (proxy)"),
        // More federal recipients than recipients: no proxy.
        (#""aid":{"cohort":2000,"grant_count":300,"by_income":{"granted":[100,100,100,100,null]}}"#, nil),
        // The proxy misleads where the college figures need its own way: stated, or a required CSS Profile.
        (#""reported":{"aid":{"methodology":"institutional"}},"aid":{"cohort":2000,"grant_count":500,"by_income":{"granted":[100,100,100,100,null]}}"#, nil),
        (#""reported":{"aid":{"forms":{"css_profile":true}}},"aid":{"cohort":2000,"grant_count":500,"by_income":{"granted":[100,100,100,100,null]}}"#, nil),
        // A stated federal or "both" methodology keeps the proxy, whatever the forms.
        (#""reported":{"aid":{"methodology":"both","forms":{"css_profile":true}}},"aid":{"cohort":2000,"grant_count":500,"by_income":{"granted":[100,100,100,100,null]}}"#,
         "5.0% got a grant without federal aid (proxy)"),
    ] as [(String, String?)])
    func meritForStudentsWithoutNeed(_ members: String, _ expected: String?) throws {
        #expect(MeritAid.of(try Self.school(members)).text == expected)
    }

    @Test func dollarsRoundToTheThousandTiesUp() {
        #expect(CostByIncome.dollarsK(41_200) == "$41K")
        #expect(CostByIncome.dollarsK(41_500) == "$42K")
        #expect(CostByIncome.dollarsK(1_234_567) == "$1,235K")
    }

    @Test func theRowsSitBetweenTheFederalCostRowsAndTheCdsAidRows() {
        let cost = CompareTable.groups(federalAidYear: nil).first { $0.page == .cost }?.rows.map(\.label) ?? []
        let i = cost.firstIndex(of: "Need-based aid up to")
        #expect(i != nil)
        if let i {
            #expect(Array(cost[i..<i + 3]) == ["Need-based aid up to", "Merit for students without need", "Published promise"])
            #expect(cost[i - 1] == "Aid from the college")
            #expect(cost.indices.contains(i + 3) ? cost[i + 3] == "Aid forms" : false)
        }
    }
}
