public import Foundation
public import QuadAPIModels

/// The college's own Common Data Set sections (`school.reported.*`) are kept as read; the profile reads each through
/// one of the typed views in this folder, decoded from the stored JSON in the site's shapes (snake_case keys).
extension JSONValue {
    /// This value decoded as `T`; nil when it does not have `T`'s shape.
    public func decoded<T: Decodable>(as type: T.Type) -> T? {
        guard let data = try? JSONEncoder().encode(self) else { return nil }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try? decoder.decode(T.self, from: data)
    }
}

/// A month and day without a year (the year is in the value's citation).
public struct CdsMonthDay: Sendable, Hashable, Codable {
    public var month: Int?
    public var day: Int?

    public init(month: Int?, day: Int?) {
        self.month = month
        self.day = day
    }

    private static let short = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let long = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                               "October", "November", "December"]

    /// "Nov 1" (lib/cds/admissions.ts `monthDayLabel`); nil without both parts.
    public var shortLabel: String? {
        guard let month, let day, (1...12).contains(month) else { return nil }
        return "\(Self.short[month - 1]) \(day)"
    }

    /// "January 5" (lib/cds-dates.ts `formatCdsDate`); nil without both parts.
    public var longLabel: String? {
        guard let month, let day, (1...12).contains(month) else { return nil }
        return "\(Self.long[month - 1]) \(day)"
    }
}
