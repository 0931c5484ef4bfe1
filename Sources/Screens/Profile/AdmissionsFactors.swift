import Domain
import QuadAPIModels

/// "What they look at": the federal admission factors (how each is used) and, when the college's Common Data Set
/// has it, its C7 grid of how much each counts (lib/cds/admissions.ts C7_FACTORS, IMPORTANCE_LABELS).
enum AdmissionsFactors {
    /// C7 rows in template order with the page's labels.
    static let c7: [(String, String)] = [
        ("rigor", "Rigor of high school record"), ("class_rank", "Class rank"), ("gpa", "Academic GPA"),
        ("test_scores", "Test scores"), ("essay", "Essay"), ("recommendations", "Recommendations"),
        ("interview", "Interview"), ("extracurriculars", "Extracurricular activities"), ("talent", "Talent or ability"),
        ("character", "Character and personal qualities"), ("first_generation", "First generation"),
        ("alumni_relation", "Alumni relation (legacy)"), ("geographic_residence", "Geographic residence"),
        ("state_residency", "State residency"), ("religious", "Religious affiliation"), ("volunteer_work", "Volunteer work"),
        ("work_experience", "Work experience"), ("interest", "Level of interest"),
    ]

    static let importance = [
        "very_important": "Very important", "important": "Important", "considered": "Considered",
        "not_considered": "Not considered",
    ]

    static func blocks(_ c: ProfileContext) -> [Block] {
        let record = reading(c)
        var out: [Block] = []
        if let f = c.school.admissions?.factors {
            // AdmissionFactors' ORDER gives three rows an InfoTip: high school record, college-prep program, legacy.
            let rows: [(String, String?, String?)] = [
                ("High school GPA", f.gpa, nil), ("High school record", f.hsRecord, "secondary-school-record"),
                ("College-prep program", f.collegePrep, "college-prep-program"), ("Class rank", f.classRank, nil),
                ("Recommendations", f.recommendations, nil), ("Demonstration of competencies", f.competencies, nil),
                ("Essay", f.essay, nil), ("Legacy status", f.legacy, "legacy-status"),
                ("English proficiency test", f.englishTest, nil), ("Other tests", f.otherTest, nil),
                ("Work experience", f.workExperience, nil),
            ]
            let shown = rows.compactMap { label, use, term in use.map { TableRow(cells: [.text(label), .text(usage($0))], term: term) } }
            if !shown.isEmpty {
                out.append(.table(TableBlock(
                    columns: [TableColumn(key: "factor", label: "Factor"), TableColumn(key: "use", label: "How it's used")],
                    rows: shown,
                    sticky: TableSticky(columns: 1, header: false))))
            }
        }
        if let grid = c.school.reported?.admissionProfileView?.factors {
            let rows = c7.compactMap { key, label -> TableRow? in
                guard let level = grid[key] ?? nil, let words = importance[level] else { return nil }
                return TableRow(cells: [.text(label), .text(words)])
            }
            if !rows.isEmpty {
                out.append(.table(TableBlock(
                    columns: [TableColumn(key: "factor", label: "Factor"),
                              TableColumn(key: "importance", label: "How much it counts", term: "admission-factor")],
                    rows: rows, sticky: TableSticky(columns: 1, header: false))))
            }
        }
        return out.isEmpty && record.isEmpty ? []
            : [ProfileBlocks.heading(2, "What they look at", anchor: "factors")] + record + out
    }

    /// "How {college} reads a record" (ReadingTheRecord): one paragraph of the college's sentences, the courses line
    /// followed by its link to the units table.
    static func reading(_ c: ProfileContext) -> [Block] {
        guard let block = RecordReadingBlock.of(c.school) else { return [] }
        let text = block.lines.map { line in
            line.markdown + (line.href.map { " [See the years by subject](\($0))" } ?? "")
        }.joined(separator: " ")
        return [ProfileBlocks.heading(3, block.title, anchor: "reading"), ProfileBlocks.text(text)]
    }

    /// "Required", "Considered", "Not considered".
    static func usage(_ code: String) -> String {
        switch code {
        case "required": "Required"
        case "considered": "Considered"
        case "not_considered": "Not considered"
        case "recommended": "Recommended"
        default: code
        }
    }
}
