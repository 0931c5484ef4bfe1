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
                A household holds up to six people, counting invitations still waiting for an answer, and an account \
                belongs to one household at a time. Invitations expire after seven days. Anyone can leave whenever they \
                like.
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
                A student record a guardian sets up for a child who doesn't have an account yet. When the child accepts \
                an invitation and signs up, the record and its lists become theirs.
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
                Getting notified when a college's data changes: a new year of figures, a correction, or a number \
                reported for the first time. Colleges on your list with updates switched on are followed.
                """,
            long: """
                Changes are gathered into one email per data release, and you can turn update emails off from your \
                account without removing anything from your list.
                """,
            category: .yourAccount,
            related: ["college-list", "what-changed"]
        ),
        GlossaryEntry(
            key: "what-changed",
            term: "What changed",
            short: """
                A college's recent data changes, each with its year and source: new figures, revisions, and numbers \
                reported for the first time. It appears on the college's profile for everyone.
                """,
            category: .yourAccount,
            related: ["follow", "data-vintage"]
        ),
        GlossaryEntry(
            key: "home-address",
            term: "Home address",
            short: """
                One address or ZIP code saved for your household and used to work out how far each college is from \
                home. Only members of your household can see it.
                """,
            long: """
                The address is looked up with the Census Bureau's public geocoder, and its location is stored rounded to \
                about 100 meters. A ZIP code alone also works, using the center of that ZIP code. Any household member \
                can change or remove it.
                """,
            category: .yourAccount,
            related: ["distance-from-home", "household"]
        ),
        GlossaryEntry(
            key: "distance-from-home",
            term: "Distance from home",
            short: "The straight-line distance in miles from your home to a campus, with a rough driving time.",
            long: """
                Distance is measured along the Earth's surface, as the crow flies, from your saved location (or the \
                center of a ZIP code in Explore) to the campus coordinates in the federal directory. Driving time \
                assumes roads are a quarter longer than the straight line and an average speed of 55 mph.
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
                A test total built from a student's best section scores across different test dates, even if no single \
                sitting produced that total.
                """,
            long: """
                Many colleges superscore automatically when they receive several score reports, but not all do. Your \
                profile treats a saved score as a superscore only when you mark it that way.
                """,
            category: .yourAccount,
            related: ["student-profile", "sat", "act"]
        ),
    ]
}
