extension Glossary {
    /// Cost & outcomes, second half: borrowing, earnings, finishing, and college finances.
    static let outcomeEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "federal-student-loan",
            term: "Federal student loan",
            short: """
                Money a student borrows from the federal government for college and must repay with interest, usually \
                starting six months after leaving school.
                """,
            long: """
                Direct Subsidized Loans go to students with financial need and don't gather interest while the student \
                is enrolled at least half-time; Direct Unsubsidized Loans are open to all students and gather interest \
                from the start. Parent PLUS loans are borrowed by parents and are not counted in the student debt \
                figures here. Federal loans have fixed rates and repayment options that private loans usually lack.
                """,
            category: .costOutcomes,
            related: ["grant-aid", "federal-loan-rate", "median-debt", "monthly-loan-payment"]
        ),
        GlossaryEntry(
            key: "federal-loan-rate",
            term: "Students with a federal loan",
            short: """
                The share of undergraduates who took out a federal student loan during the year. Private loans and \
                parent PLUS loans are not counted.
                """,
            long: "Explore's \"Few students borrow\" filter shows colleges where 20% or fewer of undergraduates borrow.",
            why: """
                A low share usually signals generous grants or a no-loan aid policy; a high one means borrowing is a \
                normal part of paying for the college.
                """,
            category: .costOutcomes,
            related: ["federal-student-loan", "median-debt"]
        ),
        GlossaryEntry(
            key: "median-debt",
            term: "Median debt at graduation",
            short: """
                The federal student loan balance of the typical graduate who borrowed, at the point of finishing: half \
                owed more and half owed less. Private loans and parent PLUS loans are left out.
                """,
            long: "It comes from the College Scorecard. Graduates who never took a federal loan are not part of the median.",
            why: """
                Set it against what graduates earn. A debt well under a typical first-year salary is generally \
                manageable on a standard repayment plan.
                """,
            category: .costOutcomes,
            related: ["monthly-loan-payment", "federal-student-loan", "median-earnings", "repayment-status"]
        ),
        GlossaryEntry(
            key: "monthly-loan-payment",
            term: "Monthly loan payment",
            short: "What the median graduate's federal loan would cost each month on a standard 10-year repayment plan.",
            long: """
                The College Scorecard calculates it from the median debt and a federal loan interest rate. Income-driven \
                plans can lower the monthly amount but usually stretch repayment out and add interest.
                """,
            category: .costOutcomes,
            related: ["median-debt", "federal-student-loan"]
        ),
        GlossaryEntry(
            key: "repayment-status",
            term: "Loan repayment status",
            short: """
                Where former students stand on their federal loans three years after leaving the college: paid in full, \
                paying down the balance, paused, not paying it down, behind, or in default.
                """,
            long: """
                A balance counts as progressing when it has fallen below the amount that entered repayment. Deferment \
                and forbearance, in which payments are allowed to stop for a while, appear as paused. A loan goes into \
                default after roughly 270 days without a payment, and the government can then take tax refunds or \
                garnish wages. Small groups are published as ranges rather than exact shares.
                """,
            why: """
                It shows whether borrowers from the college can handle their loans in practice, which reflects both \
                what the college cost and how its students fared.
                """,
            category: .costOutcomes,
            related: ["median-debt", "federal-student-loan"]
        ),
        GlossaryEntry(
            key: "median-earnings",
            term: "Median earnings",
            short: """
                The middle salary of former students ten years after they first enrolled, whether or not they finished \
                a degree. It covers students who received federal aid and were working.
                """,
            long: """
                The College Scorecard computes it from federal tax records, counting people who were employed and no \
                longer in school. Earnings six years after entry are shown too where reported.
                """,
            why: """
                A college whose graduates mostly become engineers will out-earn one that trains teachers, whatever the \
                quality of either, so compare colleges with similar programs or look at earnings by major.
                """,
            category: .costOutcomes,
            related: ["payback", "field-of-study", "graduation-rate", "student-access-and-earnings"]
        ),
        GlossaryEntry(
            key: "field-of-study",
            term: "Earnings by major",
            short: """
                Typical pay for graduates of one major at one college, one and four years after they finished the \
                degree, from the College Scorecard.
                """,
            long: """
                Majors are grouped by their federal program code, and only bachelor's programs are shown. Because the \
                clock starts at graduation and only graduates count, these figures aren't comparable with the \
                college-wide median earnings, which start at entry and include students who left. Each figure is the \
                latest the Department of Education has calculated, so years can differ between majors.
                """,
            why: "Comparing the same major across colleges removes much of the effect of what students choose to study.",
            category: .costOutcomes,
            related: ["median-earnings", "first-major"]
        ),
        GlossaryEntry(
            key: "retention-rate",
            term: "Retention rate",
            short: "The share of full-time first-year students who return to the same college for a second year.",
            long: """
                The newest figure may come from the college's Common Data Set, a year ahead of federal data; the \
                citation says which.
                """,
            why: """
                Students who leave after one year often do so because of cost, fit, or a lack of support, so a high rate \
                is an early good sign.
                """,
            category: .costOutcomes,
            related: ["graduation-rate", "outcome-measures"]
        ),
        GlossaryEntry(
            key: "graduation-rate",
            term: "Graduation rate",
            short: """
                The share of first-time, full-time students who earn their degree within 150% of the normal time, which \
                is six years for a bachelor's degree.
                """,
            long: """
                Only students who started at the college as first-time, full-time students count, and one who transfers \
                and graduates elsewhere counts as not graduating. The rate describes a class that entered years ago. \
                The 8-year outcomes cover part-time and transfer students as well.
                """,
            why: "Finishing is what makes college pay off; every extra year costs tuition and delays earnings.",
            category: .costOutcomes,
            related: ["retention-rate", "outcome-measures", "time-to-degree", "entering-cohort", "adjusted-cohort"]
        ),
        GlossaryEntry(
            key: "time-to-degree",
            term: "Time to degree",
            short: """
                Of everyone who started at the college, the share who earned a degree or certificate there within four, \
                six, and eight years.
                """,
            long: """
                These figures come from the federal Outcome Measures survey, which follows all entering students, \
                part-time students and transfers included; a transfer student's clock starts on arrival. The shares \
                accumulate: a student who finished in four years also counts at six and eight.
                """,
            why: """
                Most families budget for four years. The gap between the four-year and six-year shares shows how many \
                students need longer, and each extra year adds cost.
                """,
            category: .costOutcomes,
            related: ["outcome-measures", "graduation-rate"]
        ),
        GlossaryEntry(
            key: "outcome-measures",
            term: "8-year outcomes",
            short: """
                What happened to every student who started at the college, eight years on: earned a credential there, \
                still enrolled, enrolled at another college, or no further enrollment on record.
                """,
            long: """
                The federal Outcome Measures survey covers first-time and transfer students, full-time and part-time, \
                unlike the graduation rate, which follows only first-time, full-time students. It also counts students \
                who moved on to another college instead of treating them all as dropouts. The newest group started \
                about eight years before the data was released.
                """,
            why: """
                It is a fairer yardstick for colleges that serve many part-time, older, or transfer students, and it \
                shows whether students who leave keep going elsewhere.
                """,
            category: .costOutcomes,
            related: ["time-to-degree", "transfer-out", "graduation-rate", "national-student-clearinghouse"]
        ),
        GlossaryEntry(
            key: "transfer-out",
            term: "Transferred out",
            short: "Students who left the college without finishing and enrolled at another college within eight years of starting.",
            long: """
                The federal Outcome Measures survey counts them with enrollment records from the National Student \
                Clearinghouse. It shows they enrolled elsewhere, not that they graduated there. At colleges designed as \
                a first step, such as many two-year and branch campuses, a high share is expected.
                """,
            category: .costOutcomes,
            related: ["outcome-measures", "transfer-in", "national-student-clearinghouse"]
        ),
        GlossaryEntry(
            key: "pell-graduation-gap",
            term: "Pell graduation gap",
            short: """
                How many percentage points lower the six-year graduation rate is for Pell Grant recipients than for \
                students who received neither a Pell Grant nor a subsidized federal loan.
                """,
            long: """
                Federal graduation data splits each entering class of first-time, full-time students into Pell \
                recipients, students with a subsidized loan but no Pell Grant, and students with neither. Comparing the \
                first and last groups contrasts lower-income students with those who didn't qualify for need-based \
                federal aid. A negative gap means Pell recipients graduated more often. No gap is shown when either \
                group has fewer than 30 students, or when it exceeds 40 points, which usually signals a reporting problem.
                """,
            why: """
                It shows whether students from lower-income families finish as often as their classmates once they \
                enroll, which says a lot about the support a college provides.
                """,
            category: .costOutcomes,
            related: ["pell-grant", "graduation-rate", "adjusted-cohort"]
        ),
        GlossaryEntry(
            key: "instruction-expenses",
            term: "Instruction spending per student",
            short: """
                What a college spent on teaching in a fiscal year, including faculty pay and academic departments, \
                divided by its full-time-equivalent students.
                """,
            long: """
                Public and private nonprofit colleges report finances on different accounting forms, so each college is \
                ranked only against others on the same form. A high figure can reflect small classes and well-paid \
                faculty, or costly graduate and research programs spread over a modest student body.
                """,
            why: "It is one clue to how much a college invests in teaching, though it can't measure the quality of that teaching.",
            category: .costOutcomes,
            related: ["fte-student", "gasb-fasb", "student-faculty-ratio"]
        ),
        GlossaryEntry(
            key: "endowment",
            term: "Endowment per student",
            short: """
                The value of the invested funds a college holds for the long term, divided by its full-time-equivalent \
                students. Colleges spend only a small share of it each year.
                """,
            long: """
                Figures come from year-end federal finance reports. Many public universities keep most of their \
                endowment in a separate foundation that the federal survey doesn't count, so their reported endowment \
                understates the money behind them. That is one reason public colleges are never ranked against private \
                ones on this measure.
                """,
            why: """
                A large endowment per student gives a college room to fund aid, facilities, and programs without leaning \
                as hard on tuition.
                """,
            category: .costOutcomes,
            related: ["fte-student", "gasb-fasb", "instruction-expenses"]
        ),
        GlossaryEntry(
            key: "gasb-fasb",
            term: "Public and private accounting (GASB and FASB)",
            short: """
                Public colleges report finances under government accounting standards (GASB), private nonprofits under \
                nonprofit standards (FASB), and for-profits on a third form. The forms sort money differently, so \
                finances are compared only within one form.
                """,
            long: """
                That is why comparisons read "more than other public colleges" or "more than other private nonprofit \
                colleges", never as one national ranking.
                """,
            category: .costOutcomes,
            related: ["endowment", "instruction-expenses"]
        ),
        GlossaryEntry(
            key: "fte-student",
            term: "Full-time-equivalent (FTE) students",
            short: """
                A student count that converts part-time students into fractions of a full-time load, so it reflects the \
                total amount of study rather than the number of people. It includes graduate students.
                """,
            long: """
                Spending and endowment per student are divided by FTE students, so a university with large graduate \
                programs needs more money to reach the same per-student figure than a college of undergraduates alone.
                """,
            category: .costOutcomes,
            related: ["undergrad-enrollment", "instruction-expenses", "endowment", "part-time-student"]
        ),
    ]
}
