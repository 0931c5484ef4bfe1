import Core
import Domain
public import QuadAPIModels

/// The profile form (the site's /me form, userdata-map §2.4): five groups, each field with its label, the range the
/// sanitizer keeps, and its choices. Limits come from ``StudentProfileSanitizer`` so the form and the server agree.
public enum StudentProfileForm {
    /// The form, Basics open.
    public static let definition = ProfileForm(groups: [basics, academics, tests, plans, preferences])

    static let basics = ProfileFormGroup(id: "basics", title: "Basics", open: true, fields: [
        ProfileFormField(key: "gradYear", label: "Graduation year", kind: "integer",
                         min: Double(StudentProfileSanitizer.gradYears.lowerBound),
                         max: Double(StudentProfileSanitizer.gradYears.upperBound), placeholder: "2027"),
        ProfileFormField(key: "stateOfResidence", label: "State of residence", kind: "select", maxLength: 20,
                         choices: [ProfileFormChoice("", "Not set"),
                                   ProfileFormChoice(StudentProfileSanitizer.outsideUS, "Outside the U.S.")]
                             + USStates.byName.map { ProfileFormChoice($0.code, $0.name) }),
        ProfileFormField(key: "highSchool", label: "High school", kind: "highSchool", maxLength: 200,
                         hint: "Pick it from the list so your school's data can show up on your college pages; not "
                             + "listed yet? Keep typing and it still saves."),
    ])

    static let academics = ProfileFormGroup(id: "academics", title: "Academics", open: false, fields: [
        ProfileFormField(key: "gpa", label: "GPA", kind: "number", min: 0, max: 100, step: 0.01,
                         hint: "Entered on whatever scale your school uses.", placeholder: "3.8", term: "unweighted-gpa"),
        ProfileFormField(key: "gpaScale", label: "GPA scale", kind: "select", choices: [
            ProfileFormChoice("4.0", "4.0 scale"), ProfileFormChoice("5.0", "Weighted (honors/AP count extra)"),
            ProfileFormChoice("100", "100-point scale"),
        ]),
        ProfileFormField(key: "weightedGpa", label: "Weighted GPA (optional)", kind: "number", min: 0, max: 120,
                         step: 0.01, placeholder: "4.3"),
        ProfileFormField(key: "classRankPercentile", label: "Class rank percentile (optional)", kind: "integer", min: 1,
                         max: 100, hint: "\"Top 10%\" is 10.", placeholder: "10"),
        ProfileFormField(key: "courseRigorCount", label: "AP/IB/dual-enrollment courses (optional)", kind: "integer",
                         min: 0, max: 40, placeholder: "6"),
    ])

    static let tests = ProfileFormGroup(id: "tests", title: "Tests", open: false, fields: [
        ProfileFormField(key: "satTotal", label: "SAT total", kind: "integer", min: 400, max: 1600, placeholder: "1450"),
        ProfileFormField(key: "actComposite", label: "ACT composite", kind: "integer", min: 1, max: 36, placeholder: "32"),
        ProfileFormField(key: "satReading", label: "SAT Reading & Writing (optional)", kind: "integer", min: 200, max: 800),
        ProfileFormField(key: "satMath", label: "SAT Math (optional)", kind: "integer", min: 200, max: 800),
        ProfileFormField(key: "actEnglish", label: "ACT English (optional)", kind: "integer", min: 1, max: 36),
        ProfileFormField(key: "actMath", label: "ACT Math (optional)", kind: "integer", min: 1, max: 36),
        ProfileFormField(key: "superscore", label: "This is a superscore", kind: "toggle", term: "superscore"),
        ProfileFormField(key: "plansTestOptional", label: "I plan to apply test-optional", kind: "toggle"),
    ])

