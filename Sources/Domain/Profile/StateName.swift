/// State names for sentences ("Tennessee applicants were admitted at …").
public enum StateName {
    /// The state's name for a USPS code ("TN" → "Tennessee"); the code itself when unknown.
    public static func of(_ code: String) -> String {
        FixtureStates.name(of: code.uppercased())
    }
}

extension StateName {
    /// True for the 50 states and DC (false for territories such as GU, PR, VI).
    public static func isState(_ code: String) -> Bool {
        FixtureStates.index(of: code.uppercased()) != nil
    }
}
