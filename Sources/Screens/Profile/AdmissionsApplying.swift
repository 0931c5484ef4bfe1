import Domain
import QuadAPIModels

/// Transferring in (CDS D), the regular round (C13–C18) and high school preparation (C3–C5)
/// (lib/cds/transfer-display.ts, lib/cds/application-logistics-display.ts and their components).
extension AdmissionsReported {
    static let materialLabels: [(String, String)] = [
        ("high_school_transcript", "High school transcript"), ("college_transcript", "College transcripts"),
        ("essay", "Essay or personal statement"), ("interview", "Interview"),
        ("standardized_tests", "Standardized test scores"),
        ("statement_of_good_standing", "Statement of good standing from a prior college"),
    ]

    static let requirementLabels = [
        "required": "Required", "required_some": "Required of some", "recommended": "Recommended",
        "recommended_some": "Recommended for some", "not_required": "Not required",
    ]

    /// The format that prints a number as JavaScript's `String(v)` does for the figures the report gives (whole, or
    /// with one or two decimals): units of high school study, minimum transfer credits.
    static func plainFormat(_ v: Double?) -> FormatKind {
        guard let v, v.rounded() != v else { return .int }
        return (v * 10).rounded() == v * 10 ? .fixed1 : .fixed2
    }

    /// "fall", "fall and spring", "fall, spring, and summer".
    static func termList(_ terms: [String]) -> String {
        terms.count <= 2 ? terms.joined(separator: " and ")
            : terms.dropLast().joined(separator: ", ") + ", and " + (terms.last ?? "")
    }

    /// "Fall entry: priority date March 1, apply by March 15, decisions on a rolling basis, reply by July 1".
    static func termDates(_ term: String, _ d: CdsTransfer.TermDates) -> String {
        var parts: [String] = []
        if let p = d.priority?.longLabel { parts.append("priority date \(p)") }
        if let x = d.closing?.longLabel { parts.append("apply by \(x)") }
        if d.notification?.string == "rolling" {
            parts.append("decisions on a rolling basis")
        } else if let n = d.notification?.decoded(as: CdsMonthDay.self)?.longLabel {
            parts.append("decisions by \(n)")
        }
        if let r = d.reply?.longLabel { parts.append("reply by \(r)") }
        return term.prefix(1).uppercased() + term.dropFirst() + " entry: " + parts.joined(separator: ", ")
    }

    /// "Transferring in": the transfer rate beside the first-year rate, the counts, terms, credits, GPAs, advanced
    /// standing, dates and what the application needs; one line when the college doesn't enroll transfers.
    static func transferringIn(_ c: ProfileContext) -> [Block] {
        guard let t = c.school.reported?.transferView, t.enrollsTransfers != nil || t.admitRate != nil else { return [] }
        let p = "reported.transfer."
        var out: [Block?] = [ProfileBlocks.heading(2, "Transferring in", anchor: "transfer", term: "transfer-admission")]
        if t.enrollsTransfers == false {
            return out.compactMap { $0 } + [ProfileBlocks.text("Does not enroll transfer students")]
        }
        if let rate = t.admitRate {
            var tiles = [StatTile(label: "of transfer applicants were admitted", value: c.value(p + "admit_rate", rate, .pctSmart))]
            if let first = c.school.admissions?.acceptanceRate {
                tiles.append(StatTile(label: "of first-year applicants", value: c.value(FieldPath.acceptanceRate, first, .pctSmart)))
            }
            out.append(.statTiles(StatTilesBlock(tiles: tiles)))
            if let applied = t.applicants?.total, let admitted = t.admitted?.total {
                out.append(ProfileBlocks.tiles([
                    ProfileBlocks.tile("applied", c.value(p + "applicants", applied, .num)),
                    ProfileBlocks.tile("admitted", c.value(p + "admitted", admitted, .num)),
                    t.enrolled?.total.flatMap { ProfileBlocks.tile("enrolled", c.value(p + "enrolled", $0, .num)) },
                ]))
            }
        }
        if let terms = t.terms, !terms.isEmpty {
            out.append(ProfileBlocks.text("Transfers may start in the \(termList(terms))."))
        }
        if let credits = t.minCredits {
            var unit = t.minCreditsUnit.map { $0.lowercased() } ?? "credits"
            if unit.hasSuffix("(s)") { unit = String(unit.dropLast(3)) + "s" }
            if credits == 1, unit.hasSuffix("s") { unit.removeLast() }
            out.append(ProfileBlocks.tiles([ProfileBlocks.tile("At least", c.value(p + "min_credits", credits, plainFormat(credits)),
                                                               hint: "\(unit) completed to apply as a transfer.")]))
        }
        if let g = t.minCollegeGpa {
            out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Minimum college GPA", c.value(p + "min_college_gpa", g, .fixed1))]))
        }
        if let g = t.minHsGpa {
            out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Minimum high school GPA", c.value(p + "min_hs_gpa", g, .fixed1))]))
        }
        if t.advancedStanding == true {
            out.append(ProfileBlocks.text("Grants credit for course work completed at another college", term: "advanced-standing"))
        }
        let order = ["fall", "winter", "spring", "summer"]
        let dates = order.compactMap { term in t.dates?[term].map { termDates(term, $0) } }
        if !dates.isEmpty {
            out.append(ProfileBlocks.heading(3, "Dates", anchor: "transfer-dates"))
            out.append(ProfileBlocks.text(dates.joined(separator: "\n\n")))
        }
        let materials = materialLabels.compactMap { key, label -> TableRow? in
            guard let level = t.requiredMaterials?[key] ?? nil, let words = requirementLabels[level] else { return nil }
            return TableRow(cells: [.text(label), .text(words)])
        }
        if !materials.isEmpty {
            out.append(ProfileBlocks.heading(3, "What the application needs", anchor: "transfer-materials"))
            out.append(.table(TableBlock(columns: [TableColumn(key: "item", label: "Item"),
                                                   TableColumn(key: "level", label: "Required?")],
                                         rows: materials, sticky: TableSticky(columns: 1, header: false))))
        }
        return out.compactMap { $0 }
    }

