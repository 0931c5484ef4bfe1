public import QuadAPIModels

/// A "Known for" chip: what a college stands out for, the metric behind it (for its citation) and its color family.
public struct StandoutChip: Sendable, Hashable {
    public var label: String
    public var domain: MetricDomain
    public var metric: MetricKey

    public init(label: String, domain: MetricDomain, metric: MetricKey) {
        self.label = label
        self.domain = domain
        self.metric = metric
    }

    /// The wire form.
    public var wire: Standout {
        Standout(label: label, color: domain.colorToken, metric: metric.rawValue)
    }
}
