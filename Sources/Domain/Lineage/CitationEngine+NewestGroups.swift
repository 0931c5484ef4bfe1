@_spi(Lineage) import QuadAPIModels

/// Groups of federal values a college's newer Common Data Set replaces together (enrollment, race, retention,
/// graduation by aid group), keeping the federal values in a container. Their citations name the document and the
/// federal value replaced.
struct NewestGroup: Sendable {
    enum Kind: Sendable { case enrollment, race, retention, graduation }

    let kind: Kind
    /// The federal paths replaced together.
    let targets: [String]
    /// For a group derived from one path (the graduation rates from the cohorts): that path.
    let anchor: String?

    static let all: [NewestGroup] = [
        NewestGroup(kind: .enrollment, targets: [FieldPath.undergrads, FieldPath.menShare, FieldPath.womenShare,
                                                  FieldPath.partTimeShare], anchor: nil),
        NewestGroup(kind: .race, targets: [FieldPath.racialDiversity], anchor: nil),
        NewestGroup(kind: .retention, targets: [FieldPath.retentionRate], anchor: nil),
        NewestGroup(kind: .graduation, targets: [FieldPath.gradCohorts, FieldPath.gradRatePell,
                                                 "outcomes.grad_rate_loan_no_pell", FieldPath.gradRateNoPellNoLoan,
                                                 "outcomes.grad_rate_ftft"], anchor: FieldPath.gradCohorts),
    ]

    static let byTarget: [String: NewestGroup] = Dictionary(
        all.flatMap { g in g.targets.map { ($0, g) } }, uniquingKeysWith: { a, _ in a })

    /// The record that cites `path` to the college: its own, or (graduation rates) the anchor's.
    func collegeRecord(_ path: String, in school: School) -> LineageRecord? {
        let own = school.lineage?[path]
        if own?.source == SourceKey.collegeSite { return own }
        if let anchor, path != anchor, !own.isPresent, let a = school.lineage?[anchor], a.source == SourceKey.collegeSite {
            return a
        }
        return nil
    }

    /// The kept federal value of `path` (nil for an object value, which a `Replaced` cannot carry) and the kept
    /// year as a label; nil when the container is missing.
    func replaced(_ path: String, in school: School) -> (value: Double?, year: String?)? {
        let key = String(path.split(separator: ".").last ?? "")
        switch kind {
        case .enrollment, .race:
            guard let f = school.demographics?.federal else { return nil }
            let values: [String: Double?] = ["undergrad_enrollment": f.undergradEnrollment, "men_share": f.menShare,
                                             "women_share": f.womenShare, "part_time_share": f.partTimeShare]
            return ((values[key] ?? nil), f.year.map { "Fall \($0)" })
        case .retention:
            guard let f = school.outcomes?.federal?.retention else { return nil }
            return (key == "retention_rate" ? f.retentionRate : nil, f.enteringYear.map { "Entered fall \($0)" })
        case .graduation:
            guard let f = school.outcomes?.federal?.graduation else { return nil }
            let values: [String: Double?] = ["grad_rate_pell": f.gradRatePell, "grad_rate_loan_no_pell": f.gradRateLoanNoPell,
                                             "grad_rate_no_pell_no_loan": f.gradRateNoPellNoLoan,
                                             "grad_rate_ftft": f.gradRateFTFT]
            return ((values[key] ?? nil), f.enteringYear.map { "Entered fall \($0)" })
        }
    }
}

extension CitationEngine {
    /// For a value of a replaced group: the document kind, its edition, and the federal value replaced. For a value
    /// from a CDS record, or calculated from a replaced group: the document kind and edition.
    func applyNewestGroup(_ path: String, _ def: FieldDefinition, school: School, to extras: inout CitationExtras) {
        guard let group = NewestGroup.byTarget[path] else {
            if let own = school.lineage?[path] {
                if own.source == SourceKey.collegeSite, let edition = nonEmpty(own.edition) {
                    extras.sourceKind = "cds"
                    extras.cdsEdition = edition
                }
                return
            }
            for input in def.derivation?.inputs ?? [] {
                guard let inputGroup = NewestGroup.byTarget[input],
                      let record = inputGroup.collegeRecord(input, in: school) else { continue }
                extras.sourceKind = "cds"
                if let edition = nonEmpty(record.edition) { extras.cdsEdition = edition }
                return
            }
            return
        }
        guard let record = group.collegeRecord(path, in: school) else { return }
        extras.sourceKind = "cds"
        if let edition = nonEmpty(record.edition) { extras.cdsEdition = edition }
        if let kept = group.replaced(path, in: school) {
            extras.replaces = Replaced(value: kept.value, year: kept.year, label: nil, display: nil)
        }
    }
}
