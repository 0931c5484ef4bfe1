import Domain
import QuadAPIModels

/// What the Over time page is drawing: the college, its history, the shared files and the chosen controls.
struct HistoryState {
    let c: ProfileContext
    var history: SchoolHistory
    let files: HistoryFiles
    let lineage: HistoryLineage
    let query: HistoryQuery
    /// The year whose dollars money is shown in after inflation (the latest academic year).
    let dollarsOf: Int
    /// Rate series read as 3-class averages, each with the class-size series that weights it (nil: equal weights).
    var averaged: [String: String?] = [:]

    var series: [String: HistorySeries] { history.series ?? [:] }

    /// Ten years ending with the latest year of `kind`, or with "All", back to the earliest year of `keys`.
    func window(_ kind: YearKind, _ keys: [String]) -> HistoryWindow? {
        guard let to = HistoryMath.latest(files.meta, kind) else { return nil }
        if query.range == .ten { return HistoryWindow(from: to - HistoryMath.windowYears, to: to) }
        let earliest = keys.compactMap { series[$0]?.start }.min() ?? (to - HistoryMath.windowYears)
        return HistoryWindow(from: min(earliest, to - HistoryMath.windowYears), to: to)
    }

    /// `v` of `def` in `year`, in `base`-year dollars when money is shown after inflation.
    func shown(_ def: HistorySeriesDef, _ v: Double, year: Int, base: Int) -> Double? {
        guard def.unit == .usd, query.dollars == .real else { return v }
        return HistoryMath.real(v, year: year, cpi: files.cpi, base: base)
    }

    /// One year of a series as a cited value (a 3-class average cites its rate and class-size series).
    func value(_ def: HistorySeriesDef, year: Int, _ v: Double?, format: FormatKind, base: Int) -> Value {
        if let cohort = averaged[def.key] {
            return lineage.averaged(def, cohort: cohort.flatMap(HistorySeriesCatalog.def), year: year, v, format: format)
        }
        let real = def.unit == .usd && query.dollars == .real
        return lineage.value(def, year: year, v, format: format, dollarsOf: real ? base : nil)
    }

    /// This state with the graduation rates of `pairs` (rate key, class-size key or nil for equal weights) read as
    /// 3-class averages (OverTime's `gradHistory`).
    func averaging(_ pairs: [(rate: String, cohort: String?)]) -> HistoryState {
        var h = history
        var series = series
        var out = self
        for (rate, cohort) in pairs {
            guard let s = series[rate] else { continue }
            series[rate] = HistoryMath.rollingRate(s, cohorts: cohort.flatMap { self.series[$0] })
            out.averaged[rate] = .some(cohort)
        }
        h.series = series
        out.history = h
        return out
    }
}

/// One line of a panel.
struct PanelLine {
    var key: String
    var name: String
    var color: String
    var dashed = false
    /// Draw the national middle half and median behind this line.
    var band = false
}

/// A 25th–75th pair drawn as a band (SAT and ACT middle 50%).
struct PanelRange {
    var low: String
    var high: String
    var name: String
    var color: String
}

/// One chart of the Over time page: title, the latest value with its change over the window, the chart (lines,
/// national band, breaks, the pandemic year, shaded spans, a hollow provisional year), a table form, and a note.
struct HistoryPanel {
    var title: String
    var anchor: String
    var term: String?
    var kind: YearKind
    var format: FormatKind
    var window: HistoryWindow
    var lines: [PanelLine] = []
    var ranges: [PanelRange] = []
    /// The line whose latest value and change head the panel.
    var headline: String?
    var breaks: [YearMark] = []
    var spans: [YearSpan] = []
    var note: String?
    /// Rows only the table view shows (OverTime's `extras`: the share submitting SAT or ACT), by series key and
    /// column name, each in its series' own format.
    var extras: [(key: String, name: String)] = []
    /// Whether the newest year may still be revised.
    var provisional = true
    /// Years between reported points (residence: every other fall): the line joins them and the table lists only
    /// those years (OverTime's `cadence`).
    var cadence = 1

    /// The pandemic year, shaded on every chart.
    static let pandemic = YearMark(year: 2020, label: "Pandemic")

