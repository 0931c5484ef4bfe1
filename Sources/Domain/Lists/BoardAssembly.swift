import Foundation
public import QuadAPIModels

/// A list board from its stored rows and the dataset (userdata-map §2.5 "Board extras"): per college its
/// ``QuadAPIModels/SchoolRef``, cited admit rate and average cost, distance from the household's home, the deadline
/// for its round, labels, tracking row, "Added by" and notes; around them the balance line, the category sections,
/// "Next 30 days" and "Compare these".
///
/// ```swift
/// let board = BoardAssembly.board(list: summary, canEdit: true, banner: nil, items: rows, notes: notes,
///                                 context: context)
/// ```
public enum BoardAssembly {
    /// Under an empty list.
    public static let emptyText = "No colleges here yet. Use \"Add to list\" on a college's page."

    /// The whole board. `items` in list order.
    public static func board(list: ListSummary, canEdit: Bool, banner: String?, items: [BoardItemRow],
                             notes: [BoardNoteRow], context: BoardContext) -> ListBoard {
        let notesByItem = Dictionary(grouping: notes, by: \.itemID)
        let built = items.map { item(for: $0, notes: notesByItem[$0.id] ?? [], context: context) }
        let balance = BalanceLine(categories: items.map(\.category))
        let sections = ListCategory.allCases.compactMap { category -> BoardSection? in
            let members = built.filter { $0.category == category }
            return members.isEmpty ? nil : BoardSection(category: category, label: category.label, items: members)
        }
        let upcoming = DeadlineResolution.upcoming(built, date: { $0.deadline.date.flatMap(CalendarDay.init(iso:)) },
                                                   today: context.today)
            .map { UpcomingDeadline(unitId: $0.unitId, name: $0.name, date: $0.deadline.date ?? "") }
        return ListBoard(
            list: list, canEdit: canEdit, banner: banner, balance: balance.summary,
            showCategoryHeaders: balance.showsCategoryHeaders, sections: sections, nextThirtyDays: upcoming,
            compareIds: Array(built.prefix(4).map(\.unitId)),
            distanceNote: built.isEmpty ? nil : distanceNote(context.home), emptyText: built.isEmpty ? emptyText : nil)
    }

    /// One college's row. `notes` are the item's, oldest first.
    public static func item(for row: BoardItemRow, notes: [BoardNoteRow], context: BoardContext) -> BoardItem {
        let school = context.snapshot.school(id: row.unitID)
        let lineage = context.snapshot.lineage
        let deadline = DeadlineResolution.resolve(
            round: row.round, logistics: school?.reported?.admissionsLogistics,
            admissionProfile: school?.reported?.admissionProfile, currentYear: context.today.year,
            overrideText: row.deadlineText, overrideDate: row.deadlineDate)
        return BoardItem(
            unitId: row.unitID, name: school?.name ?? row.unitID, school: school.map(SchoolRef.init),
            admitRate: school.map { lineage.value("admissions.acceptance_rate", of: $0, $0.admissions?.acceptanceRate,
                                                  format: .pctSmart) },
            avgCost: school.map { lineage.value("cost.avg_paid_all", of: $0, $0.cost?.avgPaidAll, format: .moneyCompact) },
            distance: school.flatMap { distance(to: $0, from: context.home, lineage: lineage) },
            category: row.category, round: row.round, status: row.progress.status, outcome: row.progress.outcome,
            position: row.position, deadline: wire(deadline), deadlineText: row.deadlineText,
            deadlineDate: row.deadlineDate?.iso, decisionDate: row.decisionDate?.iso, enrolling: row.enrolling,
            dream: row.dream, priority: row.priority, updates: row.updates, visitedOn: row.visitedOn?.iso,
            followsSocial: row.followsSocial,
            tracking: ItemTransitions.tracking(updates: row.updates, progress: row.progress, visited: row.visitedOn != nil,
                                               followsSocial: row.followsSocial),
            addedBy: addedBy(row.addedBy, context: context), addedAt: row.addedAt,
            notes: notes.map { BoardNote(id: $0.id.uuidString.lowercased(), body: $0.body, private: $0.isPrivate,
                                         mine: $0.authorID == context.viewer, created: $0.created) })
    }

    /// "Added by you" for the caller's own additions, else "Added by {name}", else "Added by a guardian".
    public static func addedBy(_ adder: UUID?, context: BoardContext) -> String {
        if let adder, adder == context.viewer { return "Added by you" }
        if let adder, let name = context.names[adder]?.trimmingWhitespace, !name.isEmpty { return "Added by \(name)" }
        return "Added by a guardian"
    }

    /// The note under the board about distances.
    public static func distanceNote(_ home: BoardHome?) -> String {
        guard let home else {
            return "Add your household's home address to see how far each college is from home."
        }
        return "Distances are from your household's home in \(home.place), as the crow flies."
    }

    /// Great-circle miles from the home to the campus, cited to the college's coordinates.
    static func distance(to school: School, from home: BoardHome?, lineage: Lineage) -> BoardDistance? {
        guard let home, let lat = school.location.lat, let lng = school.location.lng else { return nil }
        let miles = home.point.miles(to: GeoPoint(latitude: lat, longitude: lng))
        return BoardDistance(
            miles: lineage.value("location.lat", of: school, miles, format: .miles),
            driveTime: DriveTime.text(miles: miles), line: DriveTime.line(miles: miles))
    }

    /// The wire form of a resolved deadline, with the row's words.
    static func wire(_ d: ResolvedDeadline) -> BoardDeadline {
        let sourceLabel = switch d.source {
        case .reported?: "From the college's own reported data"
        case .student?: "Your own note"
        case nil: "Set a deadline"
        }
        return BoardDeadline(date: d.date?.iso, text: d.text, source: d.source?.rawValue,
                             display: d.date?.iso ?? d.text ?? "No deadline set", sourceLabel: sourceLabel)
    }
}
