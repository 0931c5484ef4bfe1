import Core
import Domain
import Foundation

/// The household's display rules (userdata-map §2.2, the site's household hub): names and avatar letters, status
/// lines and captions, and which actions a row offers the viewer. They mirror what the database allows; the
/// database still decides every action.
enum HouseholdRules {
    /// One roster row as the rules read it.
    struct Row {
        var memberID: UUID?
        var invitationID: UUID?
        var role: String
        var displayName: String?
        var canEdit: Bool
        var managed: Bool
        var managedByMe: Bool
        var isMe: Bool
        var status: String
        var studentID: UUID?
        var expiresAt: Date?
        var gradYear: Int?
    }

    /// The viewer's own rows.
    struct Viewer {
        var guardian: Bool
        var student: Bool

        init(_ rows: [Row]) {
            guardian = rows.contains { $0.isMe && $0.role == "guardian" && $0.memberID != nil }
            student = rows.contains { $0.isMe && $0.role == "student" && $0.memberID != nil }
        }
    }

    /// The name shown: the display name, else "A guardian" / "A student" (never an e-mail address).
    static func name(_ row: Row) -> String {
        let given = row.displayName?.trimmingWhitespace ?? ""
        if !given.isEmpty { return given }
        return row.role == "guardian" ? "A guardian" : "A student"
    }

    /// The avatar's letter: the first letter of the first name, else the role's letter (never "?").
    static func initial(_ row: Row) -> String {
        let given = row.displayName?.trimmingWhitespace ?? ""
        if let letter = given.first(where: { $0.isLetter || $0.isNumber }) { return String(letter).uppercased() }
        return row.role == "guardian" ? "G" : "S"
    }

    /// "Invited · expires Oct 13", "Expired", "No account yet"; nil for an active member.
    static func statusLabel(_ row: Row) -> String? {
        switch row.status {
        case "invited":
            guard let expires = row.expiresAt else { return "Invited" }
            return "Invited \u{00B7} expires \(HouseholdDates.monthDay(expires))"
        case "expired": return "Expired"
        case "managed": return "No account yet"
        default: return nil
        }
    }

    /// The small line under the name.
    static func caption(_ row: Row) -> String {
        if row.status == "invited" { return "Invited" }
        if row.status == "expired" { return "Invite expired" }
        if row.status == "managed" { return row.gradYear.map { "No account yet \u{00B7} \($0)" } ?? "No account yet" }
        if row.role == "guardian" { return row.isMe ? "You \u{00B7} Guardian" : "Guardian" }
        let year = row.gradYear.map { "Class of \($0)" }
        if row.isMe { return year.map { "You \u{00B7} \($0)" } ?? "You \u{00B7} Student" }
        return year.map { "Student \u{00B7} \($0)" } ?? "Student"
    }

    /// Who may grant or revoke a guardian's edit access: a student of the household, or a guardian when every
    /// student there is a managed record they made; nobody grants themself; a guardian may always drop their own.
    static func editAccess(_ viewer: Viewer, target: Row, rows: [Row]) -> (grant: Bool, revoke: Bool) {
        guard target.role == "guardian" else { return (false, false) }
        let students = rows.filter { $0.role == "student" && $0.memberID != nil }
        let managesAll = viewer.guardian && !students.isEmpty && students.allSatisfy(\.managedByMe)
        let decides = viewer.student || managesAll
        return (decides && !target.isMe, decides || target.isMe)
    }

    /// The row's actions in menu order (the site's person menu, without "edit profile").
    static func actions(_ viewer: Viewer, row: Row, rows: [Row]) -> [String] {
        var out: [String] = []
        let pending = row.invitationID != nil && (row.status == "invited" || row.status == "expired")
        if row.invitationID != nil, row.status == "invited" { out.append("copy-link") }
        if pending { out += ["send-again", "cancel-invite"] }
        if row.status == "managed", row.managedByMe, row.studentID != nil { out.append("invite") }
        let edit = editAccess(viewer, target: row, rows: rows)
        if row.role == "guardian", row.memberID != nil, !row.canEdit, edit.grant { out.append("allow-edit") }
        if row.role == "guardian", row.memberID != nil, row.canEdit, edit.revoke { out.append("view-only") }
        if row.memberID != nil, viewer.guardian, !row.isMe { out.append("remove") }
        if row.isMe, row.memberID != nil { out.append("leave") }
        return out
    }

    /// "The Ross household" from "Tracy Ross": the last word of a name of two or more words; empty otherwise.
    static func suggestedName(_ displayName: String?) -> String {
        let words = (displayName ?? "").split(whereSeparator: { $0.isWhitespace })
        guard words.count >= 2, let last = words.last else { return "" }
        return "The \(last) household"
    }
}

/// Dates as the household screens and e-mails write them, in New York time.
enum HouseholdDates {
    private static let zone = TimeZone(identifier: "America/New_York")!

    private static func parts(_ date: Date) -> (month: String, day: Int, year: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return (months[(c.month ?? 1) - 1], c.day ?? 1, c.year ?? 1970)
    }

    /// "Oct 12, 2026".
    static func short(_ date: Date) -> String {
        let p = parts(date)
        return "\(p.month) \(p.day), \(p.year)"
    }

    /// "Oct 12".
    static func monthDay(_ date: Date) -> String {
        let p = parts(date)
        return "\(p.month) \(p.day)"
    }
}
