import Core
import Domain
import QuadAPIModels

/// `GET /trends/states/{state}?measure=` (`app/trends/states/[state]`): counts, ten-year changes against the
/// national panel, public and private, where first-years come from, the state's movers and public research
/// universities. A state under the floor gets counts, its members and movers only. `measure` picks which of the four
/// lines is drawn full size.
enum StateScreen {
    static let measures = ["undergrads", "applicants", "acceptanceRate", "avgPaid"]

    static func build(_ snapshot: DatasetSnapshot, state: String, measure asked: String?) throws -> Screen {
        guard let file = try TrendFiles.states(snapshot), let entry = file.state(state) else {
            throw APIError.notFound("There is no such state.")
        }
        if let asked, !measures.contains(asked) {
            throw APIError.badRequest("`measure` is one of " + measures.map { "`\($0)`" }.joined(separator: ", ") + ".",
                                      field: "measure")
        }
        var citer = TrendCiter(snapshot)
        let fall = { (y: Int) in TrendBlocks.lower(y, .fall) }
        let name = entry.name
        var blocks: [Block?] = [
            TrendBlocks.links([Link(label: "Trends by state", href: "/trends/states")], style: .list),
            TrendBlocks.heading(1, name, anchor: "state", eyebrow: "Trends by state"),
        ]
        func count(_ n: Int, _ what: String) -> Value {
            citer.current("type", Double(n), format: .num, computation: "\(what) on the site in \(name)")
        }
        let explore = Link(label: "Explore \(name)'s colleges", href: "/explore?states=\(entry.postal)")
        let movers = MoverCards(snapshot: snapshot)
        func moverBlocks(_ citer: inout TrendCiter) -> [Block] {
            guard let w = entry.movers.first(where: { $0.years == 10 }) else { return [] }
            var out: [Block] = [TrendBlocks.heading(2, "Biggest movers in \(name)", anchor: "movers"),
                                TrendBlocks.text("The same rules and floors as the national lists, restricted to \(name)'s colleges.")]
            for list in w.lists {
                guard let def = MoverListCatalog.list(list.key) else { continue }
                out += movers.blocks(def, list, window: 10, shown: 10, compact: true, level: 3, citer: &citer)
            }
            return out
        }
        if entry.isTooFew {
            let n = entry.onSite.total
            blocks.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: "Colleges on the site", value: count(n, "Colleges"))])))
            blocks.append(TrendBlocks.text("\(SiteFormat.num(Double(n))) college\(n == 1 ? "" : "s") on the site — too few to "
                + "summarize with a median (the site needs \(file.floor) or more). Here's who they are, and this state's biggest movers."))
            blocks.append(TrendBlocks.heading(2, "Colleges in \(name)", anchor: "members"))
            blocks.append(TrendBlocks.text(entry.members.map { "- [\($0.name)](/schools/\($0.unitID))" }.joined(separator: "\n")))
            blocks.append(TrendBlocks.links([Link(label: "See them in Explore", href: "/explore?states=\(entry.postal)")]))
            blocks += moverBlocks(&citer)
        } else {
            let all = entry.all!.values!
            let o = entry.onSite
            blocks.append(.statTiles(StatTilesBlock(tiles: [
                StatTile(label: "Colleges on the site", value: count(o.total, "Colleges")),
                StatTile(label: "Public", value: count(o.public, "Public colleges")),
                StatTile(label: "Private nonprofit", value: count(o.privateNonprofit, "Private nonprofit colleges")),
                StatTile(label: "For-profit", value: count(o.privateForprofit, "For-profit colleges")),
                StatTile(label: "Undergraduates today", value: citer.value(
                    all.undergradsTotal[1], format: .num, series: ["undergrads"], from: file.to, to: file.to, kind: .fall,
                    field: "Undergraduates, \(name)", computation: "Sum over the \(entry.panel.n) \(name) colleges in the panel")
                    .with(delta: Lineage.delta(all.undergradsTotalChange, display: SiteFormat.signedPercent(all.undergradsTotalChange),
                                               since: YearLabel.since(file.from, .fall))),
                    hint: "\(entry.panel.n) of \(o.total) colleges in the panel", term: "undergrad-enrollment"),
            ])))
            blocks.append(TrendBlocks.text("\(SiteFormat.num(Double(o.total))) colleges on the site: \(SiteFormat.num(Double(o.public))) "
                + "public, \(SiteFormat.num(Double(o.privateNonprofit))) private nonprofit"
                + (o.privateForprofit > 0 ? ", \(SiteFormat.num(Double(o.privateForprofit))) for-profit" : "")
                + ". Their undergraduates \(all.undergradsTotalChange >= 0 ? "grew" : "fell") "
                + "\(Int(JSNumber.round(all.undergradsTotalChange.magnitude * 100)))% in total since \(fall(file.from)), to "
                + "\(SiteFormat.num(all.undergradsTotal[1])) today (\(SiteFormat.num(Double(entry.panel.n))) of "
                + "\(SiteFormat.num(Double(o.total))) \(name) colleges in the panel)."))
            blocks.append(TrendBlocks.links([explore]))
            let measure = asked ?? "undergrads"
            blocks += StateSections.changed(file, entry, all, measure: measure, &citer)
            blocks += StateSections.control(entry, &citer, file: file)
            blocks += StateSections.origins(entry, &citer, file: file)
            blocks += moverBlocks(&citer)
            blocks += StateSections.research(entry, &citer, file: file)
            blocks += StateSections.method(file, entry)
        }
        blocks.append(TrendBlocks.links([explore, Link(label: "Every state", href: "/trends/states"),
                                         Link(label: "All national trends", href: "/trends")]))
        return TrendBlocks.screen(snapshot, title: "\(name): trends", url: "/trends/states/\(entry.postal.lowercased())",
                                  blocks: blocks, citer: citer)
    }
}
