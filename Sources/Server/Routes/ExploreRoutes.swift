import APIContract
public import Domain
import QuadAPIModels
import Screens
public import UserData

/// Explore's routes: the results and the filter panel for the site's own query string.
///
/// The query is read leniently (see ``APIContract/ExploreEndpoints``); nothing in it is an error. `fit=` is applied
/// from the signed-in person's own profile, and `near=home` ("Use my home") reads their household home's ZIP, when
/// the request carries their bearer token (that answer is private, never kept in or served from the shared cache).
public struct ExploreRoutes: Sendable {
    private let store: DatasetStore
    private let geography: ExploreGeography
    private let fit: FitService?

    /// - Parameters:
    ///   - geography: the ZIP centroids and state outlines (empty: every ZIP unknown, no outline).
    ///   - fit: reads the signed-in person's fit sets (nil without a database: `fit=` is then always signed out).
    public init(store: DatasetStore, geography: ExploreGeography = ExploreGeography(), fit: FitService? = nil) {
        self.store = store
        self.geography = geography
        self.fit = fit
    }

    /// Registers both routes, and builds the current snapshot's Explore index now rather than on the first request.
    public func register(on routes: inout some RouteRegistrar) {
        _ = ExploreIndex.of(store.current)
        routes.add(ExploreEndpoints.explore) { [store, geography, fit] input, context in
            let pairs = Self.pairs(input.parameters)
            return ExploreBuilder.screen(store.current, pairs: pairs, geography: geography,
                                         fit: try await Self.fit(pairs, fit, context))
        }
        routes.add(ExploreEndpoints.filters) { [store, geography, fit] input, context in
            let pairs = Self.pairs(input.parameters)
            return ExploreBuilder.filters(store.current, pairs: pairs, geography: geography,
                                          fit: try await Self.fit(pairs, fit, context))
        }
    }

    /// What the signed-in person brings when the query needs it: their fit sets for `fit`, their household home's ZIP
    /// for `near=home`; signed out otherwise (and always without a database). Only then is the answer private: any
    /// other query with a token is the public document, kept in the shared cache.
    static func fit(_ pairs: [ExplorePair], _ service: FitService?, _ context: PersonalisedContext) async throws -> ExploreFit {
        let wantsFit = pairs.contains { $0.name == "fit" && !$0.value.isEmpty }
        let wantsHome = pairs.contains { $0.name == "near" && $0.value == "home" }
        guard let service, wantsFit || wantsHome, let principal = await context.principal() else { return .signedOut }
        return try await service.explore(principal, fit: wantsFit, home: wantsHome)
    }

    static func pairs(_ parameters: ExploreParameters) -> [ExplorePair] {
        parameters.query.map { ExplorePair(name: $0.name, value: $0.value) }
    }
}
