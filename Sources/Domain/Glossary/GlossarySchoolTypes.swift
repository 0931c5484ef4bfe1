extension Glossary {
    /// School types: control, classifications, designations, setting, and athletics.
    static let schoolTypeEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "public",
            term: "Public college",
            short: """
                A college operated by a state or local government with help from public funds, where state residents \
                typically get a large tuition discount.
                """,
            category: .schoolTypes,
            related: ["private-nonprofit", "private-forprofit", "in-state-tuition", "land-grant"]
        ),
        GlossaryEntry(
            key: "private-nonprofit",
            term: "Private nonprofit college",
            short: """
                An independent college run by a board of trustees, with no owners taking profits. List prices tend to \
                be high, but many such colleges discount them heavily with grants.
                """,
            category: .schoolTypes,
            related: ["public", "private-forprofit", "religious-affiliation"]
        ),
        GlossaryEntry(
            key: "private-forprofit",
            term: "Private for-profit college",
            short: "A college owned by a company or investors and run to make money for them.",
            long: """
                For-profit colleges often focus on career programs and online study. Compare their graduation rates, \
                debt, and earnings carefully with public options nearby.
                """,
            category: .schoolTypes,
            related: ["public", "private-nonprofit"]
        ),
        GlossaryEntry(
            key: "carnegie-classification",
            term: "Carnegie Classification",
            short: """
                The best-known scheme for sorting American colleges into types, based on features like the degrees \
                they grant, their size, and their research. It was overhauled in a 2025 edition.
                """,
            long: """
                The 2025 edition added a separate grouping by student access and graduates' earnings, alongside the \
                research designations R1, R2, and Research Colleges and Universities.
                """,
            category: .schoolTypes,
            related: ["r1", "research-college", "student-access-and-earnings"]
        ),
        GlossaryEntry(
            key: "r1",
            term: "R1 and R2 universities",
            short: """
                The top two research levels in the Carnegie Classification, with R1 reserved for universities with the \
                largest research spending and doctoral output and R2 just below.
                """,
            long: """
                In the 2025 edition, R1 calls for averages of at least $50 million a year in research spending and 70 \
                research doctorates; R2 calls for at least $5 million and 20 doctorates.
                """,
            why: """
                At these universities undergraduates can often work in labs and on faculty projects; the tradeoff can \
                be big introductory lectures and graduate students leading some sections.
                """,
            category: .schoolTypes,
            related: ["carnegie-classification", "research-college"]
        ),
        GlossaryEntry(
            key: "research-college",
            term: "Research college",
            short: """
                A Carnegie designation, new in 2025, for colleges and universities that spend a real amount on research \
                but don't meet the R1 or R2 thresholds.
                """,
            long: """
                The bar is an average of at least $2.5 million a year in research spending. Many are undergraduate-focused \
                colleges where students can join faculty research without competing with large graduate programs.
                """,
            category: .schoolTypes,
            related: ["r1", "carnegie-classification"]
        ),
        GlossaryEntry(
            key: "student-access-and-earnings",
            term: "Student Access and Earnings (Opportunity colleges)",
            short: """
                A 2025 Carnegie classification that rates colleges on two things: whether they enroll lower-income \
                students from their region in good numbers, and how well their graduates end up paid.
                """,
            long: """
                Carnegie calls colleges that score well on both Opportunity Colleges and Universities, and Explore's \
                "Opportunity colleges" filter finds them. It is Carnegie's judgment, reproduced as published.
                """,
            category: .schoolTypes,
            related: ["carnegie-classification", "pell-grant", "median-earnings"]
        ),
        GlossaryEntry(
            key: "locale",
            term: "Setting",
            short: """
                The kind of place around the campus, from the federal government's locale codes: city, suburb, town, or \
                rural, with finer labels for size and remoteness.
                """,
            long: """
                Cities and suburbs are split into large, midsize, and small. Towns are split by distance from an urban \
                area: fringe within 10 miles, distant 10 to 35 miles, and remote beyond that. Rural areas use shorter \
                distances on the same pattern.
                """,
            why: "Setting shapes internships, nightlife, the cost of living, and how easily you can get home.",
            category: .schoolTypes,
            related: ["region", "distance-from-home"]
        ),
        GlossaryEntry(
            key: "region",
            term: "Region",
            short: "One of five areas of the country used to group colleges: Northeast, Southeast, Midwest, Southwest, and West.",
            category: .schoolTypes,
            related: ["locale"]
        ),
        GlossaryEntry(
            key: "hbcu",
            term: "HBCU",
            short: """
                One of the colleges federal law recognizes as Historically Black Colleges and Universities: established \
                before 1964, with a primary mission of educating Black Americans.
                """,
            long: """
                The Higher Education Act of 1965 defined the designation, and about 100 HBCUs operate today, public and \
                private. They enroll students of every background.
                """,
            category: .schoolTypes,
            related: ["minority-serving", "land-grant"]
        ),
        GlossaryEntry(
            key: "hsi",
            term: "Hispanic-Serving Institution",
            short: """
                A college where at least a quarter of full-time-equivalent undergraduates are Hispanic, which makes it \
                eligible for certain federal grants.
                """,
            long: """
                The status is reassessed every year and also depends on enrolling many students with financial need, so \
                colleges move in and out of it. Flags come from the College Scorecard.
                """,
            category: .schoolTypes,
            related: ["minority-serving", "hbcu"]
        ),
        GlossaryEntry(
            key: "minority-serving",
            term: "Minority-serving institutions",
            short: """
                Colleges that qualify for federal support because a large share of their students belong to a \
                particular group. HBCUs, tribal colleges, and Hispanic-Serving Institutions are the best known.
                """,
            long: """
                Others include Predominantly Black Institutions (at least 40% Black students), Asian American and \
                Native American Pacific Islander-Serving Institutions (at least 10%), Alaska Native and Native \
                Hawaiian-Serving Institutions, and Native American-Serving Nontribal Institutions (at least 10% Native \
                American students). Most designations also require a sizable low-income enrollment.
                """,
            category: .schoolTypes,
            related: ["hsi", "hbcu", "tribal-college"]
        ),
        GlossaryEntry(
            key: "tribal-college",
            term: "Tribal college",
            short: """
                A college created by a tribal nation, or in a few cases by the federal government, to educate American \
                Indian and Alaska Native students and serve their communities.
                """,
            long: """
                There are about three dozen accredited tribal colleges, most in the West and upper Midwest. Many offer \
                two-year degrees, and some award bachelor's and master's degrees. A 1994 law made them land-grant \
                institutions.
                """,
            category: .schoolTypes,
            related: ["minority-serving", "land-grant"]
        ),
        GlossaryEntry(
            key: "land-grant",
            term: "Land-grant university",
            short: """
                A university chosen by its state to receive federal land or funds under the Morrill Acts, originally to \
                offer practical education in farming, engineering, and related fields. There is at least one per state.
                """,
            long: """
                The 1890 act created a group of historically Black land-grant universities, and a 1994 law added tribal \
                colleges. Land-grant universities often run agricultural research stations and their state's \
                extension service.
                """,
            category: .schoolTypes,
            related: ["public", "hbcu", "tribal-college"]
        ),
        GlossaryEntry(
            key: "single-sex",
            term: "Women's and men's colleges",
            short: """
                Undergraduate colleges limited to women or to men. Women's colleges far outnumber men's colleges, many \
                of which are religious institutions such as seminaries.
                """,
            category: .schoolTypes,
            related: ["gender-balance", "religious-affiliation"]
        ),
        GlossaryEntry(
            key: "ncaa-division",
            term: "NCAA division and NAIA",
            short: """
                Which tier of the National Collegiate Athletic Association a college competes in: Division I has the \
                biggest programs and the most athletic scholarships, Division II fewer, and Division III none.
                """,
            long: """
                In football only, Division I has two tiers: the Football Bowl Subdivision (FBS), home of the bowl games \
                and the College Football Playoff, and the Football Championship Subdivision (FCS). Outside the NCAA, \
                the NAIA groups mostly smaller colleges that can also offer athletic scholarships.
                """,
            why: "Game-day crowds, athletics budgets, and the chance of a sports scholarship all depend heavily on the division.",
            category: .schoolTypes,
            related: ["athletic-conference"]
        ),
        GlossaryEntry(
            key: "athletic-conference",
            term: "Athletic conference",
            short: """
                A group of colleges whose teams play each other for titles, like the Southeastern Conference or the \
                Patriot League; some colleges play football in one conference and everything else in another.
                """,
            why: """
                Realignment, usually chasing media money, can reshape rivalries, travel distances, and how often a \
                college's games are on TV.
                """,
            category: .schoolTypes,
            related: ["ncaa-division"]
        ),
        GlossaryEntry(
            key: "rotc",
            term: "ROTC",
            short: """
                Reserve Officers' Training Corps: a college program that prepares students to be commissioned as \
                military officers when they graduate, often with a scholarship in exchange for years of service.
                """,
            long: """
                The Army, Navy, and Air Force run units; Navy ROTC also leads to Marine Corps commissions and Air Force \
                ROTC to Space Force ones. Some colleges take part through an agreement with a host campus nearby, where \
                cadets go for training.
                """,
            category: .schoolTypes
        ),
    ]
}
