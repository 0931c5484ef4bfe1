@_spi(Lineage) import QuadAPIModels

/// One realistic block of every kind, typed by hand from the screens the spec describes: `full` sets every optional
/// field, `minimal` only the required ones.
enum BlockFixtures {
    typealias L = Lineage

    // MARK: Shared parts

    static let satScale = AxisScale(min: 400, max: 1600, ticks: [400, 1000, 1600], format: .int)
    static let shareScale = AxisScale(min: 0, max: 1)
    static let metricControl = QueryControl(
        type: .segmented, param: "metric", label: "Measure",
        options: [
            ControlOption(label: "Average cost", value: nil, selected: true, href: "/compare/history?ids=166027,110662"),
            ControlOption(
                label: "Acceptance rate", value: "acceptance_rate", selected: false,
                href: "/compare/history?ids=166027,110662&metric=acceptance_rate"
            ),
        ]
    )
    static let outcomeToggle = QueryControl(
        type: .segmented, param: "cohort",
        options: [
            ControlOption(label: "All students", value: nil, selected: true, href: "/schools/166027/outcomes"),
            ControlOption(label: "Started here", value: "first-time", selected: false, href: "/schools/166027/outcomes?cohort=first-time"),
            ControlOption(label: "Transferred in", value: "transfer", selected: false, href: "/schools/166027/outcomes?cohort=transfer"),
        ]
    )
    static let admitRate = L.value(0.0359, "3.6%", .pctSmart)
    static let applicants = L.count(54008, "54,008", "Applicants")

    // MARK: Every kind, fully populated