    // MARK: - Applying (C13–C18)

    /// "Can be waived for applicants with financial need." under the fee.
    static func feeWaiverSentence(_ c: ProfileContext) -> Block? {
        guard let f = c.school.reported?.logisticsView?.fee, f.waiver == true || f.onlineWaiver == true else { return nil }
        return ProfileBlocks.text("Can be waived for applicants with financial need.")
    }

    /// The "Applying" lines in order: deadline, priority date, notification, reply, housing deposit, gap year.
    static func applyingLines(_ l: CdsLogistics) -> [String] {
        let cycle = (l.cycle ?? "").replacingPrefix("Fall", with: "fall")
        var lines: [String?] = []
        lines.append(l.regularClosing?.longLabel.map { "Apply by \($0) for \(cycle)." })
        lines.append(l.priorityDate?.longLabel.map {
            "Priority date: \($0). Applying by then can matter for scholarships, programs, or housing."
        })
        if let n = l.notification {
            switch n.kind {
            case "rolling":
                lines.append(n.rollingFrom?.longLabel.map { "Decisions are sent on a rolling basis starting \($0)." }
                    ?? "Decisions are sent on a rolling basis.")
            case "by_date":
                lines.append(n.byDate?.longLabel.map { "Decisions are sent by \($0)." } ?? "Decisions are sent by a set date.")
            default:
                lines.append((n.otherDate?.longLabel ?? n.otherText).map { "Decisions are sent: \($0)." })
            }
        }
        if let r = l.reply {
            switch r.kind {
            case "fixed_date":
                lines.append(r.date?.longLabel.map { "Admitted students must reply by \($0)." }
                    ?? "Admitted students must reply by a set date.")
            case "may1_or_weeks":
                lines.append(r.weeks.map {
                    "Admitted students must reply by May 1, or within \(SiteFormat.int($0)) week\($0 == 1 ? "" : "s") if admitted later."
                } ?? "Admitted students must reply by May 1, or within a few weeks if admitted later.")
            case "no_set_date": lines.append("There's no set reply date.")
            default: lines.append(r.otherText.map { "Reply policy: \($0)." })
            }
        }
        if let h = l.housingDeposit {
            let refund = ["full": "refundable", "partial": "partly refundable", "no": "non-refundable"][h.refundable ?? ""]
            let due = h.due?.longLabel
            if h.amount == nil && due == nil {
                lines.append(refund.map { "The housing deposit is \($0)." })
            } else {
                let head = h.amount.map { "\(SiteFormat.money($0)) housing deposit" } ?? "Housing deposit"
                lines.append(([head, due.map { "due \($0)" }, refund].compactMap { $0 }).joined(separator: ", ") + ".")
            }
        }
        if let d = l.deferredAdmission, d.allowed == true {
            lines.append(d.maxPostponement.map {
                "Admitted students may postpone enrollment for a gap year. Longest postponement: \($0)."
            } ?? "Admitted students may postpone enrollment for a gap year.")
        }
        return lines.compactMap { $0 }
    }

