import Core
import Domain

/// What the server knows about a request besides the request itself, passed by value down the middleware chain.
///
/// A middleware may change its copy (for example add logger metadata) before calling `next`.
public struct RequestContext: Sendable {
    /// The request id (set by ``RequestIDMiddleware``).
    public var requestID: String
    /// The logger for this request; carries `request_id` once ``RequestIDMiddleware`` ran.
    public var logger: Logger
    /// The matched route template (`/api/app/v1/schools/{id}`), or ``RequestContext/unmatchedRoute`` when no route
    /// matched the path. Used as the metrics label.
    public internal(set) var route: String
    /// The matched route's options.
    public internal(set) var options: RouteOptions
    /// The dataset publish id current when the request started, if a dataset is loaded. Cached responses are
    /// keyed and labelled with it.
    public var publishID: String?
    /// When the server started reading the request.
    public let startTime: ContinuousClock.Instant
    /// Methods the path accepts (for the 405 answer).
    var allowedMethods: [HTTPMethod]

    /// The route label used when no route matched.
    public static let unmatchedRoute = "unmatched"

    init(logger: Logger, route: String, options: RouteOptions, publishID: String?, startTime: ContinuousClock.Instant,
         allowedMethods: [HTTPMethod] = []) {
        requestID = ""
        self.logger = logger
        self.route = route
        self.options = options
        self.publishID = publishID
        self.startTime = startTime
        self.allowedMethods = allowedMethods
    }
}
