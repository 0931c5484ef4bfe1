@_spi(Lineage) public import QuadAPIModels

/// The value builder: every `Value` and `Delta` the server sends is made here, so none leaves without a citation.
extension Lineage {
    /// A value of field `path` at `school` (nil: the dataset default citation), displayed exactly as the site
    /// prints `number` in `format` (``SiteFormat/display(_:as:)``; nil prints an en dash).
    ///
    /// A number that is not finite (NaN, infinity) is sent as not reported.
    public func value(_ path: String, of school: School?, _ number: Double?, format: FormatKind) -> Value {
        Self.value(number, format: format, cited: cited(path, school))
    }

    /// `number` displayed in `format` with the citation `cited` (what ``value(_:of:_:format:)`` makes once it has
    /// the citation).
    static func value(_ number: Double?, format: FormatKind, cited: Cited) -> Value {
        let finite = Self.finite(number)
        return Value(value: finite, display: SiteFormat.display(finite, as: format), format: format, cited: cited)
    }

    /// A dataset-level number about field `path` (a median, count or sum across colleges), displayed in `format`.
    /// Its citation is ``aggregateCited(_:computation:)``.
    ///
    /// - Parameter computation: what was computed, in words; ``AggregateComputation`` writes the usual ones
    ///   ("Median of the 1,893 colleges that report it").
    public func aggregate(_ path: String, value number: Double?, format: FormatKind, computation: String) -> Value {
        let finite = Self.finite(number)
        return Value(value: finite, display: SiteFormat.display(finite, as: format), format: format,
                     cited: aggregateCited(path, computation: computation))
    }

    /// The citation of a number computed across colleges from field `path`: method `derived`, `computation` as the
    /// formula, the field's dataset-default source as the headline and its underlying sources as the inputs.
    public func aggregateCited(_ path: String, computation: String) -> Cited {
        let base = cited(path)
        let inputs = isCitable(path) ? sources(of: path) : [base.source]
        return Cited(source: base.source, path: base.path, field: base.field, method: "derived", isDefault: true,
                     formula: computation, inputs: inputs)
    }

    /// A change shown beside a value, written as the history pages write it (``SiteFormat/change(_:measure:)``):
    /// `0.12` as a ratio → "+12%", `-0.03` in points → "−3 pts". Nil when `change` is not finite.
    ///
    /// - Parameter since: the window's start in words ("since fall 2014"; see ``YearLabel/since(_:_:)``).
    public static func delta(_ change: Double, measure: ChangeMeasure, since: String) -> Delta? {
        guard change.isFinite else { return nil }
        return Delta(value: change, display: SiteFormat.change(change, measure: measure), since: since)
    }

    /// A change with a display text of the screen's own (e.g. ``SiteFormat/indicatorChange(_:measure:)`` or
    /// ``SiteFormat/signedPercent(_:)``). Nil when `change` is not finite.
    public static func delta(_ change: Double, display: String, since: String) -> Delta? {
        guard change.isFinite else { return nil }
        return Delta(value: change, display: display, since: since)
    }

    private static func finite(_ number: Double?) -> Double? {
        guard let number, number.isFinite else { return nil }
        return number
    }
}

/// Sentences for the `computation` of an aggregate value. Counts print with thousands separators.
public enum AggregateComputation {
    /// "Median of the 1,893 colleges that report it".
    public static func median(reporting count: Int) -> String {
        "Median of the \(reporting(count))"
    }

    /// "Average of the 1,893 colleges that report it".
    public static func mean(reporting count: Int) -> String {
        "Average of the \(reporting(count))"
    }

    /// "Sum over the 1,893 colleges that report it".
    public static func total(reporting count: Int) -> String {
        "Sum over the \(reporting(count))"
    }

    /// "25th percentile of the 1,893 colleges that report it".
    public static func percentile(_ p: Int, reporting count: Int) -> String {
        "\(SiteFormat.ordinal(p)) percentile of the \(reporting(count))"
    }

    /// "Number of colleges that report it, out of 1,893".
    public static func count(outOf total: Int) -> String {
        "Number of colleges that report it, out of \(SiteFormat.num(Double(total)))"
    }

    /// "1 college that reports it", "1,893 colleges that report it".
    static func reporting(_ count: Int) -> String {
        count == 1 ? "1 college that reports it" : "\(SiteFormat.num(Double(count))) colleges that report it"
    }
}

extension Value {
    /// The value as a component that prints an em dash for a missing number shows it (PowerFour); unchanged when
    /// reported.
    public var emDashWhenMissing: Value {
        value != nil ? self : Value(value: nil, display: SiteFormat.emDash, format: format, cited: cited, delta: delta)
    }

    /// The value as a distribution strip shows a college that does not report it: "Not reported" (DistributionStrip);
    /// unchanged when reported.
    public var notReportedWhenMissing: Value {
        value != nil ? self : Value(value: nil, display: SiteFormat.notReported, format: format, cited: cited, delta: delta)
    }

    /// The value with its citation quoting the document's own words (`quote`, kept as it was when nil), naming the
    /// field `field` when given, and saying which older figure it `replacing` (its value, year, label and how it was
    /// printed) when given: a CDS table cell cites its own line.
    public static func quoted(_ v: Value, quote: String?, field: String? = nil,
                              replacing: (value: Double?, year: String?, label: String, display: String)? = nil) -> Value {
        let c = v.cited
        let replaces = replacing.map { Replaced(value: $0.value, year: $0.year, label: $0.label, display: $0.display) }
        let cited = Cited(source: c.source, path: c.path, field: field ?? c.field, method: c.method, isDefault: c.isDefault,
                          formula: c.formula, inputs: c.inputs, quote: quote ?? c.quote, page: c.page,
                          replaces: replaces ?? c.replaces, sourceKind: c.sourceKind, cdsEdition: c.cdsEdition,
                          document: c.document, directory: c.directory)
        return Value(value: v.value, display: v.display, format: v.format, cited: cited, delta: v.delta)
    }
}
