extension Glossary {
    /// How we measure: the app's own labels, tiers, ranks, and trend rules.
    static let measureEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "percentile-rank",
            term: "National rank (percentile)",
            short: """
                Where a college stands among all the four-year colleges that report the same measure. "Higher than 80%" \
                means its value exceeds that of 80% of the others.
                """,
            long: """
                Each college is compared with the other reporting colleges, and ties count as half. Colleges that don't \
                report a measure are left out rather than treated as zero. For acceptance rate, where lower means more \
                selective, the rank is stated as "more selective than".
                """,
            category: .howWeMeasure,
            related: ["median", "percentile"]
        ),
        GlossaryEntry(
            key: "median",
            term: "National median",
            short: """
                The middle value among all the four-year colleges that report a measure: half are above it and half \
                below. Unlike an average, one extreme college can't pull it far.
                """,
            category: .howWeMeasure,
            related: ["percentile-rank"]
        ),
        GlossaryEntry(
            key: "selectivity",
            term: "Selectivity tier",
            short: """
                Our label for how hard a college is to get into, from its acceptance rate: Most selective under 10%, \
                Highly selective 10–25%, Selective 25–50%, and Broadly accessible 50% and above.
                """,
            long: "A college without a reported acceptance rate, often because it has open admission, shows as Open or not reported.",
            category: .howWeMeasure,
            related: ["acceptance-rate", "open-admission"]
        ),
        GlossaryEntry(
            key: "size-tier",
            term: "Size tier",
            short: """
                Our grouping of colleges by undergraduate count: Small below 5,000, Medium 5,000 to 14,999, Large 15,000 \
                to 29,999, and Very large 30,000 or more.
                """,
            category: .howWeMeasure,
            related: ["undergrad-enrollment"]
        ),
        GlossaryEntry(
            key: "diversity-index",
            term: "Diversity index",
            short: """
                The probability that two undergraduates picked at random belong to different racial or ethnic groups. \
                It is 0 when everyone is in one group and rises toward 1 as groups become more numerous and more even.
                """,
            long: """
                We calculate Simpson's diversity index: one minus the sum of the squared shares of each reported group. \
                A college split evenly between two groups scores 0.50; one spread evenly over seven groups scores about \
                0.86.
                """,
            category: .howWeMeasure,
            related: ["race-ethnicity", "trend-direction"]
        ),
        GlossaryEntry(
            key: "payback",
            term: "Payback estimate",
            short: """
                Four years of the average cost for all students divided by median earnings ten years after entry. It \
                says roughly how many years of a typical salary the degree costs.
                """,
            why: """
                Use it to compare colleges side by side. It leaves out taxes, loan interest, and students who take longer \
                than four years, so it won't match any one family's experience.
                """,
            category: .howWeMeasure,
            related: ["average-cost", "median-earnings"]
        ),
        GlossaryEntry(
            key: "inflation-adjusted",
            term: "After inflation",
            short: """
                Dollar amounts from past years restated in the latest year's dollars with the Consumer Price Index, so a \
                change reflects real costs rather than general price growth.
                """,
            long: """
                We use the CPI-U from the Bureau of Labor Statistics, averaged over each July-to-June school year, the \
                same approach the National Center for Education Statistics takes with college prices. History charts \
                can switch to dollars as reported.
                """,
            why: "A price that rose 15% while overall prices rose 25% actually became cheaper in real terms.",
            category: .howWeMeasure,
            related: ["cpi-u", "trend-direction"]
        ),
        GlossaryEntry(
            key: "trend-direction",
            term: "10-year direction",
            short: """
                Four quick readings of how a college changed over its last ten years of federal data: cost, \
                applications, diversity, and selectivity, each marked as up, steady, or down.
                """,
            long: """
                Cost compares the average cost for all students after inflation and counts as steady within 5%. \
                Applications compare applicant counts, are steady within 10%, and need at least 200 applicants at both \
                ends. Diversity uses the diversity index and is steady within 0.03. Selectivity follows the acceptance \
                rate: a drop of more than 3 percentage points means more selective, again with 200 applicants at both ends.
                """,
            why: """
                Read each arrow on its own terms. A falling cost is good news for families, a rising applicant count \
                mostly signals popularity, and small moves near the steady band matter less than the number beside them.
                """,
            category: .howWeMeasure,
            related: ["inflation-adjusted", "percentage-points", "diversity-index", "selectivity"]
        ),
        GlossaryEntry(
            key: "percentage-points",
            term: "Percentage points",
            short: """
                The plain difference between two percentages. A graduation rate that rises from 50% to 60% has gained 10 \
                points, which is a 20% increase.
                """,
            long: "Changes in rates and shares are given in points to avoid that ambiguity.",
            category: .howWeMeasure,
            related: ["trend-direction"]
        ),
        GlossaryEntry(
            key: "trend-break",
            term: "Break in a series",
            short: """
                A year when the way a measure is defined changed, so values before and after it can't be compared \
                directly. Charts stop the line at the break and report no change across it.
                """,
            long: """
                The main example is the SAT, which was redesigned with a new scale; scores for classes entering in fall \
                2017 and later are not comparable with earlier ones.
                """,
            category: .howWeMeasure,
            related: ["sat", "trend-direction"]
        ),
        GlossaryEntry(
            key: "entering-cohort",
            term: "Entering class (cohort)",
            short: """
                The group of students who started college in the same fall. Graduation rates follow one entering class, \
                so each rate describes students who began years before it was published.
                """,
            why: """
                Because of that lag, a graduation rate changes slowly and may not yet reflect recent improvements a \
                college has made.
                """,
            category: .howWeMeasure,
            related: ["graduation-rate", "adjusted-cohort"]
        ),
        GlossaryEntry(
            key: "adjusted-cohort",
            term: "Adjusted cohort",
            short: """
                The entering class a graduation rate follows, after removing students who left for reasons the rules \
                allow, such as military service, an official church mission, or death.
                """,
            long: """
                Rates are shares of this adjusted group. A group's rate is hidden when its adjusted cohort has fewer than \
                30 students, since a few students could move it by many points; the College Scorecard uses the same \
                cutoff.
                """,
            category: .howWeMeasure,
            related: ["graduation-rate", "entering-cohort", "pell-graduation-gap"]
        ),
        GlossaryEntry(
            key: "provisional-data",
            term: "Provisional data",
            short: """
                The first release of a year's federal college data, published before colleges' corrections are folded \
                in. A revised version usually follows about a year later.
                """,
            long: "Revisions are usually small. History charts draw a provisional year as a hollow point.",
            category: .howWeMeasure,
            related: ["ipeds", "data-vintage"]
        ),
    ]
}
