// The college's own admission profile (CDS C2, C7, C10–C12, C21–C22): GPA, class rank, how factors weigh, wait list,
// early decision and early action.
extension FieldRegistry {
    static let reportedProfileFields: [FieldDefinition] = [
        .reported("reported.admission_profile.gpa.average", "Average high school GPA of first-years"),
        .reported("reported.admission_profile.gpa.scale", "GPA scale (weighted when above 4.0 or stated so)"),
        .reported("reported.admission_profile.gpa.submitted_share", "Share of first-years reporting a GPA"),
        .reported("reported.admission_profile.gpa.bands.all", "First-years by GPA band, all"),
        .reported("reported.admission_profile.gpa.bands.with_test", "First-years by GPA band, sent test scores"),
        .reported("reported.admission_profile.gpa.bands.without_test", "First-years by GPA band, no test scores"),
        .reported("reported.admission_profile.class_rank.top_tenth", "First-years in the top tenth of their class"),
        .reported("reported.admission_profile.class_rank.top_quarter", "First-years in the top quarter of their class"),
        .reported("reported.admission_profile.class_rank.top_half", "First-years in the top half of their class"),
        .reported("reported.admission_profile.class_rank.bottom_half", "First-years in the bottom half of their class"),
        .reported("reported.admission_profile.class_rank.bottom_quarter", "First-years in the bottom quarter of their class"),
        .reported("reported.admission_profile.class_rank.submitted_share", "Share of first-years with a class rank"),
    ] + factorWeights + [
        .reported("reported.admission_profile.wait_list.policy", "Wait list: used"),
        .reported("reported.admission_profile.wait_list.offered", "Wait list: offered a spot"),
        .reported("reported.admission_profile.wait_list.accepted", "Wait list: took a spot"),
        .reported("reported.admission_profile.wait_list.admitted", "Wait list: admitted"),
        .reported("reported.admission_profile.early_decision.offered", "Early decision: offered"),
        .reported("reported.admission_profile.early_decision.first.closing", "Early decision: application deadline"),
        .reported("reported.admission_profile.early_decision.first.notification", "Early decision: notification date"),
        .reported("reported.admission_profile.early_decision.other.closing", "Early decision II: application deadline"),
        .reported("reported.admission_profile.early_decision.other.notification", "Early decision II: notification date"),
        .reported("reported.admission_profile.early_decision.applicants", "Early decision: applicants"),
        .reported("reported.admission_profile.early_decision.admitted", "Early decision: admitted"),
        .reported("reported.admission_profile.early_action.offered", "Early action: offered"),
        .reported("reported.admission_profile.early_action.closing", "Early action: application deadline"),
        .reported("reported.admission_profile.early_action.notification", "Early action: notification date"),
        .reported("reported.admission_profile.early_action.restrictive", "Early action: restrictive"),
    ]

    /// CDS C7: how much each factor weighs, one field per factor.
    private static let factorWeights: [FieldDefinition] = [
        ("rigor", "rigor of the high school record"), ("class_rank", "class rank"), ("gpa", "academic GPA"),
        ("test_scores", "test scores"), ("essay", "essay"), ("recommendations", "recommendations"),
        ("interview", "interview"), ("extracurriculars", "extracurricular activities"), ("talent", "talent or ability"),
        ("character", "character and personal qualities"), ("first_generation", "first-generation status"),
        ("alumni_relation", "alumni relation (legacy)"), ("geographic_residence", "geographic residence"),
        ("state_residency", "state residency"), ("religious", "religious affiliation"),
        ("volunteer_work", "volunteer work"), ("work_experience", "work experience"), ("interest", "demonstrated interest"),
    ].map { key, words in
        FieldDefinition.reported("reported.admission_profile.factors.\(key)", "Weight in admission: \(words)")
    }
}
