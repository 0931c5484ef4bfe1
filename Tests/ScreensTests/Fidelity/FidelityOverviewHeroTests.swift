import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// The overview's hero, links, campus chips and similar schools as the site draws them (app/schools/[id]/page.tsx,
/// components/school/StandoutChip.tsx, HeroIdentity.tsx, OfficialLinks.tsx, SocialIcons.tsx with lib/social.ts, and
/// lib/profile-cards.ts `campusChips` under StudentsCard).
struct FidelityOverviewHeroTests {
    static func chips(_ page: Page) -> [[Chip]] {
        page.blocks.compactMap { if case let .chips(c) = $0 { c.chips } else { nil } }
    }

    @Test func heroFactsAreTheSitesTerms() throws {
        let facts = try #require(Self.chips(try Fidelity.overview("222178")).first)
        // page.tsx: the place is plain text beside the map pin (no <Term>), the research tier is
        // `<Term term="r1">` ("R2" as stored), the type is `<Term term={school.type}>`.
        let place = try #require(facts.first { $0.label == "Abilene, TX \u{B7} Southwest" })
        #expect(place.term == nil)
        #expect(facts.first { $0.label == "R2" }?.term == "r1")
        #expect(facts.first { $0.label == "Private nonprofit" }?.term == "private-nonprofit")
    }

    @Test func knownForChipsAreNoGlossaryTerms() throws {
        // StandoutChip: a span with the domain's color and the label; no <Term> around it.
        let page = try Fidelity.overview("222178")
        let known = page.section("Known for")
        let chips = try #require(Self.chips(known).first)
        #expect(!chips.isEmpty)
        #expect(chips.allSatisfy { $0.term == nil && $0.color != nil })
    }

