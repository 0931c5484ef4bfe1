import QuadAPIModels

extension MetricRegistry {
    /// Size, access, diversity and academics measures.
    static let studentDefinitions: [MetricDefinition] = [
        MetricDefinition(
            key: .enrollment, field: "demographics.undergrad_enrollment", label: "Undergrads", short: "Undergrads",
            term: "undergrad-enrollment", domain: .size, format: .num, more: "larger", less: "smaller"),
        MetricDefinition(
            key: .pell, field: "demographics.pell_grant_percent", label: "Pell Grant recipients", short: "Pell %",
            term: "pell-grant", domain: .access, format: .pct, scale: .share,
            more: "more Pell recipients", less: "fewer Pell recipients"),
        MetricDefinition(
            key: .firstGen, field: "demographics.first_gen_percent", label: "First-generation students",
            short: "First-gen %", term: "first-gen", domain: .access, format: .pct, scale: .share,
            more: "more first-gen students", less: "fewer first-gen students"),
        MetricDefinition(
            key: .diversity, field: "derived.diversity_index", label: "Diversity index", short: "Diversity",
            term: "diversity-index", domain: .diversity, format: .fixed2, scale: .share,
            more: "more diverse", less: "less diverse"),
        MetricDefinition(
            key: .bedsPer100, field: "campus.housing", label: "Beds per 100 undergrads", short: "Beds/100",
            term: "housing-capacity", domain: .size, format: .int, more: "more housing", less: "less housing"),
        MetricDefinition(
            key: .menShare, field: "demographics.men_share", label: "Men", short: "Men %", term: "gender-balance",
            domain: .access, format: .pct, scale: .share, more: "more men", less: "fewer men"),
        MetricDefinition(
            key: .partTime, field: "demographics.part_time_share", label: "Part-time students", short: "Part-time %",
            term: "part-time-student", domain: .access, format: .pct, scale: .share,
            more: "more part-time students", less: "fewer part-time students"),
        MetricDefinition(
            key: .adults, field: "demographics.age_25_plus_share", label: "Students 25 and older", short: "25+ %",
            term: "adult-students", domain: .access, format: .pct, scale: .share,
            more: "more adult students", less: "fewer adult students"),
        MetricDefinition(
            key: .studentFaculty, field: "academics.student_faculty_ratio", label: "Student-to-faculty ratio",
            short: "Students/faculty", term: "student-faculty-ratio", domain: .size, format: .ratio,
            more: "more students per faculty member", less: "fewer students per faculty member"),
        MetricDefinition(
            key: .facultyFullTime, field: "academics.faculty.full_time_share", label: "Full-time faculty share",
            short: "Full-time faculty", term: "full-time-faculty", domain: .size, format: .pct,
            more: "more full-time faculty", less: "less full-time faculty"),
        MetricDefinition(
            key: .facultySalary, field: "academics.faculty", label: "Average faculty salary", short: "Faculty salary",
            term: "nine-month-equated-salary", domain: .size, format: .money,
            more: "higher-paid faculty", less: "lower-paid faculty"),
        MetricDefinition(
            key: .outOfState, field: "demographics.residence", label: "First-years from other states",
            short: "Out of state", term: "in-state-student", domain: .diversity, format: .pct, scale: .share,
            more: "more first-years from other states", less: "fewer first-years from other states"),
        MetricDefinition(
            key: .outOfStateLarge, field: "demographics.residence",
            label: "First-years from other states (500+ first-years)", short: "Out of state",
            term: "in-state-student", domain: .diversity, format: .pct, scale: .share,
            more: "more first-years from other states", less: "fewer first-years from other states"),
        MetricDefinition(
            key: .transferShare, field: "demographics.transfer_in",
            label: "Transfer students, share of new undergraduates", short: "Transfer share", term: "transfer-in",
            domain: .access, format: .pct, scale: .share,
            more: "more of the new students transferring in", less: "fewer of the new students transferring in"),
        MetricDefinition(
            key: .bachelors, field: "academics.bachelors_awarded", label: "Bachelor's degrees awarded",
            short: "Bachelor's degrees", term: "first-major", domain: .size, format: .num,
            more: "more bachelor's degrees", less: "fewer bachelor's degrees"),
    ]
}
