@_spi(Lineage) public import QuadAPIModels

/// Values and the source list of a national trends screen.
///
/// A trend file's figure summarizes history series across colleges, so it is cited as derived: its headline source
/// is the federal family of the series it summarizes, named with the years the file covers ("Fall 2004 to Fall
/// 2024"), the computation is its formula, and its inputs are every family the series draws on over those years.
/// Each figure cited is noted, so ``sourceGroups`` lists exactly the sources the screen's values name.
public struct TrendCiter: Sendable {
    public let lineage: Lineage
    private var order: [String] = []
    private var groups: [String: (source: CitedSource, fields: [String])] = [:]
    /// Sources already worked out, by series, years and kind (a screen cites the same few thousands of times).
    private var known: [String: [CitedSource]] = [:]
    /// Citations already made, by what they cite: the rows of a movers list all cite the same few, and one made
    /// once is shared (its strings too, which makes the encoder's repeat check cheap).
    private var made: [Made: Cited] = [:]

    private struct Made: Hashable {
        let series: [String]
        let from: Int
        let to: Int
        let kind: YearKind
        let field: String
        let computation: String
    }

    /// Citations over the snapshot's `meta.json`.
    public init(_ snapshot: DatasetSnapshot) {
        lineage = snapshot.lineage
    }

    /// Series the history catalog lacks, with the family or source they come from.
    static let extraSeries: [String: (label: String, source: String, field: String, kind: YearKind)] = [
        "entering_class": ("Entering class", SourceKey.ipedsGraduation, "outcomes.grad_cohorts_by_race", .cohort),
    ]

    /// The label of a series ("Applicants").
    public static func label(of series: String) -> String {
        HistorySeriesCatalog.def(series)?.label ?? extraSeries[series]?.label ?? series
    }

    /// The distinct sources of `series` from `from` to `to`, the family of the last year first.
    public mutating func sources(_ series: String, from: Int, to: Int, kind: YearKind) -> [CitedSource] {
        let key = "\(series)|\(from)|\(to)|\(kind.rawValue)"
        if let hit = known[key] { return hit }
        let found = resolve(series, from: from, to: to, kind: kind)
        known[key] = found
        return found
    }

    private func resolve(_ series: String, from: Int, to: Int, kind: YearKind) -> [CitedSource] {
        var keys: [(key: String, qualifier: String?, url: String?)] = []
        if let def = HistorySeriesCatalog.def(series) {
            // Admissions switch surveys in fall 2014: each survey is named only for the years it covers.
            let families = [def.family(in: to)] + def.families.filter { f in
                f != def.family(in: to) && (f == .icAdmissions ? from < HistoryFamily.admissionsSurveyFrom
                    : f == .adm ? to >= HistoryFamily.admissionsSurveyFrom : true)
            }
            keys = families.map { ($0.source, $0.qualifier, HistoryLineage.ipedsDataFilesURL) }
        } else if let extra = Self.extraSeries[series] {
            keys = [(extra.source, nil, HistoryLineage.ipedsDataFilesURL)]
        } else {
            keys = [(lineage.cited(series).key, nil, nil)]
        }
        let years = from == to ? YearLabel.full(to, kind) : YearLabel.span(from: from, to: to, kind)
        var seen = Set<String>()
        return keys.compactMap { k in
            guard seen.insert(k.key + (k.qualifier ?? "")).inserted else { return nil }
            let info = SourceDirectory.info(k.key, in: lineage.meta)
            let label = info.label ?? k.key
            return CitedSource(key: k.key, label: k.qualifier.map { "\(label) (\($0))" } ?? label,
                               publisher: info.publisher ?? "", year: years,
                               url: (k.key.hasPrefix("ipeds") ? k.url : nil) ?? info.url ?? HistoryLineage.ipedsDataFilesURL,
                               retrieved: lineage.meta.retrieved)
        }
    }

    /// A figure of a trend file: `number` in `format` (`formatBy(format, number)`), computed from `series` over `from`–`to`.
    ///
    /// - Parameters:
    ///   - field: what the figure is, for the citation ("Share of colleges admitting women at a higher rate").
    ///   - computation: how it was computed, in words (the citation's formula).
    public mutating func value(_ number: Double?, format: FormatKind, series: [String],
                               from: Int, to: Int, kind: YearKind, field: String, computation: String) -> Value {
        let finite = number.flatMap { $0.isFinite ? $0 : nil }
        let id = Made(series: series, from: from, to: to, kind: kind, field: field, computation: computation)
        if let cited = made[id] {
            return Value(value: finite, display: SiteFormat.display(finite, as: format), format: format, cited: cited)
        }
        var unique: [CitedSource] = []
        for s in series {
            for source in sources(s, from: from, to: to, kind: kind) {
                note(source, field: Self.label(of: s))
                if !unique.contains(where: { $0.key == source.key && $0.label == source.label }) { unique.append(source) }
            }
        }
        let headline = unique.first ?? lineage.cited(series.first ?? "").source
        let path = series.first.flatMap { HistorySeriesCatalog.def($0)?.field ?? Self.extraSeries[$0]?.field } ?? field
        // Inputs are listed when there is more than the headline source.
        let cited = Cited(source: headline, path: path, field: field, method: "derived", isDefault: true,
                          formula: computation, inputs: unique.count > 1 ? unique : nil)
        made[id] = cited
        return Value(value: finite, display: SiteFormat.display(finite, as: format), format: format, cited: cited)
    }

    /// A figure computed from today's records (a median across a state's colleges, a share of them): the field's
    /// own citation with the computation as its formula.
    public mutating func current(_ path: String, _ number: Double?, format: FormatKind, computation: String) -> Value {
        let v = lineage.aggregate(path, value: number, format: format, computation: computation)
        let inputs = v.cited.inputs ?? [v.cited.source]
        for source in inputs { note(source, field: v.cited.field) }
        let c = v.cited
        let cited = inputs.count <= 1
            ? Cited(source: c.source, path: c.path, field: c.field, method: c.method, isDefault: c.isDefault,
                    formula: c.formula)
            : c
        return Value(value: v.value, display: v.display, format: v.format, cited: cited)
    }

    private mutating func note(_ source: CitedSource, field: String) {
        let id = sourceID(source)
        if groups[id] == nil {
            order.append(id)
            groups[id] = (source, [field])
        } else if !(groups[id]!.fields.contains(field)) {
            groups[id]!.fields.append(field)
        }
    }

    /// Every source the values named, in first-use order, with the series that cite it.
    public var sourceGroups: [SourceGroup] {
        order.compactMap { id in groups[id].map { SourceGroup(source: $0.source, fields: $0.fields) } }
    }
}
