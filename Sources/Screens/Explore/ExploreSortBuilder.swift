import Domain
import QuadAPIModels

/// The sort menu (screens-map §1.2) and the view toggle.
enum ExploreSortBuilder {
    /// Sort options by group. `distance` is offered only while `near` is in force, `price_at` only with `income`.
    static func menu(_ c: ExploreContext) -> ExploreSortMenu {
        let q = c.query
        var groups: [(String, [(SortKey, String)])] = [
            ("Basics", [(.applicants, "Most applied-to"), (.name, "Name"), (.acceptanceRate, "Acceptance rate"),
                        (.sat, "SAT midpoint"), (.enrollment, "Size")]),
            ("Cost", [(.avgCost, "Average cost (lowest)"), (.aidGenerosity, "Aid generosity (most)"),
                      (.netPrice, "Net price with grants (lowest)"),
                      (.instructionSpending, "Instruction spending per student (most)"),
                      (.endowmentPerStudent, "Endowment per student, private nonprofits (most)")]),
            ("10-year changes", [(.avgCostChange, "Cost change, 10 yrs (biggest drop)"),
                                 (.admitRateChange, "Admit rate change, 10 yrs (most selective)"),
                                 (.sizeChange, "Size change, 10 yrs (fastest growth)"),
                                 (.appsChange, "Applications change, 10 yrs (fastest growth)"),
                                 (.diversityChange, "Diversity change, 10 yrs (most diversified)"),
                                 (.menShareChange, "Men's share change, 10 yrs (biggest drop)"),
                                 (.loanRateChange, "Borrowing change, 10 yrs (biggest drop)"),
                                 (.pellGapChange, "Pell gap change, 10 yrs (biggest narrowing)")]),
            ("Students and outcomes", [(.pell, "Pell share"), (.firstGen, "First-gen share"), (.diversity, "Diversity index"),
                                       (.menShare, "Share of men (most)"), (.partTime, "Part-time share (lowest)"),
                                       (.outOfState, "First-years from other states (most)"),
                                       (.transferShare, "Transfers, share of new students (most)"),
                                       (.admitGap, "Admit rate gap (men higher first)"),
                                       (.studentFaculty, "Students per faculty (fewest)"),
                                       (.fullTimeFaculty, "Full-time faculty share (most)"),
                                       (.earnings, "Earnings (highest)"), (.gradRate, "Graduation rate"),
                                       (.completion8yr, "8-year completion, all students (highest)"),
                                       (.completion4yr, "4-year completion, all students (highest)"),
                                       (.pellGap, "Pell graduation gap (smallest)"), (.loanRate, "Share who borrow (fewest)"),
                                       (.bachelors, "Bachelor's degrees awarded (most)")]),
        ]
        if let income = q.income {
            groups[1].1.insert((.priceAt, "Price at \(SiteFormat.moneyCompact(income)) income (lowest)"), at: 3)
        }
        if c.outcome.origin != nil { groups.append(("Distance", [(.distance, "Distance from home (nearest)")])) }
        let menu = groups.map { label, options in
            SortMenuGroup(label: label, options: options.map { key, text in
                SortMenuOption(key: key.rawValue, label: text, direction: wire(key.naturalDirection),
                               selected: key == q.sortBy, href: optionHref(c, key))
            })
        }
        let flip = c.href { $0.set("sortDir", q.sortDirection == .asc ? "desc" : "asc") }
        return ExploreSortMenu(key: q.sortBy.rawValue, direction: wire(q.sortDirection), groups: menu, flip: flip)
    }

    /// What choosing an option writes: the key (none for the default), and `sortDir=desc` only for options that read
    /// descending.
    static func optionHref(_ c: ExploreContext, _ key: SortKey) -> String {
        c.href { url in
            if key == .applicants { url.remove("sortBy") } else { url.set("sortBy", key.rawValue) }
            if key.naturalDirection == .desc, key != .applicants { url.set("sortDir", "desc") } else { url.remove("sortDir") }
        }
    }

    static func wire(_ d: SortDirection) -> TableColumn.SortDirection {
        d == .asc ? .asc : .desc
    }

    /// Cards, table, chart, map (`view`; cards is the default and leaves the parameter out).
    static func views(_ c: ExploreContext) -> QueryControl {
        let options: [(ExploreQuery.View, String)] = [(.grid, "Cards"), (.table, "Table"), (.chart, "Chart"), (.map, "Map")]
        return QueryControl(type: .segmented, param: "view", label: "View", options: options.map { view, label in
            ControlOption(label: label, value: view == .grid ? nil : view.rawValue, selected: c.query.view == view,
                          href: c.href { view == .grid ? $0.remove("view") : $0.set("view", view.rawValue) })
        })
    }
}
