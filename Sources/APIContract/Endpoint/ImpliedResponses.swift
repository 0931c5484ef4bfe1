public import QuadAPIModels

/// The answers an endpoint gives because of its access kind or its body, whatever its handler does, added to the
/// responses its spec lists so the document names every status the server can send:
///
/// - a signed-in endpoint (``EndpointSpec/Access/signedIn``) answers 401 without a valid token, 403
///   `birth_year_required` for an account that has no birth year yet (one made with Sign in with Apple, until
///   `PUT /auth/v1/user` adds it), 429 over the per-token limit and 503 while the database is down;
/// - an endpoint that takes a body answers 400 for a body that is not the JSON it takes and 413 for one over its limit.
///
/// A status the spec lists already keeps its description; a listed 403 that does not mention `birth_year_required`
/// gets it appended.
enum ImpliedResponses {
    static let birthYear = "`birth_year_required`: the account has no birth year yet (an account made with Sign in "
        + "with Apple); `PUT /auth/v1/user` with `data.birth_year` adds it."

    static func complete(_ listed: [ResponseSpec], path: String, access: EndpointSpec.Access,
                         takesBody: Bool) -> [ResponseSpec] {
        let auth = path == AuthEndpoints.prefix || path.hasPrefix(AuthEndpoints.prefix + "/")
        var out = listed
        func add(_ status: Int, _ description: String) {
            guard !out.contains(where: { $0.status == status }) else { return }
            out.append(auth ? AuthEndpoints.failure(status, description) : StandardResponses.error(status, description))
        }
        if access == .signedIn {
            add(401, "No access token, or one that is not valid any more.")
            if let i = out.firstIndex(where: { $0.status == 403 }) {
                if !out[i].description.contains("birth_year_required") { out[i].description += " Or " + birthYear }
            } else {
                add(403, birthYear)
            }
            add(429, "Rate limit reached; retry after the given seconds.")
            add(503, "Not available right now (shutting down, or a dependency is down).")
        }
        if takesBody {
            add(400, "The body is not JSON this endpoint takes; `detail.field` names the field.")
            add(413, "`payload_too_large`: the body is larger than this endpoint accepts.")
        }
        return out
    }
}
