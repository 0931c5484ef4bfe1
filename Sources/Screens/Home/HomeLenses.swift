import Domain
import QuadAPIModels

/// "What kind of school are you after?": nine cards, each opening its preset Explore query, with the size of that
/// query's result and the first four colleges in its order, both from the Explore engine's own answer.
enum HomeLenses {
    static func section(_ c: HomeContext) -> [Block] {
        [SectionBlocks.heading("What kind of school are you after?", eyebrow: "Start with a question", anchor: "lenses")]
            + HomeLens.all.map { card(c, $0) }
    }

    static func card(_ c: HomeContext, _ lens: HomeLens) -> Block {
        let outcome = lens.run(c.snapshot)
        let first = outcome.positions.prefix(4).map { c.snapshot.schools[$0] }
        var blocks: [Block] = []
        if lens.ranked {
            blocks.append(.chips(ChipsBlock(chips: [Chip(label: "Ranked list")])))
        } else {
            let count = c.lineage.aggregate("unit_id", value: Double(outcome.positions.count), format: .num,
                                            computation: "Colleges that match this Explore query")
            blocks.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: "schools", value: count)])))
        }
        if !first.isEmpty { blocks.append(.schoolChips(SchoolChipsBlock(schools: first.map(SchoolRef.init)))) }
        return .topicCard(TopicCardBlock(title: lens.title, href: "/explore?\(lens.query)", footer: lens.blurb,
                                         blocks: blocks))
    }
}
