import Domain
import QuadAPIModels

/// `GET /compare/students`: Students & campus, compared: who is on campus, who they are (descriptive, unflagged),
/// race and ethnicity, where first-years come from and new transfers, and each college's campus chips.
enum CompareStudentsScreen {
    static let fields: [String] = [
        FieldPath.undergrads, FieldPath.pellShare, FieldPath.firstGenShare, FieldPath.diversityIndex, FieldPath.menShare,
        FieldPath.partTimeShare, FieldPath.age25PlusShare, FieldPath.racialDiversity, FieldPath.residence,
        FieldPath.transferIn, FieldPath.setting, FieldPath.housing, FieldPath.athletics, "campus.programs",
        "lgbtq.policies", "directories",
    ]

    static func share(_ label: String, _ term: String, _ field: String, _ value: @escaping @Sendable (School) -> Double?)
        -> CompareBar
    {
        CompareBar(label, term: term, field: field, format: .pct, max: 1, value: value)
    }

    static func build(_ c: CompareContext) -> CompareResponse {
        var blocks: [Block] = [CompareBlocks.heading(2, "Who's on campus", anchor: "who")]
        blocks += [
            .metric(.enrollment, "Undergrads", format: .compact, flag: CompareFlag(.max, "Largest")),
            .metric(.pell, "Pell Grant share", max: 1, flag: CompareFlag(.max, "Highest")),
            .metric(.firstGen, "First-gen share", max: 1, flag: CompareFlag(.max, "Highest")),
            .metric(.diversity, "Diversity index", max: 1, flag: CompareFlag(.max, "Most")),
        ].map { CompareBlocks.bars(c, $0) }
        blocks.append(CompareBlocks.heading(2, "Who they are", anchor: "about"))
        blocks += [
            share("Men", "gender-balance", FieldPath.menShare) { $0.demographics?.menShare },
            share("Part-time students", "part-time-student", FieldPath.partTimeShare) { $0.demographics?.partTimeShare },
            share("Students 25 and older", "adult-students", FieldPath.age25PlusShare) { $0.demographics?.age25PlusShare },
        ].map { CompareBlocks.bars(c, $0) }
        blocks.append(CompareBlocks.heading(2, "Race & ethnicity", anchor: "race"))
        for i in c.indices {
            let segments = StudentsScreen.raceSegments(c.lineage, c.schools[i])
            blocks.append(segments.isEmpty ? CompareBlocks.text("**\(c.names[i])**: \(CompareCards.notReported)")
                : .stackedBar(StackedBarBlock(segments: segments, label: c.names[i])))
        }
        blocks.append(CompareBlocks.heading(2, "Where they're from", anchor: "residence"))
        blocks += [
            share("First-years from in state", "in-state-student", FieldPath.residence) { $0.demographics?.residence?.inState },
            share("First-years from other states", "in-state-student", FieldPath.residence) {
                $0.demographics?.residence?.outOfState
            },
            share("First-years from abroad", "in-state-student", FieldPath.residence) { $0.demographics?.residence?.international },
            CompareBar("New transfer students this fall", term: "transfer-in", field: FieldPath.transferIn, format: .num) {
                $0.demographics?.transferIn?.count
            },
            share("Transfers, share of new undergraduates", "transfer-in", FieldPath.transferIn) {
                $0.demographics?.transferIn?.shareOfNew
            },
        ].map { CompareBlocks.bars(c, $0) }
        blocks.append(CompareBlocks.heading(2, "Campus", anchor: "campus"))
        for i in c.indices {
            let chips = OverviewCards.campusChips(c.schools[i])
            blocks.append(CompareBlocks.text("**\(c.names[i])**" + (chips.isEmpty ? ": Nothing reported" : "")))
            if !chips.isEmpty { blocks.append(.chips(ChipsBlock(chips: chips))) }
        }
        blocks += lgbtqPolicies(c)
        blocks.append(CompareBlocks.tableLink(c, "All student numbers in the table", hash: "students"))
        return CompareFrame.topicScreen(c, lede: ComparePage.students.description, fields: fields, empty: "",
                                        blocks: blocks)
    }

    /// "LGBTQ+ policies" (the site's LgbtqPolicyTable): the checklist side by side, a row per policy some college has,
    /// each cell the dated sentence linking to its page, a dash where nothing was found; left out when no college
    /// has any. Never the gender-identity counts.
    static func lgbtqPolicies(_ c: CompareContext) -> [Block] {
        let rows = LgbtqChecklist.compared(c.schools, details: c.ids.map { try? c.snapshot.detail(for: $0) })
        guard !rows.isEmpty else { return [] }
        let columns = [TableColumn(key: "policy", label: "Policy")]
            + c.indices.map { TableColumn(key: c.ids[$0], label: c.names[$0]) }
        return [
            CompareBlocks.heading(2, "LGBTQ+ policies", anchor: "lgbtq"),
            CompareBlocks.text("Each item is dated: either the college's own page, checked on that date, or a national list's "
                + "claim, read on that date \u{2014} never a plain \u{201C}yes\u{201D} or \u{201C}no.\u{201D} A key missing for "
                + "a college isn't shown as \u{201C}no\u{201D}: nothing was found for it."),
            .table(TableBlock(columns: columns, rows: rows.map { row in
                TableRow(cells: [.text(row.label)] + row.cells.map { item in
                    guard let item else { return .text(SiteFormat.missing) }
                    return item.url.isEmpty ? .text(item.text) : .link(Link(label: item.text, href: item.url))
                })
            }, sticky: TableSticky(columns: 1, header: true))),
        ]
    }
}
