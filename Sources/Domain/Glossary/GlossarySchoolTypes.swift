extension Glossary {
    /// School types: control, classifications, designations, setting, and athletics.
    static let schoolTypeEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "public",
            term: "Public college",
            short: """
                A college owned and run by a state or local government and supported partly by taxes. Residents of its \
                state usually pay much lower tuition.
                """,
            category: .schoolTypes,
            related: ["private-nonprofit", "private-forprofit", "in-state-tuition", "land-grant"]
        ),
        GlossaryEntry(
            key: "private-nonprofit",
            term: "Private nonprofit college",
            short: """
                An independent college governed by a board of trustees, where any surplus goes back into the \
                institution rather than to owners. Published prices are often high, but many give substantial aid.
                """,
            category: .schoolTypes,
            related: ["public", "private-forprofit", "religious-affiliation"]
        ),
        GlossaryEntry(
            key: "private-forprofit",
            term: "Private for-profit college",
            short: "A college operated as a business that can return profits to its owners or shareholders.",
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
                A widely used system that groups American colleges by what they do: the degrees they award, their size \
                and setting, and their research activity. The newest edition is from 2025.
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
                Carnegie's labels for research universities. R1 universities do the most research and award the most \
                research doctorates; R2 is the next level.
                """,
            long: """
                In the 2025 edition, R1 calls for averages of at least $50 million a year in research spending and 70 \
                research doctorates; R2 calls for at least $5 million and 20 doctorates.
                """,
            why: """
                Research universities offer chances to join faculty projects and use labs and graduate courses, though \
                introductory classes can be large and some teaching is done by graduate students.
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
                A 2025 Carnegie grouping based on how well a college enrolls students from lower-income families in its \
                area and how much its graduates go on to earn.
                """,
            long: """
                Colleges with both higher access and higher earnings are labeled Opportunity Colleges and Universities, \
                and Explore's "Opportunity colleges" filter shows them. The label is Carnegie's, shown as published.
                """,
            category: .schoolTypes,
            related: ["carnegie-classification", "pell-grant", "median-earnings"]
        ),
        GlossaryEntry(
            key: "locale",
            term: "Setting",
            short: """
                Where the campus sits, using federal locale categories: city, suburb, town, or rural, each divided \
                further by size or by distance from a city.
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
            short: "The broad part of the country where a college is located: Northeast, Southeast, Midwest, Southwest, or West.",
            category: .schoolTypes,
            related: ["locale"]
        ),
        GlossaryEntry(
            key: "hbcu",
            term: "HBCU",
            short: """
                A Historically Black College or University: a college founded before 1964 whose original mission was \
                educating Black Americans, as recognized under federal law.
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
                Eligibility also depends on serving many low-income students, and it is recalculated each year from \
                enrollment, so a college can gain or lose the designation. We show the flags the College Scorecard \
                publishes.
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
                A college chartered by one or more American Indian tribes, or by the federal government, to serve \
                Native students and communities.
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
                A college designated by its state for federal support under the Morrill Acts of 1862 and 1890, first \
                meant to teach agriculture, engineering, and other practical fields. Every state has at least one.
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
                Colleges that admit only women, or only men, to their undergraduate programs. Many of today's men's \
                colleges are seminaries or other religious schools.
                """,
            category: .schoolTypes,
            related: ["gender-balance", "religious-affiliation"]
        ),
        GlossaryEntry(
            key: "ncaa-division",
            term: "NCAA division and NAIA",
            short: """
                The competitive level of a college's teams in the National Collegiate Athletic Association. Division I \
                offers the most athletic scholarships, Division II offers partial ones, and Division III offers none.
                """,
            long: """
                Division I football is split into the Football Bowl Subdivision (FBS), whose teams play in bowl games \
                and the College Football Playoff, and the Football Championship Subdivision (FCS). The NAIA is a \
                separate association, mostly of small colleges, that also awards athletic scholarships.
                """,
            why: "The level shapes how central sports are to campus life and whether athletes can receive aid for playing.",
            category: .schoolTypes,
            related: ["athletic-conference"]
        ),
        GlossaryEntry(
            key: "athletic-conference",
            term: "Athletic conference",
            short: """
                The league in which a college's teams compete for championships, such as the Southeastern Conference or \
                the Patriot League. Football can belong to a different conference from the other sports.
                """,
            why: "Conference moves, often driven by media contracts, change rivals, travel, and the visibility of a college's teams.",
            category: .schoolTypes,
            related: ["ncaa-division"]
        ),
        GlossaryEntry(
            key: "rotc",
            term: "ROTC",
            short: """
                The Reserve Officers' Training Corps, which trains students to become military officers while they earn \
                a regular degree. Scholarships can cover tuition in return for service after graduation.
                """,
            long: """
                Programs are run by the Army, the Navy (which includes a Marine Corps option), and the Air Force (which \
                also commissions Space Force officers). Some colleges host a unit on campus; others send students to a \
                nearby partner campus for training.
                """,
            category: .schoolTypes
        ),
    ]
}
