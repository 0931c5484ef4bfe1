import Domain
import QuadAPIModels

/// Small block builders the profile screens share.
enum ProfileBlocks {
    /// A heading; `term` is the glossary key of the info tip the site puts beside it.
    static func heading(_ level: Int, _ text: String, anchor: String, eyebrow: String? = nil, term: String? = nil) -> Block {
        .heading(HeadingBlock(level: level, text: text, eyebrow: eyebrow, anchor: anchor, term: term))
    }

    static func text(_ markdown: String) -> Block {
        .text(TextBlock(markdown: markdown))
    }

    /// Markdown text with the glossary key of the info tip the site puts after the sentence (its MetricLabel).
    static func text(_ markdown: String, term: String) -> Block {
        .text(TextBlock(markdown: markdown, term: term))
    }

    static func takeaway(_ text: String?, tone: Tone = .neutral) -> Block? {
        text.map { .takeaway(TakeawayBlock(text: $0, tone: tone)) }
    }

    /// A stat strip; nil when no tile has a reported value.
    static func tiles(_ tiles: [StatTile?]) -> Block? {
        let shown = tiles.compactMap { $0 }.filter { $0.value.value != nil }
        return shown.isEmpty ? nil : .statTiles(StatTilesBlock(tiles: shown))
    }

    /// A tile, or nil when the value is not reported.
    static func tile(_ label: String, _ value: Value, hint: String? = nil, term: String? = nil) -> StatTile? {
        value.value == nil ? nil : StatTile(label: label, value: value, hint: hint, term: term)
    }

    /// The compact header of a topic page: the college as a chip (it opens the overview) with "City, ST · Type".
    static func compactHeader(_ c: ProfileContext) -> Block {
        .schoolChips(SchoolChipsBlock(
            schools: [SchoolRef(c.school)],
            label: "\(c.school.location.city), \(c.school.location.state) \u{00B7} \(SiteFormat.typeLabel(c.school.type))"))
    }

    /// The topic bar: the overview and every topic the college has, the current one selected.
    static func topicBar(_ c: ProfileContext, current: ProfileTopic?) -> Block {
        var chips = [Chip(label: "Overview", href: c.href, selected: current == nil)]
        chips += c.topics.map { t in
            Chip(label: t.label, href: t.href(c.id), selected: t == current, color: t.colorToken)
        }
        return .chips(ChipsBlock(chips: chips))
    }

    /// Previous and next topic among those the college has.
    static func pager(_ c: ProfileContext, current: ProfileTopic) -> Block? {
        let around = TopicAvailability.neighbors(of: current, in: c.topics)
        var links: [Link] = []
        if let p = around.previous { links.append(Link(label: "\u{2190} \(p.label)", href: p.href(c.id))) }
        if let n = around.next { links.append(Link(label: "\(n.label) \u{2192}", href: n.href(c.id))) }
        return links.isEmpty ? nil : .links(LinksBlock(links: links, style: .pager))
    }

    /// "Figures marked like this come from {source}, {year}. Everything else here is federal data.", once per
    /// document other than a field's federal default among `paths`: the year only when all its values there share
    /// one (a Common Data Set's sections describe different years), and nothing for a calculated value whose
    /// headline source is still federal.
    static func notices(_ c: ProfileContext, paths: [String]) -> [Block] {
        guard !(c.school.lineage?.isEmpty ?? true) else { return [] }
        var order: [String] = []
        var years: [String: Set<String>] = [:]
        for path in paths where c.lineage.isCitable(path) {
            let cited = c.lineage.cited(path, c.school)
            guard !cited.isDefault,
                  SourceKey.perCollegeOnly.contains(cited.source.key) || cited.source.key == SourceKey.cds
            else { continue }
            if years[cited.label] == nil { order.append(cited.label) }
            years[cited.label, default: []].insert(cited.year ?? "")
        }
        return order.map { label in
            let shared = years[label].flatMap { $0.count == 1 ? $0.first : nil }.flatMap { $0.isEmpty ? nil : $0 }
            let year = shared.map { ", \($0)" } ?? ""
            return text("Figures marked like this come from \(label)\(year). Everything else here is federal data.")
        }
    }

    /// The sources behind `paths` (a list named `key`) at the college.
    static func sources(_ c: ProfileContext, key: String, paths: [String]) -> [SourceGroup] {
        let shown = ProfileFields.shown(paths, school: c.school)
        return ProfileSnapshotFigures.sources(c.snapshot, key: shown.count == paths.count ? key : key + "-federal",
                                             paths: shown, school: c.school)
    }