    func blocks(_ st: HistoryState) -> [Block] {
        let base = min(st.dollarsOf, window.to)
        let drawn = lines.filter { st.series[$0.key] != nil && HistorySeriesCatalog.def($0.key) != nil }
        let drawnRanges = ranges.filter { st.series[$0.low] != nil && st.series[$0.high] != nil }
        guard !drawn.isEmpty || !drawnRanges.isEmpty else { return [] }
        // Each chart series and band beside its figures as built (full Values), which the table reuses.
        var charted: [Drawn<TrendSeries, YearValue>] = []
        var bands: [Drawn<TrendBand, YearBand>] = []
        for line in drawn {
            let def = HistorySeriesCatalog.def(line.key)!
            let values = points(st, def, base: base)
            charted.append(Drawn(TrendSeries(
                key: line.key, label: line.name, color: line.color, dashed: line.dashed ? true : nil, values: values,
                approx: st.series[line.key]?.approx.flatMap { a in
                    let inside = a.filter { window.years.contains($0) }
                    return inside.isEmpty ? nil : inside
                }), values))
            if line.band, st.query.median, let band = nationalBand(st, def, base: base) { bands.append(band) }
        }
        for range in drawnRanges {
            bands.append(rangeBand(st, range))
            if st.query.median, let band = medianCollegeBand(st, range) { bands.append(band) }
        }
        let provisionalYear = provisional ? HistoryMath.provisionalYear(
            st.files.meta, families: (drawn.map(\.key) + drawnRanges.map(\.low)).compactMap {
                HistorySeriesCatalog.def($0)?.families.last
            }).flatMap { window.years.contains($0) ? $0 : nil } : nil
        let events = window.years.contains(Self.pandemic.year) ? [Self.pandemic] : []
        let chart = TrendLineBlock(
            series: charted.map(\.chart), bands: bands.isEmpty ? nil : bands.map(\.chart),
            breaks: breaks.filter { window.years.contains($0.year) }.nilIfEmpty,
            events: events.nilIfEmpty, spans: spans.filter { $0.to >= window.from && $0.from <= window.to }.nilIfEmpty,
            window: YearWindow(from: window.from, to: window.to), yearKind: kind, format: format,
            provisional: provisionalYear,
            label: "\(title), \(YearLabel.full(window.from, kind)) to \(YearLabel.full(window.to, kind))",
            cadence: cadence > 1 ? cadence : nil)
        var out: [Block] = [ProfileBlocks.heading(3, title, anchor: anchor)]
        if let head = headlineTile(st, base: base, firstRange: drawnRanges.first) { out.append(head) }
        out.append(.trendLine(chart))
        out.append(.fold(FoldBlock(hint: "View as table", blocks: [.table(table(charted, bands: bands, st))],
                                   anchor: "\(anchor)-table")))
        if let note { out.append(ProfileBlocks.text(note)) }
        return out
    }

    /// Each reported year of the window, money converted when shown after inflation; gaps stay gaps.
    func points(_ st: HistoryState, _ def: HistorySeriesDef, base: Int) -> [YearValue] {
        guard let s = st.series[def.key] else { return [] }
        return window.years.compactMap { year in
            guard let raw = s.value(in: year), let v = st.shown(def, raw, year: year, base: base) else { return nil }
            return YearValue(year: year, value: st.value(def, year: year, v, format: format, base: base))
        }
    }

    /// The national 25th–75th percentile with the median, for the years of the window.
    func nationalBand(_ st: HistoryState, _ def: HistorySeriesDef, base: Int) -> Drawn<TrendBand, YearBand>? {
        guard let national = st.files.national?.series?[def.key], let start = national.start,
              let stats = national.stats else { return nil }
        var points: [YearBand] = []
        for year in window.years {
            let i = year - start
            guard i >= 0, i < stats.count, let row = stats[i], row.count >= 3,
                  let p25 = row[0], let med = row[1], let p75 = row[2],
                  let lo = st.shown(def, p25, year: year, base: base), let mid = st.shown(def, med, year: year, base: base),
                  let hi = st.shown(def, p75, year: year, base: base)
            else { continue }
            let n = row.count > 3 ? row[3].map { Int($0) } : nil
            let real = def.unit == .usd && st.query.dollars == .real ? base : nil
            points.append(YearBand(
                year: year,
                low: st.lineage.national(def, year: year, lo, format: format, statistic: "25th percentile",
                                         reporting: n, dollarsOf: real),
                high: st.lineage.national(def, year: year, hi, format: format, statistic: "75th percentile",
                                          reporting: n, dollarsOf: real),
                median: st.lineage.national(def, year: year, mid, format: format, statistic: "Median", reporting: n,
                                            dollarsOf: real)))
        }
        return points.isEmpty ? nil
            : Drawn(TrendBand(key: "national", label: "National middle 50% and median", values: points), points)
    }

