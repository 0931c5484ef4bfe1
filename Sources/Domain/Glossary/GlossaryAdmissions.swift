extension Glossary {
    /// Admissions: the application funnel, the rounds, and what colleges weigh.
    static let admissionsEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "acceptance-rate",
            term: "Acceptance rate",
            short: """
                The percentage of first-year applicants a college offered a place to in one admissions cycle. \
                A lower number means admission is harder to win.
                """,
            long: """
                It is admitted students divided by applicants for the same fall. Besides the percentage we give a plain \
                ratio, such as "1 in 8" for a college admitting about 12% of applicants or "7 in 10" for one admitting \
                70%. No rate is calculated for a college with fewer than 10 applicants.
                """,
            why: """
                It tells you how much competition there is for a seat, not whether the college is a good fit or a good \
                value. A college that draws enormous numbers of applications can post a low rate even when a strong \
                applicant has a fair chance.
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
            short: "The number of applicants who received an offer of admission for the fall term.",
            category: .admissions,
            related: ["applicants", "enrolled", "yield"]
        ),
        GlossaryEntry(
            key: "enrolled",
            term: "Enrolled",
            short: "Admitted students who accepted the offer and actually began classes that fall.",
            category: .admissions,
            related: ["admitted", "yield"]
        ),
        GlossaryEntry(
            key: "yield",
            term: "Yield rate",
            short: """
                Of the students a college admitted, the share who chose to enroll. It measures how often an offer turns \
                into a yes.
                """,
            long: """
                It is enrolled students divided by admitted students, both from the same entering class. When the newest \
                counts describe different classes, we use the previous class's matching pair rather than mix years.
                """,
            why: """
                High yield points to a college many students pick first, often helped by binding early decision. Low \
                yield suggests many admitted students go elsewhere, so the college has to admit more people to fill \
                its class.
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
                At some colleges far more of one sex applies than the other, so a gap may say as much about the \
                applicant pool as about how the college decides. The counts alone can't tell you which.
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
                A policy of accepting any applicant who has finished high school or earned an equivalent credential. \
                These colleges have no meaningful acceptance rate.
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
                An early application round with a binding promise: if the college admits you, you agree to enroll and \
                withdraw your applications elsewhere.
                """,
            long: """
                Deadlines usually fall in November, with answers by mid-December. Some colleges add a second binding \
                round, often called ED II, with a January deadline. Early admit rates look higher partly because \
                recruited athletes and other favored applicants tend to apply early.
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
                An early application round that is not binding: you apply by an early deadline and hear sooner, but \
                you remain free to choose another college by the spring reply date.
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
                The main application round, usually with a January deadline and decisions in March or April. \
                Admission in this round is not binding.
                """,
            category: .admissions,
            related: ["early-decision", "early-action", "rolling-admission"]
        ),
        GlossaryEntry(
            key: "rolling-admission",
            term: "Rolling admission",
            short: """
                A system where the college reviews applications as they come in and sends decisions within weeks, \
                instead of waiting for a single deadline.
                """,
            why: "Seats, scholarships, and housing can fill as the season goes on, so applying early in the window helps.",
            category: .admissions,
            related: ["regular-decision"]
        ),
        GlossaryEntry(
            key: "wait-list",
            term: "Wait list",
            short: """
                A holding list of applicants the college didn't admit at first but may offer a place later if enough \
                admitted students decline. You usually have to opt in to stay on it.
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
                The parts of an application a college uses to decide, such as grades, essays, or recommendations, and \
                how much weight each one gets.
                """,
            long: """
                In the federal survey, colleges mark each factor as required, considered, or not considered. A \
                college's Common Data Set goes further and rates each one very important, important, considered, or \
                not considered. Many colleges put the transcript first: how demanding the courses were, not only the \
                grades earned in them.
                """,
            why: """
                The list shows where effort pays off. A factor marked not considered won't change the outcome however \
                strong it is, while a very important one deserves your best work.
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
                Whether an applicant is the child or other relative of a graduate of the college. Some colleges give it \
                weight in admission, and a growing number have dropped it.
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
                Published figures describe first-years who enrolled and reported a GPA, not every admitted student. \
                They come from the college's Common Data Set as an average plus the share of first-years in each range \
                on a 4.0 scale. A weighted GPA adds extra credit for honors, AP, or IB courses and can exceed 4.0, so \
                it can't be compared directly with an unweighted one.
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
                A student's standing within their high school graduating class, often given as top 10%, top 25%, or \
                top half. Many high schools no longer rank students.
                """,
            long: """
                When a college publishes class-rank shares, they cover only the first-years whose high schools \
                reported a rank, which can be a small part of the class.
                """,
            category: .admissions,
            related: ["high-school-gpa", "admission-factor"]
        ),
        GlossaryEntry(
            key: "application-fee",
            term: "Application fee",
            short: """
                The charge to submit an application to the college. Some colleges charge nothing, and many waive the \
                fee for students who qualify for a fee waiver.
                """,
            category: .admissions,
            related: ["applicants"]
        ),
        GlossaryEntry(
            key: "ap-credit",
            term: "Credit for AP exams",
            short: """
                College credit or placement granted for strong scores on Advanced Placement exams. The scores needed \
                and the courses they replace vary by college and subject.
                """,
            why: "Credit can free room for electives, a second major, or an early graduation, so check each college's own AP table.",
            category: .admissions,
            related: ["ap-access"]
        ),
        GlossaryEntry(
            key: "transfer-admission",
            term: "Transfer admission",
            short: """
                Admission for students who have already attended another college and want to continue at this one. \
                Colleges report how many transfer applicants applied, were admitted, and enrolled.
                """,
            long: """
                The transfer acceptance rate is admitted transfers divided by transfer applicants, from the college's \
                Common Data Set, and it can differ sharply from the first-year rate in either direction. The share of \
                new students who are transfers comes from a separate federal count, so the two won't match exactly.
                """,
            category: .admissions,
            related: ["transfer-in", "acceptance-rate"]
        ),
    ]
}
