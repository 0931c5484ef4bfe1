/// "The shape of each school": six percentile ranks per college, outward meaning more of the measure (screens-map §4).
public enum CompareRadar {
    /// One axis: the ranked measure, its label, and whether the rank is turned around (selectivity is 1 − the
    /// acceptance rate's rank).
    public struct Axis: Sendable, Hashable {
        public var metric: MetricKey
        public var label: String
        public var inverted: Bool
    }

    /// The axes, clockwise from the top.
    public static let axes: [Axis] = [
        Axis(metric: .acceptance, label: "Selectivity", inverted: true),
        Axis(metric: .sat, label: "Test scores", inverted: false),
        Axis(metric: .enrollment, label: "Size", inverted: false),
        Axis(metric: .pell, label: "Pell share", inverted: false),
        Axis(metric: .firstGen, label: "First-gen", inverted: false),
        Axis(metric: .diversity, label: "Diversity", inverted: false),
    ]

    /// The college's value on each axis, 0 to 1; nil where it does not report the measure (drawn as a hollow mark).
    public static func profile(at position: Int, statistics: DatasetStatistics) -> [Double?] {
        axes.map { axis in
            statistics.rank(axis.metric, at: position).map { axis.inverted ? 1 - $0 : $0 }
        }
    }
}
