extension Glossary {
    /// Students & access: who enrolls, where they come from, and who teaches them.
    static let studentEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "undergrad-enrollment",
            term: "Undergraduates",
            short: """
                The number of degree-seeking undergraduate students enrolled in the fall, full-time and part-time \
                together. Graduate students are not included.
                """,
            long: """
                It is a head count, so a part-time student counts as one person. Spending and endowment per student use \
                full-time-equivalent students instead.
                """,
            why: """
                Size shapes daily life: how big introductory classes are, how many clubs and majors there are, and how \
                often you recognize people on the way to class.
                """,
            category: .studentsAccess,
            related: ["size-tier", "degree-seeking", "fte-student", "part-time-student"]
        ),
        GlossaryEntry(
            key: "degree-seeking",
            term: "Degree-seeking student",
            short: """
                A student enrolled in a program that leads to a degree or certificate, as opposed to someone taking \
                classes without working toward one.
                """,
            long: """
                Undergraduate counts and shares across the app cover degree-seeking students only. The newest figure \
                can come from the college's own Common Data Set, a year ahead of the federal data; its citation says which.
                """,
            category: .studentsAccess,
            related: ["undergrad-enrollment"]
        ),
        GlossaryEntry(
            key: "pell-grant",
            term: "Pell Grant",
            short: """
                The main federal grant for undergraduates from lower-income families. It doesn't have to be repaid, and \
                the share of students receiving one is a standard gauge of a college's economic diversity.
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
                Colleges where many students are first-generation often build advising and mentoring around students \
                who are new to how college works.
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
                International students, those studying in the country on a visa, form their own group whatever their \
                race. The last group gathers the smaller categories and students whose race the college doesn't know.
                """,
            category: .studentsAccess,
            related: ["diversity-index"]
        ),
        GlossaryEntry(
            key: "gender-balance",
            term: "Men and women",
            short: "The shares of undergraduates who are men and who are women, as colleges report them to the federal government.",
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
            short: "Undergraduates carrying less than a full course load, which usually means fewer than 12 credit hours a term.",
            why: """
                A large part-time share often means many students are working or caring for family, and schedules, \
                services, and campus life are shaped around them.
                """,
            category: .studentsAccess,
            related: ["adult-students", "fte-student"]
        ),
        GlossaryEntry(
            key: "adult-students",
            term: "Students 25 and older",
            short: "The share of undergraduates who are at least 25 years old.",
            long: """
                Colleges report students' ages to the federal government only every other fall, so this figure may \
                describe a year earlier than the enrollment count beside it.
                """,
            why: """
                Where older students are common, expect evening and online classes and services for people returning to \
                school or working while they study.
                """,
            category: .studentsAccess,
            related: ["part-time-student"]
        ),
        GlossaryEntry(
            key: "transfer-in",
            term: "Transfer students",
            short: """
                Students who enrolled this fall after attending another college. We show them as a share of all new \
                undergraduates, transfers plus first-time students.
                """,
            long: """
                The count comes from the federal fall enrollment survey and includes full-time and part-time transfers. \
                A first-time student, by contrast, is starting college for the first time, usually right after high \
                school. Students who leave for another college are a separate measure, shown in the 8-year outcomes.
                """,
            why: """
                A high share means transfer students are a normal, planned-for part of the college; a very low one can \
                mean few seats open up after the first year.
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
                Colleges report first-years' home states each fall, but reporting is required only in even-numbered \
                years, so we use those. Shares are of all first-years, including the few whose home wasn't reported. A \
                college's own Common Data Set figure, which removes international students from the calculation, is \
                usually a little higher. Explore's "Draws nationally" means at least half of first-years came from \
                other states.
                """,
            why: """
                A mostly in-state class feels different from one drawn from across the country, and at public \
                universities students from other states usually pay a much higher price.
                """,
            category: .studentsAccess,
            related: ["in-state-tuition", "admit-rate-by-residency"]
        ),
        GlossaryEntry(
            key: "student-faculty-ratio",
            term: "Student-to-faculty ratio",
            short: """
                How many full-time-equivalent students there are for each full-time-equivalent teaching faculty member, \
                written like "12 to 1". It is not the same as average class size.
                """,
            long: """
                Colleges calculate the figure for the federal survey themselves, leaving out faculty who teach only in \
                graduate or professional schools. Definitions still differ between colleges, and a college's Common \
                Data Set ratio can differ from its federal one.
                """,
            why: """
                It is a rough measure of how much faculty time there is per student. A low ratio can coexist with large \
                lecture courses, since faculty also spend time on research.
                """,
            category: .studentsAccess,
            related: ["full-time-faculty"]
        ),
        GlossaryEntry(
            key: "full-time-faculty",
            term: "Full-time faculty",
            short: "The share of a college's instructional faculty employed full-time rather than part-time or as adjuncts.",
            long: """
                The figure comes from the College Scorecard, which draws on the federal survey of college staff. Across \
                American higher education, reliance on part-time instructors has grown for decades.
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
                The average pay of full-time instructional staff across all ranks, adjusted to a standard nine-month \
                academic year so colleges with different contract lengths can be compared.
                """,
            long: """
                Salaries on 10-, 11-, or 12-month contracts are scaled down to their nine-month equivalent. The figure \
                comes from the federal salaries survey and differs from the College Scorecard's monthly faculty salary.
                """,
            why: "Faculty pay tracks local living costs closely, so compare colleges in similar places rather than across the country.",
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
                Counts come from the federal completions survey and cover degrees awarded from July through June. A \
                double major's second field is counted separately, so adding both would count some graduates twice. \
                Majors appear under their federal program names, which can differ from the college's own.
                """,
            why: """
                The share of graduates in a field shows how central it is at the college and how many classmates and \
                courses you can expect.
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
