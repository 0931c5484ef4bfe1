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
                What percentage of undergraduates borrowed through the federal student loan program in a school year, \
                leaving out private loans and loans taken by parents.
                """,
            long: "Explore's \"Few students borrow\" filter shows colleges where 20% or fewer of undergraduates borrow.",
            why: """
                When few students borrow, grants are usually doing the work, sometimes under a policy that replaces \
                loans with grants; when most borrow, debt is part of the typical plan.
                """,
            category: .costOutcomes,
            related: ["federal-student-loan", "median-debt"]
        ),
        GlossaryEntry(
            key: "median-debt",
            term: "Median debt at graduation",
            short: """
                What the middle graduate who borrowed owed in federal student loans on finishing, with half owing more \
                and half less; private and parent loans aren't counted.
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
                A snapshot, three years after students leave, of how their federal loans are going, from fully repaid \
                and shrinking balances to paused, growing, overdue, or defaulted loans.
                """,
            long: """
                A balance counts as progressing when it has fallen below the amount that entered repayment. Deferment \
                and forbearance, in which payments are allowed to stop for a while, appear as paused. A loan goes into \
                default after roughly 270 days without a payment, and the government can then take tax refunds or \
                garnish wages. Small groups are published as ranges rather than exact shares.
                """,
            why: """
                Borrowers who can't make progress on their loans are a warning sign about either the price or the \
                payoff of a college.
                """,
            category: .costOutcomes,
            related: ["median-debt", "federal-student-loan"]
        ),
        GlossaryEntry(
            key: "median-earnings",
            term: "Median earnings",
            short: """
                Typical annual pay of a college's former students a decade after they started there, counting those who \
                left without a degree. Only students who received federal aid and were working are included.
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
                Majors are grouped by federal program code, bachelor's programs only. These figures start counting at \
                graduation and include only graduates, while college-wide median earnings start at entry and include \
                students who left, so the two can't be compared directly. Different majors' figures may describe \
                different graduating years.
                """,
            why: """
                Looking at one major across colleges is a fairer comparison than overall earnings, which depend heavily \
                on the mix of majors.
                """,
            category: .costOutcomes,
            related: ["median-earnings", "first-major"]
        ),
        GlossaryEntry(
            key: "retention-rate",
            term: "Retention rate",
            short: "The percentage of full-time first-years who are still enrolled at the same college the following fall.",
            long: """
                When a college's Common Data Set is a year newer than the federal data, the newer figure is used and \
                the citation names it.
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
                Of students who started as first-time, full-time students, the percentage who finished a degree at the \
                college within one and a half times the normal length, six years for a bachelor's.
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
                How quickly students finish: the percentage of all entering students, full-time or part-time, \
                first-time or transfer, with a degree or certificate from the college after four, six, and eight years.
                """,
            long: """
                Drawn from the federal Outcome Measures survey. Transfers start counting from the day they arrive. Each \
                later figure includes the earlier finishers, so the numbers only grow from four to eight years.
                """,
            why: """
                Every semester beyond four years means more tuition and less time earning, and the jump from the \
                four-year to the six-year figure shows how common that is.
                """,
            category: .costOutcomes,
            related: ["outcome-measures", "graduation-rate"]
        ),
        GlossaryEntry(
            key: "outcome-measures",
            term: "8-year outcomes",
            short: """
                An eight-year follow-up of every student who started at the college, sorting them into four groups: \
                finished a credential there, still enrolled, moved to another college, or no longer enrolled.
                """,
            long: """
                The federal Outcome Measures survey tracks part-time and transfer students along with first-time, \
                full-time ones, and it separates students who moved on to another college from those who stopped out. \
                Its latest group began about eight years before release.
                """,
            why: """
                Colleges that serve working adults, part-time students, or transfers look weak on the standard \
                graduation rate; this measure credits them for students who finish late or continue elsewhere.
                """,
            category: .costOutcomes,
            related: ["time-to-degree", "transfer-out", "graduation-rate", "national-student-clearinghouse"]
        ),
        GlossaryEntry(
            key: "transfer-out",
            term: "Transferred out",
            short: """
                The percentage of entering students who, within eight years, left without a credential and turned up \
                at another college.
                """,
            long: """
                Enrollment records from the National Student Clearinghouse show where they went, but not whether they \
                graduated there. At two-year and branch campuses that feed larger universities, a high share is often \
                the plan working.
                """,
            category: .costOutcomes,
            related: ["outcome-measures", "transfer-in", "national-student-clearinghouse"]
        ),
        GlossaryEntry(
            key: "pell-graduation-gap",
            term: "Pell graduation gap",
            short: """
                The six-year graduation rate of students who received neither a Pell Grant nor a subsidized loan, minus \
                the rate of Pell recipients in the same class, in percentage points.
                """,
            long: """
                Federal graduation data sorts each first-time, full-time class into three aid groups: Pell recipients, \
                subsidized-loan borrowers without Pell, and students with neither. The gap sets the first group against \
                the last, roughly lower-income students against those with no need-based federal aid. Below zero, Pell \
                recipients finished more often. Groups under 30 students, and gaps beyond 40 points that usually signal \
                bad data, are not shown.
                """,
            why: """
                A small or negative gap suggests the college helps students with less money get to graduation; a large \
                one suggests they fall behind after arriving.
                """,
            category: .costOutcomes,
            related: ["pell-grant", "graduation-rate", "adjusted-cohort"]
        ),
        GlossaryEntry(
            key: "instruction-expenses",
            term: "Instruction spending per student",
            short: """
                A year's spending on teaching, mainly faculty pay and academic departments, spread across the college's \
                full-time-equivalent students.
                """,
            long: """
                Each college is compared only with colleges that use the same accounting form, since public and private \
                nonprofit colleges report on different ones. Big numbers can come from small classes and generous \
                salaries, but also from expensive graduate and medical programs.
                """,
            why: "Money spent on teaching is a rough sign of commitment to it, though dollars alone don't guarantee good teaching.",
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
                The number comes from the college's year-end federal finance report. At many public universities the \
                bulk of invested money is held by an affiliated foundation outside that report, so their figure can look \
                small. Public and private colleges are ranked separately for this reason.
                """,
            why: """
                More invested money per student can mean more financial aid and less dependence on tuition, though how \
                much a college chooses to spend varies.
                """,
            category: .costOutcomes,
            related: ["fte-student", "gasb-fasb", "instruction-expenses"]
        ),
        GlossaryEntry(
            key: "gasb-fasb",
            term: "Public and private accounting (GASB and FASB)",
            short: """
                The accounting rules behind college finance reports: public colleges follow the Governmental Accounting \
                Standards Board (GASB), private nonprofits the Financial Accounting Standards Board (FASB), and \
                for-profits a separate form.
                """,
            long: """
                Since the rules classify spending and assets differently, finance figures are compared only among \
                colleges on the same form, so a finance ranking is always within one group, such as public colleges.
                """,
            category: .costOutcomes,
            related: ["endowment", "instruction-expenses"]
        ),
        GlossaryEntry(
            key: "fte-student",
            term: "Full-time-equivalent (FTE) students",
            short: """
                A way of counting students in which each part-timer counts as a fraction of a full-time student, giving \
                a measure of teaching load instead of heads. Graduate and undergraduate students are both included.
                """,
            long: """
                Per-student finance figures use this count, which is why a university with big graduate schools can show \
                lower spending per student than its budget suggests.
                """,
            category: .costOutcomes,
            related: ["undergrad-enrollment", "instruction-expenses", "endowment", "part-time-student"]
        ),
    ]
}
