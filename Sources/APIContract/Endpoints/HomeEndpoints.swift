public import QuadAPIModels

/// Home, the Data page, the roadmap and the release notes: public documents built from the dataset and the pages it
/// ships.
public enum HomeEndpoints {
    static let slug = "^[a-z0-9]+(-[a-z0-9]+)*$"

    /// `GET /home`.
    public static let home = Endpoint<PublicAccess, NoParameters, NoBody, Screen>(
        id: "getHome", method: "GET", path: "/api/app/v1/home",
        summary: "The home page",
        description: "The hero with the \u{201C}Try:\u{201D} colleges, the stat strip (the pooled admit rate and the "
            + "dataset's totals), the nine lens cards (each the count and first four colleges of its Explore query, "
            + "from Explore itself), the admissions landscape and cost-versus-earnings charts, the leaderboards, "
            + "\u{201C}What's changed\u{201D} from the history facts, colleges by state, the head-to-head matchups and "
            + "four glossary cards. A section whose data the dataset lacks is left out.",
        tag: "home", cacheable: true,
        responses: [StandardResponses.ok(Screen.self, "The home screen.")] + StandardResponses.publicTail)

    /// `GET /data`.
    public static let data = Endpoint<PublicAccess, NoParameters, NoBody, CustomResponse>(
        id: "getDataPage", method: "GET", path: "/api/app/v1/data",
        summary: "Where the numbers come from, and how new they are",
        description: "Why federal data lags, the release behind each part of the site with its next update, the release "
            + "calendar with each release's state (Estimated, Confirmed, Out now, No set date, Later than expected) on "
            + "the day of the request, the warning when the calendar was last reviewed more than 90 days ago, how "
            + "colleges' own figures are used and checked, the sources with their coverage, and how figures are "
            + "calculated. Each section's heading carries the site's anchor. Because the states move with the date, "
            + "cached copies are kept until the next midnight UTC at most.",
        tag: "home", cacheable: true,
        responses: [ResponseSpec(200, "The Data page.", body: .ref(Screen.self),
                                 headers: [ResponseHeaders.etag, ResponseHeaders.publish, ResponseHeaders.cacheControl,
                                           ResponseHeaders.expires, ResponseHeaders.requestID])]
            + StandardResponses.publicTail)

    /// `GET /roadmap`.
    public static let roadmap = Endpoint<PublicAccess, NoParameters, NoBody, RoadmapIndexResponse>(
        id: "getRoadmap", method: "GET", path: "/api/app/v1/roadmap",
        summary: "The roadmap: planned specs by group, with the complexity scale",
        description: "A dataset without a roadmap answers 404.",
        tag: "content", cacheable: true,
        responses: [StandardResponses.ok(RoadmapIndexResponse.self, "The roadmap index."), StandardResponses.notFound]
            + StandardResponses.publicTail)

    /// `GET /roadmap/{slug}`.
    public static let roadmapPage = Endpoint<PublicAccess, SlugParameters, NoBody, RoadmapPageResponse>(
        id: "getRoadmapPage", method: "GET", path: "/api/app/v1/roadmap/{slug}",
        summary: "One roadmap spec or overview, rendered to HTML with its table of contents",
        description: "GitHub tables and autolinks; raw HTML in the source is shown as text and dangerous link schemes "
            + "are emptied; links to other roadmap pages and release notes point at their site URLs. A slug no page "
            + "has is a 404.",
        tag: "content", cacheable: true,
        parameters: [ParameterSpec("slug", in: .path, .string(pattern: slug), "The page's name (its file name).",
                                   examples: ["price-gap", "planning-overview"])],
        responses: [StandardResponses.ok(RoadmapPageResponse.self, "The page."), StandardResponses.notFound]
            + StandardResponses.publicTail)

    /// `GET /release-notes`.
    public static let releaseNotes = Endpoint<PublicAccess, NoParameters, NoBody, ReleaseNotesIndexResponse>(
        id: "getReleaseNotes", method: "GET", path: "/api/app/v1/release-notes",
        summary: "Every release note, newest first, by day, with the kinds of change",
        description: "A dataset without release notes answers 404.",
        tag: "content", cacheable: true,
        responses: [StandardResponses.ok(ReleaseNotesIndexResponse.self, "The release notes index."),
                    StandardResponses.notFound] + StandardResponses.publicTail)

    /// `GET /release-notes/{slug}`.
    public static let releaseNotePage = Endpoint<PublicAccess, SlugParameters, NoBody, ReleaseNotePageResponse>(
        id: "getReleaseNote", method: "GET", path: "/api/app/v1/release-notes/{slug}",
        summary: "One release note, rendered to HTML with its table of contents",
        description: "Rendered as the roadmap pages are. A slug no note has is a 404.",
        tag: "content", cacheable: true,
        parameters: [ParameterSpec("slug", in: .path, .string(pattern: slug), "The note's name (its file name).",
                                   examples: ["home-and-data-pages", "roadmap-reader"])],
        responses: [StandardResponses.ok(ReleaseNotePageResponse.self, "The note."), StandardResponses.notFound]
            + StandardResponses.publicTail)

    /// Every endpoint here, in document order.
    public static let all: [EndpointSpec] = [home.spec, data.spec, roadmap.spec, roadmapPage.spec, releaseNotes.spec,
                                             releaseNotePage.spec]
}
