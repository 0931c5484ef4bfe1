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
    /// Most connections open at once from one IP address; 0 turns the check off. Default: `256`. Behind a proxy
    /// or CDN every connection comes from a few addresses: raise it or set 0 there.
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

    public init(host: String = "0.0.0.0", port: Int = 8080, threads: Int = 2, connectionLimit: Int = 1024,
                perIPConnectionLimit: Int = 256, connectionTimeout: Int = 30, maxBodySize: Int = 1 << 20,
                cacheMaxBytes: Int = 128 << 20, logCacheHits: Bool = true, listenBacklog: Int = 1024) {
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
