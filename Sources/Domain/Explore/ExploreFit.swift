/// The signed-in "fits" filters, filled by the signed-in API: the ids of the colleges that fit the student's scores
/// and preferences. Absent sets mean the student is not known (signed out), and `fit=` is then reported as needing
/// sign-in and not applied.
public struct ExploreFit: Sendable, Hashable {
    /// Colleges that fit the student's scores (`fit=scores`).
    public var scores: Set<String>?
    /// Colleges that fit the student's preferences (`fit=prefs`).
    public var prefs: Set<String>?

    public init(scores: Set<String>? = nil, prefs: Set<String>? = nil) {
        self.scores = scores
        self.prefs = prefs
    }

    /// Nobody signed in.
    public static let signedOut = ExploreFit()

    /// The id set behind a `fit` value.
    func ids(_ value: String) -> Set<String>? {
        switch value {
        case "scores": scores
        case "prefs": prefs
        default: nil
        }
    }
}
