import Domain
import QuadAPIModels

/// The filter panel (screens-map §1.3): 29 sections in the site's order.
enum ExplorePanelBuilder {
    static func panel(_ c: ExploreContext, active: Int, reset: String?) -> FilterPanel {
        let p = ExplorePanelParts(c: c)
        let sections = distanceToCost(p) + incomeToMajors(p) + campusToFaculty(p) + sportsToState(p)
        let n = c.outcome.positions.count
        return FilterPanel(sections: sections, active: active, reset: reset, results: n,
                           show: "Show \(SiteFormat.num(Double(n))) \(n == 1 ? "school" : "schools")")
    }

    // MARK: 1–5

    static func distanceToCost(_ p: ExplorePanelParts) -> [FilterSection] {
        let q = p.query
        let radiusOn = q.near != nil || q.withinGiven
        let radius = FilterControl(type: .chips, label: "Within", param: "within", mode: .single,
                                   options: ExploreVocabulary.radii.map {
                                       FilterOption(label: "\($0) mi", value: String($0), selected: radiusOn && q.within == $0)
                                   })
        let zip = FilterControl(type: .zip, zip: FilterZip(
            param: "near", value: q.near, placeholder: "ZIP code", invalid: "Enter a five-digit ZIP code.", apply: "Apply",
            home: "Use my home", signedOut: "Sign in to use the home address saved with your household.",
            noHome: "No home address saved yet \u{2014} add one on your household page."))
        let c = p.counts
        return [
            FilterSection(id: "distance", title: "Distance from home", term: "distance-from-home", controls: [zip, radius],
                          notes: ["Straight-line miles from the ZIP code's center. Colleges without a location are hidden."]),
            FilterSection(id: "acceptance", title: "Acceptance rate", term: "acceptance-rate", controls: [
                p.range("minAR", "maxAR", min: 0, max: 100, step: 1, low: q.minAR, high: q.maxAR, format: .pct, unit: 0.01,
                        bins: c.acceptanceBins),
            ]),
            FilterSection(id: "sat", title: "SAT middle 50%", term: "middle-50", controls: [
                p.range("minSAT", "maxSAT", min: 800, max: 1600, step: 10, low: q.minSAT, high: q.maxSAT, format: .int,
                        bins: c.satBins),
            ], notes: ["Colleges whose middle 50% overlaps your range."]),
            FilterSection(id: "policy", title: "Test policy", term: "test-optional", controls: [
                p.list("policy", ExploreVocabulary.policy),
            ], notes: ["Each college's newest policy; Optional includes required for some."]),
            FilterSection(id: "cost", title: "Average cost per year", term: "average-cost", controls: [
                p.range("minCost", "maxCost", min: 0, max: 80_000, step: 1_000, low: q.minCost, high: q.maxCost,
                        format: .moneyCompact, maxLabel: "$80K+", bins: c.costBins),
                p.flag(.fewLoans),
            ], notes: ["Average paid by all first-years, after grants.", "Few students borrow: 20% or fewer take a federal loan."]),
        ]
    }

    // MARK: 6–14

