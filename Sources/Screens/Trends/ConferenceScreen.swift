import Core
import Domain
import QuadAPIModels

/// `GET /trends/conferences/{slug}?measure=&members=` (`app/trends/conferences/[slug]`): one conference's members,
/// medians against every college's, the median over time under either membership rule, members compared, and moves.
enum ConferenceScreen {
    static let memberRules = ["today", "atTheTime"]

    static func build(_ snapshot: DatasetSnapshot, slug: String, measure asked: String?, members rule: String?) throws -> Screen {
        guard let file = try TrendFiles.conferences(snapshot), let row = file.conference(slug: slug) else {
            throw APIError.notFound("There is no such conference.")
        }
        let measure = asked ?? file.measures.first?.key ?? "applicants"
        guard let meta = file.measures.first(where: { $0.key == measure }) else {
            throw APIError.badRequest("`measure` is one of " + file.measures.map { "`\($0.key)`" }.joined(separator: ", ") + ".",
                                      field: "measure")
        }
        let membership = rule ?? "today"
        var citer = TrendCiter(snapshot)
        let shortName = ConferenceBlocks.short(row.name)
        let name = { (id: String) in snapshot.school(id: id)?.name ?? id }
        let memberIDs = (row.footballOnly == true ? row.footballMembers ?? [] : row.members)
            .sorted { NameCollationKey(name($0)) < NameCollationKey(name($1)) }
        var blocks: [Block?] = [
            TrendBlocks.links([Link(label: "All conferences", href: "/trends/conferences")], style: .list),
            TrendBlocks.heading(1, row.name, anchor: "conference", eyebrow: ConferenceBlocks.levelLabel(row.level)),
        ]
        let asOf = snapshot.lineage.cited("campus.athletics").year ?? "the newest survey"
        let football = row.footballOnly == true
        blocks.append(.statTiles(StatTilesBlock(tiles: [StatTile(
            label: football ? "Colleges playing football in it" : "Members on the site",
            value: citer.current("campus.athletics", Double(memberIDs.count), format: .num,
                                 computation: football ? "Colleges on the site that play football in the conference"
                                     : "Colleges on the site that report the conference as their main one"))])))
        if row.footballOnly == true {
            blocks.append(TrendBlocks.text("A football-only conference: \(memberIDs.count) of the site's colleges play football "
                + "in it, each with another main conference, so it has no medians here."))
        } else {
            let elsewhere = row.football.count
            blocks.append(TrendBlocks.text("\(row.members.count) members on the site, as of \(asOf)"
                + (elsewhere > 0 ? "; \(elsewhere) play football in another conference." : ".")))
            blocks.append(TrendBlocks.links([Link(label: "See them in Explore", href: "/explore?conference=\(row.code)")]))
        }
        blocks.append(TrendBlocks.heading(2, "Members", anchor: "members"))
        let refs = SchoolRefs.of(snapshot)
        blocks.append(.schoolChips(SchoolChipsBlock(schools: memberIDs.map { TrendBlocks.schoolRef(refs, id: $0, name: $0) })))
        blocks.append(.table(TableBlock(
            columns: [TableColumn(key: "college", label: "College"), TableColumn(key: "place", label: "Location"),
                      TableColumn(key: "joined", label: "Joined"), TableColumn(key: "football", label: "Football")],
            rows: memberIDs.map { id in
                let s = snapshot.school(id: id)
                let fb = row.football[id].flatMap { file.name(of: $0) }.map(ConferenceBlocks.short)
                let main = row.footballOnly == true ? s?.campus?.athletics?.conference?.name.map { "main: \($0)" } : nil
                return TableRow(cells: [
                    .link(Link(label: name(id), href: "/schools/\(id)")),
                    .text(s.map { "\($0.location.city), \($0.location.state)" } ?? SiteFormat.missing),
                    .text(row.joined[id].map { "joined \(TrendBlocks.year($0, .academic))" } ?? SiteFormat.missing),
                    .text(fb.map { "football: \($0)" } ?? main ?? SiteFormat.missing),
                ])
            }, sticky: TableSticky(columns: 1, header: true))))
        if row.tooFew == true, row.footballOnly != true {
            blocks.append(TrendBlocks.text("**Too few members to summarize.** A conference needs \(file.floor) members on the "
                + "site before this page shows medians; the \(shortName) has \(row.members.count). Its members and moves are "
                + "above and below."))
        }
        if let glance = row.glance, !glance.isEmpty {
            blocks += ConferenceSections.glance(file, row, glance, &citer, shortName: shortName)
        }
        if let lines = row.lines?[meta.key] {
            blocks += ConferenceSections.overTime(file, row, meta, lines, membership: membership, &citer, shortName: shortName)
        }
        if row.glance?.isEmpty == false {
            blocks += ConferenceSections.compared(file, row, &citer, name: name)
        }
        blocks += ConferenceSections.moves(file, row, snapshot: snapshot)
        blocks += [
            TrendBlocks.heading(2, "How this was measured", anchor: "method"),
            TrendBlocks.bullets([
                "**Members.** Colleges that report the \(shortName) as their main athletic conference today. A member playing "
                    + "football elsewhere is listed with its football conference but counted here.",
                "**Medians.** Every figure is the median member (counts and costs: the median member's own change), except the "
                    + "totals, which are labeled. A conference needs \(file.floor) members on the site, and a year needs "
                    + "\(Int((file.coverage * 100).rounded()))% of members reporting; costs are after inflation.",
                "**Members at the time** reads each college's reported conference year by year, from "
                    + "\(TrendBlocks.year(file.membership.from, .academic)); colleges no longer on the site aren't included.",
                "**The universe.** The site's four-year colleges, which may not be every member. The page shows how members "
                    + "compare and changed, not why.",
            ]),
        ]
        return TrendBlocks.screen(snapshot, title: "\(row.name): trends", url: "/trends/conferences/\(row.slug)", blocks: blocks,
                                  citer: citer)
    }
}
