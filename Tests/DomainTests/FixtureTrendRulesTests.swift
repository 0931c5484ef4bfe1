import Foundation
import QuadAPIModels
import Testing
@testable import Domain
@testable import Fixture

/// The trend files' rules as the fixture computes them, on hand-built colleges: the movers' floors, exclusions,
/// reporting jumps and ties at the tenth; the group floor; conference medians with the eight-member minimum.
struct FixtureTrendRulesTests {
    /// A college with yearly `series` (first year, values).
    static func member(_ id: Int, type: String = "public", conference: Int? = nil, region: String = "Midwest",
                       _ series: [String: (Int, [Double?])]) -> FixtureTrendMember {
        FixtureTrendMember(id: String(id), name: "College \(id)", type: type, state: "OH", region: region, undergrads: 5000,
                           acceptance: 0.5, testPolicy: nil, setting: "city", research: nil, division: nil,
                           conference: conference, footballConference: nil, pell: 0.3, outOfState: 0.2, avgCost: 20000,
                           homeStates: [], omPell: nil, omNonPell: nil, omYear: nil,
                           series: series.mapValues { FixtureTrendMember.Series(start: $0.0, values: $0.1) })
    }

    /// Applicants from `from` in fall 2014 to `to` in 2024 (flat in between), 5,000 undergraduates throughout.
    static func applicants(_ id: Int, _ from: Double, _ to: Double, type: String = "public", undergrads: Double = 5000)
        -> FixtureTrendMember {
        let values: [Double?] = (2013...2025).map { y in y <= 2014 ? from : y >= 2024 ? to : from }
        return member(id, type: type, ["applicants": (2013, values), "undergrads": (2013, Array(repeating: undergrads, count: 13))])
    }

    static let real: @Sendable (Double, Int, Int) -> Double? = { v, _, _ in v }

    @Test func moversFloorsExclusionsJumpsAndTies() throws {
        var ms: [FixtureTrendMember] = []
        // Nine distinct rises, then three tied at +50%, then two smaller ones.
        for i in 1...9 { ms.append(Self.applicants(i, 2000, 2000 * (3 - Double(i) * 0.1))) }
        for i in 10...12 { ms.append(Self.applicants(i, 4000, 6000)) }
        ms.append(Self.applicants(13, 3000, 3300))
        ms.append(Self.applicants(14, 3000, 3000))                       // no change: not listed, but ranked
        ms.append(Self.applicants(15, 1999, 9000))                       // under the 2,000 floor: not counted
        ms.append(Self.applicants(16, 3000, 9000, type: "private-forprofit")) // growth list: for-profit left out
        ms.append(Self.applicants(17, 3000, 9000, undergrads: 250))      // closing: under 300 today
        var jump = Self.applicants(18, 3000, 9000)                       // 2024 more than 3× 2023: a reporting jump
        jump.series["applicants"] = .init(start: 2013, values: (2013...2025).map { $0 >= 2024 ? 9000.0 : 2900.0 })
        ms.append(jump)
        let def = try #require(MoverListCatalog.list("applications-surged"))
        let list = FixtureMovers.rank(def, ms, window: 10, real: Self.real, keep: 10)
        #expect(list["n"]?.numberValue == 14)
        guard case let .object(excluded)? = list["excluded"], case let .array(entries)? = list["entries"] else {
            Issue.record("no entries")
            return
        }
        // In the method line's order: under 300, for-profit, reporting jump.
        #expect(excluded.map(\.key) == ["under-300", "for-profit", "reporting-jump"])
        #expect(excluded.map(\.value.numberValue) == [1, 1, 1])
        let ranks = entries.compactMap { $0["rank"]?.numberValue }
        let ids = entries.compactMap { if case let .string(s)? = $0["unit_id"] { s } else { nil } }
        // Ties at the 10th are all kept (competition ranks), and nothing past rank 10 with keep = 10.
        #expect(ranks == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10])
        #expect(ids.suffix(3) == ["10", "11", "12"])
        #expect(entries.first?["change"]?.numberValue == 1.9)
        #expect(entries.first?["from"]?.numberValue == 2000 && entries.first?["to"]?.numberValue == 5800)
        // The median is over the 14 ranked colleges (not only those listed). Ascending: 0, 0.1, 0.5 ×3, 1.1, 1.2,
        // 1.3, … 1.9; the 7th and 8th are 1.2 and 1.3, so 1.25.
        #expect(list["median"]?.numberValue == 1.25)
    }