    static func incomeToMajors(_ p: ExplorePanelParts) -> [FilterSection] {
        let q = p.query
        let c = p.counts
        var trendControls: [FilterControl] = []
        for kind in TrendIndicatorKind.allCases {
            let param = kind.urlParameter
            let selected = Set(q.list(param))
            trendControls.append(FilterControl(type: .chips, label: kind.label, param: param, mode: .list,
                                               options: ExploreVocabulary.directions.map { d in
                let word = TrendIndicator.Direction(rawValue: d).map(kind.word) ?? d
                return FilterOption(label: word, value: d, count: c.trends[kind]?[d] ?? 0, selected: selected.contains(d))
            }))
        }
        let sizeHints = Dictionary(uniqueKeysWithValues: Tiers.sizeBuckets.map { ($0.key, $0.hint) })
        let income = FilterControl(type: .slider, label: "Show each college's price at a family income",
                                   range: FilterRange(minParam: "income", min: 0, max: 400_000, step: 5_000, low: q.income,
                                                      format: .moneyCompact, maxLabel: "$400K+"))
        return [
            FilterSection(id: "income", title: "Cost by family income", term: "net-price", controls: [p.flag(.merit), income],
                          notes: ["Prices come from the federal net-price bands, published up to $110K; estimates above that "
                                  + "aren't shown here."]),
            FilterSection(id: "graduation", title: "Graduation", term: "pell-graduation-gap", controls: [p.flag(.pellGap)],
                          notes: ["Pell recipients graduate within 5 points of students with neither aid, or more often."]),
            FilterSection(id: "trends", title: "10-year direction", term: "trend-direction", controls: trendControls,
                          notes: ["Each college's last 10 years of federal data; cost after inflation."]),
            FilterSection(id: "type", title: "Type", term: "private-nonprofit",
                          controls: [p.tallies("types", c.types, label: SiteFormat.typeLabel)]),
            FilterSection(id: "size", title: "Size", term: "size-tier",
                          controls: [p.list("sizes", ExploreVocabulary.sizes, style: .tiles, hints: sizeHints)]),
            FilterSection(id: "students", title: "Student body", term: "gender-balance", controls: [
                p.list("balance", ExploreVocabulary.balance, label: "Men and women"), p.flag(.fullTime),
            ], notes: ["Mostly women or men: over 60%. Mostly full-time: 10% or fewer part-time."]),
            FilterSection(id: "residence", title: "Where first-years come from", term: "in-state-student",
                          controls: [p.flag(.national)],
                          notes: ["At least half of first-years from other states."]),
            FilterSection(id: "aid", title: "Financial aid (from colleges' own reports)", term: "css-profile", controls: [
                FilterControl(type: .chips, param: "aidForms", mode: .single, options: [
                    FilterOption(label: "No CSS Profile", value: "no-css", count: c.noCss, selected: q.noCssProfile),
                ]),
                p.flag(.intlAid),
            ], notes: ["From each college's Common Data Set."]),
            majors(p),
        ]
    }

    static func majors(_ p: ExplorePanelParts) -> FilterSection {
        let q = p.query
        let fields = p.counts.fields
        let families = MajorFamilies.codes.filter { (fields[$0]?.first ?? 0) > 0 }
            .sorted { MajorFamilies.names[$0]! < MajorFamilies.names[$1]! }
        var controls = [FilterControl(type: .select, param: "field", mode: .single, options: families.map { f in
            let n = fields[f]?.first ?? 0
            return FilterOption(label: MajorFamilies.names[f]!, value: f, count: n, selected: q.field == f)
        }, placeholder: "Any field")]
        if let field = q.field {
            controls.append(p.single("fieldMin", ExploreVocabulary.fieldMinOptions, current: q.fieldMin,
                                     counts: fields[field] ?? []) { $0 == 1 ? "Any graduates" : "\(JSNumber.string($0))+ a year" })
        }
        return FilterSection(id: "majors", title: "Majors", term: "field-of-study", controls: controls,
                             notes: ["Bachelor's degrees in the field a year, first majors counted."])
    }

    // MARK: 15–19

