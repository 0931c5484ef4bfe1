import Domain
import QuadAPIModels

/// Ten-year lines and sparklines for cards and topic titles.
enum TenYearBlocks {
    /// How each baked ten-year summary reads: year kind, measure, number format, money.
    private static let baked: [String: (kind: YearKind, measure: ChangeMeasure, format: FormatKind, money: Bool)] = [
        "avg_paid_all": (.academic, .ratio, .money, true), "full_price": (.academic, .ratio, .money, true),
        "acceptance_rate": (.fall, .points, .pctSmart, false), "applicants": (.fall, .ratio, .num, false),
        "undergrads": (.fall, .ratio, .num, false), "grant_pct": (.academic, .points, .pct, false),
        "men_share": (.fall, .points, .pct, false), "federal_loan_rate": (.academic, .points, .pct, false),
        "diversity": (.fall, .index, .fixed2, false),
    ]

    /// The diversity index as a yearly series (Simpson's index over the race/ethnicity shares of each fall).
    static let diversityDef = HistorySeriesDef(
        "diversity", "Diversity index", field: FieldPath.diversityIndex, term: "diversity-index", unit: .ratio,
        kind: .fall, format: .fixed2, families: [.scorecardEnrollment], derived: true)

    /// The baked summary of `key` in the college record.
    private static func summary(_ t: SchoolTrends?, _ key: String) -> TrendSummary? {
        switch key {
        case "avg_paid_all": t?.avgPaidAll
        case "full_price": t?.fullPrice
        case "acceptance_rate": t?.acceptanceRate
        case "applicants": t?.applicants
        case "undergrads": t?.undergrads
        case "grant_pct": t?.grantPct
        case "men_share": t?.menShare
        case "federal_loan_rate": t?.federalLoanRate
        case "diversity": t?.diversity
        default: nil
        }
    }

    /// The ten-year line of `key`: the record's baked summary when it has one, else measured over the history file.
    static func line(_ c: ProfileContext, _ key: String) -> TenYearLine? {
        if let spec = baked[key], let line = TenYearLine.from(
            key, summary(c.school.trends, key), kind: spec.kind, measure: spec.measure, format: spec.format,
            isMoney: spec.money)
        {
            return line
        }
        guard let def = HistorySeriesCatalog.def(key), let h = c.history, let files = c.snapshot.history,
              let window = HistoryMath.defaultWindow(files.meta, def.kind),
              let change = HistoryMath.changeOver(def, h.series?[key], window, cpi: files.cpi)
        else { return nil }
        return TenYearLine.from(change, def)
    }

    /// Each year of the default window of series `key`, money in the window's last year's dollars, as a compact line;
    /// nil without history or with fewer than two points.
    static func sparkline(_ c: ProfileContext, _ key: String, label: String, color: String) -> Block? {
        guard let (h, files) = c.historyFiles, let hl = c.historyLineage else { return nil }
        let def = key == "diversity" ? diversityDef : HistorySeriesCatalog.def(key)
        guard let def, let window = HistoryMath.defaultWindow(files.meta, def.kind) else { return nil }
        var points: [SeriesPoint] = []
        for year in window.years {
            let raw = key == "diversity" ? diversityIndex(h, year) : h.series?[key]?.value(in: year)
            guard var v = raw else { continue }
            if def.unit == .usd {
                guard let r = HistoryMath.real(v, year: year, cpi: files.cpi, base: window.to) else { continue }
                v = r
            }
            points.append(SeriesPoint(year: year, value: hl.value(def, year: year, v, format: def.format,
                                                                  dollarsOf: def.unit == .usd ? window.to : nil)))
        }
        guard points.count >= 2 else { return nil }
        return .trendLine(TrendLineBlock(
            series: [TrendSeries(key: key, label: def.label, color: color, points: points)],
            window: YearWindow(from: window.from, to: window.to), yearKind: def.kind, format: def.format,
            label: "\(def.label), \(YearLabel.full(window.from, def.kind)) to \(YearLabel.full(window.to, def.kind))",
            compact: true))
    }

    /// Simpson's index over the seven race/ethnicity shares of one fall; nil unless all seven are reported.
    static func diversityIndex(_ h: SchoolHistory, _ year: Int) -> Double? {
        var shares: [Double?] = []
        for race in HistorySeriesCatalog.raceKeys {
            guard let v = h.series?[race.key]?.value(in: year) else { return nil }
            shares.append(v)
        }
        return Derived.simpsonIndex(shares)
    }
}
