import Domain
import QuadAPIModels

/// `GET /trends/movers?window=10|5` (`app/trends/movers`): every list of the window, from `movers.json`; nothing is
/// ranked here. A `window` other than 10 or 5 shows ten years, as the site does.
enum MoversScreen {
    static func build(_ snapshot: DatasetSnapshot, window asked: String?) throws -> Screen {
        let window = asked.flatMap(Int.init).flatMap { MoverListCatalog.windows.contains($0) ? $0 : nil } ?? 10
        var blocks: [Block?] = [
            TrendBlocks.links([Link(label: "National trends", href: "/trends")], style: .list),
            TrendBlocks.heading(1, "Biggest movers", anchor: "movers", eyebrow: "National trends"),
            TrendBlocks.text("The colleges that changed the most, measure by measure. Each list ranks only colleges that were "
                + "big enough at the start for a change to mean something, and leaves out closed campuses, mergers, and "
                + "reporting errors (the rules). Changes in rates are in percentage points; costs are after inflation."),
        ]
        let url = window == 10 ? "/trends/movers" : "/trends/movers?window=\(window)"
        guard let file = try TrendFiles.movers(snapshot), let lists = file.lists(window: window) else {
            blocks += [TrendBlocks.text("**The lists aren't available yet.** They're computed from the site's year-by-year "
                + "history, and appear once that data is published."),
                       TrendBlocks.links([Link(label: "All national trends", href: "/trends")])]
            return Screen(title: "Biggest movers", url: url, blocks: blocks.compactMap { $0 }, sources: [],
                          publish: snapshot.publishID)
        }
        blocks.append(.controls(ControlsBlock(controls: [TrendBlocks.segmented("window", label: "Window",
            MoverListCatalog.windows.map { w in ("\(w) years", w == 10 ? nil : String(w), w == 10 ? "/trends/movers" : "/trends/movers?window=\(w)") },
            selected: window == 10 ? nil : String(window))])))
        if let fall = lists.first(where: { $0.kind == "fall" }) {
            let from = MoverCards.moverYear(fall.from, .fall)
            blocks.append(TrendBlocks.text("\(from.prefix(1).uppercased() + from.dropFirst()) to \(MoverCards.moverYear(fall.to, .fall)) "
                + "for admissions and enrollment; each list gives its own years."))
        }
        if window == 5 {
            blocks.append(TrendBlocks.text("**This window spans the pandemic.** Applications, enrollment, and test policies all "
                + "shifted during it, so a five-year change can reflect a dip and a recovery as much as a trend."))
        }
        blocks.append(.chips(ChipsBlock(chips: MoverListCatalog.all.map { Chip(label: $0.title, href: "#\($0.key)") })))
        let cards = MoverCards(snapshot: snapshot)
        var citer = TrendCiter(snapshot)
        for def in MoverListCatalog.all {
            guard let list = lists.first(where: { $0.key == def.key }) else { continue }
            blocks += cards.blocks(def, list, window: window, shown: file.shown, compact: false, citer: &citer)
        }
        let r = file.rules
        blocks += [
            TrendBlocks.heading(2, "How the lists are made", anchor: "method"),
            TrendBlocks.bullets([
                "**The same change as college pages.** Each list ranks the change a college's own page and Explore show, from "
                    + "the window's first year (or up to two years later, when a college didn't report that year) to its last. "
                    + "Ties at the tenth place are all shown.",
                "**A floor at the start.** A percent change on a small base isn't the story, so each list names the size a "
                    + "college needed at the start of the window.",
                "**Still open, one campus.** Colleges under \(SiteFormat.num(Double(r.stillOpenMinUndergrads))) undergraduates "
                    + "today are closing rather than shrinking, and are left off every list, as are campuses that merged or "
                    + "split during the window (\(r.excludedCampuses) reviewed by hand).",
                "**Campus-based growth.** The growth lists leave out for-profit colleges and "
                    + "\(SiteFormat.num(Double(r.onlineFirst))) online-first colleges, whose enrollment can grow without a "
                    + "campus growing.",
                "**Reporting errors.** A count at either end that is more than \(JSNumber.string(r.jumpFactor))× (or under a "
                    + "\(r.jumpFactor == 3 ? "third" : "1/\(JSNumber.string(r.jumpFactor))")) of the year next to it is usually a "
                    + "typo in a college's report; those colleges are left off the list, not out of the data.",
                "**The universe.** The site's four-year colleges, not all of U.S. higher education. A list shows how much a "
                    + "college changed, not why.",
            ]),
        ]
        return TrendBlocks.screen(snapshot, title: "Biggest movers", url: url, blocks: blocks,
                                  citer: citer)
    }
}
