import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// What a tile of the tile maps says on hover or a long press, as the site's maps write their `title`s.
struct TileMapTitleTests {
    static func tiles(_ screen: Screen) -> [String: StateTile] {
        var out: [String: StateTile] = [:]
        for b in screen.blocks { if case let .tileMap(m) = b { for t in m.tiles { out[t.state] = t } } }
        return out
    }

    /// StateMeasureMap's `valueTitle`: `${state}: ${format(v)} ${measure.description}. Click for the state page`,
    /// with formatValue's signedPct (`${v > 0 ? "+" : ""}${Math.round(v * 100)}%`: AL 0.05 → "+5%"), moneyK (PA 23,456 → "$23K") and pctWhole (PA 0.75 → "75%"); the page's descriptions; and
    /// `emptyTitle` for Alaska under the floor (every value null).
    @Test func theStatesMapTitlesAsStateMeasureMap() throws {
        let snapshot = try TrendTestSupport.snapshot(["states": StatesTableFidelityTests.file])
        let change = Self.tiles(try StatesScreen.build(snapshot, measure: nil))
        #expect(change["AL"]?.title == "AL: +5% median college's undergraduate change, 10 years. Click for the state page")
        // Guam has no tile on the grid (TILES lists the states and DC).
        #expect(change["GU"] == nil)
        #expect(change["AK"]?.title == "AK: too few colleges on the site, or no colleges")
        let cost = Self.tiles(try StatesScreen.build(snapshot, measure: "avgCost"))
        #expect(cost["PA"]?.title == "PA: $23K median college's average total cost. Click for the state page")
        let tests = Self.tiles(try StatesScreen.build(snapshot, measure: "testOptionalShare"))
        #expect(tests["PA"]?.title == "PA: 75% of colleges don't require test scores. Click for the state page")
        let oos = Self.tiles(try StatesScreen.build(snapshot, measure: "outOfState"))
        #expect(oos["PA"]?.title == "PA: 20% median public college's out-of-state first-year share. Click for the state page")
        let rate = Self.tiles(try StatesScreen.build(snapshot, measure: "acceptanceRate"))
        #expect(rate["AL"]?.title == "AL: too few colleges on the site, or no colleges")
        #expect(rate["PA"]?.title == "PA: 70% median college's acceptance rate. Click for the state page")
    }

    /// The hub's StatesEntry draws StateTileMap in its `values` mode with `format={(v) => `${v > 0 ? "+" : ""}${Math.round(v
    /// * 100)}%`}`, a link to each state page and no `valueTitle` or `emptyTitle`, so a tile reads StateTileMap's
    /// `${state}: ${format(v)}. Click to explore` (AL 0.05 → "+5%"; PA −0.0349 → Math.round(−3.49) = −3, printed "-3%"
    /// by the template) and a state without a value its default `${state}: no 4-year colleges in our data` (AK).
    /// Tiles sit on StateTileMap's TILES grid (PA [7, 3], AL [6, 6]); Guam has none.
    @Test func theHubMapTitlesAsStateTileMap() throws {
        let snapshot = try TrendTestSupport.snapshot(["states": StatesTableFidelityTests.file])
        let hub = Self.tiles(try TrendsHubScreen.build(snapshot))
        #expect(hub["AL"]?.title == "AL: +5%. Click to explore")
        #expect(hub["PA"]?.title == "PA: -3%. Click to explore")
        #expect(hub["AK"]?.title == "AK: no 4-year colleges in our data")
        #expect(hub["GU"] == nil)
        #expect(hub["PA"].map { [$0.col, $0.row] } == [7, 3] && hub["AL"].map { [$0.col, $0.row] } == [6, 6])
    }