    static func campusToFaculty(_ p: ExplorePanelParts) -> [FilterSection] {
        let q = p.query
        let c = p.counts
        let lineage = p.c.lineage
        let stats = p.c.statistics
        let ratioMedian = lineage.aggregate(
            FieldPath.studentFacultyRatio, value: stats.median(.studentFaculty), format: .ratio,
            computation: AggregateComputation.median(reporting: c.ratioReporters))
        let ftMedian = lineage.aggregate(
            FieldPath.facultyFullTimeShare, value: stats.median(.facultyFullTime), format: .pct,
            computation: AggregateComputation.median(reporting: c.fullTimeFacultyReporters))
        return [
            FilterSection(id: "campus", title: "Campus", term: "locale", controls: [
                p.list("setting", ExploreVocabulary.setting, label: "Setting"),
                p.list("research", ExploreVocabulary.research, label: "Research"),
                p.list("designation", ExploreVocabulary.designation, label: "Designation"),
                p.flag(.opportunity),
            ], notes: ["Opportunity colleges: Carnegie's higher access, higher earnings class."]),
            FilterSection(id: "religion", title: "Religious affiliation", term: "religious-affiliation", controls: [
                p.list("faith", ExploreVocabulary.faith, label: "Affiliation"),
                p.list("faithGroup", ExploreVocabulary.faithGroup, label: "Faith communities on campus"),
            ], notes: ["Affiliation as reported to IPEDS; communities as national directories list them."]),
            FilterSection(id: "lgbtq", title: "LGBTQ+ campus life", controls: [
                p.flag(.lgbtqCenter), p.flag(.lgbtqHousing), p.flag(.lgbtqNondiscrimination),
            ], notes: ["From the college's own pages or national directories."]),
            FilterSection(id: "ratio", title: "Students per faculty", term: "student-faculty-ratio", controls: [
                p.single("maxRatio", ExploreVocabulary.maxRatioOptions, current: q.maxRatio, counts: c.maxRatio) {
                    "\(JSNumber.string($0)) or fewer"
                },
            ], notes: ["The national median is \(ratioMedian.display)."], facts: [LabeledValue(label: "National median", value: ratioMedian)]),
            FilterSection(id: "faculty", title: "Full-time faculty", term: "full-time-faculty", controls: [
                p.single("minFullTimeFaculty", ExploreVocabulary.minFullTimeFacultyOptions, current: q.minFullTimeFaculty,
                         counts: c.minFullTimeFaculty) { "\(JSNumber.string($0))% or more" },
            ], notes: ["The national median is \(ftMedian.display)."], facts: [LabeledValue(label: "National median", value: ftMedian)]),
        ]
    }

    // MARK: 20–29

    static func sportsToState(_ p: ExplorePanelParts) -> [FilterSection] {
        let q = p.query
        let c = p.counts
        let byRes = c.flags[.byRes] ?? 0
        return [
            FilterSection(id: "sports", title: "Sports & programs", term: "ncaa-division", controls: [
                p.list("division", ExploreVocabulary.division, label: "Athletics"), p.flag(.football),
                p.list("rotc", ExploreVocabulary.rotc, label: "ROTC"),
                p.flag(.ugResearch, label: "Programs"), p.flag(.studyAbroad), p.flag(.honors),
            ], notes: ["D-I without football is plain D-I."]),
            FilterSection(id: "factors", title: "What they look at", term: "admission-factor", controls: [
                p.flag(.noLegacy), p.flag(.noEssay), p.flag(.gpaRequired), p.flag(.gpa),
            ]),
            FilterSection(id: "residency", title: "Where applicants live", term: "admit-rate-by-residency", controls: [
                p.flag(.byRes), p.flag(.oosEven),
            ], notes: ["Only the \(SiteFormat.num(Double(byRes))) \(byRes == 1 ? "college" : "colleges") that publish "
                       + "these figures can match."]),
            FilterSection(id: "transfers", title: "Transfer students", term: "transfer-in", controls: [p.flag(.transfers)]),
            FilterSection(id: "greek", title: "Fraternity or sorority participation", controls: [
                p.single("minGreek", ExploreVocabulary.minGreekOptions, current: q.minGreek, counts: c.minGreek) {
                    "\(JSNumber.string($0))% or more"
                },
            ], notes: ["Men in fraternities or women in sororities, never added together."]),
            FilterSection(id: "councils", title: "Historically Black, Latino, Asian, multicultural, and other Greek chapters",
                          controls: [p.list("greekCouncils", ExploreVocabulary.greekCouncils)]),
            FilterSection(id: "admitted", title: "After you're admitted",
                          controls: [p.flag(.gapYear)]),
            FilterSection(id: "housing", title: "Housing & policies", term: "housing-capacity", controls: [
                p.flag(.liveOn), p.flag(.noFee), p.flag(.guarantee),
            ], notes: ["Live on campus: every full-time first-year, no exceptions."]),
            FilterSection(id: "region", title: "Region", term: "region", controls: [p.tallies("regions", c.regions)]),
            FilterSection(id: "state", title: "State", controls: [p.tallies("states", c.states)]),
        ]
    }
}
