import Domain
import QuadAPIModels

/// `GET /compare/admissions`: Getting in, compared: the funnel, men and women, SAT and ACT ranges on a shared axis with
/// submission rates and each test policy, how each college reads a record, and what each looks at.
enum CompareAdmissionsScreen {
    static let fields: [String] = [
        FieldPath.acceptanceRate, FieldPath.applicants, FieldPath.admitted, FieldPath.yield, FieldPath.admitRateWomen,
        FieldPath.admitRateMen, FieldPath.satTotal, FieldPath.actComposite, FieldPath.satSubmissionRate,
        FieldPath.actSubmissionRate, FieldPath.testPolicy, FieldPath.factors,
    ]

    /// Whether a college reports anything the page shows, besides the factors grid.
    static func reports(_ s: School) -> Bool {
        let a = s.admissions
        return a?.acceptanceRate != nil || a?.applicants != nil || a?.admitted != nil || Derived.yieldRate(s) != nil
            || a?.bySex != nil || ProfileFigures.satTotal(s) != nil || a?.actComposite25_75 != nil
            || a?.testSubmissionRateSAT != nil || a?.testSubmissionRateACT != nil || a?.testPolicy != nil
    }

    static func build(_ c: CompareContext) -> CompareResponse {
        let factorRows = CompareTable.factorRows
        let anyFactor = factorRows.contains { row in c.schools.contains { row.cell($0) != nil } }
        let year = c.lineage.cited(FieldPath.applicants).year
        let title = year.map { "\(ComparePage.admissions.label), \($0.lowercased())" }
        var blocks: [Block?] = []
        if c.schools.contains(where: reports) || anyFactor {
            blocks.append(CompareBlocks.heading(2, "The funnel", anchor: "funnel"))
            blocks.append(CompareBlocks.bars(c, .metric(.acceptance, "Acceptance rate", flag: CompareFlag(.min, "Most selective"))))
            blocks.append(CompareBlocks.bars(c, .metric(.applicants, "Applicants", format: .compact, flag: CompareFlag(.max, "Most"))))
            blocks.append(CompareBlocks.bars(c, CompareBar("Admitted", term: "admitted", field: FieldPath.admitted, format: .compact,
                                                           flag: CompareFlag(.max, "Most")) { $0.admissions?.admitted }))
            blocks.append(CompareBlocks.bars(c, .metric(.yield, "Yield rate", max: 1, flag: CompareFlag(.max, "Highest"))))
            blocks.append(CompareBlocks.heading(2, "Men and women", anchor: "by-sex"))
            blocks.append(CompareBlocks.text("Acceptance rate for men and women who applied, where a college reports "
                + "admissions by sex."))
            blocks.append(CompareBlocks.bars(c, CompareBar("Women admitted", term: "admit-rate-by-sex",
                                                           field: FieldPath.admitRateWomen, format: .pctSmart, max: 1) {
                Derived.admitRatesBySex($0).women
            }))
            blocks.append(CompareBlocks.bars(c, CompareBar("Men admitted", term: "admit-rate-by-sex",
                                                           field: FieldPath.admitRateMen, format: .pctSmart, max: 1) {
                Derived.admitRatesBySex($0).men
            }))
            blocks.append(CompareBlocks.heading(2, "Test scores", anchor: "scores"))
            blocks += scores(c, .sat)
            blocks += scores(c, .act)
            blocks.append(CompareBlocks.bars(c, CompareBar("Submitted SAT", term: "test-submission",
                                                           field: FieldPath.satSubmissionRate, format: .pct, max: 1) {
                $0.admissions?.testSubmissionRateSAT
            }))
            blocks.append(CompareBlocks.bars(c, CompareBar("Submitted ACT", term: "test-submission",
                                                           field: FieldPath.actSubmissionRate, format: .pct, max: 1) {
                $0.admissions?.testSubmissionRateACT
            }))
            blocks.append(CompareBlocks.perCollege(c, label: "Test policy", term: "test-policy", field: FieldPath.testPolicy) {
                $0.admissions?.testPolicy.flatMap(Tiers.testPolicyLabel)
            })
            blocks += reading(c)
            blocks.append(CompareBlocks.heading(2, "What they look at", anchor: "factors"))
            blocks.append(CompareBlocks.textTable(c, first: "Factor", rows: factorRows.map { row in
                CompareTableRow(String(row.label.dropFirst("Admission: ".count)), row.term, row.field, cell: row.cell)
            }))
            blocks.append(CompareBlocks.tableLink(c, "All admissions numbers in the table", hash: "admissions"))
        }
        return CompareFrame.topicScreen(c, title: title, lede: ComparePage.admissions.description, fields: fields,
                                        empty: "None of these colleges reports admissions figures.", blocks: blocks)
    }

    /// One test's middle 50% per college on a shared axis, with the national median midpoint; one line when no
    /// college reports a range.
    static func scores(_ c: CompareContext, _ test: CompareRangeRow.Test) -> [Block] {
        let row: CompareRangeRow = test == .sat ? .sat : .act
        let title = test == .sat ? "SAT total" : "ACT composite"
        guard let axis = CompareRangeRow.axis(test, c.schools.map(row.range)) else {
            return [CompareBlocks.text("None of these colleges report \(title) ranges.")]
        }
        let metric: MetricKey = test == .sat ? .sat : .act
        let national = c.statistics.median(metric).map {
            c.lineage.aggregate(metric.definition.field, value: $0, format: .int,
                                computation: AggregateComputation.median(reporting: c.statistics.reportingCount(metric)))
        }
        var out = [CompareBlocks.text("**\(title), middle 50%**")]
        out += CompareCardBlocks.ranges(c, row, compact: false, national: national).dropFirst()
        out.append(CompareBlocks.text("Axis runs \(SiteFormat.int(axis.low))\u{2013}\(SiteFormat.int(axis.high)). The dark tick "
            + "marks the national median midpoint."))
        return out
    }

    /// "How they read a record": each college's emphasis and GPA sentences, when any college has one.
    static func reading(_ c: CompareContext) -> [Block] {
        let lines = c.schools.map(RecordReading.lines)
        guard lines.contains(where: { !$0.isEmpty }) else { return [] }
        return [CompareBlocks.heading(2, "How they read a record", anchor: "reading"),
                .table(TableBlock(
                    columns: [TableColumn(key: "college", label: "College"),
                              TableColumn(key: "reading", label: "How they read a record", term: "gpa-crowding")],
                    rows: c.indices.map { i in
                        let text = lines[i].map(\.text).joined(separator: " ")
                        return TableRow(cells: [.text(c.names[i]), .text(text.isEmpty ? CompareCards.notReported : text)])
                    },
                    sticky: TableSticky(columns: 1, header: false)))]
    }
}
