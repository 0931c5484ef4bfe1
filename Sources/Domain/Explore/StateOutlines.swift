public import Foundation
import QuadAPIModels

/// The U.S. state outlines for Explore's map, projected once with ``AlbersUSA/site`` into SVG path data (one path
/// per state, coordinates to a tenth of a map unit). Read from `data/us-states.geojson` (longitude/latitude
/// polygons, `properties.state` the USPS code); territories the projection does not draw are left out.
public struct StateOutlines: Sendable {
    /// One state's path.
    public struct Outline: Sendable, Hashable {
        /// USPS code.
        public var state: String
        /// SVG path data in map units.
        public var path: String
    }

    /// Outlines in file order.
    public let outlines: [Outline]

    /// No outlines.
    public init() {
        outlines = []
    }

    /// Projects a GeoJSON feature collection.
    ///
    /// - Throws: when the bytes are not JSON.
    public init(geoJSON data: Data, projection: AlbersUSA = .site) throws {
        let root = try DatasetFileDecoder.decodeRecord(JSONValue.self, from: data, range: 0..<data.count, decoder: JSONDecoder())
        guard case let .array(features)? = root.member("features") else {
            outlines = []
            return
        }
        var out: [Outline] = []
        for feature in features {
            guard let code = feature.member("properties")?.member("state")?.string,
                  Self.drawn.contains(code), let geometry = feature.member("geometry")
            else { continue }
            let conic = projection.conic(forState: code)
            var path = ""
            for polygon in Self.polygons(geometry) {
                for ring in polygon {
                    let points = ring.compactMap { pair -> (Double, Double)? in
                        guard case let .array(xy) = pair, xy.count >= 2, let lng = xy[0].number,
                              let lat = xy[1].number
                        else { return nil }
                        let p = conic.project(longitude: lng, latitude: lat)
                        return (p.x, p.y)
                    }
                    guard points.contains(where: { conic.contains(($0.0, $0.1)) }) else { continue }
                    path += Self.ring(points)
                }
            }
            if !path.isEmpty { out.append(Outline(state: code, path: path)) }
        }
        outlines = out
    }

    /// Reads and projects a GeoJSON file.
    ///
    /// - Throws: when the file cannot be read or is not JSON.
    public init(contentsOf url: URL) throws {
        try self.init(geoJSON: try Data(contentsOf: url))
    }

    /// The 50 states and DC.
    static let drawn: Set<String> = ExploreVocabulary.stateCodes.subtracting(["PR", "GU", "VI", "AS", "MP", "FM", "MH", "PW"])

    /// A Polygon's or MultiPolygon's rings, as polygons of rings of positions.
    private static func polygons(_ geometry: JSONValue) -> [[[JSONValue]]] {
        guard let type = geometry.member("type")?.string,
              case let .array(coordinates)? = geometry.member("coordinates")
        else { return [] }
        func rings(_ polygon: JSONValue) -> [[JSONValue]] {
            guard case let .array(rings) = polygon else { return [] }
            return rings.compactMap { if case let .array(points) = $0 { points } else { nil } }
        }
        switch type {
        case "Polygon": return [rings(.array(coordinates))]
        case "MultiPolygon": return coordinates.map(rings)
        default: return []
        }
    }

    /// `M x,y L x,y … Z` with points rounded to tenths, repeats dropped; empty for fewer than three points.
    private static func ring(_ points: [(Double, Double)]) -> String {
        var tenths: [(Int, Int)] = []
        tenths.reserveCapacity(points.count)
        for (x, y) in points {
            let p = (Int((x * 10).rounded()), Int((y * 10).rounded()))
            if let last = tenths.last, last == p { continue }
            tenths.append(p)
        }
        if tenths.count > 1, tenths.first! == tenths.last! { tenths.removeLast() }
        guard tenths.count >= 3 else { return "" }
        var s = ""
        for (i, p) in tenths.enumerated() {
            s += i == 0 ? "M" : "L"
            s += Self.decimal(p.0) + "," + Self.decimal(p.1)
        }
        return s + "Z"
    }

    /// Tenths as a decimal: 1234 → "123.4", 1230 → "123", -5 → "-0.5".
    static func decimal(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        let m = tenths.magnitude
        let whole = m / 10
        let frac = m % 10
        return frac == 0 ? sign + String(whole) : sign + String(whole) + "." + String(frac)
    }
}
