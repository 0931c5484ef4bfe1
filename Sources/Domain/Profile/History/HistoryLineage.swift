@_spi(Lineage) public import QuadAPIModels

/// Citations for the yearly figures of the Over time page, the ten-year sparklines and their national medians.
///
/// A point of a series is cited to the federal file of its own year (`ADM2016`, `IC2015_AY`), as the history source
/// notes name them, rather than to today's release. Money shown after inflation says so in its formula.
public struct HistoryLineage: Sendable {
    /// The dataset's citations (for source descriptions and field formulas).
    public let lineage: Lineage
    /// `history/meta.json`.
    public let meta: HistoryMeta
    /// `history/cpi.json`, when present.
    public let cpi: CpiTable?
    /// The snapshot's shared citations, when given (see ``HistoryCitationMemo``).
    public let memo: HistoryCitationMemo?

    /// Where NCES lists every IPEDS file by year.
    public static let ipedsDataFilesURL = "https://nces.ed.gov/ipeds/datacenter/DataFiles.aspx"

    /// Citations over the dataset's `lineage` and its shared history `files`, kept in `memo` when one is given (the
    /// snapshot's, ``HistoryCitationMemo/of(_:)``).
    public init(lineage: Lineage, files: HistoryFiles, memo: HistoryCitationMemo? = nil) {
        self.lineage = lineage
        meta = files.meta
        cpi = files.cpi
        self.memo = memo
    }

    /// The source one year of a family names: the file of that year when the meta lists it.
    public func source(_ family: HistoryFamily, year: Int) -> CitedSource {
        let info = SourceDirectory.info(family.source, in: lineage.meta)
        let file = meta.files?[family.rawValue]?.first { $0.year == year }
        let label = info.label ?? family.source
        return CitedSource(
            key: family.source, label: family.qualifier.map { "\(label) (\($0))" } ?? label,
            publisher: info.publisher ?? "", year: YearLabel.full(year, family.kind),
            url: file?.url ?? info.url ?? Self.ipedsDataFilesURL, retrieved: lineage.meta.retrieved)
    }

    /// One year of series `def` for college `school`, displayed in `format`. With `dollarsOf`, a money figure is
    /// shown in that year's dollars (the caller converted it) and the citation says so.
    public func value(_ def: HistorySeriesDef, year: Int, _ number: Double?, format: FormatKind,
                      dollarsOf base: Int? = nil) -> Value {
        let finite = number.flatMap { $0.isFinite ? $0 : nil }
        return Value(value: finite, display: SiteFormat.display(finite, as: format), format: format,
                     cited: cited(def, year: year, dollarsOf: base))
    }

    /// The citation of one year of `def`.
    public func cited(_ def: HistorySeriesDef, year: Int, dollarsOf base: Int? = nil) -> Cited {
        let converted = Self.converted(def, year: year, dollarsOf: base)
        return kept(def, .init(series: def.key, year: year, dollarsOf: converted)) {
            makeCited(def, year: year, dollarsOf: converted)
        }
    }

    /// The base year a money figure of `year` is converted to, or nil when it is shown as reported (not money, no
    /// base, or its own year's dollars).
    private static func converted(_ def: HistorySeriesDef, year: Int, dollarsOf base: Int?) -> Int? {
        def.unit == .usd && base != year ? base : nil
    }

    /// The memo's citation for `key`, or `make`'s when there is no memo.
    private func kept(_ def: HistorySeriesDef, _ key: HistoryCitationMemo.Key, _ make: () -> Cited) -> Cited {
        guard let memo else { return make() }
        return memo.cited(def, key, make: make)
    }

    private func makeCited(_ def: HistorySeriesDef, year: Int, dollarsOf base: Int?) -> Cited {
        let family = def.family(in: year)
        let headline = source(family, year: year)
        let others = def.families.dropFirst().filter { $0 != family }.map { source($0, year: year) }
        var formula = def.derived ? FieldRegistry.definition(def.field)?.derivation?.formula : nil
        if let base {
            let note = "In \(YearLabel.full(base, .academic)) dollars: the amount reported for "
                + "\(YearLabel.full(year, def.kind)) adjusted with the CPI-U"
            formula = formula.map { "\($0). \(note)" } ?? note
        }
        let derived = def.derived || formula != nil
        return Cited(
            source: headline, path: def.field, field: def.label, method: derived ? "derived" : "reported",
            isDefault: true, formula: formula, inputs: derived ? [headline] + others : nil)
    }

