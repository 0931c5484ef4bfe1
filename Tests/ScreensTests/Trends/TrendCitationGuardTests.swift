import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The citation guard over every trends and high-school document of the bundled sample: every value cites a source
/// the dataset describes (for high schools, `high-schools/meta.json`, or the school's own profile) that the screen's
/// sources list, every value prints `formatBy(format, value)`, and no reader-facing text is empty.
struct TrendCitationGuardTests {
    let snapshot = SampleDataset.snapshot

    func check(_ screens: [(String, Screen)], allowed: Set<String> = ProfileCitationGuardTests.allowed,
               minimumValues: Int = 1) {
        var problems: [String] = []
        for (name, screen) in screens {
            var walker = ProfileValueWalker()
            walker.walk(screen)
            if walker.values.count < minimumValues { problems.append("\(name): only \(walker.values.count) values") }
            problems += ProfileCitationGuardTests.problems(screen, name, allowed: allowed)
        }
        for p in problems.prefix(20) { Issue.record(Comment(rawValue: p)) }
        #expect(problems.isEmpty)
    }

    @Test func theHubAndMovers() throws {
        check([("hub", try TrendScreens.hub(snapshot)), ("movers 10", try TrendScreens.movers(snapshot, window: nil)),
               ("movers 5", try TrendScreens.movers(snapshot, window: "5"))], minimumValues: 100)
    }

    @Test(arguments: TrendStudyCatalog.all.map(\.slug))
    func everyGroupingAndViewOfAStudy(_ slug: String) throws {
        var screens: [(String, Screen)] = []
        let base = try TrendScreens.study(snapshot, slug: slug, query: StudyQuery())
        screens.append((slug, base))
        let controls = base.blocks.compactMap { if case let .controls(c) = $0 { c.controls } else { nil } }.flatMap { $0 }
        let groupings = controls.first { $0.param == "grouping" }?.options.compactMap(\.value) ?? []
        let views = controls.first { $0.param == "view" }?.options.compactMap(\.value) ?? ["colleges"]
        let windows = slug == "shrinking-colleges" ? ["ten", "five"] : [nil]
        #expect(groupings.count >= 4)
        for g in groupings {
            for v in views {
                for w in windows {
                    let q = StudyQuery(grouping: g, view: v, window: w)
                    screens.append(("\(slug) \(g) \(v) \(w ?? "")", try TrendScreens.study(snapshot, slug: slug, query: q)))
                }
            }
        }
        check(screens, minimumValues: 30)
    }

    @Test func everyConference() throws {
        let file = try #require(try TrendFiles.conferences(snapshot))
        var screens = [("conferences", try TrendScreens.conferences(snapshot))]
        for c in file.conferences {
            screens.append((c.slug, try TrendScreens.conference(snapshot, slug: c.slug, measure: nil, members: nil)))
        }
        let withMedians = try #require(file.conferences.first { !$0.hasNoMedians })
        for m in file.measures {
            for rule in ["today", "atTheTime"] {
                screens.append(("\(withMedians.slug) \(m.key) \(rule)",
                                try TrendScreens.conference(snapshot, slug: withMedians.slug, measure: m.key, members: rule)))
            }
        }
        check(screens)
    }

    @Test func everyState() throws {
        let file = try #require(try TrendFiles.states(snapshot))
        var screens: [(String, Screen)] = TrendScreens.stateMapMeasures.map { ("states \($0)", try! TrendScreens.states(snapshot, measure: $0)) }
        for s in file.states {
            screens.append((s.postal, try TrendScreens.state(snapshot, state: s.postal, measure: nil)))
        }
        let full = try #require(file.states.first { !$0.isTooFew })
        for m in TrendScreens.statePageMeasures {
            screens.append(("\(full.postal) \(m)", try TrendScreens.state(snapshot, state: full.postal, measure: m)))
        }
        check(screens)
    }

    @Test func everyHighSchool() throws {
        let dir = try HighSchoolDirectory.of(snapshot)
        let allowed = Set(dir.meta?.sources?.keys.map { $0 } ?? []).union(["hs-profile"])
        #expect(allowed.contains("nces-ccd") && allowed.contains("state-ca"))
        let screens = try dir.schools.map { ($0.id, try HighSchoolScreen.build(snapshot, id: $0.id)) }
        #expect(screens.count == dir.schools.count && screens.count > 400)
        check(screens, allowed: allowed, minimumValues: 2)
    }
}
