public import QuadAPIModels

/// The birth year and the 13+ rule (userdata-map §2.1), in one place for every path that takes a birth year: sign-up
/// and magic-link sign-up (`data.birth_year`), `PUT /user` metadata, `PATCH /me` and the sign-up precheck. SQL's
/// `public.birth_year_from` (used by the sign-up trigger) reads a year the same way, and `public.birth_year_allowed`
/// applies the same rule.
///
/// A birth year is text of exactly four ASCII digits (spaces, tabs and line breaks around them are ignored), or a
/// JSON whole number from 1000 to 9999. Someone born in year Y is surely 13 only from 1 January of Y + 14, so the
/// year exactly 13 back is refused, and years more than 120 back are refused as typos.
public enum AgeGate {
    /// What a birth-year answer amounts to.
    public enum Verdict: Sendable, Equatable {
        /// A year, not in the future, old enough.
        case allowed(Int)
        /// Missing, not a year as above, or a year after this one.
        case malformed
        /// A real year, but too young (or more than 120 years back).
        case refused(Int)
    }

    /// "Enter your birth year as four digits, like 2008."
    public static let malformedMessage = "Enter your birth year as four digits, like 2008."
    /// The refusal on the account page.
    public static let profileRefusal = "Accounts are for people 13 and older."
    /// The sign-up refusal: the app shows it under "Sorry, you can't make an account yet".
    public static func signUpRefusal(siteName: String) -> String {
        "Accounts are for people 13 and older. Everything on \(siteName) still works without one: search, explore, "
            + "and compare colleges as much as you like."
    }

    /// Whether `year` may hold an account in `currentYear`.
    public static func allows(_ year: Int, currentYear: Int) -> Bool {
        year >= currentYear - 120 && currentYear - year >= 14
    }

    /// The year `value` states, or nil when it is not a birth year as described above (nil, null, other types,
    /// `"2015.0"`, full-width digits, `2015.5`, `1e300`…).
    public static func year(_ value: JSONValue?) -> Int? {
        switch value {
        case let .string(text)?:
            let bytes = Array(text.utf8)
            let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }),
                  last - first == 3, bytes[first...last].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return bytes[first...last].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        case let .number(number)?:
            guard number == number.rounded(), number >= 1000, number <= 9999 else { return nil }
            return Int(number)
        default:
            return nil
        }
    }

    /// Reads a birth year (``year(_:)``) and applies the rule in `currentYear`.
    public static func check(_ value: JSONValue?, currentYear: Int) -> Verdict {
        guard let year = year(value), year <= currentYear else { return .malformed }
        return allows(year, currentYear: currentYear) ? .allowed(year) : .refused(year)
    }

    /// ``check(_:currentYear:)`` for typed text.
    public static func check(_ text: String, currentYear: Int) -> Verdict {
        check(.string(text), currentYear: currentYear)
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
