import Domain
import Foundation
import QuadAPIModels

/// "How well Quad's estimate did" (the site's components/data/ChancesAccuracy). The site fills it from its season
/// accuracy summary, a database table of its own (`chances_summary`), not a file of the published dataset; with no
/// summary there, it still shows the section, in its empty state, which is what this server always has.
enum DataAccuracy {
    /// "Not enough outcomes yet".
    static let notEnough = "Not enough outcomes yet"

    static func section(_ c: DataContext) -> [Block] {
        [
            SectionBlocks.heading("How well Quad's estimate did", eyebrow: "Accuracy", anchor: "estimate-accuracy"),
            SectionBlocks.text("Quad's estimate puts each college on a student's list in a group: Reach, Target, or "
                + "Likely. Students who choose to share their results tell us what happened, and after each admissions "
                + "season we publish how the groups held up: for each group and each band of the college's overall "
                + "admit rate, how many outcomes were shared and the share admitted, with a 90% range. A group with too "
                + "few outcomes says so rather than guess."),
            SectionBlocks.subheading(notEnough, anchor: "estimate-accuracy-empty"),
            SectionBlocks.text("The first summary comes after the season for the class entering in fall "
                + "\(seasonInProgress(c.now)), once students who applied share their results. Sharing is a choice each "
                + "student makes in their plan, and it can be turned off any time."),
        ]
    }

    /// The fall a student applying on `date` (its UTC day) would enter: from July on, the next year's.
    static func seasonInProgress(_ date: Date) -> Int {
        let day = CalendarDay(date)
        return day.month >= 7 ? day.year + 1 : day.year
    }
}
