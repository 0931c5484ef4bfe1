extension Glossary {
    /// Test scores: score ranges, the two tests, and testing policies.
    static let testScoreEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "middle-50",
            term: "Middle 50% (score range)",
            short: """
                The score range running from the 25th to the 75th percentile of enrolled first-years who submitted \
                scores, which holds the middle half of them.
                """,
            long: """
                For a range of 1250–1420, one submitter in four scored 1250 or less, one in four scored 1420 or more, \
                and the other half landed in between. It reflects the students who enrolled, not everyone admitted.
                """,
            why: """
                Inside the range, your score won't stand out either way. Below it, you are in the same spot as a quarter \
                of the enrolled submitters, so other parts of your application need to do more of the work.
                """,
            category: .testScores,
            related: ["percentile", "sat", "act", "test-submission"]
        ),
        GlossaryEntry(
            key: "percentile",
            term: "25th and 75th percentiles",
            short: """
                Markers in a list of scores sorted from low to high: one quarter of students sit at or below the 25th \
                percentile, and three quarters at or below the 75th.
                """,
            category: .testScores,
            related: ["middle-50", "percentile-rank"]
        ),
        GlossaryEntry(
            key: "median-vs-midpoint",
            term: "Median and midpoint scores",
            short: """
                The midpoint is simply halfway between the 25th and 75th percentile scores. The median is the score of \
                the student in the exact middle, which colleges only recently began reporting to the federal government.
                """,
            long: """
                The two differ when scores are lopsided: a class with many high scorers has a median above the \
                midpoint. Our SAT total median is the sum of the Reading and Writing and Math medians, which only \
                estimates the true total median.
                """,
            category: .testScores,
            related: ["middle-50", "median", "sat"]
        ),
        GlossaryEntry(
            key: "sat",
            term: "SAT",
            short: """
                A college admissions test from the College Board with two sections, Reading and Writing and Math, each \
                scored 200 to 800, for a total between 400 and 1600.
                """,
            long: """
                Profiles use the total range a college gives in its Common Data Set when there is one; otherwise the \
                range is the sum of the section ranges. Summing is only approximate, because one student is rarely at \
                exactly the same percentile in both sections. For ranking, filtering, and the SAT midpoint, sections \
                are always summed so that colleges are measured alike.
                """,
            why: """
                Compare your total with the college's total range, and your section scores with its section ranges, to \
                see where you would stand.
                """,
            category: .testScores,
            related: ["sat-ebrw", "sat-math", "act", "middle-50", "superscore"]
        ),
        GlossaryEntry(
            key: "sat-ebrw",
            term: "SAT Reading and Writing",
            short: "The SAT's verbal section, formally called Evidence-Based Reading and Writing, scored 200 to 800.",
            category: .testScores,
            related: ["sat", "sat-math"]
        ),
        GlossaryEntry(
            key: "sat-math",
            term: "SAT Math",
            short: "The SAT's math section, scored 200 to 800.",
            category: .testScores,
            related: ["sat", "sat-ebrw"]
        ),
        GlossaryEntry(
            key: "act",
            term: "ACT composite",
            short: "The ACT's headline score on a 1-to-36 scale, the average of its section scores.",
            long: """
                The ACT redesigned in 2025 made Science optional and dropped it from the composite, leaving English, \
                Math, and Reading. Score ranges for recent classes may therefore blend old-style and new-style \
                composites.
                """,
            category: .testScores,
            related: ["sat", "middle-50", "superscore"]
        ),
        GlossaryEntry(
            key: "test-policy",
            term: "Test policy",
            short: """
                Whether a college wants SAT or ACT scores: it may require them, require them of some applicants, \
                recommend them, leave them optional, or ignore them entirely.
                """,
            long: """
                The federal survey describes the rule that applied to the students who most recently enrolled, which \
                can be out of date. A college's Common Data Set may state the rule for the next application year; when \
                it does, that policy is shown with the year it applies to. In Explore, Optional covers \
                required-for-some, recommended, and test-optional colleges.
                """,
            why: "The policy changes what published score ranges mean and whether you should send your scores at all.",
            category: .testScores,
            related: ["test-required", "required-for-some", "test-recommended", "test-optional", "test-blind"]
        ),
        GlossaryEntry(
            key: "test-required",
            term: "Test scores required",
            short: "Every applicant must send an SAT or ACT score to be considered for admission.",
            why: "Plan your test dates so official scores arrive before the application deadline.",
            category: .testScores,
            related: ["test-policy", "test-optional"]
        ),
        GlossaryEntry(
            key: "required-for-some",
            term: "Required for some applicants",
            short: """
                Some groups of applicants, such as homeschooled students or those applying to certain programs, must \
                send scores while others may choose. The policy appears only in colleges' Common Data Sets.
                """,
            category: .testScores,
            related: ["test-policy", "test-optional"]
        ),
        GlossaryEntry(
            key: "test-recommended",
            term: "Test scores recommended",
            short: "Scores aren't mandatory, but the college encourages applicants to send them.",
            long: """
                Applicants who skip the test at these colleges should make sure the rest of the application is strong, \
                since the college has said it values scores.
                """,
            category: .testScores,
            related: ["test-policy", "test-optional"]
        ),
        GlossaryEntry(
            key: "test-optional",
            term: "Test-optional",
            short: """
                Sending SAT or ACT scores is the applicant's choice; the college considers scores that arrive but says \
                it won't count a missing score against anyone.
                """,
            why: """
                Because low scorers often keep their scores to themselves, a test-optional college's published range is \
                skewed upward. If your score is near or above its middle, sending it will probably help.
                """,
            category: .testScores,
            related: ["test-policy", "test-submission", "middle-50"]
        ),
        GlossaryEntry(
            key: "test-blind",
            term: "Test-blind",
            short: "The college does not look at SAT or ACT scores at all, even if an applicant sends them.",
            long: """
                Because test-blind colleges collect no scores, they publish no score ranges and are left out of any \
                ranking or filter built on scores. Explore's "Fits my scores" counts them as a fit for every student.
                """,
            category: .testScores,
            related: ["test-policy", "test-optional"]
        ),
        GlossaryEntry(
            key: "test-submission",
            term: "Test submission rate",
            short: """
                The percentage of enrolled first-years who sent a score for a given test, SAT or ACT. A low percentage \
                means the published range leaves out most of the class.
                """,
            long: """
                A student can send both tests, so the SAT and ACT shares can add up to more than 100%. Where a \
                college's Common Data Set gives the number of students who submitted each test, we show that count too.
                """,
            category: .testScores,
            related: ["test-optional", "middle-50"]
        ),
        GlossaryEntry(
            key: "score-bands",
            term: "Score bands",
            short: """
                A breakdown of submitted scores into ranges, such as SAT 1200–1399 or ACT 24–29, giving the percentage \
                of enrolled first-years in each, as listed in the college's Common Data Set.
                """,
            why: """
                Where the middle 50% shows only the center, bands reveal how many students scored near the top or \
                bottom, which helps when your score sits near the edge of the range.
                """,
            category: .testScores,
            related: ["middle-50", "test-submission", "sat", "act"]
        ),
    ]
}