    @Test func aFallingListRanksTheBiggestFallFirst() throws {
        let ms = [Self.applicants(1, 3000, 1500), Self.applicants(2, 3000, 2400), Self.applicants(3, 3000, 3300)]
        var copy = ms
        for i in copy.indices {
            copy[i].series["acceptance_rate"] = .init(start: 2013, values: (2013...2025).map { _ in 0.5 })
        }
        copy[0].series["acceptance_rate"] = .init(start: 2014, values: [0.8] + Array(repeating: 0.5, count: 10))
        copy[1].series["acceptance_rate"] = .init(start: 2014, values: [0.6] + Array(repeating: 0.5, count: 10))
        let def = try #require(MoverListCatalog.list("harder-to-get-into"))
        let list = FixtureMovers.rank(def, copy, window: 10, real: Self.real)
        guard case let .array(entries)? = list["entries"] else { return }
        // Points, 4 places: −0.3 and −0.1; the unchanged college is ranked (n = 3) but not listed.
        #expect(entries.compactMap { $0["change"]?.numberValue } == [-0.3, -0.1])
        #expect(list["n"]?.numberValue == 3)
    }

    @Test func groupsUnderTheFloorHaveNoValues() {
        let ms = (0..<31).map { Self.member($0, region: "Midwest", [:]) } + (31..<60).map { Self.member($0, region: "West", [:]) }
        let g = FixtureTrendPanel.byGroup(ms, "region") { .obj(["n": .int($0.count)]) }
        guard case let .array(groups)? = g["groups"] else { return }
        #expect(groups.map { $0["n"]?.numberValue } == [31, 29])
        #expect(groups[0]["values"] != nil && groups[0]["tooFew"] == nil)
        #expect(groups[1]["values"] == nil && groups[1]["tooFew"] == .bool(true))
        #expect(g["floor"]?.numberValue == 30)
    }

    @Test func conferenceMediansNeedEightMembers() throws {
        // Eight members in the Big Ten (107), seven in the SEC (130); applicants 1,000 … 8,000 in fall 2024.
        var ms: [FixtureTrendMember] = []
        for i in 0..<15 {
            let code = i < 8 ? 107 : 130
            ms.append(Self.member(i, conference: code, ["applicants": (2014, Array(repeating: Double(1000 * (i % 8 + 1)), count: 11))]))
        }
        let ctx = FixtureStudyContext(built: "2026-09-29", members: ms, cpi: { _ in 1 })
        let file = FixtureConferences.file(ctx, seed: 1)
        guard case let .array(rows)? = file["conferences"] else { return }
        let big10 = try #require(rows.first { $0["code"]?.numberValue == 107 })
        let sec = try #require(rows.first { $0["code"]?.numberValue == 130 })
        #expect(sec["tooFew"] == .bool(true) && sec["glance"] == nil)
        // The median of 1,000 … 8,000 is 4,500; the range is the lowest and highest member.
        #expect(big10["tooFew"] == nil)
        #expect(big10.value(at: "glance.applicants.median")?.numberValue == 4500)
        #expect(big10.value(at: "glance.applicants.min")?.numberValue == 1000)
        #expect(big10.value(at: "glance.applicants.max")?.numberValue == 8000)
        #expect(big10.value(at: "glance.applicants.n")?.numberValue == 8)
        // Flat applicants: the median member's own change is zero.
        #expect(big10.value(at: "change.applicants")?.numberValue == 0)
    }
}