    static let full: [Block] = [
        .heading(HeadingBlock(level: 2, text: "Getting in, fall 2024", eyebrow: "Admissions", anchor: "admissions",
                              term: "acceptance-rate")),
        .text(TextBlock(markdown: "Harvard admits about **1 in 28** applicants. See [acceptance rate](/glossary#acceptance-rate).",
                        term: "selectivity")),
        .takeaway(TakeawayBlock(text: "Grants cover 71% of the full price on average across all first-years.", tone: .positive)),
        .statTiles(StatTilesBlock(tiles: [
            StatTile(label: "4-year colleges", value: L.count(1912, "1,912", "Colleges"), hint: "across 56 states & territories"),
            StatTile(label: "Were admitted", value: L.share(0.62, "62%", "Pooled admit rate"), hint: "pooled across all schools", term: "acceptance-rate"),
            StatTile(label: "SAT middle 50%", value: L.value(1500, "1500", .int), upper: L.value(1580, "1580", .int)),
        ])),
        .ring(RingBlock(value: L.acceptanceWithDelta, label: "Acceptance rate", median: L.share(0.78, "78%", "Median acceptance rate"), caption: "Most selective", term: "acceptance-rate")),
        .rangeBar(RangeBarBlock(
            low: L.value(1500, "1500", .int, path: "scores.sat_25", field: "SAT 25th percentile"),
            high: L.value(1580, "1580", .int, path: "scores.sat_75", field: "SAT 75th percentile"),
            median: L.value(1540, "1540", .int, path: "scores.sat_50", field: "SAT median", source: L.cds),
            you: L.value(1450, "1450", .int, path: "profile.sat", field: "Your SAT"),
            national: L.value(1170, "1170", .int, path: "derived.sat_mid_median", field: "National median SAT midpoint"),
            scale: satScale, label: "SAT composite, middle 50%", term: "middle-50",
            youText: "Your score is below the 25th percentile; about a quarter of admitted students are here too.",
            compact: false, color: "slot-1"
        )),
        .benchmarkBar(BenchmarkBarBlock(
            value: L.share(0.19, "19%", "Pell share"), median: L.share(0.33, "33%", "Median Pell share"),
            label: "Receive Pell Grants", term: "pell-grant", scale: shareScale
        )),
        .funnel(FunnelBlock(steps: [
            FunnelStep(label: "Applied", value: applicants, fill: 0.8),
            FunnelStep(label: "Admitted", value: L.count(1937, "1,937", "Admitted"), fill: 0.0287),
            FunnelStep(label: "Enrolled", value: L.count(1647, "1,647", "Enrolled"), fill: 0.0244),
        ])),
        .waffle(WaffleBlock(filled: L.count(4, "4", "Admitted per 100 applicants"), label: "Out of every 100 applicants, 4 were admitted", total: 100,
                            inner: L.count(3, "3", "Enrolled per 100 applicants"),
                            legend: [WaffleLegend(label: "Admitted & enrolled", squares: L.count(3, "3", "Enrolled per 100 applicants"),
                                                  count: L.count(1647, "1,647", "Enrolled"), unit: "students")])),
        .stackedBar(StackedBarBlock(segments: [
            BarSegment(label: "White", value: L.share(0.32, "32%", "White share"), color: "race-white"),
            BarSegment(label: "Asian", value: L.share(0.26, "26%", "Asian share"), color: "race-asian"),
            BarSegment(label: "Hispanic/Latino", value: L.share(0.14, "14%", "Hispanic share"), color: "race-hispanic"),
        ], label: "Race and ethnicity of undergrads")),
        .distribution(DistributionBlock(
            bins: [3, 9, 21, 40, 77, 120, 160, 180, 150, 90], pinned: DistributionPin(
                value: admitRate, rank: L.share(0.99, "99%", "Acceptance rank"), rankText: "more selective than 99% of 1,850"
            ),
            label: "Acceptance rate vs. every college", scale: AxisScale(min: 0.08, max: 1, format: .pct), reporting: 850,
            lowLabel: "More selective", highLabel: "Less selective", term: "percentile-rank", color: "admissions"
        )),
        .trendLine(TrendLineBlock(
            series: [TrendSeries(
                key: "applicants", label: "Applicants", color: "admissions", dashed: false,
                values: [
                    YearValue(year: 2014, value: Value(value: 34295, display: "34,295", format: .num, cited: L.everyMemberOther)),
                    YearValue(year: 2024, value: applicants),
                ],
                approx: [2014]
            )],
            bands: [TrendBand(key: "national", label: "National middle 50%", color: "neutral", values: [
                YearBand(
                    year: 2023, low: L.count(2000, "2,000", "National 25th percentile, 2023"),
                    high: L.count(12000, "12,000", "National 75th percentile"),
                    median: L.count(5100, "5,100", "National median, 2023")
                ),
                YearBand(
                    year: 2024, low: L.count(2100, "2,100", "National 25th percentile"),
                    high: L.count(12500, "12,500", "National 75th percentile"),
                    median: L.count(5300, "5,300", "National median")
                ),
            ])],
            breaks: [YearMark(year: 2017, label: "New SAT")],
            events: [YearMark(year: 2020, label: "Pandemic")],
            spans: [YearSpan(from: 2020, to: 2023, label: "Scores not required")],
            window: YearWindow(from: 2014, to: 2024), yearKind: .fall, format: .compact, provisional: 2024,
            label: "Applicants by fall term, 2014 to 2024", compact: false, cadence: 2
        )),
        .stackedArea(StackedAreaBlock(
            series: [
                TrendSeries(key: "white", label: "White", color: "race-white", values: [YearValue(year: 2023, value: L.share(0.32, "32%", "White share"))]),
                TrendSeries(key: "asian", label: "Asian", color: "race-asian", values: [YearValue(year: 2023, value: L.share(0.26, "26%", "Asian share"))]),
            ],
            window: YearWindow(from: 2010, to: 2023), yearKind: .fall, label: "Race and ethnicity, 2010 to 2023"
        )),
        .dumbbell(DumbbellBlock(rows: [
            DumbbellRow(label: "$0–30K", start: L.money(3200, "$3,200"), end: L.money(0, "$0")),
            DumbbellRow(label: "$110K+", start: L.money(48000, "$48,000"), end: L.money(52000, "$52,000")),
        ], startLabel: "2013–14", endLabel: "2023–24")),
        .slope(SlopeBlock(
            rows: [
                SlopeRow(id: "166027", label: "Harvard", color: "slot-1", start: L.money(28000, "$28,000"), end: L.money(25600, "$25,600"), lateStart: "2014–15"),
                SlopeRow(id: "110662", label: "UCLA", color: "slot-2", start: L.money(17100, "$17,100"), end: L.money(15900, "$15,900")),
            ],
            metrics: metricControl, startLabel: "2013–14", endLabel: "2023–24"
        )),
        .dotPlot(DotPlotBlock(
            groups: [
                DotGroup(label: "Pell recipients", value: L.share(0.96, "96%", "Pell graduation rate"), color: "outcomes",
                         cohort: L.count(271, "271", "Graduation cohort"),
                         secondary: L.share(0.9, "90%", "Graduated within 4 years"),
                         note: "2 points below students with neither"),
                DotGroup(label: "Neither Pell nor loan", value: L.share(0.98, "98%", "Graduation rate, neither"),
                         note: "comparison group", hollow: true),
            ],
            reference: L.share(0.97, "97%", "Graduation rate"), referenceLabel: "All students in this class",
            secondaryLabel: "within 4 years", secondaryLegend: "Within 4 years", secondaryTerm: "on-time-graduation",
            cohortLabel: "students", scale: shareScale, label: "Graduation rate by group"
        )),
        .dotRange(DotRangeBlock(
            label: "Acceptance rate", sub: "Fall 2024 · 8 of 8 members report",
            low: L.value(0.0359, "3.6%", .pctSmart), median: L.value(0.0512, "5.1%", .pctSmart),
            high: L.value(0.138, "14%", .pctSmart), mark: L.value(0.78, "78%", .pct, field: "Median acceptance rate"),
            markLabel: "All four-year colleges", scale: shareScale, color: "admissions"
        )),
        .scatter(ScatterBlock(
            points: [
                // Harvard's admit rate is its Common Data Set's (it replaces the federal one), so it cites its own.
                ScatterPoint(
                    id: "166027", x: 0.0359, y: 1540, size: 7110, color: "private", label: "Harvard University",
                    cited: ScatterPointCitations(x: L.fullyCited), school: Schools.harvard
                ),
                ScatterPoint(
                    id: "110662", x: 0.09, y: 1405, size: 33040, color: "public",
                    label: "University of California-Los Angeles"
                ),
            ],
            xAxis: ChartAxis(label: "Acceptance rate", short: "Admit", hint: "less selective", term: "acceptance-rate", format: .pct, step: 0.1, min: 0, max: 1),
            yAxis: ChartAxis(label: "SAT midpoint", short: "SAT", format: .int, step: 100, max: 1600),
            sizeFormat: .compact,
            cited: ScatterCitations(x: L.reported("admissions.acceptance_rate", "Acceptance rate"),
                                    y: L.reported("derived.sat_mid", "SAT midpoint"),
                                    size: L.reported("demographics.undergrad_enrollment", "Undergrads")),
            zone: ScatterZone(xMin: 0, xMax: 0.1, yMin: 400, yMax: 1600, label: "Most selective zone"),
            diagonal: ScatterDiagonal(label: "No aid: pays full price"), focus: "166027",
            caption: "Showing the 400 most-applied-to of 1,402 colleges that report both an admit rate and SAT scores."
        )),
        .dotMap(DotMapBlock(
            paths: [MapPath(id: "nation", d: "M10,10L950,10L950,590Z"), MapPath(id: "borders", d: "M100,20L100,580")],
            dots: [MapDot(
                id: "166027", x: 905.2, y: 161.8, r: 4.5, color: "private", label: "Harvard University", school: Schools.harvard,
                stats: [LabeledValue(label: "Admit", value: admitRate, term: "acceptance-rate")]
            )],
            width: 975, height: 610, caption: "1,412 matching colleges. 3 in U.S. territories aren't drawn."
        )),
        .tileMap(TileMapBlock(
            tiles: [
                StateTile(state: "MA", value: L.count(84, "84", "Colleges"), display: "84", href: "/explore?states=MA", col: 10, row: 2, level: 3,
                          title: "MA: 84 colleges. Click to explore"),
                StateTile(state: "WY", value: Value(value: nil, display: "–", format: .num, cited: Lineage.reported("location.state", "Colleges")), display: "–", col: 2, row: 3),
            ],
            scale: TileScale(label: "Colleges per state", levels: [
                TileLevel(min: 1, label: "1–14", color: "seq-1"), TileLevel(min: 15, label: "15–29", color: "seq-2"),
                TileLevel(min: 30, label: "30–59", color: "seq-3"), TileLevel(min: 60, label: "60–99", color: "seq-4"),
            ])
        )),
        .waterfall(WaterfallBlock(
            steps: [
                WaterfallStep(
                    label: "Full price", value: L.money(86926, "$86,926", "Full price"), op: .start,
                    parts: [
                        BarSegment(label: "Tuition & fees", value: L.money(59076, "$59,076", "Tuition & fees"), color: "cost-1"),
                        BarSegment(label: "Room & board", value: L.money(21190, "$21,190", "Room & board"), color: "cost-2"),
                    ],
                    term: "cost-of-attendance"
                ),
                WaterfallStep(label: "Grants, averaged over every first-year", value: L.money(61300, "$61,300", "Grant per student"), op: .subtract, term: "grant-aid"),
                WaterfallStep(label: "Average total cost", value: L.money(25626, "$25,626"), op: .total),
            ],
            note: "62% got grants averaging $98,900; 38% got none."
        )),
        .columns(ColumnsBlock(
            columns: [
                PriceColumn(label: "$0–30K", paid: L.money(0, "$0", "Net price, $0–30K"), covered: L.money(86926, "$86,926", "Grants, $0–30K")),
                PriceColumn(label: "$110K+", paid: L.notReported, covered: L.notReported, estimated: true),
            ],
            average: L.money(25626, "$25,626"), reference: L.money(86926, "$86,926", "Full price"), caption: "Family income per year"
        )),
        .groupedBars(GroupedBarsBlock(
            groups: [BarGroup(label: "Median earnings", term: "median-earnings", values: [
                L.money(95114, "$95,114", "Median earnings"), L.money(74800, "$74,800", "Median earnings"), L.notReported,
            ], notes: [nil, nil, "Not reported"])],
            series: [BarSeries(key: "166027", label: "Harvard", color: "slot-1"), BarSeries(key: "110662", label: "UCLA", color: "slot-2"),
                     BarSeries(key: "100654", label: "Alabama A&M", color: "slot-3")],
            flag: BarFlag(label: "Highest", series: ["166027"]), scale: AxisScale(min: 0, max: 150_000, format: .moneyCompact)
        )),
        .radar(RadarBlock(
            axes: ["Selectivity", "Test scores", "Size", "Pell share", "First-gen", "Diversity"],
            series: [RadarSeries(id: "166027", label: "Harvard", color: "slot-1", values: [
                L.share(0.99, "99%", "Selectivity rank"), L.share(0.98, "98%", "SAT rank"), L.share(0.61, "61%", "Size rank"),
                L.share(0.22, "22%", "Pell rank"), L.share(0.30, "30%", "First-gen rank"),
                Value(value: nil, display: "–", format: .pct, cited: Lineage.reported("derived.diversity", "Diversity rank")),
            ])],
            note: "Hollow dots at the center mean that measure isn't reported."
        )),
        .histogram(HistogramBlock(bins: [
            HistogramBin(label: "2–9", value: L.count(512, "512", "Sections of 2–9"),
                         share: L.share(0.93, "93%", "Share of sections")),
            HistogramBin(label: "100+", value: L.count(41, "41", "Sections of 100+")),
        ], label: "Class sections by size", highlight: 1, legend: ["Under 20 students", "20 or more"],
           tip: "{value} sections of {label} students ({share})")),
        .outcomeBar(OutcomeBarBlock(
            segments: [
                BarSegment(label: "Earned a credential here", value: L.share(0.97, "97%", "Award rate"), color: "value"),
                BarSegment(label: "No record", value: L.share(0.02, "2%", "Unknown"), color: "muted"),
            ],
            toggle: outcomeToggle, headline: "97% of students who started here earned a credential within 8 years.",
            cohort: L.count(1652, "1,652", "Cohort")
        )),
        .classTrend(ClassTrendBlock(points: [
            ClassTrendPoint(year: 2021, label: "Class of 2021", precision: .exact, value: L.share(0.94, "94%", "Graduation rate"), cohort: L.count(412, "412", "Cohort")),
            ClassTrendPoint(year: 2022, label: "Class of 2022", precision: .range, low: L.share(0.90, "90%", "Graduation rate, low"), high: L.share(0.94, "94%", "Graduation rate, high")),
            ClassTrendPoint(year: 2023, label: "Class of 2023", precision: .suppressed),
        ], label: "Four-year graduation rate by class")),
        .leaderboard(LeaderboardBlock(
            title: "Highest earnings", caption: "Median, 10 yrs after entry · 1,000+ undergrads",
            rows: [LeaderboardRow(school: Schools.harvard, value: L.money(95114, "$95,114", "Median earnings"), fill: 0.63,
                                  rank: 1, detail: "$88,900 → $95,114"),
                   LeaderboardRow(school: Schools.harvard, value: L.share(0.04, "4.0%", "Acceptance rate"), fill: 0.34,
                                  label: "Harvard is 2.5\u{00D7} more selective than UCLA", term: "acceptance-rate",
                                  color: "admissions")],
            more: Link(label: "See all in Explore", href: "/explore?sortBy=earnings&sortDir=desc&minEnroll=1000"),
            term: "median-earnings", color: "d-value"
        )),
        .table(TableBlock(
            columns: [
                TableColumn(key: "label", label: ""),
                // A cited column: its numbers travel as TableFigures, each with only what differs from admitRate's
                // citation (the first row's every member, the second row's none).
                TableColumn(key: "166027", label: "Harvard", term: "acceptance-rate", href: "/explore?sortBy=name", sorted: .asc,
                            cited: admitRate.cited),
            ],
            rows: [
                TableRow(cells: [.text("Acceptance rate"), .value(L.acceptanceWithDelta)], same: false, term: "acceptance-rate",
                         years: [nil, "Fall 2025"]),
                TableRow(cells: [.text("Men / women"), .values(CellValues(values: [admitRate, admitRate], separator: " / ",
                                                                          note: "+4 pts"))]),
                TableRow(cells: [.text("Website"), .link(Link(label: "harvard.edu", href: "https://www.harvard.edu"))], same: true,
                         search: TableRowSearch(code: "11.0701", text: ["Computer Science", "Computer science"])),
            ],
            sticky: TableSticky(columns: 1, header: true),
            anchors: [TableAnchor(id: "admissions", label: "Admissions", row: 0)],
            search: TableSearch(placeholder: "Search programs, e.g. nursing", label: "Search this college's programs",
                                empty: "No program here matches \u{201C}{query}\u{201D}.")
        )),
        .schoolCard(card),
        .schoolRow(SchoolCardBlock(
            school: Schools.ucla, subtitle: "Los Angeles, CA · Public",
            facts: [CardFact(label: "Admit rate", value: L.value(0.09, "9%", .pctSmart))],
            distance: Distance(miles: L.value(120, "120", .num, path: "derived.distance", field: "Distance from home"), text: "120 mi away")
        )),
        .schoolChips(SchoolChipsBlock(
            schools: [Schools.harvard, Schools.howard],
            reasons: ["166027": ["Similar selectivity", "Also private"], "131520": ["Also private"]],
            label: "Try:", names: ["166027": "Harvard", "131520": "Howard"],
            figures: ["166027": FigureLine(parts: [
                FigurePart(value: L.value(0.034, "3.4%", .pctSmart), after: " admit"),
                FigurePart(before: "SAT ", value: L.value(1540, "1540", .int)),
                FigurePart(value: L.value(7110, "7.1K", .compact), after: " undergrads"),
            ], separator: " \u{00B7} ")]
        )),
        .topicCard(TopicCardBlock(
            title: "1 in 28 applicants admitted", href: "/schools/166027/admissions",
            footer: "Getting in, in detail: funnel, what they look at, your scores",
            blocks: [.ring(RingBlock(value: admitRate, label: "Acceptance rate")), .takeaway(TakeawayBlock(text: "Harvard admits about 1 in 28 applicants.", tone: .neutral))],
            eyebrow: "Admissions · Fall 2024"
        )),
        .chips(ChipsBlock(chips: [
            Chip(label: "Ultra-selective", href: "/explore?maxAR=10", selected: false, color: "admissions", term: "acceptance-rate"),
            Chip(label: "Test-optional heavy"),
        ])),
        .links(LinksBlock(links: [Link(label: "Website", href: "https://www.harvard.edu", title: "harvard.edu"), Link(label: "Apply", href: "https://college.harvard.edu/admissions/apply")], style: .buttons)),
        .fold(FoldBlock(hint: "Show who they are", blocks: [.waffle(WaffleBlock(filled: L.count(4, "4", "Admitted per 100 applicants"), label: "Out of every 100 applicants"))], anchor: "who-they-are",
                        note: "Where Harvard University sits among 300 colleges")),
        .controls(ControlsBlock(controls: [
            QueryControl(type: .segmented, param: "range", label: "Years", options: [
                ControlOption(label: "10 years", value: nil, selected: true, href: "/schools/166027/history"),
                ControlOption(label: "All", value: "all", selected: false, href: "/schools/166027/history?range=all"),
            ]),
            QueryControl(type: .toggle, param: "median", label: "National median", options: [
                ControlOption(label: "Off", value: "off", selected: false, href: "/schools/166027/history?median=off"),
                ControlOption(label: "On", value: nil, selected: true, href: "/schools/166027/history"),
            ]),
        ])),
        .sourceNote(SourceNoteBlock(
            sources: [SourceGroup(source: Lineage.admissions, fields: ["Applicants", "Admitted", "Acceptance rate"])],
            note: "Figures marked like this come from the Common Data Set, 2024–25. Everything else here is federal data.",
            title: "Where these links come from"
        )),
        .web(WebBlock(href: "https://quad.example/data#release-calendar", label: "Release calendar")),
    ]

