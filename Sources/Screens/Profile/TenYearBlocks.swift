import Domain
import QuadAPIModels

/// Ten-year lines under the overview's cards and the "since" lines under topic titles, measured over the college's
/// history file only (a college without one has neither, as on the site).
enum TenYearBlocks {
    /// The diversity index as a yearly series (Simpson's index over the race/ethnicity shares of each fall).
    static let diversityDef = HistorySeriesDef(
        "diversity", "Diversity index", field: FieldPath.diversityIndex, term: "diversity-index", unit: .ratio,
        kind: .fall, format: .fixed2, families: [.scorecardEnrollment], derived: true)

    /// The change of series `key` over the default window of its year kind (lib/profile-cards.ts `tenYear`); nil
    /// without a history file, either end of the window, or across a definition change.
    static func change(_ c: ProfileContext, _ key: String) -> (change: HistoryChange, def: HistorySeriesDef)? {
        guard let (h, files) = c.historyFiles, let def = HistorySeriesCatalog.def(key),
              let window = HistoryMath.defaultWindow(files.meta, def.kind),
              let change = HistoryMath.changeOver(def, h.series?[key], window, cpi: files.cpi)
        else { return nil }
        return (change, def)
    }

    /// The ten-year line of `key` (`tenYear`): "+57% since fall 2014", "+5% after inflation since 2013–14", or
    /// "6% → 4% since fall 2014" for shares and tiny bases.
    static func line(_ c: ProfileContext, _ key: String) -> TenYearLine? {
        change(c, key).map { TenYearLine.from($0.change, $0.def) }
    }

    /// The value at the window's end of the measured series, cited to its history file.
    static func endValue(_ c: ProfileContext, _ change: HistoryChange, _ def: HistorySeriesDef) -> Value? {
        c.historyLineage.map { $0.value(def, year: change.toYear, change.toValue, format: def.format) }
    }

    /// A card's ten-year line (TenYearLine): the bold `label`, the series' latest value carrying the change and
    /// its start, the rest of the line as the hint, and the sparkline of the window.
    static func card(_ c: ProfileContext, key: String, label: String, hint: String? = nil, color: String) -> [Block] {
        guard let line = line(c, key), let (change, def) = change(c, key), let end = endValue(c, change, def)
        else { return [] }
        let tile = StatTile(label: label, value: end.with(delta: line.delta), hint: hint, term: def.term)
        return [.statTiles(StatTilesBlock(tiles: [tile]))] + [sparkline(c, key, label: label, color: color)]
            .compactMap { $0 }
    }

    /// The muted line under a topic's title (HeadlineDelta): "Fall 2014: 13%" for shares and tiny bases, else
    /// "+9% since fall 2014" ("+3% after inflation since 2013–14" for money), with the window's sparkline.
    static func headline(_ c: ProfileContext, key: String, color: String) -> [Block] {
        guard let (change, def) = change(c, key), let end = endValue(c, change, def) else { return [] }
        let since = YearLabel.full(change.fromYear, def.kind)
        let text: String
        if def.unit == .share || HistoryMath.isTinyBase(change) {
            text = "\(since): \(SiteFormat.display(change.fromValue, as: def.format))"
        } else {
            text = SiteFormat.change(change.change, measure: change.measure) + (def.unit == .usd ? " after inflation" : "")
                + " since " + SentenceCase.lowerFirst(since)
        }
        let tile = StatTile(label: def.label, value: end, hint: text, term: def.term)
        return [.statTiles(StatTilesBlock(tiles: [tile]))] + [sparkline(c, key, label: def.label, color: color,
                                                                         title: "\(def.label), \(YearLabel.full(change.fromYear, def.kind)) to \(YearLabel.full(change.toYear, def.kind))")]
            .compactMap { $0 }
    }

    /// Each year of the default window of series `key`, money in the window's last year's dollars, as a compact line
    /// ("{name} over ten years"); nil without history or with fewer than two points.
    static func sparkline(_ c: ProfileContext, _ key: String, label: String, color: String, title: String? = nil) -> Block? {
        guard let (h, files) = c.historyFiles, let hl = c.historyLineage else { return nil }
        let def = key == "diversity" ? diversityDef : HistorySeriesCatalog.def(key)
        guard let def, let window = HistoryMath.defaultWindow(files.meta, def.kind) else { return nil }
        var points: [YearValue] = []
        for year in window.years {
            let raw = key == "diversity" ? diversityIndex(h, year) : h.series?[key]?.value(in: year)
            guard var v = raw else { continue }
            if def.unit == .usd {
                guard let r = HistoryMath.real(v, year: year, cpi: files.cpi, base: window.to) else { continue }
                v = r
            }
            points.append(YearValue(year: year, value: hl.value(def, year: year, v, format: def.format,
                                                                  dollarsOf: def.unit == .usd ? window.to : nil)))
        }
        guard points.count >= 2 else { return nil }
        return .trendLine(TrendLineBlock(
            series: [TrendSeries(key: key, label: label, color: color, values: points)],
            window: YearWindow(from: window.from, to: window.to), yearKind: def.kind, format: def.format,
            label: title ?? "\(label) over ten years", compact: true))
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
