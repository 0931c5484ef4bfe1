/// The 13+ rule on a birth year alone (userdata-map §1.1 `birth_year_allowed`, §2.1).
///
/// Someone born in year Y is surely 13 only from 1 January of Y + 14, so the year exactly 13 years back is refused
/// (that person may still be 12). Years more than 120 back are refused as typos. The database's profile trigger
/// applies the same rule again.
public enum BirthYearRule {
    /// Whether `year` may hold an account in `currentYear`.
    public static func allows(_ year: Int, in currentYear: Int) -> Bool {
        year >= currentYear - 120 && currentYear - year >= 14
    }
}
