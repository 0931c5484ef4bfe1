extension Glossary {
    /// Admissions: the application funnel, the rounds, and what colleges weigh.
    static let admissionsEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "acceptance-rate",
            term: "Acceptance rate",
            short: """
                The percentage of first-year applicants a college offered a place to in one admissions cycle; the \
                smaller it is, the stiffer the competition.
                """,
            long: """
                It is admitted students divided by applicants for the same fall. Besides the percentage we give a plain \
                ratio, such as "1 in 8" for a college admitting about 12% of applicants or "7 in 10" for one admitting \
                70%. No rate is calculated for a college with fewer than 10 applicants.
                """,
            why: """
                Use it to gauge competition, then look elsewhere for cost, outcomes, and fit, which it doesn't measure. \
                A rate also mixes every kind of applicant, so your own odds depend on how your record compares with the \
                students the college admits.
                """,
            category: .admissions,
            related: ["applicants", "admitted", "selectivity", "yield"]
        ),
        GlossaryEntry(
            key: "applicants",
            term: "Applicants",
            short: "The number of people who completed an application to start as a first-year student in a given fall.",
            long: "Colleges report this count to the federal government every year. Transfer applicants are counted separately.",
            why: """
                A fast-rising count usually means more competition for the same number of seats, which tends to push \
                the acceptance rate down.
                """,
            category: .admissions,
            related: ["acceptance-rate", "admitted", "trend-direction"]
        ),
        GlossaryEntry(
            key: "admitted",
            term: "Admitted",
            short: "How many applicants the college said yes to for the fall term.",
            category: .admissions,
            related: ["applicants", "enrolled", "yield"]
        ),
        GlossaryEntry(
            key: "enrolled",
            term: "Enrolled",
            short: "How many admitted students took their place and started as first-years that fall.",
            category: .admissions,
            related: ["admitted", "yield"]
        ),
        GlossaryEntry(
            key: "yield",
            term: "Yield rate",
            short: """
                The percentage of admitted students who decide to attend, a sign of how strongly the students who get \
                in want to be there.
                """,
            long: """
                It is enrolled students divided by admitted students, both from the same entering class. When the newest \
                counts describe different classes, we use the previous class's matching pair rather than mix years.
                """,
            why: """
                Colleges that fill much of their class through binding early decision, or that are many students' first \
                choice, see high yield. When yield is low, the college must admit extra students to fill its seats, \
                which raises its acceptance rate.
                """,
            category: .admissions,
            related: ["admitted", "enrolled", "early-decision", "wait-list"]
        ),
        GlossaryEntry(
            key: "admit-rate-by-sex",
            term: "Acceptance rate for men and women",
            short: """
                The acceptance rate calculated separately for men and for women, from the counts colleges report to \
                the federal government.
                """,
            long: """
                We compare the two rates only when at least 200 men and 200 women applied; with fewer, a handful of \
                decisions can swing the result. The gap is given in percentage points, men's rate minus women's.
                """,
            why: """
                A difference can come from the applicant pool, for example an engineering-heavy college drawing mostly \
                men, or from how the college decides; the figures can't separate the two.
                """,
            category: .admissions,
            related: ["acceptance-rate", "gender-balance", "percentage-points"]
        ),
        GlossaryEntry(
            key: "admit-rate-by-residency",
            term: "Acceptance rate by residency",
            short: """
                Separate acceptance rates for applicants from the college's home state, from other states, and from \
                abroad, taken from the college's Common Data Set.
                """,
            long: """
                An applicant's residency is their home address at the time they applied; qualifying for in-state \
                tuition follows separate state rules. Don't confuse this with the out-of-state share of first-years, \
                which describes the students who enrolled rather than the ones admitted.
                """,
            why: """
                If you would apply from out of state, this shows whether your odds differ from a local applicant's. \
                Public universities often favor their own residents, but the pattern varies.
                """,
            category: .admissions,
            related: ["acceptance-rate", "in-state-student", "cds"]
        ),
        GlossaryEntry(
            key: "open-admission",
            term: "Open admission",
            short: """
                The college takes every applicant with a high school diploma or its equivalent, so there is no \
                competition for admission and no acceptance rate to report.
                """,
            long: """
                The federal admissions survey isn't collected from open-admission colleges, so their applicant counts \
                and test score ranges show as not reported. Some programs inside the college, such as nursing, may \
                still set their own entry requirements.
                """,
            category: .admissions,
            related: ["acceptance-rate", "selectivity"]
        ),
        GlossaryEntry(
            key: "early-decision",
            term: "Early decision (ED)",
            short: """
                Applying early under a binding agreement: an offer from the college obliges you to attend and to pull \
                out of every other college.
                """,
            long: """
                Applications are typically due in early November and answered in December; some colleges also run a \
                later binding round, ED II. Early-round admit rates are inflated by recruited athletes and other \
                applicants with a built-in advantage, so the boost for an ordinary applicant is smaller than the numbers \
                suggest.
                """,
            why: """
                ED can improve your odds at some colleges, but you commit before you can compare financial aid offers, \
                so it suits families who are sure the college is affordable.
                """,
            category: .admissions,
            related: ["early-action", "regular-decision", "yield"]
        ),
        GlossaryEntry(
            key: "early-action",
            term: "Early action (EA)",
            short: """
                Submitting by an early deadline to get an early answer, with no obligation to attend; you can still \
                compare offers until the spring reply date.
                """,
            long: """
                A stricter version, restrictive or single-choice early action, stays non-binding but limits which \
                other early rounds you may apply to; each college sets its own exceptions.
                """,
            category: .admissions,
            related: ["early-decision", "regular-decision", "rolling-admission"]
        ),
        GlossaryEntry(
            key: "regular-decision",
            term: "Regular decision",
            short: """
                The ordinary round most applicants use, with no commitment attached. Deadlines cluster in early January \
                and answers arrive by early April.
                """,
            category: .admissions,
            related: ["early-decision", "early-action", "rolling-admission"]
        ),
        GlossaryEntry(
            key: "rolling-admission",
            term: "Rolling admission",
            short: """
                Applications are read in the order they arrive and answered a few weeks later, so there is no single \
                decision day.
                """,
            why: "Seats, scholarships, and housing can fill as the season goes on, so sending your application early helps.",
            category: .admissions,
            related: ["regular-decision"]
        ),
        GlossaryEntry(
            key: "wait-list",
            term: "Wait list",
            short: """
                Instead of a yes or no, the college offers a spot in line: if too few admitted students accept, it \
                makes more offers from this list. You normally have to confirm you want to stay on it.
                """,
            long: """
                Offers from the wait list, if any, tend to come after the May 1 reply date, once the college sees how \
                many admitted students have committed. How many are eventually admitted swings widely from year to year.
                """,
            why: """
                Treat a wait-list spot as a long shot and commit to another college by its deadline. You can still take \
                a later offer if one comes, though you may lose a deposit.
                """,
            category: .admissions,
            related: ["admitted", "yield"]
        ),
        GlossaryEntry(
            key: "admission-factor",
            term: "Admission factors",
            short: """
                Each piece of an application, from grades and test scores to essays and interviews, and how much it \
                counts in the college's decision.
                """,
            long: """
                In the federal survey, colleges mark each factor as required, considered, or not considered. A \
                college's Common Data Set goes further and rates each one very important, important, considered, or \
                not considered. Many colleges put the transcript first: how demanding the courses were, not only the \
                grades earned in them.
                """,
            why: """
                Spend your time on what the college says matters most; extra material on an item it doesn't consider \
                won't move the decision.
                """,
            category: .admissions,
            related: [
                "legacy-status", "application-essay", "recommendation-letters", "high-school-gpa", "class-rank", "test-policy",
            ]
        ),
        GlossaryEntry(
            key: "legacy-status",
            term: "Legacy status",
            short: """
                A family connection to the college, usually a parent who graduated from it. A shrinking number of \
                colleges still give it a boost in admission.
                """,
            long: """
                Colleges state in their federal report whether they consider it. Several states now ban the practice at \
                public colleges, and a few extend the ban to private ones. Explore's "Doesn't consider legacy" filter \
                finds colleges that report it as not considered.
                """,
            category: .admissions,
            related: ["admission-factor"]
        ),
        GlossaryEntry(
            key: "application-essay",
            term: "Application essay",
            short: """
                A piece of writing, such as a personal statement, that the college asks applicants to submit. Colleges \
                report whether it is required, considered, or not considered.
                """,
            why: """
                Where the essay is required or rated important, it is one of the few places admissions readers hear \
                your own voice beyond grades and scores.
                """,
            category: .admissions,
            related: ["admission-factor", "recommendation-letters"]
        ),
        GlossaryEntry(
            key: "recommendation-letters",
            term: "Recommendations",
            short: """
                Letters from teachers or a school counselor describing an applicant's work and character. Colleges \
                report whether they require or consider them.
                """,
            category: .admissions,
            related: ["admission-factor", "application-essay"]
        ),
        GlossaryEntry(
            key: "high-school-gpa",
            term: "High school GPA",
            short: """
                A student's grade-point average in high school. Colleges report whether it counts in admission, and \
                some publish the GPAs of their entering first-years.
                """,
            long: """
                The college's Common Data Set gives an average GPA and the percentage of first-years in ranges such as \
                3.75 and above, on a 4.0 scale, counting enrolled students who reported one. Weighted GPAs, which add \
                points for honors, AP, or IB courses, can top 4.0 and shouldn't be compared with unweighted ones.
                """,
            why: """
                Grading differs from one high school to the next, so use these numbers as a rough guide and compare \
                your own unweighted GPA on the same 4.0 scale.
                """,
            category: .admissions,
            related: ["class-rank", "admission-factor", "school-profile"]
        ),
        GlossaryEntry(
            key: "class-rank",
            term: "Class rank",
            short: """
                How a student's grades compare with the rest of their high school class, usually reported as top 10%, \
                top 25%, or top 50%.
                """,
            long: """
                A college's published class-rank shares rest on only part of its first-year class, since many high \
                schools have stopped ranking students.
                """,
            category: .admissions,
            related: ["high-school-gpa", "admission-factor"]
        ),
        GlossaryEntry(
            key: "application-fee",
            term: "Application fee",
            short: """
                The amount a college asks for when you submit an application. Plenty of colleges charge nothing, and \
                fee waivers are common for families with limited income.
                """,
            category: .admissions,
            related: ["applicants"]
        ),
        GlossaryEntry(
            key: "ap-credit",
            term: "Credit for AP exams",
            short: """
                Whether the college counts qualifying Advanced Placement exam scores toward a degree. Each college and \
                department sets the minimum score and what the credit replaces.
                """,
            why: "Credit can free room for electives, a second major, or an early graduation, so look up each college's own AP table.",
            category: .admissions,
            related: ["ap-access"]
        ),
        GlossaryEntry(
            key: "transfer-admission",
            term: "Transfer admission",
            short: """
                How a college handles students coming from another college: the number who applied to transfer, the \
                number admitted, and the number who enrolled, from its Common Data Set.
                """,
            long: """
                The transfer acceptance rate is admitted transfers divided by transfer applicants, and it can differ \
                sharply from the first-year rate in either direction. The share of new students who are transfers comes \
                from a separate federal count, so the two won't match exactly.
                """,
            category: .admissions,
            related: ["transfer-in", "acceptance-rate"]
        ),
    ]
}
