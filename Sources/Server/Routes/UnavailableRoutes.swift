import Domain
import Screens

/// Without a database (`--no-database`, the read-only edge) every endpoint that needs one answers 503 with the
/// envelope, so a client can tell "not here" from "no such endpoint".
struct UnavailableRoutes {
    let endpoints: [EndpointSpec]

    func register(on router: inout Router) {
        for endpoint in endpoints {
            router.add(endpoint) { _, _ in
                throw APIError.unavailable("Signing in isn't available on this server. Try again later.", retryAfter: 300)
            }
        }
    }
}