    /// "X vs. every college" (DistributionStrip): the national spread of `metric` with the college pinned, its value
    /// in the strip's own `format`, the rank line "{phrase} {N}% of {count}" and the end labels "← low" / "high →"
    /// (the axis ends in `format` when the strip names none); nil when the college does not report it, unless
    /// `whenMissing` (then nothing is pinned, the figure reads "Not reported" and there is no rank line).
    static func strip(_ c: ProfileContext, _ metric: MetricKey, format: FormatKind, phrase: String = "higher than",
                      invert: Bool = false, lowLabel: String? = nil, highLabel: String? = nil,
                      label: String? = nil, whenMissing: Bool = false) -> Block? {
        let number = c.statistics.value(metric, at: c.position), rank = number == nil ? nil : c.rank(metric)
        guard rank != nil || (number == nil && whenMissing) else { return nil }
        let definition = metric.definition
        let distribution = c.statistics.distribution(metric)
        let shown = rank.map { invert ? 1 - $0 : $0 }
        let low = lowLabel ?? SiteFormat.display(distribution.min, as: format)
        let high = highLabel ?? SiteFormat.display(distribution.max, as: format)
        return .distribution(DistributionBlock(
            bins: distribution.bins,
            pinned: DistributionPin(value: c.lineage.value(definition.field, of: c.school, number, format: format)
                                        .notReportedWhenMissing,
                                    rank: shown.map { c.rankValue(metric, shown: $0) },
                                    rankText: shown.map { rankText(phrase, $0, reporting: distribution.n) }),
            label: label ?? "\(definition.label) vs. every college",
            scale: AxisScale(min: distribution.min, max: distribution.max, format: format),
            reporting: distribution.n, lowLabel: "\u{2190} \(low)", highLabel: "\(high) \u{2192}", term: definition.term,
            color: definition.domain.colorToken))
    }

    /// "more selective than 97% of 1,912" (DistributionStrip's rank line).
    static func rankText(_ phrase: String, _ rank: Double, reporting: Int) -> String {
        "\(phrase) \(SiteFormat.int(rank * 100))% of \(SiteFormat.num(Double(reporting)))"
    }

    /// A benchmark bar of a share against its national median (BenchmarkBar), printed in `format` (the metric's own
    /// unless given).
    static func benchmark(_ c: ProfileContext, _ metric: MetricKey, label: String, format: FormatKind? = nil) -> Block? {
        guard let number = c.statistics.value(metric, at: c.position), let median = c.median(metric, format: format)
        else { return nil }
        let definition = metric.definition
        let value = c.lineage.value(definition.field, of: c.school, number, format: format ?? definition.valueFormat)
        return .benchmarkBar(BenchmarkBarBlock(value: value, median: median, label: label, term: definition.term))
    }

    /// A fold: blocks hidden behind "Show …" (`hint`) with the line the site prints under that button (`note`,
    /// components/ui/show-more.tsx's second line, where the page passes one), or nil when there is nothing to hide.
    static func fold(_ hint: String, note: String? = nil, anchor: String, _ blocks: [Block?]) -> Block? {
        let shown = blocks.compactMap { $0 }
        return shown.isEmpty ? nil : .fold(FoldBlock(hint: hint, blocks: shown, anchor: anchor, note: note))
    }

    /// `sources` with the sources the map's other colleges cite (a college's own Common Data Set behind its dot)
    /// that the page's own fields do not.
    static func withMapSources(_ sources: [SourceGroup], _ blocks: [Block], lineage: Lineage) -> [SourceGroup] {
        var citations: [Cited] = []
        func walk(_ b: Block) {
            switch b {
            case let .scatter(s):
                citations += [s.cited.x, s.cited.y, s.cited.size]
                for p in s.points { if let own = p.cited { citations += [own.x, own.y, own.size].compactMap { $0 } } }
            case let .fold(f): f.blocks.forEach(walk)
            default: break
            }
        }
        blocks.forEach(walk)
        return lineage.sources(sources, adding: citations)
    }

    /// The frame of a topic page: compact header, topic bar, title, takeaway, "since" line and notices, then the
    /// topic's blocks, its source note and previous/next.
    static func topicScreen(_ c: ProfileContext, _ topic: ProfileTopic, title: String, takeaway: String?,
                            since: [Block], paths: [String], blocks: [Block?]) -> Screen {
        var out: [Block?] = [compactHeader(c), topicBar(c, current: topic),
                             heading(1, title, anchor: topic.rawValue, eyebrow: topic.eyebrow),
                             ProfileBlocks.takeaway(takeaway)]
        out += since.map(Optional.some)
        out += notices(c, paths: paths).map(Optional.some)
        out += blocks
        let sources = withMapSources(sources(c, key: topic.rawValue, paths: paths), out.compactMap { $0 },
                                     lineage: c.lineage)
        out.append(.sourceNote(SourceNoteBlock(sources: sources)))
        out.append(pager(c, current: topic))
        return Screen(title: "\(c.school.name): \(topic.label)", url: topic.href(c.id), blocks: out.compactMap { $0 },
                      sources: sources, publish: c.snapshot.publishID)
    }
}
