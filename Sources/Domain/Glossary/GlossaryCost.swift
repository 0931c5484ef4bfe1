extension Glossary {
    /// Cost & outcomes, first half: prices, what families pay, and financial aid.
    static let costEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "cost-of-attendance",
            term: "Sticker price (full price)",
            short: """
                A college's list price for one year, adding tuition and fees to housing, food, books, and personal \
                costs, with no aid taken off.
                """,
            long: """
                At public colleges the sticker price depends on residency, so we show in-state and out-of-state figures. \
                The full price behind our average cost and aid generosity blends those rates by the share of first-years \
                paying each, and assumes students live on campus.
                """,
            why: """
                Many students pay less, sometimes far less, once grants are applied, so read it next to the net price \
                and the average cost.
                """,
            category: .costOutcomes,
            related: ["average-cost", "net-price", "in-state-tuition", "aid-generosity"]
        ),
        GlossaryEntry(
            key: "in-state-tuition",
            term: "In-state and out-of-state tuition",
            short: """
                Public colleges have two main prices: a discounted one for people who live in the state and a higher \
                one, often twice as much or more, for everyone else.
                """,
            long: """
                Community colleges and some city or county universities also have a cheaper in-district rate. States \
                set their own residency rules, and regional exchange programs let students from neighboring states pay \
                less than the usual out-of-state price.
                """,
            category: .costOutcomes,
            related: ["cost-of-attendance", "in-state-student", "public"]
        ),
        GlossaryEntry(
            key: "average-cost",
            term: "Average cost (all students)",
            short: """
                An estimate of the average yearly bill for first-years, counting everyone: full price for students with \
                no grant, and full price minus the grant for those with one.
                """,
            long: """
                It covers tuition, fees, housing, food, books, and other costs for one school year of federal data: the \
                full price at each residency rate, weighted by how many first-years paid it, minus the share of \
                first-years with grants times their average grant. Borrowed money stays in the total, since the family \
                still pays it. Because it prices in campus housing, it overstates the cost for students who live at home.
                """,
            why: """
                It answers the question most families ask, what students here pay, rather than what students with \
                grants pay; the two differ most at colleges where many families pay in full.
                """,
            category: .costOutcomes,
            related: ["net-price", "cost-of-attendance", "grant-aid", "aid-generosity", "payback"]
        ),
        GlossaryEntry(
            key: "net-price",
            term: "Net price",
            short: """
                The federal figure for what first-time, full-time students with grant aid paid on average for a year, \
                after grants and scholarships but before any loans.
                """,
            long: """
                Because students without grants are left out, it understates what full-paying families face. Public \
                colleges report it for students paying the in-state rate.
                """,
            why: """
                Use each college's own net price calculator, which federal law requires it to post, to plug in your \
                family's finances for a personal estimate.
                """,
            category: .costOutcomes,
            related: ["average-cost", "net-price-by-income", "cost-of-attendance"]
        ),
        GlossaryEntry(
            key: "net-price-by-income",
            term: "Net price by family income",
            short: """
                The average net price broken out by family income, in five bands from $0–30K to $110K and up, for \
                students who received federal student aid.
                """,
            long: """
                The figures cover students who received federal grants or loans, which requires the FAFSA. Wealthier \
                families often skip that form, so the top band can rest on few students. The $48–75K band serves as the \
                middle-income example on college cards.
                """,
            why: """
                The bands reveal how steeply a college's price falls for families with less money, which a single \
                average hides.
                """,
            category: .costOutcomes,
            related: ["net-price", "federal-aid", "need-based-aid"]
        ),
        GlossaryEntry(
            key: "aid-generosity",
            term: "Aid generosity",
            short: """
                The percentage of a year's full price that grants pay for, averaged across all first-years, so students \
                with no grant pull the average down.
                """,
            long: """
                It is the average grant per first-year, zeros included, divided by the full price. Tiers: very generous \
                at 55% or more, generous at 40%, moderate at 25%, and limited below 25%. Colleges track a similar \
                tuition discount rate, but that one compares grants with tuition only.
                """,
            why: """
                It tells you how far the sticker price is from what families usually pay: at a very generous college \
                most students pay much less, while at a limited one the sticker price is close to the real bill.
                """,
            category: .costOutcomes,
            related: ["average-cost", "grant-aid", "cost-of-attendance"]
        ),
        GlossaryEntry(
            key: "grant-aid",
            term: "Grants and scholarships",
            short: """
                Gift money for college, whether from the government, the college, or a private group, that you keep \
                without repaying. Student loans and work-study jobs are a different kind of aid.
                """,
            long: """
                Loans must be repaid with interest and work-study must be earned, so a package heavy in grants is worth \
                more than one of the same total that leans on loans. Private colleges with large endowments fund most of \
                their aid from their own budgets.
                """,
            category: .costOutcomes,
            related: ["federal-student-loan", "pell-grant", "need-based-aid", "merit-aid"]
        ),
        GlossaryEntry(
            key: "need-based-aid",
            term: "Need-based aid",
            short: """
                Help sized to the gap between what college costs and what a family is judged able to pay, worked out \
                from the FAFSA and, at some colleges, the CSS Profile.
                """,
            long: """
                Colleges differ in how much need they meet: some promise to cover all demonstrated need, while others \
                leave a gap the family must fill with loans or savings. The same family can show different need at two \
                colleges, because colleges that use the CSS Profile apply their own formula.
                """,
            category: .costOutcomes,
            related: ["merit-aid", "css-profile", "net-price-by-income"]
        ),
        GlossaryEntry(
            key: "merit-aid",
            term: "Merit aid",
            short: """
                Money a college or organization awards to students it wants to attract, based on grades, talent, or \
                other accomplishments rather than family finances.
                """,
            why: """
                If your family won't qualify for need-based aid, colleges where your record stands out from the typical \
                admit are the likeliest to offer merit money.
                """,
            category: .costOutcomes,
            related: ["need-based-aid", "grant-aid"]
        ),
        GlossaryEntry(
            key: "federal-aid",
            term: "Federal student aid (Title IV)",
            short: """
                The government's student aid programs under Title IV of the Higher Education Act: Pell Grants, federal \
                student loans, and work-study. The FAFSA is the application for all of them.
                """,
            category: .costOutcomes,
            related: ["pell-grant", "federal-student-loan", "net-price-by-income"]
        ),
        GlossaryEntry(
            key: "css-profile",
            term: "CSS Profile",
            short: """
                A College Board aid application that many private colleges use alongside the FAFSA to decide how much of \
                their own grant money to give.
                """,
            long: """
                It digs deeper than the FAFSA, into home equity, business assets, and a noncustodial parent's income, \
                and each college runs the answers through its own formula. Sending it to each college costs a fee unless \
                you qualify for a waiver. Explore can find colleges whose Common Data Set says they don't use it.
                """,
            why: """
                Check each college's Profile deadline, which can fall weeks before its FAFSA deadline; a late form can \
                mean losing the college's own grants.
                """,
            category: .costOutcomes,
            related: ["need-based-aid", "federal-aid"]
        ),
        GlossaryEntry(
            key: "tuition-guarantee",
            term: "Tuition guarantee",
            short: "A college's commitment to hold a student's tuition at the starting rate, typically for four years.",
            why: "Budgeting is easier when tuition can't climb each year, though housing, food, and fees usually aren't covered.",
            category: .costOutcomes,
            related: ["promise-program"]
        ),
        GlossaryEntry(
            key: "promise-program",
            term: "Promise program",
            short: """
                A free-tuition scholarship run by a state, city, or county for local students who meet its conditions, \
                frequently tied to graduating from an area high school.
                """,
            long: """
                Rules vary widely: some programs cover only what's left after other grants, some cap family income, and \
                many require full-time enrollment and a minimum GPA to keep the award.
                """,
            category: .costOutcomes,
            related: ["tuition-guarantee", "grant-aid"]
        ),
        GlossaryEntry(
            key: "housing-capacity",
            term: "Campus housing (beds per 100 undergrads)",
            short: "The number of beds in residence halls and other college-run housing, shown as beds for every 100 undergraduates.",
            long: """
                Because the bed count may also serve graduate students, treat the ratio as approximate. Near 100 means \
                housing for almost every undergraduate; around 20 means most students rent nearby or commute.
                """,
            category: .costOutcomes,
            related: ["cost-of-attendance", "undergrad-enrollment"]
        ),
    ]
}
