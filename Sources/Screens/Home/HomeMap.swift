import Domain
import QuadAPIModels

/// Schools by state (a tile map opening Explore for each state), the head-to-head matchups, and the four glossary
/// cards.
enum HomeMap {
    /// Each state's place on the tile grid: (column, row).
    static let tiles = StateTileGrid.tiles

    /// The shading steps, lowest first.
    static let levels = [
        TileLevel(min: 1, label: "1\u{2013}14", color: "seq-1"), TileLevel(min: 15, label: "15\u{2013}29", color: "seq-2"),
        TileLevel(min: 30, label: "30\u{2013}59", color: "seq-3"), TileLevel(min: 60, label: "60\u{2013}99", color: "seq-4"),
        TileLevel(min: 100, label: "100+", color: "seq-5"),
    ]

    /// Harvard vs Stanford; Berkeley vs UCLA; Michigan vs UVA vs UNC; Williams vs Pomona.
    static let matchupIDs = [["166027", "243744"], ["110635", "110662"], ["170976", "234076", "199120"],
                           ["168342", "121345"]]

    /// The glossary cards, numbered 01–04.
    static let lingoTerms = ["middle-50", "yield", "pell-grant", "test-optional"]

    static func states(_ c: HomeContext) -> HomeSection {
        guard !c.snapshot.schools.isEmpty else { return .empty }
        let counts = c.snapshot.stateCounts
        let map = TileMapBlock(tiles: tiles.map { state, col, row in
            let n = counts[state] ?? 0
            let value = c.lineage.aggregate(FieldPath.state, value: Double(n), format: .num,
                                            computation: "Colleges in the dataset located in \(state)")
            let level = n > 0 ? levels.lastIndex { Double(n) >= $0.min } : nil
            return StateTile(state: state, value: value, display: value.display, href: n > 0 ? "/explore?states=\(state)" : nil,
                             col: col, row: row, level: level, title: title(state, count: n))
        }, scale: TileScale(label: "Colleges per state", levels: levels))
        let sources = c.sources([FieldPath.state])
        return HomeSection(blocks: [
            SectionBlocks.heading("Schools by state", eyebrow: "Where they are", anchor: "states"),
            .tileMap(map),
            .sourceNote(SourceNoteBlock(sources: sources)),
            SectionBlocks.text("Tap a highlighted state to see its schools."),
        ], sources: sources)
    }

    /// A tile's hover text as StateTileMap writes it with Home's defaults (unit "college", `toLocaleString("en-US")`, a
    /// link to Explore): "{ST}: {n} college(s). Click to explore", or "{ST}: no 4-year colleges in our data".
    static func title(_ state: String, count n: Int) -> String {
        n > 0 ? "\(state): \(SiteFormat.num(Double(n))) college\(n == 1 ? "" : "s"). Click to explore"
            : "\(state): no 4-year colleges in our data"
    }

    /// "Put them head-to-head": the four matchups as the site's home page draws them: each links to Compare with every
    /// one of its ids (Compare sets aside those it does not know) and is labeled with the short names of the colleges
    /// the dataset has, joined by " vs. ". The site would still draw a matchup the dataset has none of, as an empty
    /// card with no name or crest; a link with no words carries nothing, so that one is left out (and the section
    /// when all four are).
    static func matchups(_ c: HomeContext) -> [Block] {
        let links: [Link] = matchupIDs.compactMap { ids in
            let schools = c.schools(ids)
            guard !schools.isEmpty else { return nil }
            return Link(label: schools.map { SchoolShortName.of(id: $0.unitID, name: $0.name) }.joined(separator: " vs. "),
                        href: "/compare?ids=\(ids.joined(separator: ","))")
        }
        guard !links.isEmpty else { return [] }
        return [
            .heading(HeadingBlock(level: 2, text: "Put them head-to-head", anchor: "head-to-head")),
            SectionBlocks.text("Compare up to four schools with overlaid charts and automatic \u{201C}key differences.\u{201D} "
                + "Start with a classic matchup:"),
            .links(LinksBlock(links: links, style: .list)),
        ]
    }

    /// "Learn the lingo": four glossary entries and the link to the rest.
    static func lingo() -> [Block] {
        let cards: [Block] = lingoTerms.enumerated().compactMap { i, key in
            Glossary.entry(key).map {
                .topicCard(TopicCardBlock(title: $0.term, href: "/glossary#\(key)", footer: $0.short, blocks: [],
                                          eyebrow: "0\(i + 1)"))
            }
        }
        guard !cards.isEmpty else { return [] }
        return [SectionBlocks.heading("Admissions-speak, translated", eyebrow: "Learn the lingo", anchor: "lingo")] + cards
            + [.links(LinksBlock(links: [Link(label: "Full glossary", href: "/glossary")], style: .list))]
    }
}
