import Domain
import QuadAPIModels

/// `GET /compare?ids=`: the empty state, the one-college state, or for two to four colleges the overview (key
/// differences, the radar, the topic cards, the table link, sources).
enum CompareOverviewScreen {
    /// The six preset matchups of the empty state.
    static let matchups: [[String]] = [
        ["166027", "243744"], ["110635", "110662"], ["170976", "234076", "199120"], ["168342", "121345"],
        ["131520", "199120"], ["145637", "204796", "236948"],
    ]

    /// The fields the overview shows: the key differences' measures, the radar's axes and the cards' figures.
    static let fields: [String] = [
        FieldPath.acceptanceRate, "derived.yield", "derived.sat_mid", FieldPath.undergrads, FieldPath.pellShare,
        FieldPath.firstGenShare, "derived.diversity_index", FieldPath.avgPaidAll, "derived.aid_generosity",
        "outcomes.median_earnings_10yr", "outcomes.graduation_rate", FieldPath.satTotal, FieldPath.actComposite,
        FieldPath.testPolicy, "academics.student_faculty_ratio", FieldPath.majorsTop, "trends", FieldPath.factors,
        "derived.gpa_top_share",
    ]

    static func build(_ c: CompareContext) -> CompareResponse {
        switch c.schools.count {
        case 0: return empty(c)
        case 1: return single(c)
        default: return overview(c)
        }
    }

    static func response(_ c: CompareContext, title: String, blocks: [Block], sources: [SourceGroup]) -> CompareResponse {
        CompareResponse(screen: Screen(title: title, url: c.href(.overview), blocks: blocks, sources: sources,
                                       publish: c.snapshot.publishID),
                        ignored: c.ignored)
    }

    /// "Pick your contenders": the classic matchups (those with a college in this dataset) and a way to browse.
    static func empty(_ c: CompareContext) -> CompareResponse {
        var blocks: [Block] = [
            CompareBlocks.heading(1, "Pick your contenders", anchor: "compare"),
            CompareBlocks.text("Add up to four schools with the **+ Compare** button on any card or profile, or start with "
                + "a classic matchup."),
        ]
        let links = matchups.compactMap { ids -> Link? in
            let schools = ids.compactMap { c.snapshot.school(id: $0) }
            guard !schools.isEmpty else { return nil }
            return Link(label: schools.map { SchoolShortName.of(id: $0.unitID, name: $0.name) }.joined(separator: " vs. "),
                        href: ComparePage.overview.href(ids))
        }
        if !links.isEmpty { blocks.append(.links(LinksBlock(links: links, style: .list))) }
        blocks.append(.links(LinksBlock(links: [Link(label: "Browse all schools", href: "/explore")], style: .buttons)))
        return response(c, title: "Compare", blocks: blocks, sources: [])
    }

    /// "Pick a rival": four colleges like the one picked, each a two-way compare.
    static func single(_ c: CompareContext) -> CompareResponse {
        var blocks: [Block] = [CompareBlocks.heading(1, "Pick a rival", anchor: "compare", eyebrow: "Compare")]
        blocks += CompareFrame.header(c)
        let hits = SimilarSchools.find(at: c.positions[0], statistics: c.statistics,
                                       ranks: ProfileSnapshotFigures.featureRanks(c.snapshot))
        if !hits.isEmpty {
            blocks.append(CompareBlocks.text("Add at least one more school to see the head-to-head. Here are a few that "
                + "are a lot like \(c.names[0]):"))
            let schools = hits.map { c.snapshot.schools[$0.position] }
            var reasons: [String: [String]] = [:]
            for (hit, s) in zip(hits, schools) where !hit.reasons.isEmpty { reasons[s.unitID] = hit.reasons }
            blocks.append(.schoolChips(SchoolChipsBlock(schools: schools.map(SchoolRef.init), reasons: reasons)))
            blocks.append(.links(LinksBlock(links: schools.map {
                Link(label: "Compare with \(SchoolShortName.of(id: $0.unitID, name: $0.name))",
                     href: ComparePage.overview.href([c.ids[0], $0.unitID]))
            }, style: .list)))
        }
        return response(c, title: "Compare: \(c.versus)", blocks: blocks, sources: [])
    }

    /// The head-to-head of two to four colleges.
    static func overview(_ c: CompareContext) -> CompareResponse {
        var blocks: [Block] = [CompareBlocks.heading(1, "Head-to-head", anchor: "compare", eyebrow: "Compare")]
        blocks += CompareFrame.header(c)
        blocks.append(CompareFrame.pills(c)!)
        blocks.append(CompareBlocks.keyDifferences(c, Array(KeyDifferences.of(c.schools).prefix(6)), title: "Key differences",
                                                   caption: "The biggest gaps between these schools, largest first."))
        blocks.append(CompareBlocks.heading(2, "The shape of each school", anchor: "shape"))
        blocks.append(CompareBlocks.text("Each axis is a national rank among 4-year colleges; further out = more of it."))
        blocks.append(radar(c))
        blocks += CompareCardBlocks.cards(c)
        blocks.append(.topicCard(TopicCardBlock(title: ComparePage.table.label, href: c.href(.table),
                                                footer: ComparePage.table.description, blocks: [])))
        let sources = CompareBlocks.sources(c, fields: fields)
        blocks.append(.sourceNote(SourceNoteBlock(sources: sources)))
        blocks.append(CompareBlocks.baseline)
        return response(c, title: "Compare: \(c.versus)", blocks: blocks, sources: sources)
    }

    /// Six percentile ranks per college; a measure a college does not report is a null value, drawn hollow.
    static func radar(_ c: CompareContext) -> Block {
        let series = c.indices.map { i in
            let ranks = CompareRadar.profile(at: c.positions[i], statistics: c.statistics)
            let values = zip(CompareRadar.axes, ranks).map { axis, rank in
                rank.map { rankValue(c, axis, $0) }
                    ?? c.lineage.value(axis.metric.definition.field, of: c.schools[i], nil, format: .pct)
            }
            return RadarSeries(id: c.ids[i], label: c.names[i], color: CompareContext.slot(i), values: values)
        }
        return .radar(RadarBlock(axes: CompareRadar.axes.map(\.label), series: series,
                                 note: "A hollow mark at the center: the college doesn't report that measure."))
    }

    /// A percentile rank as a share, cited as computed across the colleges that report the measure.
    static func rankValue(_ c: CompareContext, _ axis: CompareRadar.Axis, _ shown: Double) -> Value {
        let count = SiteFormat.num(Double(c.statistics.reportingCount(axis.metric)))
        let formula = "Percentile rank among the \(count) colleges that report it (share of the others with a lower value, "
            + "ties counting half)" + (axis.inverted ? ", turned around so that more selective is further out" : "")
        return c.lineage.aggregate(axis.metric.definition.field, value: shown, format: .pct, computation: formula)
    }
}
