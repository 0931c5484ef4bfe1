extension Glossary {
    /// How we measure: the app's own labels, tiers, ranks, and trend rules.
    static let measureEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "percentile-rank",
            term: "National rank (percentile)",
            short: """
                A college's position relative to every other four-year college with the same data, stated as the \
                percentage it beats; "higher than 80%" puts it above four out of five.
                """,
            long: """
                Colleges with exactly the same value count as half beaten. A college that doesn't report the measure, \
                such as a test-blind college for SAT scores, is simply excluded. For acceptance rate, lower is more \
                selective, so the rank reads "more selective than".
                """,
            category: .howWeMeasure,
            related: ["median", "percentile"]
        ),
        GlossaryEntry(
            key: "median",
            term: "National median",
            short: """
                The value that splits the four-year colleges reporting a measure into two equal halves, one above and \
                one below. A few unusual colleges barely move it, unlike an average.
                """,
            category: .howWeMeasure,
            related: ["percentile-rank"]
        ),
        GlossaryEntry(
            key: "selectivity",
            term: "Selectivity tier",
            short: """
                Four bands of acceptance rate with plain names: below 10% is Most selective, 10–25% Highly selective, \
                25–50% Selective, and 50% or more Broadly accessible.
                """,
            long: "A college without a reported acceptance rate, often because it has open admission, shows as Open or not reported.",
            category: .howWeMeasure,
            related: ["acceptance-rate", "open-admission"]
        ),
        GlossaryEntry(
            key: "size-tier",
            term: "Size tier",
            short: """
                Four size groups by number of undergraduates: Small under 5,000, Medium from 5,000, Large from 15,000, \
                and Very large from 30,000.
                """,
            category: .howWeMeasure,
            related: ["undergrad-enrollment"]
        ),
        GlossaryEntry(
            key: "diversity-index",
            term: "Diversity index",
            short: """
                A number between 0 and 1 giving the odds that two undergraduates chosen at random are of different \
                races or ethnicities; higher means a more varied student body.
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
                A rough ratio of price to payoff: what four years cost at the all-student average, measured in years of \
                the median salary former students earn a decade after starting.
                """,
            why: """
                It is a conversation starter for comparing value, not a forecast: taxes, interest, and extra semesters \
                all push the real figure around.
                """,
            category: .howWeMeasure,
            related: ["average-cost", "median-earnings"]
        ),
        GlossaryEntry(
            key: "inflation-adjusted",
            term: "After inflation",
            short: """
                Older dollar figures scaled to the latest year's purchasing power using the Consumer Price Index, so \
                comparisons over time show real changes.
                """,
            long: """
                The index is the Bureau of Labor Statistics' CPI-U, averaged across each school year from July to June, \
                which matches how the National Center for Education Statistics adjusts tuition. Charts also offer the \
                original, unadjusted amounts.
                """,
            why: "A price can climb in dollars and still fall in real terms when everything else got more expensive faster.",
            category: .howWeMeasure,
            related: ["cpi-u", "trend-direction"]
        ),
        GlossaryEntry(
            key: "trend-direction",
            term: "10-year direction",
            short: """
                Arrows for four measures, cost, applications, diversity, and selectivity, showing whether each rose, \
                fell, or held steady across the college's latest decade of federal data.
                """,
            long: """
                Steady means the change stayed inside a band: 5% for the all-student average cost after inflation, 10% \
                for applicant numbers, 0.03 for the diversity index, and 3 percentage points for the acceptance rate, \
                where a falling rate counts as more selective. Applications and selectivity are shown only for colleges \
                with at least 200 applicants at both ends of the decade.
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
                A point where the rules for a measure changed, making earlier and later values incompatible; charts \
                leave a gap there and never compute a change that spans it.
                """,
            long: """
                The redesigned SAT is the best-known case: its new scale means score ranges for classes entering from \
                fall 2017 on can't be lined up with older ones.
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
                Today's graduation rate reflects a college as it was when that class arrived, so recent improvements \
                take years to show up.
                """,
            category: .howWeMeasure,
            related: ["graduation-rate", "adjusted-cohort"]
        ),
        GlossaryEntry(
            key: "adjusted-cohort",
            term: "Adjusted cohort",
            short: """
                The starting group behind a graduation rate once certain departures are taken out, such as students who \
                joined the military, served on a church mission or in foreign aid, or died.
                """,
            long: """
                Rates are calculated on this reduced group. Any group with fewer than 30 students gets no rate, a floor \
                also used by the College Scorecard, because a single student would shift it noticeably.
                """,
            category: .howWeMeasure,
            related: ["graduation-rate", "entering-cohort", "pell-graduation-gap"]
        ),
        GlossaryEntry(
            key: "provisional-data",
            term: "Provisional data",
            short: """
                An early version of a year's federal college data that has not yet absorbed corrections from colleges; \
                the final version typically comes out a year afterward.
                """,
            long: "Changes between the two are usually minor. In history charts the provisional year appears as a hollow point.",
            category: .howWeMeasure,
            related: ["ipeds", "data-vintage"]
        ),
    ]
}
