// Faculty, degrees and finances (academics), and the campus itself: housing, setting, athletics, services.
extension FieldRegistry {
    static let academicFields: [FieldDefinition] = [
        .survey("academics.student_faculty_ratio", "Students per faculty member", .academics, SourceKey.ipedsFacultyRatio),
        .survey("academics.faculty", "Faculty salary, all ranks, on a 9-month basis", .academics, SourceKey.ipedsSalaries),
        .scorecard("academics.faculty.full_time_share", "Full-time faculty share", .academics,
                   vintage: VintageKey.scorecardEnrollment),
        .survey("academics.bachelors_awarded", "Bachelor's degrees awarded (first majors)", .academics, SourceKey.ipedsCompletions),
        .survey("academics.majors_top", "Most popular majors", .academics, SourceKey.ipedsCompletions).derived(
            "Each program's first-major bachelor's degrees as a share of all first-major bachelor's degrees; the five largest",
            from: ["academics.bachelors_awarded"]),
        .survey("academics.bachelors_by_family", "Bachelor's degrees by 2-digit CIP family (first majors)", .academics,
               SourceKey.ipedsCompletions),
        .survey("detail.majors", "Bachelor's degrees by program, first and second majors", .academics, SourceKey.ipedsCompletions),
        .survey("detail.programs", "Earnings and debt by bachelor's program (Scorecard field of study)", .academics,
               SourceKey.scorecardFieldOfStudy),
        .survey("academics.programs_with_earnings", "Bachelor's programs reporting 4-year earnings", .academics,
               SourceKey.scorecardFieldOfStudy),
        .survey("finances", "Endowment, spending and revenue (IPEDS Finance)", .academics, SourceKey.ipedsFinance),
    ]

    static let campusFields: [FieldDefinition] = [
        .prices("campus.housing", "Campus housing and meal plans").topic(.campus),
        .directory("campus.setting", "Setting (city, suburb, town or rural)"),
        .directory("campus.carnegie", "Carnegie Classification"),
        .directory("campus.designations", "HBCU, tribal college and land-grant status"),
        .scorecard("campus.msi", "Minority-serving and single-sex status", .campus),
        .characteristics("campus.athletics", "Athletics: association, division, conference and sports"),
        .characteristics("campus.programs", "ROTC, study abroad, undergraduate research and other programs"),
        .characteristics("campus.services", "Student services"),
        .characteristics("campus.calendar", "Academic calendar"),
    ]
}