    static let plans = ProfileFormGroup(id: "plans", title: "Plans", open: false, fields: [
        ProfileFormField(key: "intendedMajors", label: "Intended majors (up to \(StudentProfileSanitizer.maxIntendedMajors))",
                         kind: "choices", maxItems: StudentProfileSanitizer.maxIntendedMajors,
                         choices: MajorFamilies.codes.map { ProfileFormChoice($0, MajorFamilies.names[$0] ?? $0) }),
        ProfileFormField(key: "earlyRoundInterest", label: "Early round interest", kind: "select", choices: [
            ProfileFormChoice("", "Not set"), ProfileFormChoice("ed", "Early Decision"),
            ProfileFormChoice("ea", "Early Action"), ProfileFormChoice("none", "Regular only"),
        ]),
    ])

    static let preferences = ProfileFormGroup(id: "preferences", title: "Preferences", open: false, fields: [
        ProfileFormField(key: "sizes", label: "Size", kind: "choices", maxItems: 4,
                         choices: Tiers.sizeBuckets.map { ProfileFormChoice($0.key, "\($0.label) (\($0.hint))") }),
        ProfileFormField(key: "settings", label: "Setting", kind: "choices", maxItems: 4,
                         choices: ExploreVocabulary.setting.map { ProfileFormChoice($0.value, $0.label) }),
        ProfileFormField(key: "types", label: "Type", kind: "choices", maxItems: 3, choices: [
            ProfileFormChoice("public", "Public"), ProfileFormChoice("private-nonprofit", "Private, nonprofit"),
            ProfileFormChoice("private-forprofit", "Private, for-profit"),
        ]),
        ProfileFormField(key: "statesOrRegions", label: "States or regions (comma-separated, optional)", kind: "list",
                         maxLength: 20, maxItems: 60, hint: "USPS codes like TN, CA.", placeholder: "TN, CA, New England"),
        ProfileFormField(key: "maxAverageCost", label: "Max average cost (optional)", kind: "number", min: 0,
                         max: 400_000, step: 1000, hint: "Compared against a college's average paid price, not sticker.",
                         placeholder: "30000"),
    ])
}

/// USPS codes and names of the states, DC and the inhabited territories, for the state select.
enum USStates {
    static let all: [(code: String, name: String)] = [
        ("AL", "Alabama"), ("AK", "Alaska"), ("AZ", "Arizona"), ("AR", "Arkansas"), ("CA", "California"),
        ("CO", "Colorado"), ("CT", "Connecticut"), ("DE", "Delaware"), ("DC", "District of Columbia"),
        ("FL", "Florida"), ("GA", "Georgia"), ("HI", "Hawaii"), ("ID", "Idaho"), ("IL", "Illinois"), ("IN", "Indiana"),
        ("IA", "Iowa"), ("KS", "Kansas"), ("KY", "Kentucky"), ("LA", "Louisiana"), ("ME", "Maine"), ("MD", "Maryland"),
        ("MA", "Massachusetts"), ("MI", "Michigan"), ("MN", "Minnesota"), ("MS", "Mississippi"), ("MO", "Missouri"),
        ("MT", "Montana"), ("NE", "Nebraska"), ("NV", "Nevada"), ("NH", "New Hampshire"), ("NJ", "New Jersey"),
        ("NM", "New Mexico"), ("NY", "New York"), ("NC", "North Carolina"), ("ND", "North Dakota"), ("OH", "Ohio"),
        ("OK", "Oklahoma"), ("OR", "Oregon"), ("PA", "Pennsylvania"), ("RI", "Rhode Island"),
        ("SC", "South Carolina"), ("SD", "South Dakota"), ("TN", "Tennessee"), ("TX", "Texas"), ("UT", "Utah"),
        ("VT", "Vermont"), ("VA", "Virginia"), ("WA", "Washington"), ("WV", "West Virginia"), ("WI", "Wisconsin"),
        ("WY", "Wyoming"), ("AS", "American Samoa"), ("GU", "Guam"), ("MP", "Northern Mariana Islands"),
        ("PR", "Puerto Rico"), ("VI", "U.S. Virgin Islands"),
    ]

    /// The select's order: by name.
    static let byName = all.sorted { $0.name < $1.name }

    static let codes = Set(all.map(\.code))
}
