import Core
public import Domain
public import QuadAPIModels

/// `GET /trends/{study}`: one of the six studies, with its grouping and view switches.
enum StudyScreen {
    static func build(_ snapshot: DatasetSnapshot, slug: String, query: StudyQuery) throws -> Screen {
        guard let def = TrendStudyCatalog.study(slug) else { throw APIError.notFound("There is no such study.") }
        func context<V, E>(_ f: TrendStudyFile<V, E>) -> StudyContext {
            StudyContext(snapshot, def, query: query, from: f.study.from, to: f.study.to, n: f.study.n,
                         lineFrom: f.study.lineFrom, kind: TrendBlocks.kind(f.study.yearKind))
        }
        func offered<V, E>(_ f: TrendStudyFile<V, E>) -> [String] { f.study.groupings.map(\.grouping) }
        let page: StudyPage?
        var c: StudyContext?
        switch slug {
        case "men-and-women":
            guard let f = try TrendFiles.study(snapshot, slug, as: TrendStudyFiles.MenAndWomen.self) else { page = nil; break }
            c = context(f)
            page = MenWomenStudy.page(c!, f, grouping: try query.grouping(offered: offered(f)),
                                      view: try query.view(hasStudents: true))
        case "shrinking-colleges":
            guard let f = try TrendFiles.study(snapshot, slug, as: TrendStudyFiles.Shrinking.self) else { page = nil; break }
            guard query.window == nil || query.window == "ten" || query.window == "five" else {
                throw APIError.badRequest("`window` is `ten` or `five`.", field: "window")
            }
            c = context(f)
            page = ShrinkingStudy.page(c!, f, grouping: try query.grouping(offered: offered(f)),
                                       view: try query.view(hasStudents: true), window: query.window ?? "ten")
        case "price-gap":
            guard let f = try TrendFiles.study(snapshot, slug, as: TrendStudyFiles.PriceGap.self) else { page = nil; break }
            c = context(f)
            page = PriceGapStudy.page(c!, f, grouping: try query.grouping(offered: offered(f)))
            _ = try query.view(hasStudents: false)
        case "out-of-state":
            guard let f = try TrendFiles.study(snapshot, slug, as: TrendStudyFiles.OutOfState.self) else { page = nil; break }
            c = context(f)
            page = OutOfStateStudy.page(c!, f, grouping: try query.grouping(offered: OutOfStateStudy.groupings(f)),
                                        view: try query.view(hasStudents: true))
        case "pell-gap":
            guard let f = try TrendFiles.study(snapshot, slug, as: TrendStudyFiles.PellGap.self) else { page = nil; break }
            c = context(f)
            page = PellGapStudy.page(c!, f, grouping: try query.grouping(offered: offered(f)),
                                     view: try query.view(hasStudents: true))
        default:
            guard let f = try TrendFiles.study(snapshot, slug, as: TrendStudyFiles.TestOptional.self) else { page = nil; break }
            c = context(f)
            page = TestOptionalStudy.page(c!, f, grouping: try query.grouping(offered: offered(f)))
            _ = try query.view(hasStudents: false)
        }
        if slug != "shrinking-colleges", query.window != nil {
            throw APIError.badRequest("Only the shrinking-colleges study has a `window`.", field: "window")
        }
        guard let page, let c else {
            let blocks = [TrendBlocks.links([Link(label: "National trends", href: "/trends")], style: .list),
                          TrendBlocks.heading(1, def.title, anchor: "study", eyebrow: "Study \(def.number)"),
                          TrendBlocks.text(def.question)] + TrendBlocks.unavailable("This study")
            return Screen(title: def.title, url: "/trends/\(slug)", blocks: blocks, sources: [], publish: snapshot.publishID)
        }
        return page.screen(c)
    }
}
