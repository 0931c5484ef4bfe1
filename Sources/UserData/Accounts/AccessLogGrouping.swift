import Domain
import Foundation
public import QuadAPIModels

/// One row of `my_access_log()`: a guardian's read of one of the caller's tables.
public struct AccessLogRow: Sendable, Hashable {
    public var at: Date
    public var tableName: String
    public var viewerID: UUID
    /// Null once the viewer's account is deleted.
    public var viewerName: String?

    public init(at: Date, tableName: String, viewerID: UUID, viewerName: String?) {
        self.at = at
        self.tableName = tableName
        self.viewerID = viewerID
        self.viewerName = viewerName
    }
}

/// "Who viewed your information" (userdata-map §2.3): the raw log grouped into one line per viewer, thing and day.
///
/// A page view logs a row each time, so lines count views. Days are calendar days in New York time (the site's
/// reference zone). The thing is named in the student's words; `lists` and `list_items` both read "your list"
/// and so share a line.
public enum AccessLogGrouping {
    /// The zone days are counted in.
    public static let timeZone = TimeZone(identifier: "America/New_York")!

    /// The viewer shown when their name is gone.
    public static let formerGuardian = "A former guardian"

    /// What a logged table is, in the student's words.
    public static func describe(table: String) -> String {
        switch table {
        case "students": "your student record"
        case "student_profiles": "your profile"
        case "lists", "list_items": "your list"
        case "notes": "your notes"
        default: "your information"
        }
    }

    /// Groups `rows` (any order) into lines, newest line first; lines with the same latest moment keep the order
    /// in which they first appear in `rows`.
    public static func group(_ rows: [AccessLogRow], in zone: TimeZone = timeZone) -> [AccessLogEntry] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        struct Key: Hashable {
            var viewer: UUID
            var what: String
            var year: Int, month: Int, day: Int
        }
        struct Line {
            var key: Key
            var viewer: String
            var latest: Date
            var count: Int
            var order: Int
        }
        var lines: [Key: Line] = [:]
        for row in rows {
            let parts = calendar.dateComponents([.year, .month, .day], from: row.at)
            let what = describe(table: row.tableName)
            let key = Key(viewer: row.viewerID, what: what, year: parts.year ?? 0, month: parts.month ?? 0,
                          day: parts.day ?? 0)
            if var line = lines[key] {
                line.count += 1
                if row.at > line.latest { line.latest = row.at }
                lines[key] = line
            } else {
                let name = row.viewerName?.trimmingWhitespace ?? ""
                lines[key] = Line(key: key, viewer: name.isEmpty ? formerGuardian : name, latest: row.at, count: 1,
                                  order: lines.count)
            }
        }
        return lines.values
            .sorted { $0.latest != $1.latest ? $0.latest > $1.latest : $0.order < $1.order }
            .map { line in
                let day = "\(monthNames[line.key.month - 1]) \(line.key.day), \(line.key.year)"
                return AccessLogEntry(
                    viewer: line.viewer, what: line.key.what, day: day,
                    date: String(format: "%04d-%02d-%02d", line.key.year, line.key.month, line.key.day),
                    latestAt: WireTimestamp.string(line.latest), count: line.count,
                    text: "\(line.viewer) viewed \(line.key.what) on \(day)")
            }
    }

    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
