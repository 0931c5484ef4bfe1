/// Settings of one HTTP listener. Plain values with documented defaults; `Main` fills them from the environment.
public struct HTTPServerConfiguration: Sendable, Hashable {
    /// IPv4 address to bind. Default: `0.0.0.0` (every interface, for the public API); use `127.0.0.1` for admin.
    public var host: String
    /// TCP port; 0 picks a free one (see ``HTTPServer/port``). Default: `8080`.
    public var port: Int
    /// libmicrohttpd worker threads, each with its own epoll loop. Default: `2`.
    public var threads: Int
    /// Most connections open at once; further ones are accepted and closed at once. Default: `1024`.
    public var connectionLimit: Int
    /// Most connections open at once from one IP address; 0 turns the check off. Default: `256`. Connections
    /// from a trusted proxy (``clientAddress``) are not counted: they carry many clients each.
    public var perIPConnectionLimit: Int
    /// Seconds a connection may sit idle before it is closed; 0 never. Default: `30`.
    public var connectionTimeout: Int
    /// Largest request body accepted, in bytes, unless the route sets its own (``RouteOptions/maxBodySize``).
    /// Larger bodies get 413 and are never kept in memory beyond this size. Default: `1_048_576` (1 MiB).
    public var maxBodySize: Int
    /// Byte budget of the response cache (bodies and headers of kept answers). 0 turns the cache off.
    /// Default: `134_217_728` (128 MiB).
    public var cacheMaxBytes: Int
    /// Whether answers from the response cache write an access-log line too. Default: `true`.
    public var logCacheHits: Bool
    /// Length of the kernel's queue of connections not yet accepted. Default: `1024`.
    public var listenBacklog: Int
    /// Memory libmicrohttpd gives each connection for the request head (read buffer and header index) and the
    /// response head, in bytes. It must hold a head at ``maxTargetBytes`` and ``maxHeaderBytes`` at once, so that such a
    /// head gets the envelope's 414 or 431 (a head libmicrohttpd cannot hold at all gets its own plain-text refusal or
    /// a closed connection). libmicrohttpd clears the free part of the pool before every request of a keep-alive
    /// connection, so a larger pool costs every cache hit. Default: `32_768` (32 KiB holds a head at both limits, as
    /// `HTTPLimitsTests` checks; the site's longest Explore URL is under 3 KB).
    public var connectionMemoryLimit: Int
    /// Longest request target (path and query) in bytes; longer gets 414 in the envelope. Default: `8192`.
    public var maxTargetBytes: Int
    /// Most bytes of request header fields; more gets 431 in the envelope. Default: `16_384`.
    public var maxHeaderBytes: Int
    /// Most request header fields; more gets 431 in the envelope. Default: `100`.
    public var maxHeaderCount: Int
    /// How the client's address is found behind proxies (rate limits, the per-address connection limit and
    /// ``Request/remoteAddress`` use it). Default: no trusted proxies, so the peer address.
    public var clientAddress: ClientAddressResolver

    public init(host: String = "0.0.0.0", port: Int = 8080, threads: Int = 2, connectionLimit: Int = 1024,
                perIPConnectionLimit: Int = 256, connectionTimeout: Int = 30, maxBodySize: Int = 1 << 20,
                cacheMaxBytes: Int = 128 << 20, logCacheHits: Bool = true, listenBacklog: Int = 1024,
                connectionMemoryLimit: Int = 32 << 10, maxTargetBytes: Int = 8192, maxHeaderBytes: Int = 16 << 10,
                maxHeaderCount: Int = 100, clientAddress: ClientAddressResolver = ClientAddressResolver()) {
        self.host = host
        self.port = port
        self.threads = threads
        self.connectionLimit = connectionLimit
        self.perIPConnectionLimit = perIPConnectionLimit
        self.connectionTimeout = connectionTimeout
        self.maxBodySize = maxBodySize
        self.cacheMaxBytes = cacheMaxBytes
        self.logCacheHits = logCacheHits
        self.listenBacklog = listenBacklog
        self.connectionMemoryLimit = connectionMemoryLimit
        self.maxTargetBytes = maxTargetBytes
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
        self.clientAddress = clientAddress
    }

    /// The request-head limits as the checks take them.
    var headLimits: RequestHead.Limits {
        RequestHead.Limits(maxTargetBytes: maxTargetBytes, maxHeaderBytes: maxHeaderBytes, maxHeaderCount: maxHeaderCount)
    }
}

/// Why the server could not start.
public struct HTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed.
    public struct Code: Hashable, Sendable {
        private let name: String
        /// The host is not an IPv4 address.
        public static let invalidHost = Code(name: "invalid_host")
        /// socket(), bind() or listen() failed (`errno` in the message).
        public static let bindFailed = Code(name: "bind_failed")
        /// libmicrohttpd refused to start.
        public static let daemonFailed = Code(name: "daemon_failed")
        /// `start()` was called on a server that already started.
        public static let alreadyStarted = Code(name: "already_started")
    }

    public let code: Code
    public let message: String

    public var description: String { message }
}