    @Test func campusChipsCarryTheirOwnTerms() throws {
        // campusChips: setting → "locale"; athletics via divisionFilterOf → "ncaa-division"; study abroad →
        // "study-abroad"; undergrad research → "undergrad-research". 138558: SETTING_SHORT[32] "Distant town", NAIA
        // (no NCAA division) with its conference, both program flags true.
        let card = try Fidelity.overview("138558").card("Who's on campus")
        let chips = try #require(Self.chips(card).first)
        #expect(chips.map(\.label) == ["Distant town", "NAIA \u{B7} Southern States Athletic Conference", "Study abroad",
                                       "Undergrad research"])
        #expect(chips.map(\.term) == ["locale", "ncaa-division", "study-abroad", "undergrad-research"])
    }

    @Test func liveOnChipIsTheLiveOnTerm() throws {
        // campusChips: `h.first_years_required` → "First-years live on campus" with term "live-on-requirement".
        let snapshot = try FidelityCostAidTests.snapshot(editing: "222178") { json in
            var campus = json["campus"] as? [String: Any] ?? [:]
            var housing = campus["housing"] as? [String: Any] ?? [:]
            housing["first_years_required"] = true
            campus["housing"] = housing
            json["campus"] = campus
        }
        let card = Page(try ProfileScreens.overview(snapshot, id: "222178")).card("Who's on campus")
        let chip = try #require(Self.chips(card).first?.first { $0.label == "First-years live on campus" })
        #expect(chip.term == "live-on-requirement")
    }

    @Test func athleticsLevelFollowsDivisionFilterOf() throws {
        // divisionFilterOf: a stored NCAA division is the level even when the associations list lacks "ncaa";
        // DIVISION_SHORT["I-FCS"] = "D-I FCS", so "NCAA D-I FCS · Western Athletic Conference".
        let snapshot = try FidelityCostAidTests.snapshot(editing: "222178") { json in
            var campus = json["campus"] as? [String: Any] ?? [:]
            var athletics = campus["athletics"] as? [String: Any] ?? [:]
            athletics["associations"] = [String]()
            campus["athletics"] = athletics
            json["campus"] = campus
        }
        let card = Page(try ProfileScreens.overview(snapshot, id: "222178")).card("Who's on campus")
        #expect(Self.chips(card).first?.contains { $0.label == "NCAA D-I FCS \u{B7} Western Athletic Conference" } == true)
    }

    @Test func officialLinksCarryTheirSourcesTip() throws {
        // HeroIdentity: the pills, then `<SourcesTip title="Where these links come from">` naming each source with the
        // links it covers (the newest OfficialLinks prints no source line of its own): 222178 has only a website and
        // no social accounts, so the tip right after the buttons lists the IPEDS directory with "Website".
        let page = try Fidelity.overview("222178")
        let i = try #require(page.blocks.firstIndex { if case let .links(l) = $0 { l.style == .buttons } else { false } })
        guard case let .links(pills) = page.blocks[i], case let .sourceNote(note) = page.blocks[i + 1] else {
            Issue.record("no sources tip after the official links")
            return
        }
        #expect(pills.links.map(\.label) == ["Website"])
        #expect(note.title == "Where these links come from")
        #expect(note.sources.flatMap(\.fields) == ["Website"])
    }

    @Test func similarSchoolsPanelWords() throws {
        // page.tsx: `<Panel id="similar" eyebrow="Keep exploring" title="Schools like this one">`.
        let page = try Fidelity.overview("222178")
        let heading = page.blocks.compactMap { if case let .heading(h) = $0, h.anchor == "similar" { h } else { nil } }.first
        #expect(heading?.text == "Schools like this one")
        #expect(heading?.eyebrow == "Keep exploring")
    }

    /// lib/links.ts `linkHost`: `new URL(url).host` (lower case, a non-default port kept) without a leading "www." in
    /// any case; the text itself when `new URL` throws.
    @Test func linkHostIsTheWhatwgHostWithoutWww() {
        #expect(LinkHost.of("https://www.uga.edu/apply") == "uga.edu")
        #expect(LinkHost.of("https://WWW.Example.EDU/a?b=c") == "example.edu")
        #expect(LinkHost.of("http://admissions.acu.edu:8080/x") == "admissions.acu.edu:8080")
        #expect(LinkHost.of("https://acu.edu:443/") == "acu.edu")
        #expect(LinkHost.of("https://wwwx.edu/") == "wwwx.edu")
        #expect(LinkHost.of("not a url") == "not a url")
        #expect(LinkHost.of("www.acu.edu/apply") == "www.acu.edu/apply", "no scheme: new URL throws")
    }

    @Test func officialLinkPillsCarryTheirHostAsTooltip() throws {
        // OfficialLinks: `title={linkHost(p.href)}` on every pill; social icons have none.
        let page = try Fidelity.overview("222178")
        let pills: [QuadAPIModels.Link] = page.blocks.compactMap { b -> [QuadAPIModels.Link]? in
            if case let .links(l) = b, l.style == .buttons { l.links } else { nil }
        }.first ?? []
        #expect(!pills.isEmpty)
        for pill in pills { #expect(pill.title == LinkHost.of(pill.href) && pill.title?.hasPrefix("www.") == false) }
        let social: [QuadAPIModels.Link] = page.blocks.compactMap { b -> [QuadAPIModels.Link]? in
            if case let .links(l) = b, l.style == .social { l.links } else { nil }
        }.first ?? []
        #expect(social.allSatisfy { $0.title == nil })
    }

    @Test func sourcesFoldHasTheSummarysSecondLine() throws {
        // page.tsx's closing <details>: summary "Sources for this overview" with the smaller line under it (`&apos;` is
        // an ASCII apostrophe; ⓘ is U+24D8), wrapping the SourceList.
        let page = try Fidelity.overview("222178")
        let fold = try #require(page.blocks.compactMap { if case let .fold(f) = $0, f.anchor == "sources" { f } else { nil } }.first)
        #expect(fold.hint == "Sources for this overview")
        #expect(fold.note == "Every dataset and year behind the numbers on this profile; tap any \u{24D8} for one number's source")
        #expect(fold.blocks.contains { if case .sourceNote = $0 { true } else { false } })
    }

    @Test func socialHandlesAreEncodedAsEncodeURIComponent() {
        // lib/social.ts socialUrl: `${prefix}${encodeURIComponent(handle)}` for every stored value; encodeURIComponent
        // keeps letters, digits and -_.!~*'() and writes other bytes as %XX: "Grand View" → "Grand%20View",
        // "a/b" → "a%2Fb", "é" (UTF-8 C3 A9) → "%C3%A9".
        var social = SchoolSocial()
        social.facebook = "Grand View"
        social.linkedin = "a/b"
        social.instagram = "caf\u{E9}_u.1"
        let links = OverviewScreen.socialLinks(social)
        #expect(links.map(\.link.href) == ["https://www.instagram.com/caf%C3%A9_u.1", "https://www.facebook.com/Grand%20View",
                                      "https://www.linkedin.com/school/a%2Fb"])
        #expect(URIComponent.encode("-_.!~*'()") == "-_.!~*'()")
    }
}
