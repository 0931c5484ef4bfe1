/// Distance-from-home wording: straight-line miles and a rough drive time.
///
/// The drive time assumes a road route ``roadFactor`` times the straight line at ``averageMPH``; it is an
/// estimate, never a route.
///
/// ```swift
/// DriveTime.line(miles: 410)  // "410 mi · about 7½ hours by car"
/// ```
public enum DriveTime {
    /// Road distance over straight-line distance.
    public static let roadFactor = 1.25
    /// Average speed over highway and town, miles per hour.
    public static let averageMPH = 55.0

    /// Estimated hours by car for a straight-line distance.
    public static func hours(miles: Double) -> Double {
        miles * roadFactor / averageMPH
    }

    /// Miles rounded, with separators: "410 mi", "1,234 mi".
    public static func miles(_ miles: Double) -> String {
        SiteFormat.num(miles) + " mi"
    }

    /// "about 25 minutes" under an hour (nearest 5 minutes, at least 5), "about 1 hour" / "about 7½ hours" up
    /// to ten hours (nearest half hour), then whole hours ("about 12 hours").
    public static func text(miles: Double) -> String {
        let h = hours(miles: miles)
        if h < 1 {
            let minutes = max(5, JSNumber.round(h * 60 / 5) * 5)
            return "about \(JSNumber.string(minutes)) minutes"
        }
        if h > 10 { return "about \(JSNumber.string(JSNumber.round(h))) hours" }
        let half = JSNumber.round(h * 2) / 2
        let whole = half.rounded(.down)
        let amount = half > whole ? JSNumber.string(whole) + "\u{00BD}" : JSNumber.string(whole)
        return "about \(amount) hour\(half == 1 ? "" : "s")"
    }

    /// The full line: "410 mi · about 7½ hours by car".
    public static func line(miles: Double) -> String {
        "\(self.miles(miles)) \u{00B7} \(text(miles: miles)) by car"
    }
}
