/// What a signed-in person brings to Explore, filled by the signed-in API: the ids of the colleges that fit the
/// student's scores and preferences (``StudentFit``), and the household home's ZIP for `near=home`. An absent set is not applied: `fit=` is then reported as needing sign-in, or,
/// for a signed-in person, as needing that part of their profile.
public struct ExploreFit: Sendable, Hashable {
    /// Colleges that fit the student's scores (`fit=scores`).
    public var scores: Set<String>?
    /// Colleges that fit the student's preferences (`fit=prefs`).
    public var prefs: Set<String>?
    /// Someone is signed in (an absent set means their profile lacks it).
    public var signedIn: Bool
    /// The household home's ZIP for `near=home` ("Use my home"); nil when none is saved (or nobody is signed in).
    public var home: String?

    public init(scores: Set<String>? = nil, prefs: Set<String>? = nil, signedIn: Bool = true, home: String? = nil) {
        self.scores = scores
        self.prefs = prefs
        self.signedIn = signedIn
        self.home = home
    }

    /// Nobody signed in.
    public static let signedOut = ExploreFit(signedIn: false)

    /// The id set behind a `fit` value.
    func ids(_ value: String) -> Set<String>? {
        switch value {
        case "scores": scores
        case "prefs": prefs
        default: nil
        }
    }
}
