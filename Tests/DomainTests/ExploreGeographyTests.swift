import Foundation
import Testing
@testable import Domain

/// The map projection, the state outlines, the ZIP table and distances.
///
/// Expected projections come from PROJ (pyproj 3.7.2, PROJ 9.5.1), an implementation we did not write: the
/// spherical Albers equal-area conic `+proj=aea +R=1` with each inset's parallels and central meridian, scaled and
/// shifted the way d3's albersUsa places its three insets (scale 1300, translate 487.5, 305), and the inset boxes
/// checked in the same order (lower 48, Alaska, Hawaii).
struct ExploreGeographyTests {
    private func close(_ p: (x: Double, y: Double)?, _ x: Double, _ y: Double) -> Bool {
        guard let p else { return false }
        return abs(p.x - x) < 1e-5 && abs(p.y - y) < 1e-5
    }

    @Test func albersUSAMatchesPROJ() {
        let map = AlbersUSA.site
        #expect(close(map.project(longitude: -71.0942, latitude: 42.3601), 908.107456, 167.236985))
        #expect(close(map.project(longitude: -122.1697, latitude: 37.4275), 36.943016, 270.306564))
        #expect(close(map.project(longitude: -96.797, latitude: 32.7767), 482.908595, 440.533904))
        #expect(close(map.project(longitude: -80.19, latitude: 25.76), 822.781272, 572.572296))
        #expect(close(map.project(longitude: -96.6, latitude: 38.7), 487.5, 305))
        // Alaska and Hawaii land in their insets.
        #expect(close(map.project(longitude: -149.8997, latitude: 61.2181), 112.279709, 544.277775))
        #expect(close(map.project(longitude: -157.8167, latitude: 21.2969), 267.844731, 549.418592))
        // Territories fall outside every inset.
        #expect(map.project(longitude: -66.05, latitude: 18.4) == nil)
        #expect(map.project(longitude: 144.79, latitude: 13.44) == nil)
        #expect(map.project(longitude: .nan, latitude: 40) == nil)
    }

    @Test func outlinesProjectEveryRingToTenths() throws {
        let geojson = #"""
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "properties": {"state": "KS"}, "geometry": {"type": "Polygon",
            "coordinates": [[[-100, 40], [-99, 40], [-99, 40], [-99, 41], [-100, 41], [-100, 40]]]}},
          {"type": "Feature", "properties": {"state": "PR"}, "geometry": {"type": "Polygon",
            "coordinates": [[[-67, 18], [-66, 18], [-66, 18.5], [-67, 18]]]}}
        ]}
        """#
        let outlines = try StateOutlines(geoJSON: Data(geojson.utf8))
        #expect(outlines.outlines.map(\.state) == ["KS"])
        // PROJ: (−100, 40) → 429.1, 273.8; (−99, 40) → 446.4, 274.4; (−99, 41) → 447.1, 251.6;
        // (−100, 41) → 430.1, 250.9. The repeated point and the closing point are dropped.
        #expect(outlines.outlines.first?.path == "M429.1,273.8L446.4,274.4L447.1,251.6L430.1,250.9Z")
        #expect(StateOutlines.decimal(-5) == "-0.5")
        #expect(StateOutlines.decimal(1230) == "123")
    }

    @Test func theShippedOutlinesCoverTheStatesAndDC() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/us-states.geojson")
        let outlines = try StateOutlines(contentsOf: url)
        let states = Set(outlines.outlines.map(\.state))
        #expect(states.count == 51)
        #expect(states.contains("AK") && states.contains("HI") && states.contains("DC"))
        #expect(!states.contains("PR") && !states.contains("VI"))
        #expect(outlines.outlines.allSatisfy { $0.path.hasPrefix("M") && $0.path.hasSuffix("Z") })
    }

    @Test func zipTableReadsRowsAndSkipsBadOnes() {
        let csv = "zip,city,state,lat,lng\r\n02139,Cambridge,MA,42.3647,-71.1042\r\n"
            + "1234,Short,XX,1,1\n99501,\"Anchorage, city\",AK,61.2,-149.9\nabcde,Bad,XX,1,1\n10001,New York,NY,x,1\n"
        let table = ZipCentroids(csv: Data(csv.utf8))
        #expect(table.count == 2)
        #expect(table.point("02139") == GeoPoint(latitude: 42.3647, longitude: -71.1042))
        #expect(table.point("99501") == GeoPoint(latitude: 61.2, longitude: -149.9))
        #expect(table.point("10001") == nil)
        #expect(table.point("2139") == nil)
        #expect(ZipCentroids().point("02139") == nil)
    }

    @Test func theShippedZipTableHasEveryRow() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/zip-centroids.csv")
        let table = try ZipCentroids(contentsOf: url)
        #expect(table.count == 42_789)
        #expect(table.point("02139") == GeoPoint(latitude: 42.3647, longitude: -71.1042))
    }

    @Test func haversineMiles() {
        // Worked in Python with the same formula and radius: 188.526 and 2687.589 miles.
        let home = GeoPoint(latitude: 42.3647, longitude: -71.1042)
        #expect(abs(home.miles(to: GeoPoint(latitude: 40.7128, longitude: -74.006)) - 188.526) < 0.001)
        #expect(abs(home.miles(to: GeoPoint(latitude: 37.4275, longitude: -122.1697)) - 2687.589) < 0.001)
        #expect(home.miles(to: home) == 0)
    }

    @Test func missingFilesLeaveEmptyPartsAndSayWhy() {
        let nowhere = URL(fileURLWithPath: "/nonexistent/quad-explore")
        let loaded = ExploreGeography.load(zipCentroids: nowhere, stateOutlines: nowhere)
        #expect(loaded.geography.zips.count == 0)
        #expect(loaded.geography.outlines.outlines.isEmpty)
        #expect(loaded.problems.count == 2)
    }
}
