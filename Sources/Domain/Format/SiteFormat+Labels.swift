extension SiteFormat {
    /// English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 102nd, 111th.
    public static func ordinal(_ n: Int) -> String {
        let suffixes = ["th", "st", "nd", "rd"]
        let lastTwo = n % 100  // keeps the sign, as JavaScript's % does
        let tens = (lastTwo - 20) % 10
        let suffix: String
        if (0...3).contains(tens) {
            suffix = suffixes[tens]
        } else if (0...3).contains(lastTwo) {
            suffix = suffixes[lastTwo]
        } else {
            suffix = "th"
        }
        return "\(n)\(suffix)"
    }

    /// A range with an en dash, each end printed as JavaScript prints a number: `(1070, 1270)` → `"1070–1270"`,
    /// `(25.5, 30)` → `"25.5–30"`.
    public static func range(_ low: Double, _ high: Double) -> String {
        JSNumber.string(low) + "\u{2013}" + JSNumber.string(high)
    }

    /// The control label of a school type code: `public` → "Public", `private-nonprofit` → "Private nonprofit",
    /// `private-forprofit` → "Private for-profit"; any other code is returned unchanged.
    public static func typeLabel(_ type: String) -> String {
        switch type {
        case "public": "Public"
        case "private-nonprofit": "Private nonprofit"
        case "private-forprofit": "Private for-profit"
        default: type
        }
    }

    /// Short form of a school type: "Public" for `public`, "Private" for everything else.
    public static func typeShort(_ type: String) -> String {
        type == "public" ? "Public" : "Private"
    }
}
