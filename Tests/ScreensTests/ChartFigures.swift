import Domain
import Foundation
@_spi(Lineage) import QuadAPIModels

/// The plotted figures of a chart as the reader gets them: each point's number, the words its card prints, and the
/// citation that covers it (the point's own, else its measure's), so the citation guard checks them like any Value.
enum ChartFigures {
    /// One Value per plotted number of `block`, printed as the app prints it: `formatBy` of its measure's format.
    static func values(_ block: ScatterBlock) -> [Value] {
        block.points.flatMap { p in
            [figure(p.x, block.xAxis.format, p.cited?.x ?? block.cited.x),
             figure(p.y, block.yAxis.format, p.cited?.y ?? block.cited.y),
             figure(p.size, block.sizeFormat, p.cited?.size ?? block.cited.size)]
        }
    }

    private static func figure(_ value: Double?, _ format: FormatKind, _ cited: Cited) -> Value {
        Value(value: value, display: SiteFormat.display(value, as: format), format: format, cited: cited)
    }

    /// The format kinds `scripts/gen-format-cases.mjs` (the JavaScript oracle of formatBy) writes cases for.
    static let oracleFormats: Set<String> = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DomainTests/Fixtures/format-cases.json")
        struct Cases: Decodable { struct Row: Decodable { var output: [String: String] }; var display: [Row] }
        do {
            let cases = try JSONDecoder().decode(Cases.self, from: Data(contentsOf: url))
            return Set(cases.display.flatMap(\.output.keys))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()

    /// The measures of `block` that have points but no format the oracle knows (the app prints a point's figures
    /// with them, so each must be one whose rule gen-format-cases checks). As lines.
    static func unformatted(_ block: ScatterBlock, _ name: String, known: Set<String> = oracleFormats) -> [String] {
        guard !block.points.isEmpty else { return [] }
        var measures = [("xAxis", block.xAxis.format), ("yAxis", block.yAxis.format)]
        if block.points.contains(where: { $0.size != nil }) { measures.append(("sizeFormat", block.sizeFormat)) }
        return measures.compactMap { measure, format in
            known.contains(format.rawValue) ? nil
                : "\(name): scatter \(measure) format \(format.rawValue) is not one gen-format-cases knows"
        }
    }

    /// The chart-level citations of `block` (they must resolve even when no point uses them).
    static func citations(_ block: ScatterBlock) -> [Cited] {
        [block.cited.x, block.cited.y, block.cited.size]
    }

    /// The plotted numbers of `block` whose covering citation is not the one `lineage` gives that college for that
    /// field: a college-reported figure left under its measure's federal citation, or a point citing what its
    /// measure already does. As lines.
    static func miscited(_ block: ScatterBlock, _ name: String, snapshot: DatasetSnapshot) -> [String] {
        var out: [String] = []
        for p in block.points {
            guard let school = snapshot.school(id: p.id) else {
                out.append("\(name): scatter point \(p.id) is no college of the dataset")
                continue
            }
            let figures: [(String, Cited?, Cited)] = [("x", p.cited?.x, block.cited.x), ("y", p.cited?.y, block.cited.y),
                                                      ("size", p.cited?.size, block.cited.size)]
            for (axis, own, measure) in figures {
                let covering = own ?? measure
                let expected = snapshot.lineage.cited(covering.path, school)
                if covering != expected {
                    out.append("\(name): scatter point \(p.id) \(axis) is covered by \(covering.key) "
                        + "\(covering.year ?? "-"), but the college's \(covering.path) cites \(expected.key) "
                        + "\(expected.year ?? "-")")
                }
                if let own, own == measure {
                    out.append("\(name): scatter point \(p.id) repeats its measure's \(axis) citation")
                }
            }
        }
        return out
    }

    /// One Value per point of `series`: its number and printed words in the series' format, under its own citation
    /// laid over the series'.
    static func values(_ series: TrendSeries) -> [Value] { series.values.map(\.value) }

    /// One Value per plotted figure of `band` (both edges, and the median where there is one).
    static func values(_ band: TrendBand) -> [Value] {
        band.values.flatMap { p in [p.low, p.high] + (p.median.map { [$0] } ?? []) }
    }

    /// The series- and band-level citations of `series` and `bands` (they must resolve like a value's).
    static func citations(_ series: [TrendSeries], bands: [TrendBand] = []) -> [Cited] {
        series.compactMap(\.cited) + bands.compactMap(\.cited).flatMap { [$0.low, $0.high] + ($0.median.map { [$0] } ?? []) }
    }

    /// Figures no citation covers: points of a series or band that has none, medians of a band with no median
    /// citation. As lines.
    static func uncovered(_ series: [TrendSeries], bands: [TrendBand] = [], _ name: String) -> [String] {
        var out: [String] = []
        for s in series where s.cited == nil && !s.points.isEmpty {
            out.append("\(name): series \(s.key) has \(s.points.count) points and no citation")
        }
        for b in bands {
            if b.cited == nil, !b.points.isEmpty { out.append("\(name): band \(b.key) has \(b.points.count) points and no citation") }
            if b.cited?.median == nil, b.points.contains(where: { $0.median != nil }) {
                out.append("\(name): band \(b.key) has medians and no median citation")
            }
        }
        return out
    }

    /// Points whose resolved citation names other years than the point's: a citation year with one four-digit year
    /// must be the point's (an academic "2013–14" starts in it), one with a span must include it. A point that lost
    /// its own citation would name its series' newest year. As lines.
    static func misdated(_ series: [TrendSeries], bands: [TrendBand] = [], _ name: String) -> [String] {
        var out: [String] = []
        func check(_ key: String, _ year: Int, _ v: Value) {
            guard let label = v.cited.year else { return }
            let years = label.split(whereSeparator: { !$0.isNumber }).compactMap { $0.count == 4 ? Int($0) : nil }
            guard let low = years.min(), let high = years.max() else { return }
            if years.count == 1 ? low != year : !(low...high).contains(year) {
                out.append("\(name): \(key) \(year) is cited for \(label)")
            }
        }
        for s in series { for p in s.values { check(s.key, p.year, p.value) } }
        for b in bands {
            for p in b.values { [p.low, p.high, p.median].compactMap { $0 }.forEach { check(b.key, p.year, $0) } }
        }
        return out
    }
}

