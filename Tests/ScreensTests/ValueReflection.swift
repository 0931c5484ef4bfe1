import Domain
import QuadAPIModels

/// Every `Value` anywhere inside a document (a screen, an Explore response, a filter panel), found by reflection, so
/// a guard covers payloads no walker was written for.
enum ValueReflection {
    static func values(in any: Any) -> [Value] {
        var out: [Value] = []
        collect(any, into: &out)
        return out
    }

    private static func collect(_ any: Any, into out: inout [Value]) {
        if let v = any as? Value { out.append(v); return }
        if let chart = any as? ScatterBlock { out += ChartFigures.values(chart); return }
        if let series = any as? TrendSeries { out += ChartFigures.values(series); return }
        if let band = any as? TrendBand { out += ChartFigures.values(band); return }
        if any is String || any is Double || any is Int || any is Bool { return }
        for child in Mirror(reflecting: any).children { collect(child.value, into: &out) }
    }

    /// The values whose display is not `formatBy(format, value)` (the site's rule), as lines.
    static func misprinted(_ any: Any, _ name: String) -> [String] {
        values(in: any).compactMap { v in
            let expected = SiteFormat.display(v.value, as: v.format)
            return SiteFormat.prints(v.display, v.value, as: v.format) ? nil
                : "\(name): \(v.cited.path) displays \"\(v.display)\"; \(v.format.rawValue) of \(v.value.map { "\($0)" } ?? "null") is \"\(expected)\""
        }
    }
}