    // MARK: Every kind, required fields only

    static let minimal: [Block] = [
        .heading(HeadingBlock(level: 1, text: "Harvard University", anchor: "top")),
        .text(TextBlock(markdown: "")),
        .takeaway(TakeawayBlock(text: "Most students here pay close to the sticker price.", tone: .caution)),
        .statTiles(StatTilesBlock(tiles: [StatTile(label: "Undergrads", value: L.count(7110, "7,110", "Undergrads"))])),
        .ring(RingBlock(value: admitRate, label: "Acceptance rate")),
        .rangeBar(RangeBarBlock(
            low: L.value(33, "33", .int, path: "scores.act_25", field: "ACT 25th percentile"),
            high: L.value(36, "36", .int, path: "scores.act_75", field: "ACT 75th percentile"),
            scale: AxisScale(min: 1, max: 36), label: "ACT composite"
        )),
        .benchmarkBar(BenchmarkBarBlock(value: L.share(0.14, "14%", "First-gen share"), median: L.share(0.21, "21%", "Median first-gen share"), label: "First-generation")),
        .funnel(FunnelBlock(steps: [FunnelStep(label: "Applied", value: applicants, fill: 0.8)])),
        .waffle(WaffleBlock(filled: L.count(4, "4", "Admitted per 100 applicants"), label: "Out of every 100 applicants")),
        .stackedBar(StackedBarBlock(segments: [BarSegment(label: "Men", value: L.share(0.47, "47%", "Men share"),
                                                          upper: L.share(0.48, "48%", "Men share"), color: "slot-1")])),
        .distribution(DistributionBlock(
            bins: [0, 4, 2], pinned: DistributionPin(value: Value(value: nil, display: "–", format: .pct, cited: Lineage.reported("derived.yield", "Yield"))),
            label: "Yield", scale: shareScale, reporting: 6, color: "admissions"
        )),
        .trendLine(TrendLineBlock(series: [], window: YearWindow(from: 2013, to: 2023), yearKind: .academic, format: .money, label: "Average total cost")),
        .stackedArea(StackedAreaBlock(
            series: [TrendSeries(key: "men", label: "Men", color: "slot-1", values: [])],
            window: YearWindow(from: 2014, to: 2024), yearKind: .fall, label: "Men and women"
        )),
        .dumbbell(DumbbellBlock(rows: [DumbbellRow(label: "All", start: L.money(26000, "$26,000"), end: L.money(25626, "$25,626"))], startLabel: "2013–14", endLabel: "2023–24")),
        .slope(SlopeBlock(rows: [], metrics: metricControl, startLabel: "2013–14", endLabel: "2023–24")),
        .dotPlot(DotPlotBlock(groups: [DotGroup(label: "All", value: L.share(0.97, "97%", "Graduation rate"))], scale: shareScale)),
        .dotRange(DotRangeBlock(
            label: "Undergrads", low: L.count(1100, "1,100", "Undergrads"), median: L.count(7600, "7,600", "Undergrads"),
            high: L.count(33040, "33,040", "Undergrads"), mark: Value(value: nil, display: "–", format: .num, cited: Lineage.reported("derived.median_undergrads", "Undergrads")),
            scale: AxisScale(min: 0, max: 34400), color: "size"
        )),
        .scatter(ScatterBlock(
            // Howard's earnings and undergrads from its own site (a newer year than the federal figures).
            points: [
                ScatterPoint(
                    id: "131520", x: 31533, y: 62000, size: nil, color: "private", label: "Howard University",
                    cited: ScatterPointCitations(y: L.reported("outcomes.median_earnings_10yr", "Median earnings", L.cds),
                                                 size: L.reported("demographics.undergrad_enrollment", "Undergrads", L.cds))
                ),
            ],
            xAxis: ChartAxis(label: "Average cost", short: "Cost", format: .moneyCompact, step: 10000),
            yAxis: ChartAxis(label: "Median earnings", short: "Earnings", format: .moneyCompact, step: 20000),
            sizeFormat: .compact,
            cited: ScatterCitations(x: L.reported("cost.avg_paid_all", "Average cost", L.prices),
                                    y: L.reported("outcomes.median_earnings_10yr", "Median earnings", L.scorecard),
                                    size: L.reported("demographics.undergrad_enrollment", "Undergrads"))
        )),
        .dotMap(DotMapBlock(paths: [MapPath(id: "nation", d: "M0,0Z")], dots: [], width: 975, height: 610)),
        .tileMap(TileMapBlock(
            tiles: [StateTile(state: "PA", value: L.count(118, "118", "Colleges"), display: "118", col: 7, row: 3)],
            scale: TileScale(label: "Colleges per state", levels: [TileLevel(min: 1, label: "1+", color: "seq-1")])
        )),
        .waterfall(WaterfallBlock(steps: [WaterfallStep(label: "Full price", value: L.money(86926, "$86,926", "Full price"), op: .start)])),
        .columns(ColumnsBlock(columns: [PriceColumn(label: "$30–48K", paid: L.money(0, "$0", "Net price, $30–48K"), covered: L.money(86926, "$86,926", "Grants, $30–48K"))])),
        .groupedBars(GroupedBarsBlock(
            groups: [BarGroup(label: "Graduation rate", values: [L.share(0.97, "97%", "Graduation rate")])],
            series: [BarSeries(key: "166027", label: "Harvard", color: "slot-1")]
        )),
        .radar(RadarBlock(axes: ["Selectivity", "Size", "Diversity"], series: [RadarSeries(id: "131520", label: "Howard", color: "slot-2", values: [])])),
        .histogram(HistogramBlock(bins: [HistogramBin(label: "20–29", value: L.count(210, "210", "Sections of 20–29"))])),
        .outcomeBar(OutcomeBarBlock(segments: [BarSegment(label: "Earned a credential here", value: L.share(0.97, "97%", "Award rate"), color: "value")])),
        .classTrend(ClassTrendBlock(points: [], label: "Graduation rate by class")),
        .leaderboard(LeaderboardBlock(title: "Lowest average cost", rows: [LeaderboardRow(school: Schools.ucla, value: L.money(15900, "$15,900"))])),
        .table(TableBlock(columns: [TableColumn(key: "name", label: "School")], rows: [TableRow(cells: [.text("Harvard University")])], sticky: TableSticky(columns: 0, header: false))),
        .schoolCard(SchoolCardBlock(school: Schools.howard, subtitle: "Washington, DC · Private", facts: [])),
        .schoolRow(SchoolCardBlock(school: Schools.howard, subtitle: "Washington, DC · Private", facts: [])),
        .schoolChips(SchoolChipsBlock(schools: [Schools.ucla])),
        .topicCard(TopicCardBlock(title: "Who's on campus", href: "/schools/166027/students", footer: "Students and campus life in detail", blocks: [])),
        .chips(ChipsBlock(chips: [])),
        .links(LinksBlock(links: [Link(label: "Instagram", href: "https://instagram.com/harvard")], style: .social)),
        .fold(FoldBlock(hint: "Show borrowing and repayment", blocks: [.text(TextBlock(markdown: "Few students borrow."))])),
        .controls(ControlsBlock(controls: [metricControl])),
        .sourceNote(SourceNoteBlock(sources: [])),
        .web(WebBlock(href: "https://quad.example/roadmap")),
    ]
}
