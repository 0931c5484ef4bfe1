import QuadAPIModels

extension CompareTable {
    /// The label of `value` in an Explore vocabulary (the chip's words), or nil.
    static func chip(_ choices: [ExploreChoice], _ value: String) -> String? {
        choices.first { $0.value == value }?.chip
    }

    /// The college's academic calendar in words.
    public static let calendarLabels: [String: String] = [
        "semester": "Semesters", "quarter": "Quarters", "trimester": "Trimesters",
        "4-1-4": "4-1-4 (two terms and a January term)", "other": "Another academic-year calendar",
        "varies": "Differs by program", "continuous": "Continuous enrollment",
    ]

    static func designations(_ codes: [String]?) -> String? {
        codes.map { list in
            let words = list.map { code in ExploreVocabulary.designation.first { $0.value == code }?.label ?? code }
            return words.isEmpty ? "None" : words.joined(separator: ", ")
        }
    }

    static let students: [CompareTableRow] = [
        .text("Setting", "locale", FieldPath.setting) { $0.campus?.setting?.label },
        .text("Carnegie class", "carnegie-classification", FieldPath.carnegie) { $0.campus?.carnegie?.ic },
        .text("Research activity", "r1", FieldPath.carnegie) { s in
            guard let c = s.campus?.carnegie else { return nil }
            return c.research.flatMap { chip(ExploreVocabulary.research, $0) } ?? "Not a research tier"
        },
        .text("Student access & earnings", "student-access-and-earnings", FieldPath.carnegie) { $0.campus?.carnegie?.accessEarnings },
        .text("HBCU, tribal, land-grant", "hbcu", "campus.designations") { designations($0.campus?.designations) },
        .text("Minority-serving, single-sex", "hsi", "campus.msi") { designations($0.campus?.msi) },
        .text("Religious affiliation", "religious-affiliation", "religion.affiliation") { s in
            s.religion.map { $0.affiliation?.label ?? "None" }
        },
        .text("Athletics", "ncaa-division", FieldPath.athletics) { s in
            guard s.campus?.athletics != nil else { return nil }
            return ExploreRules.division(s).flatMap { chip(ExploreVocabulary.division, $0) } ?? "No NCAA or NAIA division"
        },
        .text("Conference", "athletic-conference", FieldPath.athletics) { s in
            guard let a = s.campus?.athletics else { return nil }
            guard let conference = a.conference?.name else { return "None" }
            return a.footballConference?.name.map { "\(conference); football: \($0)" } ?? conference
        },
        .text("ROTC", "rotc", "campus.programs") { s in
            s.campus?.programs.map { p in
                let branches = (p.rotc ?? []).map { b in ExploreVocabulary.rotc.first { $0.value == b }?.label ?? b }
                return branches.isEmpty ? "Not listed" : branches.joined(separator: ", ")
            }
        },
        .text("Study abroad", "study-abroad", "campus.programs") { s in
            s.campus?.programs.map { $0.studyAbroad == true ? "Offered" : "Not listed" }
        },
        .text("Undergraduate research program", "undergrad-research", "campus.programs") {
            listed($0.campus?.programs?.undergradResearch)
        },
        .text("Calendar", "academic-calendar", "campus.calendar") { s in s.campus?.calendar.flatMap { calendarLabels[$0] } },
        .text("Undergrads", "undergrad-enrollment", FieldPath.undergrads) { s in
            SiteFormat.display(s.demographics?.undergradEnrollment, as: .num)
        },
        .text("Beds in college housing", "housing-capacity", FieldPath.housing) { s in
            guard let h = s.campus?.housing else { return nil }
            if h.offered != true { return "No housing" }
            return h.capacity.map(SiteFormat.num)
        },
        .text("First-years must live on campus", "live-on-requirement", FieldPath.housing) {
            yesNo($0.campus?.housing?.firstYearsRequired)
        },
        .text("Men in a fraternity", "greek-life", "reported.greek.frat_pct_undergrad") { s in
            ReportedRows.number(s.reported?.greek, "frat_pct_undergrad").map { SiteFormat.pct($0) }
        },
        .text("Women in a sorority", "greek-life", "reported.greek.sor_pct_undergrad") { s in
            ReportedRows.number(s.reported?.greek, "sor_pct_undergrad").map { SiteFormat.pct($0) }
        },
        .text("Fraternity/sorority housing", "greek-life", "reported.greek.housing") { s in
            guard let h = s.reported?.greek?.member("housing"), h != .null else { return nil }
            return "Offered"
        },
        .text("Greek councils present", "national-directory", "directories") { s in
            let councils = ExploreRules.directoryKeys(s, "greek").compactMap { key in
                ExploreVocabulary.greekCouncils.first { $0.value == key }?.label
            }
            return councils.isEmpty ? nil : councils.joined(separator: ", ")
        },
        .number("Pell Grant", "pell-grant", FieldPath.pellShare, .pct) { $0.demographics?.pellGrantPercent },
        .number("First-gen", "first-gen", FieldPath.firstGenShare, .pct) { $0.demographics?.firstGenPercent },
        .text("Men / women", "gender-balance", FieldPath.menShare) { s in
            guard let men = s.demographics?.menShare, let women = s.demographics?.womenShare else { return nil }
            return "\(SiteFormat.pct(men)) / \(SiteFormat.pct(women))"
        },
        .number("Part-time students", "part-time-student", FieldPath.partTimeShare, .pct) { $0.demographics?.partTimeShare },
        .number("Students 25 and older", "adult-students", FieldPath.age25PlusShare, .pct) { $0.demographics?.age25PlusShare },
        .number("First-years from in state", "in-state-student", FieldPath.residence, .pct) {
            $0.demographics?.residence?.inState
        },
        .number("First-years from other states", "in-state-student", FieldPath.residence, .pct) {
            $0.demographics?.residence?.outOfState
        },
        .number("First-years from abroad", "in-state-student", FieldPath.residence, .pct) {
            $0.demographics?.residence?.international
        },
        .number("New transfer students this fall", "transfer-in", FieldPath.transferIn, .num) {
            $0.demographics?.transferIn?.count
        },
        .number("Transfers, share of new undergraduates", "transfer-in", FieldPath.transferIn, .pct) {
            $0.demographics?.transferIn?.shareOfNew
        },
        .number("Diversity index", "diversity-index", FieldPath.diversityIndex, .fixed2) { Derived.diversityIndex($0) },
    ]
}
