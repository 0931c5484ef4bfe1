/// The values each Explore list parameter accepts, in the panel's order, with their labels (screens-map §1.1, §1.3,
/// §1.4). A value not listed here is dropped from the query and reported as ignored.
public enum ExploreVocabulary {
    /// `policy`: each college's newest test policy, grouped.
    public static let policy = [
        ExploreChoice("required", "Required", chip: "Tests required"),
        ExploreChoice("optional", "Optional", chip: "Test-optional"),
        ExploreChoice("blind", "Test-blind"),
    ]

    /// `types`.
    public static let types = [
        ExploreChoice("public", "Public"),
        ExploreChoice("private-nonprofit", "Private nonprofit"),
        ExploreChoice("private-forprofit", "Private for-profit"),
    ]

    /// `sizes`: the four undergraduate bands (``Tiers/sizeBuckets``).
    public static let sizes = Tiers.sizeBuckets.map { ExploreChoice($0.key, $0.label) }

    /// `balance`: men's share under 40%, 40–60%, over 60%.
    public static let balance = [
        ExploreChoice("women", "Mostly women"),
        ExploreChoice("balanced", "Balanced"),
        ExploreChoice("men", "Mostly men"),
    ]

    /// `setting`: the NCES locale groups.
    public static let setting = [
        ExploreChoice("city", "City"),
        ExploreChoice("suburb", "Suburb"),
        ExploreChoice("town", "Town"),
        ExploreChoice("rural", "Rural"),
    ]

    /// `research`: Carnegie research tiers.
    public static let research = [
        ExploreChoice("R1", "R1", chip: "R1: very high research"),
        ExploreChoice("R2", "R2", chip: "R2: high research"),
        ExploreChoice("RCU", "Research college", chip: "Research college or university"),
    ]

    /// `designation`: directory designations, then minority-serving and single-sex ones.
    public static let designation = [
        ExploreChoice("hbcu", "HBCU"),
        ExploreChoice("tribal", "Tribal college"),
        ExploreChoice("land_grant", "Land-grant"),
        ExploreChoice("hsi", "Hispanic-Serving"),
        ExploreChoice("pbi", "Predominantly Black"),
        ExploreChoice("aanapisi", "AANAPISI"),
        ExploreChoice("annh", "Alaska Native & Native Hawaiian-Serving"),
        ExploreChoice("nasnti", "Native American-Serving"),
        ExploreChoice("women", "Women's college"),
        ExploreChoice("men", "Men's college"),
    ]

    /// `faith`: faith families of the IPEDS affiliation, and no affiliation.
    public static let faith = [
        ExploreChoice("catholic", "Catholic"),
        ExploreChoice("baptist", "Baptist"),
        ExploreChoice("methodist", "Methodist and Wesleyan"),
        ExploreChoice("lutheran", "Lutheran"),
        ExploreChoice("presbyterian_reformed", "Presbyterian and Reformed"),
        ExploreChoice("nondenominational", "Nondenominational Christian"),
        ExploreChoice("other_christian", "Other Christian"),
        ExploreChoice("jewish", "Jewish"),
        ExploreChoice("latter_day_saint", "Latter-day Saint"),
        ExploreChoice("other", "Other"),
        ExploreChoice("none", "No affiliation"),
    ]

    /// `faithGroup`: faith traditions of the campus groups national directories list.
    public static let faithGroup = [
        ExploreChoice("jewish", "Jewish"),
        ExploreChoice("catholic", "Catholic"),
        ExploreChoice("christian", "Christian"),
        ExploreChoice("orthodox", "Orthodox Christian"),
        ExploreChoice("latter_day_saint", "Latter-day Saint"),
        ExploreChoice("muslim", "Muslim"),
        ExploreChoice("hindu", "Hindu"),
        ExploreChoice("sikh", "Sikh"),
        ExploreChoice("buddhist", "Buddhist"),
        ExploreChoice("bahai", "Bah\u{00E1}\u{02BC}\u{00ED}"),
        ExploreChoice("nonreligious", "Nonreligious and secular"),
        ExploreChoice("interfaith", "Interfaith"),
        ExploreChoice("other", "Other traditions"),
    ].map { ExploreChoice($0.value, $0.label, chip: "\($0.label) community") }

    /// `division`: NCAA divisions, and NAIA for members outside the NCAA.
    public static let division = [
        ExploreChoice("I-FBS", "D-I FBS", chip: "Division I FBS"),
        ExploreChoice("I-FCS", "D-I FCS", chip: "Division I FCS"),
        ExploreChoice("I", "D-I", chip: "Division I, no football"),
        ExploreChoice("II", "D-II", chip: "Division II"),
        ExploreChoice("III", "D-III", chip: "Division III"),
        ExploreChoice("naia", "NAIA"),
    ]

    /// `rotc`: branches.
    public static let rotc = [
        ExploreChoice("army", "Army", chip: "Army ROTC"),
        ExploreChoice("navy", "Navy", chip: "Navy ROTC"),
        ExploreChoice("air_force", "Air Force", chip: "Air Force ROTC"),
    ]

    /// `greekCouncils`: councils of culturally based and LGBTQ+ chapters.
    public static let greekCouncils = [
        ExploreChoice("nphc", "Historically Black (NPHC)"),
        ExploreChoice("nalfo", "Latino (NALFO)"),
        ExploreChoice("napa", "Asian (NAPA)"),
        ExploreChoice("nmgc", "Multicultural (NMGC)"),
        ExploreChoice("lgbtq", "LGBTQ+ fraternities and sororities"),
    ]

    /// `fit`: the signed-in "fits" chips.
    public static let fit = [
        ExploreChoice("scores", "Fits my scores"),
        ExploreChoice("prefs", "Fits my preferences"),
    ]

    /// Directions of the four ten-year indicators (`costTrend`, `appsTrend`, `divTrend`, `selTrend`).
    public static let directions = ["up", "steady", "down"]

    /// `within`: the radius choices in miles; 100 when absent.
    public static let radii = [25, 50, 100, 200, 300, 500]
    /// The radius used when `within` is absent or not one of ``radii``.
    public static let defaultRadius = 100

    /// `fieldMin`: the graduates-a-year thresholds the panel offers (1 = any).
    public static let fieldMinOptions: [Double] = [1, 25, 50, 100, 250]
    /// `maxRatio`: the students-per-faculty caps the panel offers.
    public static let maxRatioOptions: [Double] = [8, 10, 12, 15]
    /// `minFullTimeFaculty`: the full-time shares the panel offers, as URL percents.
    public static let minFullTimeFacultyOptions: [Double] = [50, 70, 90]
    /// `minGreek`: the participation floors the panel offers, as URL percents.
    public static let minGreekOptions: [Double] = [10, 20, 30]

    /// Census-style regions the site's records use; any region a college of the dataset has is accepted too.
    public static let regions = ["Midwest", "Northeast", "Southeast", "Southwest", "West"]

    /// USPS codes of the states, DC and the territories; any state a college of the dataset has is accepted too.
    public static let stateCodes: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
        "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH",
        "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
        "PR", "GU", "VI", "AS", "MP", "FM", "MH", "PW",
    ]
}
