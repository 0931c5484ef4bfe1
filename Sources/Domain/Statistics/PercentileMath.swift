/// Rank, median and binning arithmetic over an ascending array of reported values.
public enum PercentileMath {
    /// First index whose value is ≥ `target`.
    public static func lowerBound(_ sorted: [Double], _ target: Double) -> Int {
        var lo = 0
        var hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if sorted[mid] < target { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// First index whose value is > `target`.
    public static func upperBound(_ sorted: [Double], _ target: Double) -> Int {
        var lo = 0
        var hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if sorted[mid] <= target { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Share of the *other* values below `value`, ties counting half:
    /// `clamp((below + (equal − 1) / 2) / (n − 1), 0, 1)`; 0.5 when there is at most one value.
    /// `sorted` is ascending and normally contains `value` itself.
    public static func percentileRank(_ value: Double, in sorted: [Double]) -> Double {
        let others = sorted.count - 1
        if others <= 0 { return 0.5 }
        let below = lowerBound(sorted, value)
        let equal = upperBound(sorted, value) - below
        let rank = (Double(below) + Double(equal - 1) / 2) / Double(others)
        return min(1, max(0, rank))
    }

    /// The median of an ascending array (mean of the two middle values for an even count); nil when empty.
    public static func median(_ sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The value at quantile `q` by index `round(q × (n − 1))`, clamped to the array; nil when empty.
    public static func quantile(_ sorted: [Double], _ q: Double) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let i = JSNumber.round(q * Double(sorted.count - 1))
        return sorted[Int(min(Double(sorted.count - 1), max(0, i)))]
    }

    /// Counts per bin over `[lower, upper]`: bin `floor((v − lower) / (upper − lower) × bins)`, clamped to the end
    /// bins. A value whose position is undefined (range of zero width and `v == lower`) is left out, as on the site.
    public static func histogram(_ values: [Double], bins: Int, lower: Double, upper: Double) -> [Int] {
        guard bins > 0 else { return [] }
        var counts = [Int](repeating: 0, count: bins)
        let width = upper - lower
        for v in values {
            let position = ((v - lower) / width * Double(bins)).rounded(.down)
            if position.isNaN { continue }
            let i = position < 0 ? 0 : position >= Double(bins) ? bins - 1 : Int(position)
            counts[i] += 1
        }
        return counts
    }
}
