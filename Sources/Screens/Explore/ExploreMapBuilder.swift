import Domain
import Foundation
import QuadAPIModels

/// The map view (screens-map §1.6): every match with a location as a dot on the Albers USA outline.
enum ExploreMapBuilder {
    static func map(_ c: ExploreContext, outlines: StateOutlines) -> ExploreMap {
        var dots: [MapDot] = []
        var territories = 0
        var missing = 0
        let projection = AlbersUSA.site
        for p in c.outcome.positions {
            let s = c.school(p)
            guard let lat = s.location.lat, let lng = s.location.lng, lat.isFinite, lng.isFinite else {
                missing += 1
                continue
            }
            guard let xy = projection.project(longitude: lng, latitude: lat) else {
                territories += 1
                continue
            }
            let undergrads = s.demographics?.undergradEnrollment ?? 0
            dots.append(MapDot(id: s.unitID, x: tenths(xy.x), y: tenths(xy.y), r: radius(undergrads),
                               color: s.type == "public" ? "public" : "private", label: s.name, school: c.refs[p]))
        }
        var paths = outlines.outlines.map { MapPath(id: $0.state, d: $0.path) }
        if paths.isEmpty { paths = [MapPath(id: "nation", d: "")] }
        let block = DotMapBlock(paths: paths, dots: dots, width: AlbersUSA.width, height: AlbersUSA.height,
                                caption: caption(drawn: dots.count, territories: territories, missing: missing))
        return ExploreMap(title: "Where they are", map: .dotMap(block))
    }

    /// "1,412 matching colleges. 3 in U.S. territories aren't drawn. 2 without a reported location aren't either."
    static func caption(drawn: Int, territories: Int, missing: Int) -> String {
        var text = "\(SiteFormat.num(Double(drawn))) matching \(drawn == 1 ? "college" : "colleges")."
        if territories > 0 {
            text += " \(SiteFormat.num(Double(territories))) in U.S. territories \(territories == 1 ? "isn't" : "aren't") drawn."
        }
        if missing > 0 {
            text += " \(SiteFormat.num(Double(missing))) without a reported location \(missing == 1 ? "isn't" : "aren't") either."
        }
        return text + " Tap a dot for its card. To narrow by city, suburb, town or rural, use Setting under Campus."
    }

    /// Dot radius in map units: area grows with undergrads, between 1.5 and 8.
    static func radius(_ undergrads: Double) -> Double {
        tenths(max(1.5, min(8, undergrads.squareRoot() / 25)))
    }

    static func tenths(_ v: Double) -> Double {
        (v * 10).rounded() / 10
    }
}
