/// State names for sentences ("Tennessee applicants were admitted at …").
public enum StateName {
    /// The state's name for a USPS code ("TN" → "Tennessee"); the code itself when unknown or a territory.
    public static func of(_ code: String) -> String {
        state(code)?.name ?? code
    }
}

extension StateName {
    /// True for the 50 states and DC (false for territories such as GU, PR, VI).
    public static func isState(_ code: String) -> Bool {
        state(code) != nil
    }

    /// One of the 50 states or DC (``USStates``, without Puerto Rico).
    private static func state(_ code: String) -> USState? {
        USStates.state(code.uppercased()).flatMap { $0.isState ? $0 : nil }
    }
}
