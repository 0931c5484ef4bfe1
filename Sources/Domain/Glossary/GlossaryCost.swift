extension Glossary {
    /// Cost & outcomes, first half: prices, what families pay, and financial aid.
    static let costEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "cost-of-attendance",
            term: "Sticker price (full price)",
            short: """
                The published cost of one year before any financial aid: tuition and fees, housing, food, books and \
                supplies, and other living expenses.
                """,
            long: """
                At public colleges the sticker price depends on residency, so we show in-state and out-of-state figures. \
                The full price behind our average cost and aid generosity blends those rates by the share of first-years \
                paying each, and assumes students live on campus.
                """,
            why: """
                Relatively few students pay the whole sticker price. Setting it beside the net price shows how far aid \
                typically brings it down.
                """,
            category: .costOutcomes,
            related: ["average-cost", "net-price", "in-state-tuition", "aid-generosity"]
        ),
        GlossaryEntry(
            key: "in-state-tuition",
            term: "In-state and out-of-state tuition",
            short: """
                Public colleges charge lower tuition to residents of their own state, often far lower than what students \
                from other states pay.
                """,
            long: """
                Some community colleges and local universities add a third, even lower rate for residents of their own \
                district. Each state sets its own rules for who counts as a resident, and some regional agreements \
                discount tuition for students from neighboring states.
                """,
            category: .costOutcomes,
            related: ["cost-of-attendance", "in-state-student", "public"]
        ),
        GlossaryEntry(
            key: "average-cost",
            term: "Average cost (all students)",
            short: """
                Our estimate of what a typical first-year actually paid for a full year, including housing, food, books, \
                and other costs, after subtracting grants. Students without grants count at the full price.
                """,
            long: """
                We build it from federal data for one school year: the full price at each residency rate, weighted by \
                how many first-years paid it, minus the share of first-years who received grants multiplied by their \
                average grant. Borrowed money stays in the total, since the family still pays it. The estimate assumes \
                on-campus housing, so it runs high where most students commute.
                """,
            why: """
                The widely published net price averages only students who got grants. Where many families pay in full, \
                that leaves out a large group, and an all-student figure gives a truer sense of the typical bill.
                """,
            category: .costOutcomes,
            related: ["net-price", "cost-of-attendance", "grant-aid", "aid-generosity", "payback"]
        ),
        GlossaryEntry(
            key: "net-price",
            term: "Net price",
            short: """
                The average yearly cost, after grants and scholarships, for first-time, full-time students who received \
                grant aid. Loans are not deducted.
                """,
            long: """
                Colleges report it to the federal government. Students without grants are excluded, so families paying \
                full price will pay more than this average. For public colleges, only students charged the in-state rate \
                are counted.
                """,
            why: """
                Every college must offer a net price calculator on its website, and a few minutes with your own family's \
                numbers gives a far better estimate than any average.
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
                Only students who filed the FAFSA and received federal grants or loans appear in these figures, so \
                families who skipped the FAFSA, often higher-income ones, are missing. The $48–75K band is the one we \
                use as the middle-income example.
                """,
            why: """
                At colleges with strong need-based aid, lower-income families can pay a small fraction of the sticker \
                price, well below the overall average.
                """,
            category: .costOutcomes,
            related: ["net-price", "federal-aid", "need-based-aid"]
        ),
        GlossaryEntry(
            key: "aid-generosity",
            term: "Aid generosity",
            short: """
                The share of the full price that grants cover, averaged over every first-year, with students who \
                received no grant counting as zero.
                """,
            long: """
                It equals the college's average grant per first-year divided by its full price for the year. Tiers: \
                very generous at 55% or more, generous from 40%, moderate from 25%, and limited below that. It resembles \
                the tuition discount rate colleges track, but is measured against the whole cost of a year rather than \
                tuition alone.
                """,
            why: """
                Two colleges with the same sticker price can end up costing families very different amounts. Where aid \
                is generous, the sticker price overstates what most people pay.
                """,
            category: .costOutcomes,
            related: ["average-cost", "grant-aid", "cost-of-attendance"]
        ),
        GlossaryEntry(
            key: "grant-aid",
            term: "Grants and scholarships",
            short: """
                Financial aid that never has to be paid back, from the federal government, the state, the college \
                itself, or outside groups. Loans and work-study are not grants.
                """,
            long: """
                Loans must be repaid with interest and work-study must be earned, so a package heavy in grants is worth \
                more than one of the same total that leans on loans. At many private colleges, the college's own grants \
                are the largest source of aid.
                """,
            category: .costOutcomes,
            related: ["federal-student-loan", "pell-grant", "need-based-aid", "merit-aid"]
        ),
        GlossaryEntry(
            key: "need-based-aid",
            term: "Need-based aid",
            short: """
                Aid awarded because a family's resources fall short of the cost of attending, as measured from forms \
                such as the FAFSA and the CSS Profile.
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
                Scholarships awarded for achievement, such as grades, talents, or leadership, regardless of whether the \
                family needs the money.
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
                Grants, loans, and work-study jobs funded by the federal government under Title IV of the Higher \
                Education Act. You apply for all of them with the FAFSA.
                """,
            category: .costOutcomes,
            related: ["pell-grant", "federal-student-loan", "net-price-by-income"]
        ),
        GlossaryEntry(
            key: "css-profile",
            term: "CSS Profile",
            short: """
                A detailed financial aid application run by the College Board that many private colleges require in \
                addition to the FAFSA, so they can award their own grants.
                """,
            long: """
                It asks about things the FAFSA skips, such as home equity, a family business, and the finances of a \
                noncustodial parent, and each college applies its own formula to the answers. It charges a fee per \
                college, with waivers for lower-income families. Explore can show colleges whose Common Data Set says \
                they don't require it.
                """,
            why: "Profile deadlines often come before FAFSA deadlines, and missing one can cost you the college's own grants.",
            category: .costOutcomes,
            related: ["need-based-aid", "federal-aid"]
        ),
        GlossaryEntry(
            key: "tuition-guarantee",
            term: "Tuition guarantee",
            short: "A pledge that a student's tuition rate will not rise for a fixed period, usually four years, from when they enroll.",
            why: "It makes a four-year budget predictable, though fees, housing, and food can still go up.",
            category: .costOutcomes,
            related: ["promise-program"]
        ),
        GlossaryEntry(
            key: "promise-program",
            term: "Promise program",
            short: """
                A state or local scholarship that pays tuition at participating colleges for residents who meet its \
                rules, often graduates of local high schools.
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
                The count covers all college-controlled housing, which at universities may include graduate students, \
                so the ratio is a rough guide. A college with 90 beds per 100 undergraduates can house almost everyone; \
                one with 20 relies on students finding housing nearby.
                """,
            category: .costOutcomes,
            related: ["cost-of-attendance", "undergrad-enrollment"]
        ),
    ]
}
