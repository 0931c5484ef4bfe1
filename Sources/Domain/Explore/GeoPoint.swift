import Foundation

/// A place on the globe in degrees.
public struct GeoPoint: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Earth's mean radius in miles (the site's figure).
    public static let earthRadiusMiles = 3958.8

    /// Great-circle (haversine) miles to `other`.
    public func miles(to other: GeoPoint) -> Double {
        let rad = Double.pi / 180
        let dLat = (other.latitude - latitude) * rad
        let dLng = (other.longitude - longitude) * rad
        let a = sin(dLat / 2) * sin(dLat / 2)
            + cos(latitude * rad) * cos(other.latitude * rad) * sin(dLng / 2) * sin(dLng / 2)
        return 2 * Self.earthRadiusMiles * asin(min(1, a.squareRoot()))
    }
}
