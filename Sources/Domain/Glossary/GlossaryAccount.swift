extension Glossary {
    /// Your account: households, profiles, lists, and following colleges.
    static let accountEntries: [GlossaryEntry] = [
        GlossaryEntry(
            key: "household",
            term: "Household",
            short: """
                A small group of family accounts, parents or guardians and students, who share college lists and one \
                home address. Each person joins by accepting an invitation.
                """,
            long: """
                Up to six people fit in one household, and pending invitations take up a place until they are answered \
                or expire after seven days. An account can be in only one household, and any member can leave at any \
                time.
                """,
            category: .yourAccount,
            related: ["guardian", "managed-student", "home-address"]
        ),
        GlossaryEntry(
            key: "guardian",
            term: "Guardian",
            short: """
                A parent or other adult in a household who helps a student with the college search. Guardians can see \
                the students' lists and profiles and, unless a student switches it off, edit them too.
                """,
            long: """
                Each time a guardian opens a student's information, the visit is recorded in the student's access log, \
                so students can always see who looked.
                """,
            category: .yourAccount,
            related: ["household", "managed-student", "student-profile"]
        ),
        GlossaryEntry(
            key: "managed-student",
            term: "Managed student",
            short: """
                A placeholder student that a guardian creates so a child's list and profile can start before the child \
                has an account. The child takes it over by signing up through the guardian's invitation.
                """,
            category: .yourAccount,
            related: ["guardian", "household"]
        ),
        GlossaryEntry(
            key: "student-profile",
            term: "Student profile",
            short: """
                The details a student saves about themselves, such as graduation year, home state, GPA, test scores, \
                intended majors, and preferences, so the app can tailor what it shows.
                """,
            long: """
                Everything is optional. Saved scores fill in the score checker and Explore's "Fits my scores" filter, \
                and saved preferences drive "Fits my preferences".
                """,
            category: .yourAccount,
            related: ["superscore", "college-list", "guardian"]
        ),
        GlossaryEntry(
            key: "college-list",
            term: "College list",
            short: """
                Your saved colleges, each with a category (reach, target, or likely), an application round, and a \
                status. Every account starts with one list called My list.
                """,
            long: """
                You can add more lists, reorder colleges, add notes, track deadlines, and export a list as a \
                spreadsheet. Each college on a list has an updates switch that decides whether you hear about changes \
                to its data.
                """,
            category: .yourAccount,
            related: ["follow", "student-profile", "household"]
        ),
        GlossaryEntry(
            key: "follow",
            term: "Following a college",
            short: """
                Staying informed about a college: when new figures arrive, old ones are corrected, or something is \
                reported for the first time, you hear about it. Every college on your list with updates on is followed.
                """,
            long: """
                News is bundled into a single email per data release. Switching emails off in your account settings \
                stops the messages but leaves your list untouched.
                """,
            category: .yourAccount,
            related: ["college-list", "what-changed"]
        ),
        GlossaryEntry(
            key: "what-changed",
            term: "What changed",
            short: """
                The list on a college's profile of figures that recently arrived, were revised, or appeared for the \
                first time, each labeled with its year and source. Anyone can see it, signed in or not.
                """,
            category: .yourAccount,
            related: ["follow", "data-vintage"]
        ),
        GlossaryEntry(
            key: "home-address",
            term: "Home address",
            short: """
                Where your family lives, saved once per household as a street address or a ZIP code, so the app can show \
                the distance to each college. People outside your household never see it.
                """,
            long: """
                A street address is matched to map coordinates through the Census Bureau's free geocoding service and \
                kept at roughly 100-meter precision; a bare ZIP code uses the middle of that ZIP code's area. Anyone in \
                the household can replace or delete it.
                """,
            category: .yourAccount,
            related: ["distance-from-home", "household"]
        ),
        GlossaryEntry(
            key: "distance-from-home",
            term: "Distance from home",
            short: "How many miles separate your home and a campus in a straight line, plus an estimate of the drive.",
            long: """
                Distance is measured along the Earth's surface from your saved location, or from the center of a ZIP \
                code in Explore, to the campus coordinates in the federal college directory. The drive estimate \
                assumes roads run a quarter longer than the straight line and an average speed of 55 mph.
                """,
            why: """
                Travel time decides whether weekend visits, holidays, and emergencies mean a drive or a plane ticket, \
                which matters for budgets as well as homesickness.
                """,
            category: .yourAccount,
            related: ["home-address", "locale"]
        ),
        GlossaryEntry(
            key: "superscore",
            term: "Superscore",
            short: """
                Combining a student's highest score in each test section, even when they came from different test \
                dates, into a single total.
                """,
            long: """
                Colleges differ: some build superscores from every report you send, others look only at one sitting. In \
                your profile, a saved total counts as a superscore only if you tick that option.
                """,
            category: .yourAccount,
            related: ["student-profile", "sat", "act"]
        ),
    ]
}
