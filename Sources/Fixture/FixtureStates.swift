import Domain
/// The 50 states and DC the fixture places colleges in: USPS code, name, and the region written to
/// `location.region`.
///
/// The site derives `region` from the state; its table was not available, so this is the common five-region
/// grouping (Northeast, Southeast, Midwest, Southwest, West), which agrees with the two real records
/// (TX → Southwest, GA → Southeast).
enum FixtureStates {
    struct State: Sendable {
        let code: String
        let name: String
        let region: String
        /// Roughly how many four-year colleges the state has (weights where generated colleges are placed).
        let weight: Double
    }

    static let all: [State] = [
        State(code: "AL", name: "Alabama", region: "Southeast", weight: 35),
        State(code: "AK", name: "Alaska", region: "West", weight: 5),
        State(code: "AZ", name: "Arizona", region: "Southwest", weight: 20),
        State(code: "AR", name: "Arkansas", region: "Southeast", weight: 25),
        State(code: "CA", name: "California", region: "West", weight: 150),
        State(code: "CO", name: "Colorado", region: "West", weight: 30),
        State(code: "CT", name: "Connecticut", region: "Northeast", weight: 25),
        State(code: "DE", name: "Delaware", region: "Northeast", weight: 6),
        State(code: "DC", name: "District of Columbia", region: "Northeast", weight: 10),
        State(code: "FL", name: "Florida", region: "Southeast", weight: 75),
        State(code: "GA", name: "Georgia", region: "Southeast", weight: 55),
        State(code: "HI", name: "Hawaii", region: "West", weight: 10),
        State(code: "ID", name: "Idaho", region: "West", weight: 10),
        State(code: "IL", name: "Illinois", region: "Midwest", weight: 80),
        State(code: "IN", name: "Indiana", region: "Midwest", weight: 50),
        State(code: "IA", name: "Iowa", region: "Midwest", weight: 35),
        State(code: "KS", name: "Kansas", region: "Midwest", weight: 30),
        State(code: "KY", name: "Kentucky", region: "Southeast", weight: 35),
        State(code: "LA", name: "Louisiana", region: "Southeast", weight: 30),
        State(code: "ME", name: "Maine", region: "Northeast", weight: 20),
        State(code: "MD", name: "Maryland", region: "Northeast", weight: 35),
        State(code: "MA", name: "Massachusetts", region: "Northeast", weight: 85),
        State(code: "MI", name: "Michigan", region: "Midwest", weight: 60),
        State(code: "MN", name: "Minnesota", region: "Midwest", weight: 45),
        State(code: "MS", name: "Mississippi", region: "Southeast", weight: 20),
        State(code: "MO", name: "Missouri", region: "Midwest", weight: 55),
        State(code: "MT", name: "Montana", region: "West", weight: 12),
        State(code: "NE", name: "Nebraska", region: "Midwest", weight: 25),
        State(code: "NV", name: "Nevada", region: "West", weight: 8),
        State(code: "NH", name: "New Hampshire", region: "Northeast", weight: 15),
        State(code: "NJ", name: "New Jersey", region: "Northeast", weight: 40),
        State(code: "NM", name: "New Mexico", region: "Southwest", weight: 12),
        State(code: "NY", name: "New York", region: "Northeast", weight: 180),
        State(code: "NC", name: "North Carolina", region: "Southeast", weight: 70),
        State(code: "ND", name: "North Dakota", region: "Midwest", weight: 12),
        State(code: "OH", name: "Ohio", region: "Midwest", weight: 90),
        State(code: "OK", name: "Oklahoma", region: "Southwest", weight: 30),
        State(code: "OR", name: "Oregon", region: "West", weight: 30),
        State(code: "PA", name: "Pennsylvania", region: "Northeast", weight: 130),
        State(code: "RI", name: "Rhode Island", region: "Northeast", weight: 12),
        State(code: "SC", name: "South Carolina", region: "Southeast", weight: 35),
        State(code: "SD", name: "South Dakota", region: "Midwest", weight: 12),
        State(code: "TN", name: "Tennessee", region: "Southeast", weight: 50),
        State(code: "TX", name: "Texas", region: "Southwest", weight: 110),
        State(code: "UT", name: "Utah", region: "West", weight: 15),
        State(code: "VT", name: "Vermont", region: "Northeast", weight: 15),
        State(code: "VA", name: "Virginia", region: "Southeast", weight: 55),
        State(code: "WA", name: "Washington", region: "West", weight: 40),
        State(code: "WV", name: "West Virginia", region: "Southeast", weight: 20),
        State(code: "WI", name: "Wisconsin", region: "Midwest", weight: 40),
        State(code: "WY", name: "Wyoming", region: "West", weight: 3),
    ]

    /// Position in ``all`` by USPS code.
    static func index(of code: String) -> Int? {
        all.firstIndex { $0.code == code }
    }

    /// The region of a USPS code, nil outside the 50 states and DC.
    static func region(of code: String) -> String? {
        index(of: code).map { all[$0].region }
    }

    /// The state's name, or the code itself when unknown.
    static func name(of code: String) -> String {
        index(of: code).map { all[$0].name } ?? code
    }
}
