extension Glossary {
    /// Students & access: who enrolls, where they come from, and who teaches them.
    static let studentEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "undergrad-enrollment",
            term: "Undergraduates",
            short: """
                A fall head count of undergraduates working toward a degree, full-time and part-time combined, leaving \
                out graduate students.
                """,
            long: """
                It is a head count, so a part-time student counts as one person. Spending and endowment per student use \
                full-time-equivalent students instead.
                """,
            why: """
                A campus of 2,000 and one of 40,000 offer very different experiences, from the size of first-year \
                lectures to the range of majors and activities.
                """,
            category: .studentsAccess,
            related: ["size-tier", "degree-seeking", "fte-student", "part-time-student"]
        ),
        GlossaryEntry(
            key: "degree-seeking",
            term: "Degree-seeking student",
            short: """
                A student working toward a degree or certificate, rather than taking individual classes for interest \
                or credit alone.
                """,
            long: """
                Undergraduate numbers in the app count only these students. When a college's Common Data Set is more \
                recent than the federal survey, the newest count comes from it, and its citation tells you so.
                """,
            category: .studentsAccess,
            related: ["undergrad-enrollment"]
        ),
        GlossaryEntry(
            key: "pell-grant",
            term: "Pell Grant",
            short: """
                Federal grant money for undergraduates whose families have limited means; it is not a loan. How many \
                of a college's students receive one is the usual yardstick of its economic diversity.
                """,
            long: """
                Eligibility comes from the family's finances as reported on the FAFSA, and the award covers only part \
                of a year's cost. Most recipients come from families earning well below the national median household \
                income. The share shown is of all undergraduates at the college.
                """,
            why: """
                A college with a large Pell share enrolls many students of modest means; one with a small share may \
                have few classmates facing the same financial pressures.
                """,
            category: .studentsAccess,
            related: ["first-gen", "grant-aid", "pell-graduation-gap", "federal-aid"]
        ),
        GlossaryEntry(
            key: "first-gen",
            term: "First-generation student",
            short: """
                A student whose parents did not go to college. In the federal data we use, it means the student \
                reported on the FAFSA that neither parent's schooling went past high school.
                """,
            long: """
                The share comes from the College Scorecard and covers students who received federal aid. Colleges and \
                scholarship programs often use a broader definition, no parent with a bachelor's degree, which gives \
                higher shares.
                """,
            why: """
                Being first in the family to attend college is common at some campuses and rare at others; where it is \
                common, you'll find classmates and staff who know that path.
                """,
            category: .studentsAccess,
            related: ["pell-grant"]
        ),
        GlossaryEntry(
            key: "race-ethnicity",
            term: "Race and ethnicity",
            short: """
                The share of undergraduates in each federal reporting group: White, Asian, Hispanic or Latino, Black, \
                two or more races, international, and other or unknown.
                """,
            long: """
                Students on student visas are grouped as international no matter their race or ethnicity. Smaller \
                federal categories and students with no reported race are combined into the last group.
                """,
            category: .studentsAccess,
            related: ["diversity-index"]
        ),
        GlossaryEntry(
            key: "gender-balance",
            term: "Men and women",
            short: "What percentage of undergraduates are men and what percentage are women, from colleges' federal enrollment reports.",
            long: """
                The two shares always total 100%, because the federal count places students of another or unknown \
                gender in one of the two groups. Explore calls a college mostly women below 40% men and mostly men \
                above 60% men.
                """,
            why: """
                The balance affects social life and the mix in classes; at many colleges today women are the clear \
                majority.
                """,
            category: .studentsAccess,
            related: ["admit-rate-by-sex", "undergrad-enrollment", "single-sex"]
        ),
        GlossaryEntry(
            key: "part-time-student",
            term: "Part-time students",
            short: """
                Undergraduates registered for fewer credits than a full-time schedule requires, which at most colleges \
                means under 12 credit hours a term.
                """,
            why: """
                Where many students go part-time, usually because they work or care for family, fewer people live on \
                campus and classes spread across days, evenings, and online.
                """,
            category: .studentsAccess,
            related: ["adult-students", "fte-student"]
        ),
        GlossaryEntry(
            key: "adult-students",
            term: "Students 25 and older",
            short: "The share of undergraduates who are at least 25 years old.",
            long: """
                Age is collected in the federal enrollment survey only in alternate years, which is why this figure can \
                lag the enrollment count by a year.
                """,
            why: """
                A campus where many students are older tends to schedule around jobs and families, with more evening, \
                weekend, and online courses.
                """,
            category: .studentsAccess,
            related: ["part-time-student"]
        ),
        GlossaryEntry(
            key: "transfer-in",
            term: "Transfer students",
            short: """
                New undergraduates this fall who arrived from another college, shown as a percentage of all new \
                undergraduates: transfers plus students starting college for the first time.
                """,
            long: """
                The federal fall enrollment survey counts both full-time and part-time transfers each year. Leaving for \
                another college is measured separately, in the 8-year outcomes.
                """,
            why: """
                If you might start somewhere else and transfer later, a college where transfers are common is more \
                likely to have room, credit policies, and support set up for you.
                """,
            category: .studentsAccess,
            related: ["transfer-admission", "transfer-out", "outcome-measures"]
        ),
        GlossaryEntry(
            key: "in-state-student",
            term: "Where first-years come from",
            short: """
                First-year students grouped by where they lived when they applied: the college's own state, another \
                state, or another country.
                """,
            long: """
                Home-state reporting to the federal government is mandatory only in even-numbered years, so figures come \
                from those years. Percentages include every first-year, even the few with no recorded home. The \
                out-of-state share in a college's own Common Data Set sets international students aside entirely, so it \
                usually reads a little higher. Explore's "Draws nationally" filter finds colleges where at least half of \
                first-years came from other states.
                """,
            why: """
                It hints at how regional or national the student body feels, and at a public university it also tells \
                you how many classmates pay the higher out-of-state price.
                """,
            category: .studentsAccess,
            related: ["in-state-tuition", "admit-rate-by-residency"]
        ),
        GlossaryEntry(
            key: "student-faculty-ratio",
            term: "Student-to-faculty ratio",
            short: """
                Students per teaching faculty member, both counted as full-time equivalents and shown like "12 to 1". \
                It tells you about staffing, not the size of your classes.
                """,
            long: """
                Colleges calculate the figure for the federal survey themselves, leaving out faculty who teach only in \
                graduate or professional schools. Definitions still differ between colleges, and a college's Common \
                Data Set ratio can differ from its federal one.
                """,
            why: """
                Lower ratios usually mean more chances to know professors, but a college can pair a low ratio with big \
                lectures because faculty time also goes to research and advising.
                """,
            category: .studentsAccess,
            related: ["full-time-faculty"]
        ),
        GlossaryEntry(
            key: "full-time-faculty",
            term: "Full-time faculty",
            short: """
                Of everyone who teaches at a college, the percentage on full-time appointments instead of part-time or \
                adjunct contracts.
                """,
            long: """
                It comes from the College Scorecard, built on the staff counts colleges report to the federal \
                government. Part-time teaching has become steadily more common nationally over the past few decades.
                """,
            why: """
                Full-time faculty usually have offices, advising duties, and a long-term stake in the college, so a high \
                share tends to mean instructors are easier to find outside class.
                """,
            category: .studentsAccess,
            related: ["student-faculty-ratio", "nine-month-equated-salary"]
        ),
        GlossaryEntry(
            key: "nine-month-equated-salary",
            term: "Average faculty salary",
            short: """
                What full-time instructors earn on average, all ranks together, restated as pay for a nine-month \
                academic year.
                """,
            long: """
                Because some faculty are paid for 10, 11, or 12 months, the federal salaries survey converts every \
                salary to a nine-month basis so colleges can be compared fairly. This is a different number from the \
                monthly faculty salary in the College Scorecard.
                """,
            why: """
                Salaries rise with the local cost of living, so a high number in an expensive city may buy less than a \
                lower one in a small town.
                """,
            category: .studentsAccess,
            related: ["full-time-faculty"]
        ),
        GlossaryEntry(
            key: "first-major",
            term: "Bachelor's degrees (first major)",
            short: """
                The number of bachelor's degrees a college awarded in a school year, counted by each graduate's primary \
                major. Every graduate has exactly one first major.
                """,
            long: """
                The counts come from the federal completions survey for the July-to-June school year. A double major's \
                other field is tallied separately, so adding the two would count some people twice. Programs carry \
                their federal names, which may not match what the college calls them.
                """,
            why: """
                A field that produces many graduates usually comes with more course sections, faculty, and classmates \
                than one that produces a handful.
                """,
            category: .studentsAccess,
            related: ["field-of-study"]
        ),
        GlossaryEntry(
            key: "religious-affiliation",
            term: "Religious affiliation",
            short: """
                The church or faith tradition a college names in its federal report, such as Roman Catholic or \
                Presbyterian. Public colleges and many private ones have none.
                """,
            long: """
                It comes from a fixed federal list of about 60 denominations, which Explore rolls up into families like \
                Catholic, Methodist, or Jewish. To learn how much faith shapes campus life, look at worship \
                expectations, required religion courses, and whether the college weighs religious commitment in \
                admission.
                """,
            category: .studentsAccess,
            related: ["private-nonprofit", "single-sex"]
        ),
    ]
}