    /// The college's own middle 50% by year.
    func rangeBand(_ st: HistoryState, _ r: PanelRange) -> Drawn<TrendBand, YearBand> {
        let lo = HistorySeriesCatalog.def(r.low)!, hi = HistorySeriesCatalog.def(r.high)!
        let points = window.years.compactMap { year -> YearBand? in
            guard let a = st.series[r.low]?.value(in: year), let b = st.series[r.high]?.value(in: year) else { return nil }
            return YearBand(year: year, low: st.value(lo, year: year, a, format: format, base: year),
                             high: st.value(hi, year: year, b, format: format, base: year))
        }
        return Drawn(TrendBand(key: r.low, label: r.name, color: r.color, values: points), points)
    }

    /// The median college's 25th and 75th percentiles, with their midpoint.
    func medianCollegeBand(_ st: HistoryState, _ r: PanelRange) -> Drawn<TrendBand, YearBand>? {
        guard let nl = st.files.national?.series?[r.low], let nh = st.files.national?.series?[r.high],
              let ls = nl.start, let hs = nh.start, let lstats = nl.stats, let hstats = nh.stats,
              let lo = HistorySeriesCatalog.def(r.low), let hi = HistorySeriesCatalog.def(r.high)
        else { return nil }
        var points: [YearBand] = []
        for year in window.years {
            let i = year - ls, j = year - hs
            guard i >= 0, i < lstats.count, j >= 0, j < hstats.count, let a = lstats[i]?[safe: 1] ?? nil,
                  let b = hstats[j]?[safe: 1] ?? nil
            else { continue }
            let n = (lstats[i]?[safe: 3] ?? nil).map { Int($0) }
            points.append(YearBand(
                year: year,
                low: st.lineage.national(lo, year: year, a, format: format, statistic: "Median", reporting: n),
                high: st.lineage.national(hi, year: year, b, format: format, statistic: "Median", reporting: n),
                median: st.lineage.national(lo, year: year, (a + b) / 2, format: format,
                                            statistic: "Midpoint of the medians", reporting: n)))
        }
        return points.isEmpty ? nil
            : Drawn(TrendBand(key: "national", label: "Median college's middle 50%", values: points), points)
    }

    /// The latest value (or range) at the window's end, with its change since the window's start.
    func headlineTile(_ st: HistoryState, base: Int, firstRange: PanelRange?) -> Block? {
        if let key = headline, let def = HistorySeriesCatalog.def(key), let s = st.series[key],
           let latest = s.value(in: window.to)
        {
            var value = st.value(def, year: window.to, latest, format: format, base: base)
            if let delta = change(st, def, s) { value = value.with(delta: delta) }
            return .statTiles(StatTilesBlock(tiles: [StatTile(label: "\(def.label), \(YearLabel.full(window.to, kind))",
                                                              value: value, term: def.term)]))
        }
        guard let r = firstRange, let lo = HistorySeriesCatalog.def(r.low),
              let a = st.series[r.low]?.value(in: window.to), let b = st.series[r.high]?.value(in: window.to)
        else { return nil }
        let high = HistorySeriesCatalog.def(r.high) ?? lo
        return .statTiles(StatTilesBlock(tiles: [StatTile(
            label: "\(r.name), \(YearLabel.full(window.to, kind))",
            value: st.lineage.value(lo, year: window.to, a, format: format),
            upper: st.lineage.value(high, year: window.to, b, format: format), term: lo.term)]))
    }

