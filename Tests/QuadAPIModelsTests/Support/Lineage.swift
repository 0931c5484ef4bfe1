@_spi(Lineage) import QuadAPIModels

/// Citations and values for fixtures: realistic sources and fields, typed by hand.
enum Lineage {
    static let admissions = CitedSource(
        key: "ipeds-adm", label: "IPEDS Admissions", publisher: "NCES", year: "Fall 2024",
        url: "https://nces.ed.gov/ipeds/", retrieved: "2026-09-01"
    )
    static let scorecard = CitedSource(
        key: "scorecard", label: "College Scorecard", publisher: "U.S. Department of Education", year: nil,
        url: "https://collegescorecard.ed.gov/data/", retrieved: "2026-08-15"
    )
    static let cds = CitedSource(
        key: "cds", label: "Common Data Set", publisher: "Harvard University", year: "2024–25",
        url: "https://oir.harvard.edu/common-data-set", retrieved: "2026-07-30"
    )
    static let prices = CitedSource(
        key: "ipeds-ic", label: "IPEDS Institutional Characteristics", publisher: "NCES", year: "2023–24",
        url: "https://nces.ed.gov/ipeds/", retrieved: "2026-09-01"
    )

    /// A reported federal field.
    static func reported(_ path: String, _ field: String, _ source: CitedSource = admissions) -> Cited {
        Cited(source: source, path: path, field: field, method: "reported", isDefault: false)
    }

    /// A college-reported field with every optional lineage part filled in.
    static let fullyCited = Cited(
        source: cds, path: "admissions.acceptance_rate", field: "Acceptance rate", method: "extracted",
        isDefault: false, formula: "admitted ÷ applicants", inputs: [admissions, cds],
        quote: "Total first-time, first-year men and women who applied: 54,008", page: 4,
        replaces: Replaced(value: 0.0324, year: "Fall 2023", label: "IPEDS", display: "3.2%"),
        sourceKind: "cds", cdsEdition: "2024–25", document: "https://oir.harvard.edu/files/cds_2024-2025.pdf",
        directory: DirectoryCredit(organization: "Campus Pride", tier: "B", phrase: "listed in the Campus Pride Index")
    )

    /// A value from a reported field.
    static func value(
        _ number: Double?, _ display: String, _ format: FormatKind, path: String = "admissions.acceptance_rate",
        field: String = "Acceptance rate", source: CitedSource = admissions
    ) -> Value {
        Value(value: number, display: display, format: format, cited: reported(path, field, source))
    }

    /// A citation that differs from `reported("admissions.applicants", "Applicants")` in every member (a point's
    /// patch over that series citation then carries them all).
    static let everyMemberOther = Cited(
        source: cds, path: "reported.admissions.applicants", field: "Applicants (CDS C1)", method: "extracted",
        isDefault: true, formula: "men + women", inputs: [cds], quote: "Total first-time, first-year applicants: 34,295",
        page: 3, replaces: Replaced(value: 34000, year: "Fall 2014", label: "IPEDS", display: "34,000"),
        sourceKind: "cds", cdsEdition: "2014–15", document: "https://oir.harvard.edu/files/cds_2014-2015.pdf",
        directory: DirectoryCredit(organization: "Campus Pride", tier: "C", phrase: "listed in the Campus Pride Index")
    )

    static func share(_ number: Double, _ display: String, _ field: String) -> Value {
        value(number, display, .pct, path: "derived.\(field.lowercased())", field: field)
    }

    static func money(_ number: Double, _ display: String, _ field: String = "Average total cost") -> Value {
        value(number, display, .money, path: "cost.avg_paid_all", field: field, source: prices)
    }

    static func count(_ number: Double, _ display: String, _ field: String) -> Value {
        value(number, display, .num, path: "admissions.\(field.lowercased())", field: field)
    }

    /// A value with a change over time and the fully cited lineage.
    static let acceptanceWithDelta = Value(
        value: 0.0359, display: "3.6%", format: .pctSmart, cited: fullyCited,
        delta: Delta(value: -0.0231, display: "−2.3 pts", since: "since fall 2014")
    )

    /// A figure the college does not report: null, printed as an en dash.
    static let notReported = Value(
        value: nil, display: "–", format: .money, cited: reported("cost.net_price_by_income", "Net price by income", prices)
    )
}

/// Colleges for fixtures.
enum Schools {
    static let harvard = SchoolRef(
        id: "166027", name: "Harvard University", city: "Cambridge", state: "MA", type: "private-nonprofit",
        brand: CrestBrand(gradient: ["#A51C30", "#1E1E1E"], text: "white", logo: "/brand/166027.webp")
    )
    static let ucla = SchoolRef(
        id: "110662", name: "University of California-Los Angeles", city: "Los Angeles", state: "CA",
        type: "public", brand: CrestBrand(gradient: nil, text: "black", logo: "/brand/110662.webp")
    )
    static let howard = SchoolRef(
        id: "131520", name: "Howard University", city: "Washington", state: "DC", type: "private-nonprofit", brand: nil
    )
}