    /// A national statistic of `def` in `year` (a median or a quartile across reporting colleges).
    public func national(_ def: HistorySeriesDef, year: Int, _ number: Double?, format: FormatKind,
                         statistic: String, reporting: Int?, dollarsOf base: Int? = nil) -> Value {
        let finite = number.flatMap { $0.isFinite ? $0 : nil }
        let converted = Self.converted(def, year: year, dollarsOf: base)
        let key = HistoryCitationMemo.Key(series: def.key, year: year, dollarsOf: converted, statistic: statistic,
                                          reporting: reporting)
        let cited = kept(def, key) {
            nationalCited(def, year: year, statistic: statistic, reporting: reporting, dollarsOf: converted)
        }
        return Value(value: finite, display: SiteFormat.display(finite, as: format), format: format, cited: cited)
    }

    private func nationalCited(_ def: HistorySeriesDef, year: Int, statistic: String, reporting: Int?,
                               dollarsOf base: Int?) -> Cited {
        let headline = source(def.family(in: year), year: year)
        let count = reporting.map { AggregateComputation.reporting($0) } ?? "colleges that report it"
        var formula = "\(statistic) of the \(count)"
        if let base { formula += ", in \(YearLabel.full(base, .academic)) dollars (CPI-U)" }
        return Cited(source: headline, path: def.field, field: "\(def.label), national", method: "derived",
                     isDefault: true, formula: formula, inputs: [headline])
    }

    /// The sources behind `defs` over the years each family covers within `windows` (by year kind; all years when a
    /// kind has no window), one group per family, with the labels of the series that cite it. The group's year reads
    /// "Fall 2014 to Fall 2024" (or "classes entering fall 2008 to fall 2018"); a family the history meta lists no
    /// files for is named with no year, and one whose files all fall outside the window is left out.
    public func sources(_ defs: [HistorySeriesDef], windows: [YearKind: HistoryWindow] = [:]) -> [SourceGroup] {
        var order: [HistoryFamily] = []
        var fields: [HistoryFamily: [String]] = [:]
        for def in defs {
            for family in def.families {
                if fields[family] == nil { order.append(family) }
                if !(fields[family] ?? []).contains(def.label) { fields[family, default: []].append(def.label) }
            }
        }
        return order.compactMap { family in
            let window = windows[family.kind]
            let listed = meta.files?[family.rawValue] ?? []
            let files = listed.filter { f in
                guard let y = f.year else { return false }
                return window.map { y >= $0.from && y <= $0.to } ?? true
            }
            // Files listed, none inside the window: the family gives no year shown here. No files listed at all (a
            // family newer than the history meta): still named, without a year span, since its series cite it.
            if files.isEmpty, !listed.isEmpty { return nil }
            let years = files.first?.year.flatMap { first in
                files.last?.year.map { YearLabel.span(from: first, to: $0, family.kind) }
            }
            let info = SourceDirectory.info(family.source, in: lineage.meta)
            let label = info.label ?? family.source
            let source = CitedSource(
                key: family.source, label: family.qualifier.map { "\(label) (\($0))" } ?? label,
                publisher: info.publisher ?? "", year: years,
                url: Self.ipedsDataFilesURL, retrieved: lineage.meta.retrieved)
            return SourceGroup(source: source, fields: fields[family] ?? [])
        }
    }

    /// The line about inflation a money panel's source note carries: the CPI series and base year.
    public func inflationNote(base: Int) -> String? {
        guard let cpi else { return nil }
        let label = cpi.label ?? "Consumer Price Index"
        return "Money after inflation is in \(YearLabel.full(base, .academic)) dollars, using the \(label)"
            + (cpi.url.map { " (\($0))" } ?? "") + "."
    }
}