    /// The change over the window: after inflation for money unless "As reported" is chosen; "from → to" on a tiny base.
    func change(_ st: HistoryState, _ def: HistorySeriesDef, _ s: HistorySeries) -> Delta? {
        let from = max(window.from, s.start ?? window.from)
        guard let real = HistoryMath.changeOver(def, s, HistoryWindow(from: from, to: window.to), cpi: st.files.cpi)
        else { return nil }
        var c = real
        let money = def.unit == .usd
        if money, st.query.dollars == .nominal, let start = HistoryMath.firstPoint(s, from: from) {
            c.fromValue = start.value
            c.change = c.toValue / start.value - 1
        }
        let text = HistoryMath.isTinyBase(c)
            ? "\(SiteFormat.display(c.fromValue, as: format)) \u{2192} \(SiteFormat.display(c.toValue, as: format))"
            : SiteFormat.change(c.change, measure: c.measure)
                + (money ? (st.query.dollars == .real ? " after inflation" : " as reported") : "")
        return Lineage.delta(c.change, display: text, since: YearLabel.since(c.fromYear, kind))
    }

    /// The chart as a table: one row per year, newest first; gaps print a dash. Each column of figures carries its
    /// chart series' citation (an extra's, its newest year's), so a cell sends only what differs from it. The cells
    /// are the charts' figures as built.
    func table(_ series: [Drawn<TrendSeries, YearValue>], bands: [Drawn<TrendBand, YearBand>], _ st: HistoryState)
        -> TableBlock
    {
        var columns = [TableColumn(key: "year", label: "Year")]
        columns += series.map { TableColumn(key: $0.chart.key, label: $0.chart.label, cited: $0.chart.cited) }
        // The extras' figures of the window, each in its series' own format.
        let extraValues = extras.compactMap { e -> (key: String, name: String, values: [YearValue])? in
            guard let def = HistorySeriesCatalog.def(e.key), let s = st.series[e.key] else { return nil }
            return (def.key, e.name, window.years.compactMap { year in
                s.value(in: year).map { v in
                    YearValue(year: year, value: st.value(def, year: year, v, format: def.format, base: year))
                }
            })
        }
        // OverTime's HistoryTable: the college's lines, its ranges, the extras, then the national median.
        let ranges = bands.filter { $0.chart.key != "national" }, national = bands.filter { $0.chart.key == "national" }
        columns += ranges.map { TableColumn(key: $0.chart.key, label: $0.chart.label, cited: $0.chart.cited?.low) }
        columns += extraValues.map { TableColumn(key: $0.key, label: $0.name, cited: $0.values.last?.value.cited) }
        columns += national.map { TableColumn(key: "national", label: "National median", cited: $0.chart.cited?.median) }
        let provisionalYear = HistoryMath.provisionalYear(st.files.meta, families: lines.compactMap {
            HistorySeriesCatalog.def($0.key)?.families.last
        })
        let rows = window.years.reversed().filter { $0 % cadence == 0 }.map { year -> TableRow in
            var cells: [TableCell] = [.text(YearLabel.full(year, kind) + (provisional && year == provisionalYear
                                                                             ? " (provisional)" : ""))]
            func figure(_ values: [YearValue]) -> TableCell {
                values.first { $0.year == year }.map { .value($0.value) } ?? .text(SiteFormat.missing)
            }
            cells += series.map { figure($0.figures) }
            for b in ranges {
                let p = b.figures.first { $0.year == year }
                cells.append(p.map { .values(CellValues(values: [$0.low, $0.high], separator: "\u{2013}")) }
                    ?? .text(SiteFormat.missing))
            }
            cells += extraValues.map { figure($0.values) }
            for b in national {
                cells.append(b.figures.first { $0.year == year }?.median.map { .value($0) } ?? .text(SiteFormat.missing))
            }
            return TableRow(cells: cells)
        }
        return TableBlock(columns: columns, rows: rows, sticky: TableSticky(columns: 1, header: true))
    }
}

/// A chart series or band beside the figures it was built from (full Values, before it factored their citations).
struct Drawn<Chart, Figure> {
    var chart: Chart
    var figures: [Figure]

    init(_ chart: Chart, _ figures: [Figure]) {
        self.chart = chart
        self.figures = figures
    }
}

extension Array {
    /// nil for an empty array (optional block fields are left out rather than sent empty).
    var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
