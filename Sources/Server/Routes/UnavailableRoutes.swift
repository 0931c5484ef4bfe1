public import APIContract
import Core
import Domain

/// Without a database (`--no-database`, the read-only edge) every endpoint that needs one answers 503 with the
/// envelope, so a client can tell "not here" from "no such endpoint".
public struct UnavailableRoutes: Sendable {
    let endpoints: [EndpointSpec]

    public init(endpoints: [EndpointSpec]) {
        self.endpoints = endpoints
    }

    public func register(on routes: inout some RouteRegistrar) {
        for endpoint in endpoints {
            let what = endpoint.tag == "digests" ? "Unsubscribing" : "Signing in"
            routes.unavailable(endpoint, .unavailable("\(what) isn't available on this server. Try again later.",
                                                      retryAfter: 300))
        }
    }
}
