public import QuadAPIModels

/// A list's CSV file (userdata-map §2.5): the Scoir-compatible columns first (College, Category, Round, Status,
/// Outcome, Deadline, Enrolling, Notes), then the tracking row's (`updates` "Yes"/"No", `visited_on` yyyy-mm-dd,
/// `follows_social` "Yes" or blank) and the planner's (`dream` "Yes" or blank, `priority`). Labels are the site's
/// words; Deadline is the family's override date, else its text; Notes are the shared (not private) notes joined
/// with " / ". Rows are joined by `\n`, the header first.
public enum ListCSV {
    /// The header, in column order.
    public static let columns = ["College", "Category", "Round", "Status", "Outcome", "Deadline", "Enrolling", "Notes",
                                 "updates", "visited_on", "follows_social", "dream", "priority"]

    /// One college as exported.
    public struct Row: Sendable, Hashable {
        public var name: String
        public var category: ListCategory
        public var round: ListRound?
        public var status: ListStatus
        public var outcome: ListOutcome?
        /// The override date (yyyy-mm-dd) or, without one, its text.
        public var deadline: String?
        public var enrolling: Bool
        /// The shared notes' bodies, oldest first.
        public var notes: [String]
        public var updates: Bool
        public var visitedOn: String?
        public var followsSocial: Bool
        public var dream: Bool
        public var priority: Int?

        public init(name: String, category: ListCategory, round: ListRound?, status: ListStatus, outcome: ListOutcome?,
                    deadline: String?, enrolling: Bool, notes: [String], updates: Bool, visitedOn: String?,
                    followsSocial: Bool, dream: Bool, priority: Int?) {
            self.name = name
            self.category = category
            self.round = round
            self.status = status
            self.outcome = outcome
            self.deadline = deadline
            self.enrolling = enrolling
            self.notes = notes
            self.updates = updates
            self.visitedOn = visitedOn
            self.followsSocial = followsSocial
            self.dream = dream
            self.priority = priority
        }
    }

    /// The file's text.
    public static func text(_ rows: [Row]) -> String {
        var lines = [CSVText.line(columns)]
        for r in rows {
            lines.append(CSVText.line([
                r.name, r.category.label, r.round?.label ?? "", r.status.label, r.outcome?.label ?? "", r.deadline ?? "",
                r.enrolling ? "Yes" : "", r.notes.joined(separator: " / "), r.updates ? "Yes" : "No", r.visitedOn ?? "",
                r.followsSocial ? "Yes" : "", r.dream ? "Yes" : "", r.priority.map(String.init) ?? "",
            ]))
        }
        return lines.joined(separator: "\n")
    }

    /// The download's file name: the list's name in lowercase words joined by hyphens ("my-list.csv"), "list.csv"
    /// when nothing is left.
    public static func filename(listName: String) -> String {
        var slug = ""
        var gap = false
        for scalar in listName.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if gap, !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(scalar)
                gap = false
            } else {
                gap = true
            }
        }
        return (slug.isEmpty ? "list" : slug) + ".csv"
    }
}
