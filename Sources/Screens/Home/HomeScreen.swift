public import Domain
public import QuadAPIModels

/// Builds `GET /home`: the site's home page as the phone shows it (screens-map §5), section by section. A section
/// whose data the dataset lacks is left out; the spotlight cards are left out as on the phone site.
///
/// ```swift
/// let home = HomeScreen.build(snapshot)
/// home.blocks.first   // the hero heading, "College data, decoded."
/// ```
public enum HomeScreen {
    public static func build(_ snapshot: DatasetSnapshot) -> Screen {
        let c = HomeContext(snapshot)
        var blocks: [Block] = []
        var notes: [[SourceGroup]] = []
        blocks += HomeHero.hero(c)
        blocks += HomeHero.statStrip(c)
        notes.append(c.sources(HomeHero.fields))
        blocks += HomeLenses.section(c)
        for section in HomeCharts.sections(c) + [HomeFactCards.section(c), HomeBoards.standouts(c), HomeMap.states(c)] {
            blocks += section.blocks
            notes.append(section.sources)
        }
        blocks += HomeMap.matchups(c)
        blocks += HomeMap.lingo()
        return Screen(title: "Quad", url: "/", blocks: blocks, sources: SourceGroup.merged(notes),
                      publish: snapshot.publishID)
    }
}

/// A section's blocks and the sources its values cite.
struct HomeSection: Sendable {
    var blocks: [Block] = []
    var sources: [SourceGroup] = []

    static let empty = HomeSection()
}
