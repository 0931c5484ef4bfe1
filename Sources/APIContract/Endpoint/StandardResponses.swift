public import QuadAPIModels

/// The responses most endpoints share.
public enum StandardResponses {
    /// A 200 JSON answer of a publicly cacheable endpoint.
    public static func ok<T: SchemaDescribed>(_ type: T.Type, _ description: String) -> ResponseSpec {
        ResponseSpec(200, description, body: .ref(type),
                     headers: [ResponseHeaders.etag, ResponseHeaders.publish, ResponseHeaders.cacheControl,
                               ResponseHeaders.requestID])
    }

    /// 304 for a matching If-None-Match.
    public static let notModified = ResponseSpec(
        304, "Not modified: the If-None-Match tag matches the current document.", body: nil,
        headers: [ResponseHeaders.etag, ResponseHeaders.publish, ResponseHeaders.cacheControl])

    public static func error(_ status: Int, _ description: String) -> ResponseSpec {
        let headers: [String] = switch status {
        case 405: [ResponseHeaders.allow]
        case 429, 503: [ResponseHeaders.retryAfter]
        default: []
        }
        return ResponseSpec(status, description, body: .ref(ErrorEnvelope.self), headers: headers)
    }

    public static let badRequest = error(400, "A parameter cannot be used; `detail.field` names it.")
    public static let notFound = error(404, "No such college, topic, or row.")
    public static let tooManyRequests = error(429, "Rate limit reached; retry after the given seconds.")
    public static let unavailable = error(503, "Not available right now (shutting down, or a dependency is down).")

    /// What every public GET can answer besides its 200.
    public static let publicTail: [ResponseSpec] = [notModified, tooManyRequests, unavailable]
}
