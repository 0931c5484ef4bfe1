import Domain
import QuadAPIModels

/// The wire form of what the query dropped, with a sentence for each.
enum ExploreIgnoredMessages {
    static func wire(_ ignored: [ExploreIgnored]) -> [IgnoredParameter] {
        ignored.map { IgnoredParameter(param: $0.param, value: $0.value, reason: $0.reason.rawValue, message: message($0)) }
    }

    static func message(_ i: ExploreIgnored) -> String {
        switch i.reason {
        case .unknownParameter: "\(i.param) is not an Explore parameter."
        case .repeated: "\(i.param) was given more than once, so none of its values were used."
        case .unknownValue: "\"\(i.value)\" is not a value \(i.param) accepts."
        case .notANumber: "\(i.param) needs a number it can use; \"\(i.value)\" is not one."
        case .notAFlag: "\(i.param) is on only when set to 1."
        case .invalidZip: "Enter a five-digit ZIP code."
        case .unknownZip: "We don't have a location for ZIP code \(i.value), so distance isn't filtered."
        case .homeNeedsSignIn: "Sign in to use the home address saved with your household."
        case .noHome: "No home address saved yet \u{2014} add one on your household page."
        case .needsNear: "Sorting by distance needs a home ZIP code (near)."
        case .needsIncome: "Sorting by price needs a family income (income)."
        case .needsField: "fieldMin applies only with a field of study (field)."
        case .blank: "The search text is blank."
        case .needsSignIn: "Sign in to filter by what fits you."
        case .needsProfile:
            i.value == "scores" ? "No SAT or ACT score saved \u{2014} add one on your profile."
                : "No preferences saved yet \u{2014} add some on your profile."
        case .estimatesOff: "Price estimates above $110K aren't shown here, so this filter isn't applied."
        }
    }
}
