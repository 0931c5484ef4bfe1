import Domain
import QuadAPIModels

/// "What kind of school are you after?": nine cards, each opening its preset Explore query, with the size of that
/// query's result and the first four colleges in its order, both from the Explore engine's own answer.
enum HomeLenses {
    static func section(_ c: HomeContext) -> [Block] {
        [SectionBlocks.heading("What kind of school are you after?", eyebrow: "Start with a question", anchor: "lenses")]
            + zip(HomeLens.all, c.figures.lenses).map { card(c, $0, $1) }
    }

    static func card(_ c: HomeContext, _ lens: HomeLens, _ answer: HomeDatasetFigures.LensAnswer) -> Block {
        let first = answer.first.map { c.snapshot.schools[$0] }
        var blocks: [Block] = []
        if lens.ranked {
            blocks.append(.chips(ChipsBlock(chips: [Chip(label: "Ranked list")])))
        } else {
            let count = c.lineage.aggregate("unit_id", value: Double(answer.count), format: .num,
                                            computation: "Colleges that match this Explore query")
            blocks.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: "schools", value: count)])))
        }
        if !first.isEmpty { blocks.append(.schoolChips(SchoolChipsBlock(schools: first.map(SchoolRef.init)))) }
        return .topicCard(TopicCardBlock(title: lens.title, href: "/explore?\(lens.query)", footer: lens.blurb,
                                         blocks: blocks))
    }
}
