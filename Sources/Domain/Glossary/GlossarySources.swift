extension Glossary {
    /// Data sources: where the numbers come from and how their years are named.
    static let sourceEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "ipeds",
            term: "IPEDS",
            short: """
                The Integrated Postsecondary Education Data System, the National Center for Education Statistics' set \
                of annual surveys that colleges must answer to take part in federal student aid.
                """,
            long: """
                Separate IPEDS surveys cover admissions, enrollment, prices, aid, degrees awarded, graduation rates, \
                staff, and finances, each on its own schedule. Most numbers in the app start here.
                """,
            category: .dataSources,
            related: ["scorecard", "cds", "provisional-data", "data-vintage"]
        ),
        GlossaryEntry(
            key: "scorecard",
            term: "College Scorecard",
            short: """
                A free Department of Education database of college costs, borrowing, and results after college, built \
                by linking IPEDS with federal aid and tax records.
                """,
            long: """
                Earnings, debt, and repayment figures come from here, because only aid and tax records can follow \
                students after college. Many Scorecard fields aren't tied to one stated year, so they are cited as the \
                most recent release.
                """,
            category: .dataSources,
            related: ["ipeds", "most-recent-release", "median-earnings"]
        ),
        GlossaryEntry(
            key: "cds",
            term: "Common Data Set",
            short: """
                A common template of questions about admissions, test scores, enrollment, and aid that many colleges \
                answer and post online each year, by their own choice.
                """,
            long: """
                Colleges and the major guidebook publishers agreed on the questions so that everyone answers them the \
                same way. It often arrives a year ahead of matching federal data and covers things federal surveys \
                don't, such as how much each admission factor matters.
                """,
            category: .dataSources,
            related: ["ipeds", "college-reported"]
        ),
        GlossaryEntry(
            key: "college-reported",
            term: "College-reported figures",
            short: """
                Numbers taken from a college's own publications, usually its Common Data Set, instead of a federal \
                survey. They are marked as such, and the citation names the document and year.
                """,
            long: """
                They are used when they are newer than the federal figure or cover something federal data doesn't. \
                Where one replaces a federal value, the citation shows the federal number it replaced. Each college \
                prepares its own, so definitions can drift slightly from the federal surveys.
                """,
            category: .dataSources,
            related: ["cds", "data-vintage"]
        ),
        GlossaryEntry(
            key: "data-vintage",
            term: "Data year",
            short: """
                The period a figure describes, usually a year or more before it was published. Each citation names it, \
                such as Fall 2024 for an enrollment count, 2023–24 for a price, or Entered fall 2018 for a graduation rate.
                """,
            long: """
                Federal surveys are collected after the term they describe and released months later, so even the newest \
                figures trail the present. Different measures on the same screen can come from different years.
                """,
            category: .dataSources,
            related: ["most-recent-release", "provisional-data", "entering-cohort"]
        ),
        GlossaryEntry(
            key: "most-recent-release",
            term: "Most recent release",
            short: """
                The label used when a source's figure isn't tied to one stated year, as with many College Scorecard \
                fields. It means the value comes from the newest edition of that dataset we loaded.
                """,
            category: .dataSources,
            related: ["data-vintage", "scorecard"]
        ),
        GlossaryEntry(
            key: "cpi-u",
            term: "Consumer Price Index (CPI-U)",
            short: """
                The Bureau of Labor Statistics' measure of price changes for goods and services bought by urban \
                households, the standard gauge of inflation in the United States.
                """,
            long: "We average the monthly index over each July-to-June school year and use it to restate past dollars in today's terms.",
            category: .dataSources,
            related: ["inflation-adjusted"]
        ),
        GlossaryEntry(
            key: "national-student-clearinghouse",
            term: "National Student Clearinghouse",
            short: """
                A nonprofit that collects enrollment and degree records from nearly every college in the country. Its \
                records show where students went after leaving a college or a high school.
                """,
            category: .dataSources,
            related: ["transfer-out", "outcome-measures", "clearinghouse-persistence"]
        ),
    ]
}
