import Domain
import QuadAPIModels

/// `GET /trends` (`app/trends/page.tsx` and its entry sections): one card per study the index has, newest first,
/// then Biggest movers (three lists, five rows each), By athletic conference (the Power 4) and By state (the map).
enum TrendsHubScreen {
    static func build(_ snapshot: DatasetSnapshot) throws -> Screen {
        var citer = TrendCiter(snapshot)
        var blocks: [Block?] = [
            TrendBlocks.heading(1, "How college is changing", anchor: "trends", eyebrow: "National trends"),
            TrendBlocks.text("Every other page answers a question about one college. These look at the whole landscape: what "
                + "changed across the site's four-year colleges over the years of federal data, and where. Each study compares "
                + "the same colleges at both ends (a fixed panel), says whether it counts colleges or students, and shows "
                + "where a change happened, not why."),
            TrendBlocks.heading(2, "Studies", anchor: "studies"),
        ]
        let cards = snapshot.trendIndex?.cards ?? []
        let studies = TrendStudyCatalog.newestFirst.compactMap { def in cards.first { $0.slug == def.slug }.map { (def, $0) } }
        if studies.isEmpty {
            blocks.append(TrendBlocks.text("The studies appear once the year-by-year history is published."))
        }
        for (def, card) in studies {
            blocks.append(studyCard(def, card, &citer))
        }
        if let movers = try TrendFiles.movers(snapshot), let lists = movers.lists(window: 10) {
            blocks += [
                TrendBlocks.heading(2, "Biggest movers", anchor: "movers"),
                TrendBlocks.text("The colleges that changed the most over ten years, among colleges big enough at the start "
                    + "for a change to mean something (the rules)."),
                TrendBlocks.links([Link(label: "All ten lists", href: "/trends/movers")], style: .list),
            ]
            let cardsBuilder = MoverCards(snapshot: snapshot)
            for key in MoverListCatalog.featured {
                guard let def = MoverListCatalog.list(key), let list = lists.first(where: { $0.key == key }) else { continue }
                blocks += cardsBuilder.blocks(def, list, window: 10, shown: 5, compact: true, level: 3, citer: &citer)
            }
        }
        if let conferences = try TrendFiles.conferences(snapshot) {
            blocks += [
                TrendBlocks.heading(2, "By athletic conference", anchor: "conferences"),
                TrendBlocks.text("How each conference's member colleges compare and changed, and who joined or left. The "
                    + "Power 4, median member, on one scale:"),
                TrendBlocks.links([Link(label: "All \(conferences.conferences.count) conferences", href: "/trends/conferences")],
                                  style: .list),
            ]
            blocks += ConferenceBlocks.powerFour(conferences, citer: &citer)
        }
        if let states = try TrendFiles.states(snapshot) {
            blocks += [
                TrendBlocks.heading(2, "By state", anchor: "states"),
                TrendBlocks.text("How each state's colleges changed: size, applications, cost, and where their students come "
                    + "from. Colored here by the median college's undergraduate change over 10 years."),
                TrendBlocks.links([Link(label: "Every state", href: "/trends/states")], style: .list),
                StatesScreen.tileMap(states, StateMapMeasure.all[0], &citer, hub: true),
            ]
        }
        return TrendBlocks.screen(snapshot, title: "National trends", url: "/trends", blocks: blocks,
                                  citer: citer)
    }

    /// A study's card: headline number, sparkline, sentence, panel size and years, linking to the study.
    static func studyCard(_ def: TrendStudyDef, _ card: TrendIndex.Card, _ citer: inout TrendCiter) -> Block {
        let kind = TrendBlocks.kind(card.yearKind ?? def.yearKind.rawValue)
        let from = card.from ?? 0, to = card.to ?? 0
        let format = FormatKind(rawValue: card.headline?.format ?? "pct") ?? .pct
        let caption = card.headline?.caption ?? ""
        let headline = citer.value(card.headline?.value, format: format, series: Array(def.series.prefix(2)), from: from,
                                   to: to, kind: kind, field: "\(def.title): \(caption)", computation: caption)
        var body: [Block] = [.statTiles(StatTilesBlock(tiles: [StatTile(label: "\(caption), \(TrendBlocks.lower(to, kind))",
                                                                        value: headline)]))]
        if let spark = card.spark, let start = spark.start {
            let sparkKind = TrendBlocks.kind(spark.kind ?? kind.rawValue)
            let sparkFormat = FormatKind(rawValue: spark.format ?? "pct") ?? .pct
            let colors = [def.color, "neutral"]
            let series = (spark.series ?? []).enumerated().map { i, s in
                TrendBlocks.series("s\(i)", label: s.name ?? "", color: colors[min(i, 1)], dashed: i > 0, start: start,
                                   s.values ?? []) { x, y in
                    citer.value(x, format: sparkFormat, series: Array(def.series.prefix(2)), from: y, to: y, kind: sparkKind,
                                field: s.name ?? def.title, computation: s.name ?? def.title)
                }
            }
            let names = series.map(\.label).joined(separator: " and ")
            if let line = TrendBlocks.trendLine(series, from: start, to: to, kind: sparkKind, format: sparkFormat,
                                                label: "\(names), \(TrendBlocks.lower(start, sparkKind)) to \(TrendBlocks.lower(to, kind))",
                                                compact: true) {
                body.append(line)
            }
        }
        if let sentence = card.sentence { body.append(TrendBlocks.text(sentence)) }
        let n = SiteFormat.num(card.n ?? 0)
        return .topicCard(TopicCardBlock(title: card.title ?? def.title, href: "/trends/\(def.slug)",
                                         footer: "\(n) colleges · \(TrendBlocks.year(from, kind)) → \(TrendBlocks.lower(to, kind))",
                                         blocks: body, eyebrow: "Study \(def.number)"))
    }
}