    /// "Applying": the regular round as the college reports it.
    static func applying(_ c: ProfileContext) -> [Block] {
        guard let l = c.school.reported?.logisticsView else { return [] }
        let lines = applyingLines(l)
        guard !lines.isEmpty else { return [] }
        return [ProfileBlocks.heading(2, "Applying", anchor: "applying"),
                ProfileBlocks.text("The regular round, as the college reports it. Early rounds have their own dates."),
                ProfileBlocks.text(lines.joined(separator: "\n\n"))]
    }

    // MARK: - High school preparation (C3–C5)

    static let subjects: [(String, String, @Sendable (CdsHsPrep.Units) -> Double?)] = [
        ("english", "English", { $0.english }), ("math", "Math", { $0.math }), ("science", "Science", { $0.science }),
        ("foreign_language", "Foreign language", { $0.foreignLanguage }),
        ("social_studies", "Social studies", { $0.socialStudies }), ("history", "History", { $0.history }),
        ("electives", "Academic electives", { $0.electives }),
    ]

    /// "What you'll need in high school": the completion and college-prep sentences and the units table; shown only
    /// when the college gives units by subject.
    static func hsPrep(_ c: ProfileContext) -> [Block] {
        guard let h = c.school.reported?.hsPrepView else { return [] }
        let req = h.unitsRequired, rec = h.unitsRecommended
        let rows = subjects.filter { req.flatMap($0.2) != nil || rec.flatMap($0.2) != nil }
        guard !rows.isEmpty else { return [] }
        let showReq = rows.contains { req.flatMap($0.2) != nil }, showRec = rows.contains { rec.flatMap($0.2) != nil }
        var out: [Block?] = [ProfileBlocks.heading(2, "What you'll need in high school", anchor: "hs-prep",
                                                   term: "college-preparatory-program")]
        if let completion = h.completion {
            let lower = completion.lowercased()
            out.append(ProfileBlocks.text(
                lower.contains("diploma is required and ged is accepted") ? "Requires a high school diploma; accepts the GED."
                    : lower.contains("diploma is required and ged is not accepted")
                    ? "Requires a high school diploma; doesn't accept the GED."
                    : lower.contains("diploma or equivalent is not required")
                    ? "Doesn't require a high school diploma or equivalent." : "\(completion)."))
        }
        switch h.collegePrep {
        case "required": out.append(ProfileBlocks.text("Requires a college-preparatory program in high school."))
        case "recommended": out.append(ProfileBlocks.text("Recommends a college-preparatory program in high school."))
        case "neither": out.append(ProfileBlocks.text("Neither requires nor recommends a set college-preparatory program."))
        default: break
        }
        // HsPrepTable: "Years of" each subject, science with its lab years, and a Total row always ("–" when the
        // college gives none, "*" when it was added up from the subjects).
        var columns = [TableColumn(key: "subject", label: "Years of")]
        if showReq { columns.append(TableColumn(key: "required", label: "Required")) }
        if showRec { columns.append(TableColumn(key: "recommended", label: "Recommended")) }
        func value(_ u: CdsHsPrep.Units?, _ pick: (CdsHsPrep.Units) -> Double?, _ field: String) -> Value {
            let n = u.flatMap(pick)
            return c.value("reported.admissions_hs_prep.\(field)", n, plainFormat(n))
        }
        func both(_ pick: (CdsHsPrep.Units) -> Double?) -> [Value] {
            (showReq ? [value(req, pick, "units_required")] : []) + (showRec ? [value(rec, pick, "units_recommended")] : [])
        }
        let hasLab = req?.lab != nil || rec?.lab != nil
        var tableRows = rows.map { key, label, pick -> TableRow in
            let lab = key == "science" && hasLab ? " (lab: \(both { $0.lab }.map(\.display).joined(separator: " / ")))" : ""
            return TableRow(cells: [.text(label + lab)] + both(pick).map { .value($0) })
        }
        func total(_ u: CdsHsPrep.Units?, _ field: String) -> TableCell {
            let v = value(u, { $0.total }, field)
            return u?.totalSummed == true ? .values(CellValues(values: [v], note: "*")) : .value(v)
        }
        tableRows.append(TableRow(cells: [.text("Total")] + (showReq ? [total(req, "units_required")] : [])
            + (showRec ? [total(rec, "units_recommended")] : [])))
        out.append(.table(TableBlock(columns: columns, rows: tableRows, sticky: TableSticky(columns: 1, header: false))))
        var note = "A unit is a year of the subject; lab science is part of science."
        if req?.totalSummed == true || rec?.totalSummed == true {
            note += " *Added up from the subjects listed; the college didn't give a total."
        }
        out.append(ProfileBlocks.text(note))
        return out.compactMap { $0 }
    }
}
