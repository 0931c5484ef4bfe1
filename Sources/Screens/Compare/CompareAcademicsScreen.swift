import Domain
import QuadAPIModels

/// `GET /compare/academics?major=`: Academics, compared: faculty, spending and endowment (bars only when every
/// reporting college shares one accounting form), degrees awarded and popular majors, and "Your major".
enum CompareAcademicsScreen {
    static let fields: [String] = [
        FieldPath.studentFacultyRatio, FieldPath.facultyFullTimeShare, FieldPath.faculty, FieldPath.finances,
        FieldPath.bachelorsAwarded, FieldPath.majorsTop, "academics.bachelors_by_family", "detail.majors", "detail.programs",
    ]

    static func build(_ c: inout CompareContext) -> CompareResponse {
        let families = FieldOfStudyCompare.familiesOffered(c.schools)
        let has = !families.isEmpty || c.schools.contains { s in
            let a = s.academics
            return a?.studentFacultyRatio != nil || a?.faculty?.fullTimeShare != nil || a?.faculty?.avgSalary9mo != nil
                || s.finances != nil || a?.bachelorsAwarded != nil || !(a?.majorsTop ?? []).isEmpty
        }
        var major: String?
        if let raw = c.query.major {
            let family = String(raw.prefix(2))
            if families.contains(family) {
                major = family
            } else {
                c.ignored.append(IgnoredParameter(param: "major", value: raw, reason: "unknown-value",
                                                  message: "None of these colleges awards bachelor's degrees in that field."))
            }
        }
        var blocks: [Block] = []
        if has {
            blocks.append(CompareBlocks.heading(2, "Faculty", anchor: "faculty"))
            blocks.append(CompareBlocks.bars(c, .metric(.studentFaculty, "Students per faculty member",
                                                        flag: CompareFlag(.min, "Fewest"))))
            blocks.append(CompareBlocks.bars(c, .metric(.facultyFullTime, MetricKey.facultyFullTime.definition.label)))
            blocks.append(CompareBlocks.bars(c, .metric(.facultySalary, MetricKey.facultySalary.definition.label,
                                                        flag: CompareFlag(.max, "Highest"))))
            blocks += spending(c)
            blocks.append(CompareBlocks.heading(2, "Degrees awarded", anchor: "degrees"))
            blocks.append(CompareBlocks.bars(c, .metric(.bachelors, MetricKey.bachelors.definition.label)))
            blocks.append(CompareBlocks.perCollege(c, label: "Most popular majors", term: "cip-code", field: FieldPath.majorsTop,
                                                   CompareTable.popularMajors))
            if !families.isEmpty { blocks += CompareMajorBlocks.section(c, families: families, selected: major) }
            blocks.append(CompareBlocks.tableLink(c, "All academics numbers in the table", hash: "academics"))
        }
        return CompareFrame.topicScreen(c, lede: "How these colleges teach, spend per student, and what their graduates "
            + "major in.", fields: fields, empty: "None of these colleges reports academics figures.", blocks: blocks)
    }

    /// Instruction spending and endowment: bars when every college that reports finances shares one form, else each
    /// college's own figure and form as text, with why.
    static func spending(_ c: CompareContext) -> [Block] {
        var out = [CompareBlocks.heading(2, "Spending and endowment", anchor: "spending")]
        let forms = Set(c.schools.compactMap { $0.finances?.form })
        if forms.count <= 1 {
            if let raw = c.schools.first(where: { $0.finances != nil })?.finances?.form, let form = FinanceForm(rawValue: raw) {
                let instruction = MetricKey.instruction(on: form)
                out.append(CompareBlocks.bars(c, .metric(instruction, instruction.definition.label,
                                                         flag: CompareFlag(.max, "Highest"))))
                if let endowment = MetricKey.endowment(on: form) {
                    out.append(CompareBlocks.bars(c, .metric(endowment, endowment.definition.label,
                                                             flag: CompareFlag(.max, "Highest"))))
                }
            }
        } else {
            out.append(CompareBlocks.perCollege(c, label: "Instruction spending per student", term: "instruction-expenses",
                                                field: FieldPath.finances) { CompareTable.withForm($0, $0.finances?.instructionPerStudent) })
            out.append(CompareBlocks.perCollege(c, label: "Endowment per student", term: "endowment", field: FieldPath.finances) {
                CompareTable.withForm($0, $0.finances?.endowmentPerStudent)
            })
        }
        out.append(CompareBlocks.bars(c, CompareBar("Tuition share of core revenue", term: "gasb-fasb", field: FieldPath.finances,
                                                    format: .pct) { $0.finances?.tuitionShareOfRevenue }))
        if forms.count > 1 {
            out.append(CompareBlocks.text("Shown as figures, not bars: public and private nonprofit colleges report finances "
                + "on different accounting forms, so dollar amounts aren't directly comparable across them."))
        }
        return out
    }
}
