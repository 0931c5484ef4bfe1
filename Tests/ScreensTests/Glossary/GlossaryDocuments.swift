import Domain
import Foundation
import Markdown
import QuadAPIModels
@testable import Screens

/// Every kind of public document the screens build from one dataset, fed to ``GlossaryReferences``: profile pages
/// (every topic) of colleges spread through it and of every college with its own report (the sections only a
/// college's Common Data Set fills attach terms no federal figure does), history pages (every group), Explore in each
/// view with its filter panel, Compare in all its states and pages, Home, the Data page, meta, the index and a
/// search, the trends pages, high schools, the roadmap and the release notes.
enum GlossaryDocuments {
    static func references(_ snapshot: DatasetSnapshot, geography: ExploreGeography, every: Int) throws -> GlossaryReferences {
        var refs = GlossaryReferences()
        let ids = snapshot.schools.enumerated().filter { $0.offset % every == 0 }.map(\.element.unitID)
        let reported = snapshot.schools.filter { $0.reported != nil }.map(\.unitID)
        try addProfiles(snapshot, ids: ids + reported.filter { !ids.contains($0) }, to: &refs)
        for id in ids {
            for group in HistoryGroup.allCases {
                if let history = try? ProfileScreens.history(snapshot, id: id, query: HistoryQuery(group: group)) {
                    try refs.add(history, as: "history \(id) \(group.rawValue)")
                }
            }
        }
        for raw in ["", "view=table", "view=map", "view=chart", "sortBy=net_price&view=table", "types=public&sortBy=earnings"] {
            let pairs = ExploreScreens.pairs(raw)
            try refs.add(ExploreBuilder.screen(snapshot, pairs: pairs, geography: geography, fit: .signedOut), as: "explore \(raw)")
            try refs.add(ExploreBuilder.filters(snapshot, pairs: pairs, geography: geography), as: "filters \(raw)")
        }
        try addCompare(snapshot, ids: ids, to: &refs)
        try refs.add(HomeScreen.build(snapshot), as: "home")
        try refs.add(DataScreen.build(snapshot, now: Date(timeIntervalSince1970: 1_791_300_000)), as: "data")
        try refs.add(MetaBuilder.build(snapshot, build: BuildInfo(version: "test", commit: nil, api: "v1")), as: "meta")
        try refs.add(SchoolIndexBuilder.search(snapshot, q: "uni", limit: 8, exclude: []), as: "search")
        try addTrends(snapshot, to: &refs)
        let renderer = GFMRenderer()
        for slug in snapshot.content.roadmap?.pages.keys.sorted() ?? [] {
            try refs.add(RoadmapScreens.page(snapshot, slug: slug, renderer: renderer), as: "roadmap \(slug)")
        }
        for note in snapshot.content.releaseNotes?.notes ?? [] {
            try refs.add(ReleaseNoteScreens.page(snapshot, slug: note.slug, renderer: renderer), as: "release note \(note.slug)")
        }
        return refs
    }

    /// Each college's overview, changes and topic pages (the admissions page with scores entered).
    static func addProfiles(_ snapshot: DatasetSnapshot, ids: [String], to refs: inout GlossaryReferences) throws {
        for id in ids {
            try refs.add(ProfileScreens.overview(snapshot, id: id), as: "profile \(id)")
            try refs.add(ProfileScreens.changes(snapshot, id: id), as: "changes \(id)")
            for topic in ProfileTopic.pageTopics {
                if let screen = try? ProfileScreens.topic(snapshot, id: id, topic: topic.rawValue,
                                                          scores: ScoreInput(sat: 1200, act: 26)) {
                    try refs.add(screen, as: "profile \(id) \(topic.rawValue)")
                }
            }
        }
    }

    /// The empty and one-school states, then every page for sets of two to four colleges (Your major for a field the
    /// first college awards, the table with Differences only).
    static func addCompare(_ snapshot: DatasetSnapshot, ids: [String], to refs: inout GlossaryReferences) throws {
        try refs.add(CompareScreens.overview(snapshot, query: CompareQuery()), as: "compare empty")
        if let one = ids.first { try refs.add(CompareScreens.overview(snapshot, query: CompareQuery(ids: one)), as: "compare one") }
        let sets = stride(from: 0, to: max(0, ids.count - 3), by: 4).map { Array(ids[$0..<$0 + 4]) } + [Array(ids.prefix(2))]
        for set in sets where set.count >= 2 {
            let joined = set.joined(separator: ",")
            try refs.add(CompareScreens.overview(snapshot, query: CompareQuery(ids: joined)), as: "compare \(joined)")
            for page in ComparePage.topics {
                try refs.add(CompareScreens.topic(snapshot, topic: page.rawValue, query: CompareQuery(ids: joined)),
                             as: "compare \(page.rawValue) \(joined)")
            }
            let family = snapshot.schools.first { $0.unitID == set[0] }?.academics?.bachelorsByFamily?.keys.sorted().first
            if let family {
                let query = CompareQuery.parse([("ids", joined), ("major", family)], page: .academics)
                try refs.add(CompareScreens.topic(snapshot, topic: "academics", query: query), as: "compare major \(joined)")
            }
            let only = CompareQuery.parse([("ids", joined), ("differences", "only")], page: .table)
            try refs.add(CompareScreens.topic(snapshot, topic: "table", query: only), as: "compare table only \(joined)")
        }
    }

    /// The trends hub, movers, each study, the conferences and states with their pages, and the high schools.
    static func addTrends(_ snapshot: DatasetSnapshot, to refs: inout GlossaryReferences) throws {
        if let hub = try? TrendScreens.hub(snapshot) { try refs.add(hub, as: "trends") }
        if let movers = try? TrendScreens.movers(snapshot, window: nil) { try refs.add(movers, as: "movers") }
        for study in TrendStudyCatalog.all {
            if let screen = try? TrendScreens.study(snapshot, slug: study.slug, query: StudyQuery()) {
                try refs.add(screen, as: "study \(study.slug)")
            }
        }
        if let conferences = try? TrendScreens.conferences(snapshot) { try refs.add(conferences, as: "conferences") }
        for c in (try? TrendFiles.conferences(snapshot))??.conferences.prefix(5) ?? [] {
            try refs.add(TrendScreens.conference(snapshot, slug: c.slug, measure: nil, members: nil), as: "conference \(c.slug)")
        }
        if let states = try? TrendScreens.states(snapshot, measure: nil) { try refs.add(states, as: "states") }
        for s in (try? TrendFiles.states(snapshot))??.states.prefix(5) ?? [] {
            try refs.add(TrendScreens.state(snapshot, state: s.postal, measure: nil), as: "state \(s.postal)")
        }
        if let directory = try? HighSchoolDirectory.of(snapshot) {
            for school in directory.schools.prefix(20) {
                try refs.add(HighSchoolScreen.build(snapshot, id: school.id), as: "high school \(school.id)")
            }
        }
    }
}
