import APIContract
public import Domain
public import Foundation
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
    ///   - renderer: markdown to HTML for the roadmap and release notes (libcmark-gfm's, given by the composition).
    ///   - now: the clock the Data page is built against. Default: the system clock.
    public init(store: DatasetStore, renderer: any MarkdownRendering, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.renderer = renderer
        self.now = now
    }

    public func register(on routes: inout some RouteRegistrar) {
        routes.add(HomeEndpoints.home) { [store] _, _ in HomeScreen.build(store.current) }
        routes.add(HomeEndpoints.data) { [store, now] _, _ in
            let at = now()
            var response = try Response.json(DataScreen.build(store.current, now: at))
            response.freshUntil = CalendarDay(dayNumber: CalendarDay(at).dayNumber + 1).start
            return response
        }
        routes.add(HomeEndpoints.roadmap) { [store] _, _ in try RoadmapScreens.index(store.current) }
        routes.add(HomeEndpoints.roadmapPage) { [store, renderer] input, _ in
            try RoadmapScreens.page(store.current, slug: input.parameters.slug, renderer: renderer)
        }
        routes.add(HomeEndpoints.releaseNotes) { [store] _, _ in try ReleaseNoteScreens.index(store.current) }
        routes.add(HomeEndpoints.releaseNotePage) { [store, renderer] input, _ in
            try ReleaseNoteScreens.page(store.current, slug: input.parameters.slug, renderer: renderer)
        }
    }
}
