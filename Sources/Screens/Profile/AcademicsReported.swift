import Domain
import QuadAPIModels

/// The academics page's blocks from the college's own Common Data Set (components/school/ClassSizes.tsx,
/// ProgramChips.tsx; lib/cds/academics-display.ts): class sizes, its own student-to-faculty ratio, and programs and
/// curriculum.
enum AcademicsReported {
    /// The seven CDS I-3 bins, in order.
    static let classSizeBins = ["2\u{2013}9", "10\u{2013}19", "20\u{2013}29", "30\u{2013}39", "40\u{2013}49",
                                "50\u{2013}99", "100+"]

    /// E1 programs in template order, with their chip labels.
    static let programLabels: [(String, String)] = [
        ("accelerated", "Accelerated program"), ("cross_registration", "Cross-registration"),
        ("distance_learning", "Distance learning"), ("double_major", "Double major"),
        ("dual_enrollment", "Dual enrollment"), ("esl", "English as a Second Language"),
        ("exchange", "Domestic exchange program"), ("honors", "Honors program"),
        ("independent_study", "Independent study"), ("internships", "Internships"),
        ("liberal_arts_career", "Liberal arts/career combination"), ("student_designed_major", "Student-designed major"),
        ("teacher_certification", "Teacher certification"), ("weekend_college", "Weekend college"),
    ]

    /// E3 areas in template order, as the "Requires coursework in …" list words them.
    static let coreAreaLabels: [(String, String)] = [
        ("arts", "arts"), ("computer_literacy", "computer literacy"), ("english", "English composition"),
        ("foreign_languages", "a foreign language"), ("history", "history"), ("physical_education", "physical education"),
        ("humanities", "humanities"), ("intensive_writing", "intensive writing"), ("mathematics", "math"),
        ("philosophy", "philosophy"), ("sciences", "a natural science"), ("social_science", "social science"),
    ]

    static func blocks(_ c: ProfileContext, hasFederalRatio: Bool) -> [Block] {
        guard let a = c.school.reported?.academicsView else { return [] }
        var out: [Block?] = classSizes(c, a)
        if !hasFederalRatio, a.studentFacultyRatio != nil {
            out.append(ProfileBlocks.heading(2, "Students per faculty member", anchor: "cds-ratio"))
            out.append(ratioLine(c, standalone: true))
        }
        out += programs(c, a)
        return out.compactMap { $0 }
    }

    /// A share of the seven bins picked by index; nil without seven non-negative bins with a positive total.
    static func share(_ bins: [Double], _ pick: (Int) -> Bool) -> Double? {
        guard bins.count == classSizeBins.count, bins.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let total = bins.reduce(0, +)
        guard total > 0 else { return nil }
        return bins.indices.filter(pick).map { bins[$0] }.reduce(0, +) / total
    }

    /// "N% of classes have fewer than 20 students" (and the share of 50 or more) over the histogram of sections.
    static func classSizes(_ c: ProfileContext, _ a: CdsAcademics) -> [Block?] {
        guard let bins = a.classSections?.sections, let under20 = share(bins, { $0 < 2 }) else { return [] }
        let over50 = share(bins, { $0 >= 5 })
        var tiles = [StatTile(label: "of classes have fewer than 20 students",
                              value: c.value("derived.class_share_under_20", under20, .pct))]
        if let over50, over50 > 0 {
            tiles.append(StatTile(label: "have 50 or more", value: c.value("derived.class_share_50_plus", over50, .pct)))
        }
        let total = bins.reduce(0, +)
        let histogram = HistogramBlock(
            bins: zip(classSizeBins, bins).map { label, n in
                HistogramBin(label: label, value: c.value("reported.academics.class_sections", n, .num),
                             share: c.value("reported.academics.class_sections", n / total, .pct))
            },
            // ClassSizeHistogram: the two bins under 20 students at full strength, its legend and caption, and each
            // column's hover text (`${count.toLocaleString("en-US")} ${unit} of ${label} students (${pct(count / total)})`,
            // unit "sections").
            label: "Students per class section", highlight: 2, legend: ["Under 20 students", "20 or more"],
            tip: "{value} sections of {label} students ({share})")
        return [ProfileBlocks.heading(2, "Class sizes", anchor: "class-sizes"), .statTiles(StatTilesBlock(tiles: tiles)),
                .histogram(histogram),
                ProfileBlocks.text("This counts class **sections**, not students: a lecture of 300 is one section, so a "
                    + "student is more likely to sit in a large class than the share of sections suggests. Labs and "
                    + "discussion sections are counted separately and left out here.")]
    }

    /// "The college (also) reports 12 to 1 in its Common Data Set (7,329 students, 935 faculty)."
    static func ratioLine(_ c: ProfileContext, standalone: Bool) -> Block? {
        guard let r = c.school.reported?.academicsView?.studentFacultyRatio, let ratio = r.ratio else { return nil }
        let basis = (r.students.map { s in r.faculty.map { " (\(SiteFormat.num(s)) students, \(SiteFormat.num($0)) faculty)" } }
            ?? nil) ?? ""
        // lib/cds/academics-display.ts ratioText keeps the decimal a college prints ("12.1 to 1").
        let value = c.value("reported.academics.student_faculty_ratio", ratio, .ratioTenth)
        let lead = standalone ? "The college reports" : "The college also reports"
        return .statTiles(StatTilesBlock(tiles: [StatTile(label: lead, value: value,
                                                          hint: "in its Common Data Set\(basis).")]))
    }

    /// Programs & curriculum: a chip per program the college marked, the federal study-abroad and research flags,
    /// then the required core or "Open curriculum".
    static func programs(_ c: ProfileContext, _ a: CdsAcademics) -> [Block?] {
        let offered = programLabels.filter { a.programs?[$0.0] == true }.map(\.1)
        let core = a.coreCurriculum
        guard !offered.isEmpty || core != nil else { return [] }
        let federal = c.school.campus?.programs
        var chips = offered.map { Chip(label: $0) }
        if federal?.studyAbroad == true { chips.append(Chip(label: "Study abroad")) }
        if federal?.undergradResearch == true { chips.append(Chip(label: "Undergraduate research")) }
        var out: [Block?] = [ProfileBlocks.heading(2, "Programs & curriculum", anchor: "programs")]
        if !chips.isEmpty { out.append(.chips(ChipsBlock(chips: chips))) }
        if let core {
            let areas = coreAreaLabels.filter { core[$0.0] == true }.map(\.1)
            out.append(ProfileBlocks.text(areas.isEmpty
                ? "**Open curriculum** \u{2014} no college-wide required core."
                : "**Requires coursework in** \(listPhrase(areas))."))
        }
        return out
    }

    /// "a and b", "a, b, and c".
    static func listPhrase(_ items: [String]) -> String {
        items.count <= 2 ? items.joined(separator: " and ")
            : items.dropLast().joined(separator: ", ") + ", and " + (items.last ?? "")
    }
}
