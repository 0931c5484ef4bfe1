public import QuadAPIModels

/// Delta sync and the digests' unsubscribe link.
public enum DatasetEndpoints {
    /// `GET /changes?since=`.
    public static let changes = Endpoint<PublicAccess, ChangesParameters, NoBody, DatasetDelta>(
        id: "getChanges", method: "GET", path: "/api/app/v1/changes",
        summary: "What went stale since a publish: the colleges and document URL patterns to revalidate",
        description: "From the recorded publishes (`dataset_changes` and what each publish touched): give the "
            + "`X-Dataset-Publish` the client last saw. `full: true` when it is unknown, older than the kept history, "
            + "or a publish since then changed what every document shows; without a database the answer is always "
            + "`full: true` unless `since` is current.",
        tag: "dataset", cacheable: true,
        parameters: [ParameterSpec("since", .string(), "The publish id the client last saw (required, given once).",
                                   examples: ["3f2a9c"])],
        responses: [StandardResponses.ok(DatasetDelta.self, "What changed since that publish."), StandardResponses.badRequest]
            + StandardResponses.publicTail)

    /// The digests' unsubscribe link (a web route beside the API).
    public static let unsubscribePrefix = "/unsubscribe"

    static let token = ParameterSpec("token", in: .path, .string(),
                                     "The unsubscribe token from the digest (64 hexadecimal characters).")

    /// `GET /unsubscribe/{token}`: the confirm page.
    public static let unsubscribePage = Endpoint<PublicAccess, UnsubscribeParameters, NoBody, CustomResponse>(
        id: "getUnsubscribe", method: "GET", path: "/unsubscribe/{token}",
        summary: "The digest's unsubscribe page: a button that turns update e-mails off",
        description: "A small HTML page; a token that is not 64 hexadecimal characters gets the page saying the link "
            + "is not valid. Nothing changes until the button is pressed.",
        tag: "digests", cacheable: false, parameters: [token],
        responses: [ResponseSpec(200, "The HTML page.", body: .string(), contentType: "text/html; charset=utf-8")]
            + [StandardResponses.tooManyRequests, StandardResponses.unavailable])

    /// `POST /unsubscribe/{token}`: one-click unsubscribe (RFC 8058) and the page's button.
    public static let unsubscribe = Endpoint<PublicAccess, UnsubscribeParameters, NoBody, CustomResponse>(
        id: "postUnsubscribe", method: "POST", path: "/unsubscribe/{token}",
        summary: "Turns update e-mails off for the token's holder (one-click, no sign-in)",
        description: "What mail clients send for `List-Unsubscribe-Post: List-Unsubscribe=One-Click` "
            + "(form-encoded, no cookies) and what the page's button sends. Answers an HTML page saying whether it "
            + "worked; the body is ignored.",
        tag: "digests", cacheable: false, maxBodySize: 4096, parameters: [token],
        responses: [ResponseSpec(200, "The HTML page.", body: .string(), contentType: "text/html; charset=utf-8")]
            + [StandardResponses.tooManyRequests, StandardResponses.unavailable])

    public static let all: [EndpointSpec] = [changes.spec, unsubscribePage.spec, unsubscribe.spec]
}

/// `/changes`: `since`, required and given once.
public struct ChangesParameters: EndpointParameters, Hashable {
    public var since: String

    public init(since: String) {
        self.since = since
    }

    public init(reading source: ParameterSource) throws(InputError) {
        guard let since = try source.single("since"), !since.isEmpty else {
            throw InputError(.query, field: "since", message: "Give since: the X-Dataset-Publish you last saw.")
        }
        guard since.utf8.count <= 128 else { throw InputError(.query, field: "since", message: "since is too long.") }
        self.since = since
    }
}

/// `/unsubscribe/{token}`.
public struct UnsubscribeParameters: EndpointParameters, Hashable {
    public var token: String

    public init(reading source: ParameterSource) {
        token = source.path("token")
    }
}
