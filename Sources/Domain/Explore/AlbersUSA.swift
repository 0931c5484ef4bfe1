import Foundation

/// The Albers USA composite projection the site's map uses (d3's `geoAlbersUsa` at scale 1300, translated to the
/// middle of a 975 × 610 box): the lower 48 states on an Albers equal-area conic, Alaska and Hawaii as insets.
///
/// A point is placed by the first of the three projections whose inset box holds it (lower 48, then Alaska, then
/// Hawaii); anything else (Puerto Rico, Guam, …) is not drawn.
public struct AlbersUSA: Sendable {
    /// One conic equal-area projection: rotation, standard parallels, center, scale and translation.
    struct Conic: Sendable {
        let rotate: Double
        let n: Double
        let c: Double
        let r0: Double
        let k: Double
        let tx: Double
        let ty: Double
        let extent: (x0: Double, y0: Double, x1: Double, y1: Double)

        init(rotate: Double, parallels: (Double, Double), center: (Double, Double), scale k: Double,
             translate: (Double, Double), extent: (Double, Double, Double, Double)) {
            let rad = Double.pi / 180
            let sy0 = sin(parallels.0 * rad)
            n = (sy0 + sin(parallels.1 * rad)) / 2
            c = 1 + sy0 * (2 * n - sy0)
            r0 = c.squareRoot() / n
            self.rotate = rotate
            self.k = k
            let (cx, cy) = Self.raw(center.0 * rad, center.1 * rad, n: n, c: c, r0: r0)
            tx = translate.0 - k * cx
            ty = translate.1 + k * cy
            self.extent = extent
        }

        static func raw(_ lambda: Double, _ phi: Double, n: Double, c: Double, r0: Double) -> (Double, Double) {
            let r = max(0, c - 2 * n * sin(phi)).squareRoot() / n
            let x = lambda * n
            return (r * sin(x), r0 - r * cos(x))
        }

        /// Map units of a point (degrees), without the inset check.
        func project(longitude: Double, latitude: Double) -> (x: Double, y: Double) {
            let rad = Double.pi / 180
            var lambda = (longitude + rotate) * rad
            if lambda > Double.pi { lambda -= 2 * Double.pi } else if lambda < -Double.pi { lambda += 2 * Double.pi }
            let (x, y) = Self.raw(lambda, latitude * rad, n: n, c: c, r0: r0)
            return (tx + k * x, ty - k * y)
        }

        func contains(_ p: (x: Double, y: Double)) -> Bool {
            p.x >= extent.x0 && p.x <= extent.x1 && p.y >= extent.y0 && p.y <= extent.y1
        }
    }

    /// The map box.
    public static let width = 975.0
    public static let height = 610.0

    let lower48: Conic
    let alaska: Conic
    let hawaii: Conic

    /// The site's projection: scale 1300, translate (487.5, 305).
    public static let site = AlbersUSA(scale: 1300, translate: (487.5, 305))

    public init(scale k: Double, translate t: (Double, Double)) {
        let (x, y) = t
        let e = 1e-6
        lower48 = Conic(rotate: 96, parallels: (29.5, 45.5), center: (-0.6, 38.7), scale: k, translate: t,
                        extent: (x - 0.455 * k, y - 0.238 * k, x + 0.455 * k, y + 0.238 * k))
        alaska = Conic(rotate: 154, parallels: (55, 65), center: (-2, 58.5), scale: k * 0.35,
                       translate: (x - 0.307 * k, y + 0.201 * k),
                       extent: (x - 0.425 * k + e, y + 0.120 * k + e, x - 0.214 * k - e, y + 0.234 * k - e))
        hawaii = Conic(rotate: 157, parallels: (8, 18), center: (-3, 19.9), scale: k, translate: (x - 0.205 * k, y + 0.212 * k),
                       extent: (x - 0.214 * k + e, y + 0.166 * k + e, x - 0.115 * k - e, y + 0.234 * k - e))
    }

    /// Map position of a point, or nil outside the three insets.
    public func project(longitude: Double, latitude: Double) -> (x: Double, y: Double)? {
        guard longitude.isFinite, latitude.isFinite else { return nil }
        for conic in [lower48, alaska, hawaii] {
            let p = conic.project(longitude: longitude, latitude: latitude)
            if conic.contains(p) { return p }
        }
        return nil
    }

    /// The projection a state's outline is drawn with: Alaska's and Hawaii's insets, the lower 48's otherwise.
    func conic(forState code: String) -> Conic {
        switch code {
        case "AK": alaska
        case "HI": hawaii
        default: lower48
        }
    }
}
