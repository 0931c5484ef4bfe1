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
        // The hub's StatesEntry passes StateTileMap no titles.
        let hub = Self.tiles(try TrendsHubScreen.build(snapshot))
        #expect(!hub.isEmpty && hub.values.allSatisfy { $0.title == nil })
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
