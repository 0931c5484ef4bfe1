import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The overview's identity links (screens-map §3.2 item 3): Website, Admissions, Apply, Visit (or Virtual tour when it
/// is the only visit page), Financial aid, then the social accounts in the order Instagram, YouTube, TikTok, X,
/// Facebook, LinkedIn.
struct ProfileIdentityLinksTests {
    private func overview(links: SchoolLinks, social: SchoolSocial?) throws -> [LinksBlock] {
        let sample = SampleDataset.snapshot
        var school = try #require(sample.school(id: "222178"))
        school.links = links
        school.social = social
        let one = try DatasetSnapshot(schools: [school], meta: sample.meta, releaseCalendar: sample.releaseCalendar,
                                      publishID: "test", loadedAt: Date(timeIntervalSince1970: 0))
        return try ProfileScreens.overview(one, id: "222178").blocks.compactMap {
            if case let .links(b) = $0, b.style != .list { b } else { nil }
        }
    }

    @Test func linksAndSocialAccountsInTheSitesOrder() throws {
        var links = SchoolLinks()
        links.financialAid = "https://example.edu/aid"
        links.virtualTour = "https://example.edu/tour"
        links.visit = "https://example.edu/visit"
        links.apply = "https://example.edu/apply"
        links.admissions = "https://example.edu/admissions"
        links.website = "https://example.edu/"
        var social = SchoolSocial()
        social.linkedin = "example-university"
        social.facebook = "ExampleU"
        social.x = "exampleu"
        social.tiktok = "exampleu"
        social.youtube = "UCabc"
        social.instagram = "exampleu"
        let blocks = try overview(links: links, social: social)
        #expect(blocks.map(\.style) == [.buttons, .social])
        #expect(blocks.first?.links.map(\.label) == ["Website", "Admissions", "Apply", "Visit", "Financial aid"])
        #expect(blocks.last?.links.map(\.label) == ["Instagram", "YouTube", "TikTok", "X", "Facebook", "LinkedIn"])
        // lib/social.ts socialUrl: each stored handle after its network's profile address.
        #expect(blocks.last?.links.map(\.href) == [
            "https://www.instagram.com/exampleu", "https://www.youtube.com/channel/UCabc", "https://www.tiktok.com/@exampleu",
            "https://x.com/exampleu", "https://www.facebook.com/ExampleU", "https://www.linkedin.com/school/example-university",
        ])
    }

    @Test func virtualTourStandsInOnlyWithoutAVisitPage() throws {
        var links = SchoolLinks()
        links.website = "https://example.edu/"
        links.virtualTour = "https://example.edu/tour"
        let blocks = try overview(links: links, social: nil)
        #expect(blocks.map(\.style) == [.buttons])
        #expect(blocks.first?.links.map(\.label) == ["Website", "Virtual tour"])
        #expect(try overview(links: SchoolLinks(), social: SchoolSocial()).isEmpty)
    }
}
