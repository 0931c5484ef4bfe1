public import Foundation

/// What Explore needs besides the dataset, loaded once at start-up: the ZIP centroid table (distance from home)
/// and the projected state outlines (the map).
public struct ExploreGeography: Sendable {
    public let zips: ZipCentroids
    public let outlines: StateOutlines

    public init(zips: ZipCentroids = ZipCentroids(), outlines: StateOutlines = StateOutlines()) {
        self.zips = zips
        self.outlines = outlines
    }

    /// The geography from the two files; a file that cannot be read leaves its part empty and adds a problem line
    /// (the server still starts: distance filters then report the ZIP as unknown, and the map has no outline).
    public static func load(zipCentroids: URL, stateOutlines: URL) -> (geography: ExploreGeography, problems: [String]) {
        var problems: [String] = []
        var zips = ZipCentroids()
        var outlines = StateOutlines()
        do { zips = try ZipCentroids(contentsOf: zipCentroids) } catch {
            problems.append("cannot read the ZIP centroid table \(zipCentroids.path): \(error.localizedDescription)")
        }
        do { outlines = try StateOutlines(contentsOf: stateOutlines) } catch {
            problems.append("cannot read the state outlines \(stateOutlines.path): \(error.localizedDescription)")
        }
        return (ExploreGeography(zips: zips, outlines: outlines), problems)
    }
}
