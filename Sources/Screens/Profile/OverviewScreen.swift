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
        let similarBlocks = similar(c)
        blocks += similarBlocks
        let sources = ProfileBlocks.sources(c, key: "profile", paths: ProfileFields.all)
        // page.tsx's closing <details>: its summary and the line under it.
        blocks.append(ProfileBlocks.fold("Sources for this overview", note: "Every dataset and year behind the numbers on "
                                             + "this profile; tap any \u{24D8} for one number's source", anchor: "sources",
                                         [.sourceNote(SourceNoteBlock(sources: sources))]))
        // The similar colleges' figures can cite sources this college's fields do not (another college's own report):
        // the screen lists them too, while the fold keeps SourceList's fields of this college.
        return Screen(title: c.school.name, url: c.href, blocks: blocks.compactMap { $0 },
                      sources: c.lineage.sources(sources, adding: figureValues(similarBlocks)), publish: c.snapshot.publishID)
    }

    /// The values of the similar colleges' figure lines, in card order.
    static func figureValues(_ blocks: [Block]) -> [Value] {
        blocks.flatMap { b -> [Value] in
            guard case let .schoolChips(chips) = b, let figures = chips.figures else { return [] }
            return chips.schools.flatMap { figures[$0.id]?.parts.map(\.value) ?? [] }
        }
    }

    /// The hero's facts as glossary terms: place and region, type, size, test policy, setting, research tier,
    /// designations.
    static func facts(_ c: ProfileContext) -> Block? {
        let s = c.school
        var chips: [Chip] = []
        let region = s.location.region.map { " \u{00B7} \($0)" } ?? ""
        // The place is plain text beside a map pin (no glossary term); the breadcrumb's state opens Explore.
        chips.append(Chip(label: "\(s.location.city), \(s.location.state)\(region)",
                          href: "/explore?states=\(s.location.state)"))
        chips.append(Chip(label: SiteFormat.typeLabel(s.type), term: glossaryType(s.type)))
        if let undergrads = s.demographics?.undergradEnrollment {
            chips.append(Chip(label: "\(Tiers.sizeBucket(undergrads).label) campus", term: "size-tier"))
        }
        if let policy = s.admissions?.testPolicy, let label = Tiers.testPolicyLabel(policy) {
            chips.append(Chip(label: label, term: "test-policy"))
        }
        if let setting = ProfileFigures.settingWords(s) { chips.append(Chip(label: setting, term: "locale")) }
        // page.tsx: `<Term term="r1">` for every research tier, "Research college" included.
        if let research = ProfileFigures.researchWords(s) { chips.append(Chip(label: research, term: "r1")) }
        for d in ProfileFigures.designationWords(s) { chips.append(Chip(label: d.label, term: d.term)) }
        return .chips(ChipsBlock(chips: chips))
    }

    /// The glossary key of a type code, when the glossary has one.
    static func glossaryType(_ type: String) -> String? {
        ["public", "private-nonprofit", "private-forprofit"].contains(type) ? type : nil
    }

    /// "Known for": the standouts, then the ten-year trend standout, each a StandoutChip (its label in its domain's
    /// color; the chip is no glossary term).
    static func knownFor(_ c: ProfileContext) -> [Block] {
        let chips = Standouts.profile(c.school, statistics: c.statistics)
        guard !chips.isEmpty else { return [] }
        return [ProfileBlocks.heading(3, "Known for", anchor: "known-for"),
                .chips(ChipsBlock(chips: chips.map { Chip(label: $0.label, color: $0.domain.colorToken) }))]
    }

    /// HeroIdentity: OfficialLinks' pills (Website, Admissions, Apply, Visit or else Virtual tour, Financial aid), then
    /// SocialLinks' icons in SOCIAL_NETWORKS order, then one (i) titled "Where these links come from" naming each
    /// source with the links and accounts it covers (the newest OfficialLinks leaves its sources to that (i)).
    static func identityLinks(_ c: ProfileContext) -> [Block] {
        let pills = officialLinks(c.school.links)
        let icons = socialLinks(c.school.social)
        var out: [Block] = []
        if !pills.isEmpty { out.append(.links(LinksBlock(links: pills.map(\.link), style: .buttons))) }
        if !icons.isEmpty { out.append(.links(LinksBlock(links: icons.map(\.link), style: .social))) }
        let shown = pills.map { ($0.link.label, $0.field) } + icons.map { ($0.link.label, $0.field) }
        let sources = c.lineage.sources(shown: shown, school: c.school)
        if !sources.isEmpty {
            out.append(.sourceNote(SourceNoteBlock(sources: sources, title: "Where these links come from")))
        }
        return out
    }

    /// OfficialLinks `pillsFor`: each pill with the field it cites; a link the college lacks is left out.
    static func officialLinks(_ l: SchoolLinks?) -> [(link: Link, field: String)] {
        var pills: [(link: Link, field: String)] = []
        func add(_ label: String, _ url: String?, _ field: String) {
            // Each pill's tooltip is its host (`title={linkHost(p.href)}`).
            if let url, !url.isEmpty { pills.append((Link(label: label, href: url, title: LinkHost.of(url)), field)) }
        }
        add("Website", l?.website, "links.website")
        add("Admissions", l?.admissions, "links.admissions")
        add("Apply", l?.apply, "links.apply")
        if let visit = l?.visit, !visit.isEmpty { add("Visit", visit, "links.visit") } else {
            add("Virtual tour", l?.virtualTour, "links.virtual_tour")
        }
        add("Financial aid", l?.financialAid, "links.financial_aid")
        return pills
    }

    /// SocialLinks: the accounts in lib/social.ts SOCIAL_NETWORKS order, each at `socialUrl(network, handle)` (the
    /// stored handle percent-encoded as `encodeURIComponent` does, after the network's profile prefix), with the field
    /// it cites.
    static func socialLinks(_ social: SchoolSocial?) -> [(link: Link, field: String)] {
        guard let social else { return [] }
        let networks: [(String, String?, String, String)] = [
            ("Instagram", social.instagram, "https://www.instagram.com/", "social.instagram"),
            ("YouTube", social.youtube, "https://www.youtube.com/channel/", "social.youtube"),
            ("TikTok", social.tiktok, "https://www.tiktok.com/@", "social.tiktok"),
            ("X", social.x, "https://x.com/", "social.x"),
            ("Facebook", social.facebook, "https://www.facebook.com/", "social.facebook"),
            ("LinkedIn", social.linkedin, "https://www.linkedin.com/school/", "social.linkedin"),
        ]
        return networks.compactMap { label, handle, prefix, field in
            guard let handle, !handle.isEmpty else { return nil }
            return (Link(label: label, href: prefix + URIComponent.encode(handle)), field)
        }
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
        let figures = Dictionary(uniqueKeysWithValues: schools.map { ($0.unitID, similarFigures(c, $0)) })
        // page.tsx: Panel id "similar", eyebrow "Keep exploring", title "Schools like this one".
        return [ProfileBlocks.heading(2, "Schools like this one", anchor: "similar", eyebrow: "Keep exploring"),
                .schoolChips(SchoolChipsBlock(schools: schools.map(SchoolRef.init), reasons: reasons, figures: figures)),
                .links(LinksBlock(links: compare, style: .list))]
    }

    /// A similar college's card line (page.tsx): "{pctSmart(rate)} admit" when it has a rate, "SAT {satMid}" (the
    /// number as JavaScript prints it) when it has both SAT sections, and "{compact(undergrads)} undergrads" always,
    /// joined by " · ".
    static func similarFigures(_ c: ProfileContext, _ s: School) -> FigureLine {
        var parts: [FigurePart] = []
        if let rate = s.admissions?.acceptanceRate {
            parts.append(FigurePart(value: c.lineage.value(FieldPath.acceptanceRate, of: s, rate, format: .pctSmart),
                                    after: " admit"))
        }
        if let mid = Derived.satMid(s) {
            parts.append(FigurePart(before: "SAT ", value: c.lineage.value(FieldPath.satMid, of: s, mid, format: .int)))
        }
        parts.append(FigurePart(value: c.lineage.value(FieldPath.undergrads, of: s, s.demographics?.undergradEnrollment,
                                                       format: .compact),
                                after: " undergrads"))
        return FigureLine(parts: parts, separator: " \u{00B7} ")
    }
}
