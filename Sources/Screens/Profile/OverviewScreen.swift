import Domain
import QuadAPIModels

/// `GET /schools/{id}`: the profile overview (screens-map §3.2).
public enum OverviewScreen {
    /// The overview screen (every college has one).
    public static func build(_ c: ProfileContext) -> Screen {
        var blocks: [Block?] = [.schoolChips(SchoolChipsBlock(schools: [SchoolRef(c.school)])),
                                ProfileBlocks.heading(1, c.school.name, anchor: "overview"), facts(c)]
        blocks += knownFor(c)
        blocks += identityLinks(c)
        let changes = ChangesScreen.changeBlocks(c)
        if !changes.isEmpty {
            blocks.append(ProfileBlocks.heading(2, "What changed", anchor: "changes", eyebrow: ChangesScreen.eyebrow))
            blocks.append(.takeaway(TakeawayBlock(text: ChangesScreen.takeaway, tone: .neutral)))
            blocks += changes
        }
        blocks += ProfileBlocks.notices(c, paths: ProfileFields.overview)
        blocks += OverviewCards.cards(c)
        blocks += similar(c)
        let sources = ProfileBlocks.sources(c, key: "profile", paths: ProfileFields.all)
        blocks.append(ProfileBlocks.fold("Sources for this overview", anchor: "sources",
                                         [.sourceNote(SourceNoteBlock(sources: sources))]))
        return Screen(title: c.school.name, url: c.href, blocks: blocks.compactMap { $0 }, sources: sources,
                      publish: c.snapshot.publishID)
    }

    /// The hero's facts as glossary terms: place and region, type, size, test policy, setting, research tier,
    /// designations.
    static func facts(_ c: ProfileContext) -> Block? {
        let s = c.school
        var chips: [Chip] = []
        let region = s.location.region.map { " \u{00B7} \($0)" } ?? ""
        chips.append(Chip(label: "\(s.location.city), \(s.location.state)\(region)",
                          href: "/explore?states=\(s.location.state)", term: "region"))
        chips.append(Chip(label: SiteFormat.typeLabel(s.type), term: glossaryType(s.type)))
        if let undergrads = s.demographics?.undergradEnrollment {
            chips.append(Chip(label: "\(Tiers.sizeBucket(undergrads).label) campus", term: "size-tier"))
        }
        if let policy = s.admissions?.testPolicy, let label = Tiers.testPolicyLabel(policy) {
            chips.append(Chip(label: label, term: "test-policy"))
        }
        if let setting = ProfileFigures.settingWords(s) { chips.append(Chip(label: setting, term: "locale")) }
        if let research = ProfileFigures.researchWords(s) {
            chips.append(Chip(label: research, term: "carnegie-classification"))
        }
        for d in ProfileFigures.designationWords(s) { chips.append(Chip(label: d.label, term: d.term)) }
        return .chips(ChipsBlock(chips: chips))
    }

    /// The glossary key of a type code, when the glossary has one.
    static func glossaryType(_ type: String) -> String? {
        ["public", "private-nonprofit", "private-forprofit"].contains(type) ? type : nil
    }

    /// "Known for": the standouts, then the ten-year trend standout.
    static func knownFor(_ c: ProfileContext) -> [Block] {
        let chips = Standouts.profile(c.school, statistics: c.statistics)
        guard !chips.isEmpty else { return [] }
        return [ProfileBlocks.heading(3, "Known for", anchor: "known-for"),
                .chips(ChipsBlock(chips: chips.map {
                    Chip(label: $0.label, color: $0.domain.colorToken, term: $0.metric.definition.term)
                }))]
    }

    /// Website, admissions, apply, visit (or the virtual tour when it is the only visit page), financial aid; then
    /// the social accounts in the site's order.
    static func identityLinks(_ c: ProfileContext) -> [Block] {
        let l = c.school.links
        var links: [Link] = []
        func add(_ label: String, _ url: String?) {
            if let url, !url.isEmpty { links.append(Link(label: label, href: url)) }
        }
        add("Website", l?.website)
        add("Admissions", l?.admissions)
        add("Apply", l?.apply)
        if let visit = l?.visit, !visit.isEmpty { add("Visit", visit) } else { add("Virtual tour", l?.virtualTour) }
        add("Financial aid", l?.financialAid)
        var out: [Block] = links.isEmpty ? [] : [.links(LinksBlock(links: links, style: .buttons))]
        if let social = c.school.social {
            var icons: [Link] = []
            func account(_ label: String, _ handle: String?, _ prefix: String) {
                guard let handle, !handle.isEmpty else { return }
                icons.append(Link(label: label, href: handle.hasPrefix("http") ? handle : prefix + handle))
            }
            account("Instagram", social.instagram, "https://www.instagram.com/")
            account("YouTube", social.youtube, "https://www.youtube.com/channel/")
            account("TikTok", social.tiktok, "https://www.tiktok.com/@")
            account("X", social.x, "https://x.com/")
            account("Facebook", social.facebook, "https://www.facebook.com/")
            account("LinkedIn", social.linkedin, "https://www.linkedin.com/school/")
            if !icons.isEmpty { out.append(.links(LinksBlock(links: icons, style: .social))) }
        }
        return out
    }

    /// Four similar colleges with their reasons, and a compare link for each.
    static func similar(_ c: ProfileContext) -> [Block] {
        let hits = SimilarSchools.find(at: c.position, statistics: c.statistics,
                                       ranks: ProfileSnapshotFigures.featureRanks(c.snapshot))
        guard !hits.isEmpty else { return [] }
        let schools = hits.map { c.snapshot.schools[$0.position] }
        var reasons: [String: [String]] = [:]
        for (hit, s) in zip(hits, schools) where !hit.reasons.isEmpty { reasons[s.unitID] = hit.reasons }
        let compare = schools.map {
            Link(label: "Compare side-by-side with \(SchoolShortName.of(id: $0.unitID, name: $0.name))",
                 href: "/compare?ids=\(c.id),\($0.unitID)")
        }
        return [ProfileBlocks.heading(2, "Similar schools", anchor: "similar"),
                .schoolChips(SchoolChipsBlock(schools: schools.map(SchoolRef.init), reasons: reasons)),
                .links(LinksBlock(links: compare, style: .list))]
    }
}
