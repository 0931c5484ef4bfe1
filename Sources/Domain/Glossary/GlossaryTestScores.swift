extension Glossary {
    /// Test scores: score ranges, the two tests, and testing policies.
    static let testScoreEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "middle-50",
            term: "Middle 50% (score range)",
            short: """
                The span between the 25th and 75th percentile scores of enrolled first-years who sent scores. Half of \
                those students scored within it.
                """,
            long: """
                Take a college whose SAT range is 1250–1420: a quarter of the students who submitted scored 1250 or \
                lower, and a quarter scored 1420 or higher. The range describes students who enrolled, not everyone \
                who was admitted.
                """,
            why: """
                A score inside the range is typical for the college. A score below it isn't disqualifying, since one in \
                four enrolled students is there too, but the rest of your application will need to carry more weight.
                """,
            category: .testScores,
            related: ["percentile", "sat", "act", "test-submission"]
        ),
        GlossaryEntry(
            key: "percentile",
            term: "25th and 75th percentiles",
            short: """
                A score's percentile is the share of students at or below it: a quarter of students scored at or below \
                the 25th percentile, and three quarters at or below the 75th.
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
                When many students score near the top of the range, the median sits above the midpoint, and below it \
                when scores bunch low. For the SAT total, our median adds the two section medians, so it is an \
                approximation.
                """,
            category: .testScores,
            related: ["middle-50", "median", "sat"]
        ),
        GlossaryEntry(
            key: "sat",
            term: "SAT",
            short: """
                The College Board's admissions test, scored from 400 to 1600 as the sum of two sections, Reading and \
                Writing and Math, each scored 200 to 800.
                """,
            long: """
                Colleges report percentiles for each section. To rank and filter, we add the two sections' percentiles \
                to estimate a total range and take its midpoint, so every college is treated the same way. Profiles \
                show a college's own total range when its Common Data Set gives one. Adding sections is approximate, \
                because the student at the 25th percentile in one section isn't always the one at the 25th in the other.
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
            short: "The overall ACT score, from 1 to 36, found by averaging the section scores.",
            long: """
                The composite traditionally averaged English, Math, Reading, and Science. Starting in 2025 Science \
                became optional and the composite uses English, Math, and Reading, so recent classes can include \
                scores calculated both ways.
                """,
            category: .testScores,
            related: ["sat", "middle-50", "superscore"]
        ),
        GlossaryEntry(
            key: "test-policy",
            term: "Test policy",
            short: """
                How a college treats SAT and ACT scores in admission: required, required for some applicants, \
                recommended, optional, or not considered at all.
                """,
            long: """
                The federal survey records the policy that applied to the class that most recently enrolled. When a \
                college's Common Data Set states its policy for an upcoming application year, we show that newer policy \
                and name the year. In Explore, Optional covers required-for-some, recommended, and test-optional \
                colleges.
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
                Scores are mandatory for certain applicants, such as homeschooled students or those applying to \
                particular programs, and optional for everyone else. Only a college's Common Data Set reports this policy.
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
                Applicants decide whether to send SAT or ACT scores. The college reviews scores it receives and says \
                that applying without them is not a disadvantage.
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
                The share of enrolled first-years who sent a particular test score, SAT or ACT. When it falls below \
                half, the published range describes a minority of the class.
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
                The share of enrolled first-years whose submitted score fell in each range, for example SAT 1200–1399 \
                or ACT 24–29, as listed in the college's Common Data Set.
                """,
            why: """
                Bands show the whole spread of scores rather than only the middle half, which helps when your score is \
                near the edge of the range.
                """,
            category: .testScores,
            related: ["middle-50", "test-submission", "sat", "act"]
        ),
    ]
}
