public import QuadAPIModels

/// The Explore endpoints (`/explore`, `/explore/filters`). Both take the site's own query string unchanged, so a
/// site URL maps to an API call by prefix.
///
/// Every parameter is read leniently, as the site reads it: an empty value is absent, a repeated parameter is
/// absent, unknown values are dropped, numbers must be finite, flags are on only for `1`. Nothing in the query is a
/// 400: what cannot be used is listed in the response's `ignored`. So every parameter is documented as a string.
public enum ExploreEndpoints {
    /// `(name, description)` of every Explore query parameter, in panel order.
    public static let parameterList: [(String, String)] = [
        ("q", "Search text (name, alias, city or state code) used as a filter; trimmed and cut to 80 characters."),
        ("near", "Home ZIP code, five digits or ZIP+4; keeps colleges within `within` miles of its centroid. An "
            + "unknown ZIP filters nothing and is reported in `ignored`. `home` (\"Use my home\") takes the ZIP of "
            + "the signed-in person's household home (send the bearer token; that answer is private); signed out it "
            + "is reported as home-needs-sign-in, with no home saved as no-home."),
        ("within", "Radius for `near` in miles: 25, 50, 100, 200, 300 or 500. Default 100."),
        ("minAR", "Acceptance rate at least this many percent (0–100). Colleges without a rate never match."),
        ("maxAR", "Acceptance rate at most this many percent."),
        ("minSAT", "SAT total: keeps colleges whose SAT middle 50% reaches at least this (75th percentile ≥ minSAT)."),
        ("maxSAT", "SAT total: keeps colleges whose SAT middle 50% starts at most here (25th percentile ≤ maxSAT)."),
        ("minACT", "ACT composite, same overlap rule as minSAT."),
        ("maxACT", "ACT composite, same overlap rule as maxSAT."),
        ("policy", "Comma-separated test policies: required, optional, blind (each college's newest policy)."),
        ("minCost", "Average paid by all first-years, at least this many dollars."),
        ("maxCost", "Average paid by all first-years, at most this many dollars."),
        ("fewLoans", "1: at most 20% of undergraduates take a federal loan."),
        ("minAidIncome", "Need-based aid reaches at least this family income (an estimate this server does not show; "
            + "always reported in `ignored`)."),
        ("merit", "1: offers merit aid (the college's own report, else the federal proxy)."),
        ("income", "Family income in dollars: adds the price at that income to each card and enables sortBy=price_at."),
        ("pellGap", "1: Pell Grant recipients graduate within 5 points of students with neither aid."),
        ("costTrend", "Comma-separated ten-year directions of average cost: up, steady, down."),
        ("appsTrend", "Comma-separated ten-year directions of applications: up, steady, down."),
        ("divTrend", "Comma-separated ten-year directions of the diversity index: up, steady, down."),
        ("selTrend", "Comma-separated ten-year directions of selectivity (a falling admit rate is up): up, steady, down."),
        ("types", "Comma-separated types: public, private-nonprofit, private-forprofit."),
        ("sizes", "Comma-separated undergraduate sizes: small, medium, large, xl."),
        ("minEnroll", "At least this many undergraduates."),
        ("maxEnroll", "At most this many undergraduates."),
        ("balance", "Comma-separated gender balance: women (men under 40%), balanced, men (over 60%)."),
        ("fullTime", "1: at most 10% of undergraduates study part-time."),
        ("national", "1: at least half of first-years come from other states."),
        ("aidForms", "no-css: the college's own report says the CSS Profile is not required."),
        ("intlAid", "1: the college's own report says it aids international students."),
        ("field", "Two-digit CIP family of bachelor's degrees (e.g. 52 for business)."),
        ("fieldMin", "With field: at least this many first-major graduates a year in it (default 1)."),
        ("setting", "Comma-separated settings: city, suburb, town, rural."),
        ("research", "Comma-separated Carnegie research tiers: R1, R2, RCU."),
        ("designation", "Comma-separated designations: hbcu, tribal, land_grant, hsi, pbi, aanapisi, annh, nasnti, "
            + "women, men."),
        ("opportunity", "1: Carnegie's higher access, higher earnings class."),
        ("faith", "Comma-separated faith families: catholic, baptist, methodist, lutheran, presbyterian_reformed, "
            + "nondenominational, other_christian, jewish, latter_day_saint, other, none."),
        ("faithGroup", "Comma-separated faith traditions with a campus community: jewish, catholic, christian, "
            + "orthodox, latter_day_saint, muslim, hindu, sikh, buddhist, bahai, nonreligious, interfaith, other."),
        ("lgbtqCenter", "1: an LGBTQ+ center is listed."),
        ("lgbtqHousing", "1: gender-inclusive housing."),
        ("lgbtqNondiscrimination", "1: the nondiscrimination policy covers gender identity."),
        ("maxRatio", "At most this many students per faculty member (a positive number)."),
        ("minFullTimeFaculty", "At least this percent of faculty full-time (50, 70, 90)."),
        ("division", "Comma-separated athletics divisions: I-FBS, I-FCS, I, II, III, naia."),
        ("conference", "IPEDS athletic conference code (main or football conference)."),
        ("football", "1: sponsors football."),
        ("rotc", "Comma-separated ROTC branches: army, navy, air_force."),
        ("ugResearch", "1: undergraduate research program."),
        ("studyAbroad", "1: study abroad."),
        ("honors", "1: the college's Common Data Set lists an honors program."),
        ("noLegacy", "1: legacy status is not considered."),
        ("noEssay", "1: an essay is not required."),
        ("gpaRequired", "1: the high-school GPA is required."),
        ("gpa", "1: publishes its first-years' GPA."),
        ("byRes", "1: publishes admit rates by residency."),
        ("oosEven", "1: admits out-of-state applicants about as often as in-state ones (within 5 points, 200+ each)."),
        ("transfers", "1: admits transfer students."),
        ("minGreek", "At least this percent of undergraduate men in fraternities or women in sororities (10, 20, 30)."),
        ("greekCouncils", "Comma-separated Greek councils with a chapter: nphc, nalfo, napa, nmgc, lgbtq."),
        ("gapYear", "1: allows deferred admission (a gap year)."),
        ("liveOn", "1: every full-time first-year must live on campus."),
        ("noFee", "1: no application fee."),
        ("guarantee", "1: a tuition guarantee."),
        ("regions", "Comma-separated regions (Midwest, Northeast, Southeast, Southwest, West)."),
        ("states", "Comma-separated USPS state codes."),
        ("minApplicants", "At least this many applicants at the start of the ten-year window."),
        ("minUndergrads", "At least this many undergraduates at the start of the ten-year window."),
        ("mySAT", "A student's SAT total: keeps colleges whose SAT middle 50% holds it, or test-blind colleges."),
        ("myACT", "A student's ACT composite: keeps colleges whose ACT middle 50% holds it, or test-blind colleges."),
        ("fit", "Comma-separated fits: scores, prefs, from the signed-in person's own profile (send the bearer "
            + "token; that answer is private). Signed out they are reported in `ignored` (needs-sign-in); signed in "
            + "without scores or preferences, as needs-profile. Not applied then."),
        ("sortBy", "Sort key: applicants (default), name, acceptance_rate, sat, enrollment, pell, first_gen, diversity, "
            + "avg_cost, aid_generosity, net_price, earnings, grad_rate, avg_cost_change, admit_rate_change, "
            + "size_change, apps_change, diversity_change, men_share, part_time, men_share_change, admit_gap, "
            + "loan_rate, loan_rate_change, student_faculty, completion_8yr, completion_4yr, pell_gap, "
            + "pell_gap_change, full_time_faculty, out_of_state, transfer_share, instruction_spending, "
            + "endowment_per_student, bachelors, distance (needs near), price_at (needs income)."),
        ("sortDir", "asc or desc. Default: desc for applicants, asc otherwise. Missing values sort last either way."),
        ("view", "grid (default), table, chart or map."),
        ("chart", "The chart view's tab: admissions (default), value, sticker."),
        ("changes", "1: the table adds the ten-year change columns."),
        ("page", "Page of the grid (24 a page) or table (50 a page); clamped to the pages there are."),
    ]

