public import Domain
import Foundation
import Markdown
import QuadAPIModels
import Screens

/// Home, the Data page, the roadmap and the release notes.
///
/// The Data page's release states depend on the day: it is built for the request's time (`now`) and its cached
/// copies stop holding at the next midnight UTC.
public struct HomeRoutes: Sendable {
    private let store: DatasetStore
    private let now: @Sendable () -> Date
    private let renderer: any MarkdownRendering

    /// - Parameters:
    ///   - now: the clock the Data page is built against. Default: the system clock.
    ///   - renderer: markdown to HTML for the roadmap and release notes. Default: libcmark-gfm.
    public init(store: DatasetStore, now: @escaping @Sendable () -> Date = { Date() },
                renderer: any MarkdownRendering = GFMRenderer()) {
        self.store = store
        self.now = now
        self.renderer = renderer
    }

    public func register(on router: inout Router) {
        router.add(HomeEndpoints.home) { [store] _, _ in
            try Response.json(HomeScreen.build(store.current))
        }
        router.add(HomeEndpoints.data) { [store, now] _, _ in
            let at = now()
            var response = try Response.json(DataScreen.build(store.current, now: at))
            response.freshUntil = CalendarDay(dayNumber: CalendarDay(at).dayNumber + 1).start
            return response
        }
        router.add(HomeEndpoints.roadmap) { [store] _, _ in
            try Response.json(RoadmapScreens.index(store.current))
        }
        router.add(HomeEndpoints.roadmapPage) { [store, renderer] request, _ in
            try Response.json(RoadmapScreens.page(store.current, slug: request.parameters["slug"] ?? "", renderer: renderer))
        }
        router.add(HomeEndpoints.releaseNotes) { [store] _, _ in
            try Response.json(ReleaseNoteScreens.index(store.current))
        }
        router.add(HomeEndpoints.releaseNotePage) { [store, renderer] request, _ in
            try Response.json(ReleaseNoteScreens.page(store.current, slug: request.parameters["slug"] ?? "",
                                                      renderer: renderer))
        }
    }
}
