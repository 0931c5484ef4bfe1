extension Glossary {
    /// High schools: the terms on high school pages.
    static let highSchoolEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "adjusted-cohort-graduation-rate",
            term: "Four-year graduation rate (high school)",
            short: """
                Follows the students who began ninth grade in the same year and gives the share who finished with a \
                standard diploma four years later, counting students who moved in and removing those who moved away.
                """,
            long: """
                States compute it with one federal formula and report it to the Department of Education. To protect \
                students' privacy at small schools, the department often releases a band such as 90–94% in place of an \
                exact rate, and that band is what you see.
                """,
            category: .highSchools,
            related: ["hs-state-median", "suppressed-for-privacy"]
        ),
        GlossaryEntry(
            key: "college-going-rate",
            term: "College-going rate",
            short: """
                How many of a high school's graduates went on to enroll in college, typically counted within a year of \
                graduation and published by the state.
                """,
            long: """
                Each state defines it its own way, for example by which colleges count or how many months after \
                graduation it checks, so the fairest comparison is with other schools in the same state.
                """,
            category: .highSchools,
            related: ["clearinghouse-persistence", "hs-state-median"]
        ),
        GlossaryEntry(
            key: "clearinghouse-persistence",
            term: "College persistence",
            short: """
                Among a high school's graduates who went to college, how many returned for a second year of college, \
                using National Student Clearinghouse data that the state publishes.
                """,
            category: .highSchools,
            related: ["college-going-rate", "national-student-clearinghouse"]
        ),
        GlossaryEntry(
            key: "ap-access",
            term: "AP access",
            short: """
                Three measures of Advanced Placement at a high school: the number of AP courses offered, the share of \
                students enrolled in at least one, and the share of exam takers who passed one or more exams.
                """,
            long: """
                Public schools report these to the federal Civil Rights Data Collection every second school year. An \
                AP exam counts as passed at a score of 3 or above.
                """,
            why: """
                When a school offers few AP courses, admissions readers take that into account, so a short AP list on \
                the transcript is less of a drawback.
                """,
            category: .highSchools,
            related: ["dual-enrollment", "ap-credit", "school-profile"]
        ),
        GlossaryEntry(
            key: "dual-enrollment",
            term: "Dual enrollment",
            short: """
                Taking real college courses while still in high school, often through a nearby community college, with \
                the credit counting toward both a diploma and a college degree.
                """,
            category: .highSchools,
            related: ["ap-access"]
        ),
        GlossaryEntry(
            key: "school-profile",
            term: "School profile",
            short: """
                A brief summary of a high school that counselors send along with applications, covering how it grades, \
                which advanced courses it offers, and how its students perform and where they go to college.
                """,
            long: """
                It helps an admissions reader judge a transcript against the school it came from. Where a school posts \
                its profile online, the app quotes from it.
                """,
            category: .highSchools,
            related: ["ap-access", "high-school-gpa"]
        ),
        GlossaryEntry(
            key: "title-i",
            term: "Title I school",
            short: """
                A public school receiving federal Title I money, which goes to schools that serve large numbers of \
                children from low-income families.
                """,
            category: .highSchools,
            related: ["free-reduced-lunch"]
        ),
        GlossaryEntry(
            key: "free-reduced-lunch",
            term: "Free or reduced-price lunch",
            short: """
                How many of a school's students qualify for free or reduced-price meals in the National School Lunch \
                Program, given as a share. It is widely used as a rough indicator of family income.
                """,
            long: """
                Under the community eligibility option, some high-poverty schools feed every student for free and may \
                then report the whole enrollment as eligible, which inflates the share.
                """,
            category: .highSchools,
            related: ["title-i"]
        ),
        GlossaryEntry(
            key: "hs-state-median",
            term: "State median (high schools)",
            short: """
                Half of the state's reporting public high schools fall above this value and half below, which gives a \
                local point of comparison. It is not a standard a school is expected to meet.
                """,
            long: """
                At least five public high schools in the state must report the measure before a median appears, and \
                private schools are left out of it.
                """,
            category: .highSchools,
            related: ["adjusted-cohort-graduation-rate", "college-going-rate"]
        ),
        GlossaryEntry(
            key: "suppressed-for-privacy",
            term: "Suppressed for privacy",
            short: """
                When a count covers only a handful of students, the source holds it back so no individual can be \
                identified. It shows as a range or a note such as "Fewer than 5", never as zero.
                """,
            category: .highSchools,
            related: ["hs-state-median"]
        ),
    ]
}