    /// app/trends/out-of-state: `<StateTileMap counts={file.sendingStates.totals} levels={SENDING_LEVELS} unit="out-of-state
    /// first-year" href={null} />`: every tile of TILES, a state with a count titled `${state}: ${n.toLocaleString("en-US")}
    /// ${unit}${n === 1 ? "" : "s"}` (no "Click to explore" without a link), one without StateTileMap's default empty
    /// title. The sample's totals with Alaska left out and Wyoming at 1: WV 1604 → "WV: 1,604 out-of-state first-years"
    /// on the "500–1,999" step; WY → "WY: 1 out-of-state first-year"; AK → "AK: no 4-year colleges in our data", empty;
    /// Guam (1) and the Virgin Islands (1) are off the grid.
    @Test func outOfStateMapTitlesAsStateTileMap() throws {
        let sample = SampleDataset.snapshot
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../data/sample/history/trends/out-of-state.json")
        var file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var sending = try #require(file["sendingStates"] as? [String: Any])
        var totals = try #require(sending["totals"] as? [String: Any])
        totals["AK"] = nil
        totals["WY"] = 1
        sending["totals"] = totals
        file["sendingStates"] = sending
        let text = String(decoding: try JSONSerialization.data(withJSONObject: file), as: UTF8.self)
        let snapshot = try TrendTestSupport.snapshot(["out-of-state": text], index: sample.trendIndex)
        let tiles = Self.tiles(try TrendScreens.study(snapshot, slug: "out-of-state", query: StudyQuery()))
        #expect(tiles.count == 51)
        #expect(tiles["WV"]?.title == "WV: 1,604 out-of-state first-years" && tiles["WV"]?.level == 1)
        #expect(tiles["WY"]?.title == "WY: 1 out-of-state first-year" && tiles["WY"]?.level == 0)
        #expect(tiles["AK"]?.title == "AK: no 4-year colleges in our data" && tiles["AK"]?.level == nil)
        #expect(tiles["GU"] == nil && tiles["VI"] == nil)
        #expect(tiles.values.allSatisfy { $0.href == nil })
    }

    /// Home's map of colleges per state: app/page.tsx draws `<StateTileMap counts={countByState()} />` with the
    /// newest StateTileMap's defaults (format `n.toLocaleString("en-US")`, unit "college", an Explore link): title
    /// `${state}: ${format(count)} ${unit}${count === 1 ? "" : "s"}. Click to explore`, and `emptyTitle`
    /// `${state}: no 4-year colleges in our data` for an empty tile; counts by brute force over the sample.
    @Test func homeMapTitlesAsStateTileMap() throws {
        let snapshot = SampleDataset.snapshot
        let tiles = Self.tiles(HomeScreen.build(snapshot))
        #expect(!tiles.isEmpty)
        var counts: [String: Int] = [:]
        for s in snapshot.schools { counts[s.location.state, default: 0] += 1 }
        for (state, tile) in tiles {
            let n = counts[state] ?? 0
            let expected = n == 0 ? "\(state): no 4-year colleges in our data"
                : "\(state): \(n) college\(n == 1 ? "" : "s"). Click to explore"
            #expect(tile.title == expected, "\(state)")
        }
    }

    /// The same map with 1,000 more colleges in Vermont and exactly one in Wyoming: StateTileMap prints `format(count)`
    /// in the tile and its title, `toLocaleString("en-US")` groups thousands ("1,000 colleges"; the older version
    /// printed the bare count), and `count === 1` takes no "s".
    @Test func homeMapGroupsThousandsAsToLocaleString() throws {
        let base = SampleDataset.snapshot
        let model = try #require(base.schools.first)
        var schools = base.schools.filter { $0.location.state != "VT" && $0.location.state != "WY" }
        for i in 0..<1000 {
            var s = model
            s.unitID = String(900_000 + i)
            s.location.state = "VT"
            schools.append(s)
        }
        var wy = model
        wy.unitID = "899999"
        wy.location.state = "WY"
        schools.append(wy)
        let snapshot = try DatasetSnapshot(schools: schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                           publishID: "tiles", loadedAt: Date(timeIntervalSince1970: 0))
        let tiles = Self.tiles(HomeScreen.build(snapshot))
        #expect(tiles["VT"]?.title == "VT: 1,000 colleges. Click to explore")
        #expect(tiles["VT"]?.display == "1,000")
        #expect(tiles["VT"]?.value.display == "1,000")
        #expect(tiles["WY"]?.title == "WY: 1 college. Click to explore")
        #expect(tiles["WY"]?.display == "1")
    }
}
