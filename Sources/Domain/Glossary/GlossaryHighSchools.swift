extension Glossary {
    /// High schools: the terms on high school pages.
    static let highSchoolEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "adjusted-cohort-graduation-rate",
            term: "Four-year graduation rate (high school)",
            short: """
                The share of students who started ninth grade together and earned a regular diploma within four years, \
                adjusted for students who transferred in or out.
                """,
            long: """
                Every state reports this adjusted cohort graduation rate to the Department of Education in the same way. \
                For small classes the department publishes a range, such as 90–94%, instead of an exact figure to \
                protect privacy, and the range is shown as published.
                """,
            category: .highSchools,
            related: ["hs-state-median", "suppressed-for-privacy"]
        ),
        GlossaryEntry(
            key: "college-going-rate",
            term: "College-going rate",
            short: "The share of a high school's graduates who enrolled in college, usually within a year, as reported by the state.",
            long: """
                States measure it in different ways: some count only in-state public colleges, some use National Student \
                Clearinghouse records, and the time window varies. Compare a school with its own state's median, not \
                with schools in other states.
                """,
            category: .highSchools,
            related: ["clearinghouse-persistence", "hs-state-median"]
        ),
        GlossaryEntry(
            key: "clearinghouse-persistence",
            term: "College persistence",
            short: """
                Of a high school's graduates who started college, the share still enrolled in their second year, based \
                on National Student Clearinghouse records published by the state.
                """,
            category: .highSchools,
            related: ["college-going-rate", "national-student-clearinghouse"]
        ),
        GlossaryEntry(
            key: "ap-access",
            term: "AP access",
            short: """
                How many Advanced Placement courses a high school offers, the share of its students taking at least one, \
                and how many exam takers passed at least one exam.
                """,
            long: """
                The figures come from the federal Civil Rights Data Collection, which public schools answer every other \
                year. Passing means a score of 3 or higher.
                """,
            why: "Colleges judge a transcript against what the school offered, so a student isn't faulted for courses their school lacked.",
            category: .highSchools,
            related: ["dual-enrollment", "ap-credit", "school-profile"]
        ),
        GlossaryEntry(
            key: "dual-enrollment",
            term: "Dual enrollment",
            short: """
                College courses taken by high school students, often through a local community college, that earn both \
                high school and college credit.
                """,
            category: .highSchools,
            related: ["ap-access"]
        ),
        GlossaryEntry(
            key: "school-profile",
            term: "School profile",
            short: """
                A short document a high school sends to colleges with each application, describing its grading scale, \
                courses, grade distribution, test scores, and where recent graduates went.
                """,
            long: "Admissions readers use it to put an applicant's record in context. Profiles that schools post publicly are quoted.",
            category: .highSchools,
            related: ["ap-access", "high-school-gpa"]
        ),
        GlossaryEntry(
            key: "title-i",
            term: "Title I school",
            short: """
                A public school that receives extra federal funding under Title I because many of its students come from \
                low-income families.
                """,
            category: .highSchools,
            related: ["free-reduced-lunch"]
        ),
        GlossaryEntry(
            key: "free-reduced-lunch",
            term: "Free or reduced-price lunch",
            short: """
                The share of a school's students who qualify for free or reduced-price meals through the National School \
                Lunch Program, a common stand-in for family income.
                """,
            long: """
                Schools that give free meals to every student under the community eligibility option may count all \
                students as eligible, which can overstate need.
                """,
            category: .highSchools,
            related: ["title-i"]
        ),
        GlossaryEntry(
            key: "hs-state-median",
            term: "State median (high schools)",
            short: """
                The middle value of a measure among the public high schools in the same state that report it. It is \
                context for comparison, not a target.
                """,
            long: """
                It is shown only when at least five public high schools in the state report the measure. Private \
                schools are not included.
                """,
            category: .highSchools,
            related: ["adjusted-cohort-graduation-rate", "college-going-rate"]
        ),
        GlossaryEntry(
            key: "suppressed-for-privacy",
            term: "Suppressed for privacy",
            short: """
                A number the source withheld because it describes so few students that publishing it could identify \
                someone. It appears as a range or a note such as "Fewer than 5", never as zero.
                """,
            category: .highSchools,
            related: ["hs-state-median"]
        ),
    ]
}