    static var parameters: [ParameterSpec] {
        parameterList.map { ParameterSpec($0.0, .string(), $0.1) }
    }

    public static let explore = Endpoint<PersonalisedAccess, ExploreParameters, NoBody, ExploreResponse>(
        id: "getExplore", method: "GET", path: "/api/app/v1/explore",
        summary: "Explore: colleges matching the site's filters, sorted, as cards, a table, a chart or a map",
        description: "Takes the site's /explore query string unchanged. Returns the header tiles, the filter panel with "
            + "whole-dataset counts, the active filter chips, the sort menu, the results of the chosen view, the page, "
            + "source notes, and every parameter or value that was dropped (`ignored`). Never a 400 for the query.",
        tag: "explore", cacheable: true, parameters: parameters,
        responses: [StandardResponses.ok(ExploreResponse.self, "The Explore screen.")] + StandardResponses.publicTail)

    public static let filters = Endpoint<PersonalisedAccess, ExploreParameters, NoBody, FilterPanel>(
        id: "getExploreFilters", method: "GET", path: "/api/app/v1/explore/filters",
        summary: "Explore's filter panel for a query: sections, controls, counts and the result count",
        description: "The same query string as /explore; returns the filter panel alone.",
        tag: "explore", cacheable: true, parameters: parameters,
        responses: [StandardResponses.ok(FilterPanel.self, "The filter panel.")] + StandardResponses.publicTail)

    /// Every Explore endpoint, in document order.
    public static let all: [EndpointSpec] = [explore.spec, filters.spec]
}
