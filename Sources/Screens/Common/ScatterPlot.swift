import Domain
import QuadAPIModels

/// A scatter being drawn: its two axes and the citation of each measure. It turns cited figures into plain points
/// that carry a citation of their own only where it is not their measure's (a college-reported figure).
struct ScatterPlot {
    let xAxis: ChartAxis
    let yAxis: ChartAxis
    let cited: ScatterCitations

    /// One dot, colored by control; nil when the college lacks either figure. The app prints `x` and `y` in their
    /// axis's format and `size` in the block's `sizeFormat`, as the site's card prints them.
    func point(id: String, name: String, type: String, x: Value, y: Value, size: Value,
               school: SchoolRef? = nil) -> ScatterPoint? {
        guard let xv = x.value, let yv = y.value else { return nil }
        let own = ScatterPointCitations(x: Self.own(x.cited, cited.x), y: Self.own(y.cited, cited.y),
                                        size: Self.own(size.cited, cited.size))
        return ScatterPoint(id: id, x: xv, y: yv, size: size.value, color: type == "public" ? "public" : "private",
                            label: name, cited: own.x == nil && own.y == nil && own.size == nil ? nil : own, school: school)
    }

    /// The chart of `points`.
    func block(_ points: [ScatterPoint], zone: ScatterZone? = nil, diagonal: ScatterDiagonal? = nil,
               focus: String? = nil, caption: String? = nil) -> ScatterBlock {
        ScatterBlock(points: points, xAxis: xAxis, yAxis: yAxis, sizeFormat: Self.sizeFormat, cited: cited, zone: zone,
                     diagonal: diagonal, focus: focus, caption: caption)
    }

    /// How a dot's undergrads print on its card ("7.2K").
    static let sizeFormat = FormatKind.compact

    /// `figure`'s citation when it is not its measure's.
    private static func own(_ figure: Cited, _ measure: Cited) -> Cited? {
        figure == measure ? nil : figure
    }
}
