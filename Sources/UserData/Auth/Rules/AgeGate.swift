/// The 13+ rule on a birth year alone (userdata-map §2.1), the same rule as SQL's `public.birth_year_allowed`:
/// someone born in year Y is surely 13 only from 1 January of Y + 14, so the year exactly 13 back is refused, and
/// years more than 120 back are refused as typos.
public enum AgeGate {
    /// What a birth-year answer amounts to.
    public enum Verdict: Sendable, Equatable {
        /// Four digits, not in the future, old enough.
        case allowed(Int)
        /// Not four digits, or a year after this one.
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

    /// Reads a birth year typed as text (trimmed, exactly four ASCII digits) and applies the rule.
    public static func check(_ text: String, currentYear: Int) -> Verdict {
        let trimmed = text.trimmingASCIIWhitespace()
        guard trimmed.utf8.count == 4, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let year = Int(trimmed) else {
            return .malformed
        }
        if year > currentYear { return .malformed }
        return allows(year, currentYear: currentYear) ? .allowed(year) : .refused(year)
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
