import Foundation

/// Everything `quad` can be configured with. Defaults here equal `config/default.json`; a file, then environment
/// variables, then command-line flags override them (see ``ConfigurationLoader``).
struct QuadConfiguration: Sendable, Equatable, Codable {
    /// The dataset.
    struct Data: Sendable, Equatable, Codable {
        /// Directory in the site's `data/` layout. Default: `data/sample` (the bundled sample). Env `QUAD_DATA_DIR`.
        var dir: String = "data/sample"
        /// ZIP centroid table for distance filters. Default: `data/zip-centroids.csv`. Env `QUAD_DATA_ZIP_CENTROIDS`.
        var zipCentroids: String = "data/zip-centroids.csv"
        /// Where `quad publish` keeps published folders (`<dir>/<build>/`, and the link `<dir>/current` that nodes
        /// without a database follow). Empty: a publish records the folder it was given, in place. Default: empty.
        /// Env `QUAD_DATA_PUBLISH_DIR`.
        var publishDir: String = ""
        /// Without a database, how often a node looks at `<publishDir>/current`, in seconds. Default: `2`.
        var watchSeconds: Int = 2
    }

    /// The public API listener.
    struct HTTP: Sendable, Equatable, Codable {
        /// Bind address. Default: `0.0.0.0`. Env `QUAD_HOST`.
        var host: String = "0.0.0.0"
        /// Port. Default: `8080`. Env `QUAD_PORT`.
        var port: Int = 8080
        /// libmicrohttpd worker threads (thread pool, epoll). Default: `2`. Env `QUAD_HTTP_THREADS`.
        var threads: Int = 2
        /// Most connections open at once; more are refused. Default: `1024`.
        var connectionLimit: Int = 1024
        /// Most connections from one client address (0 = no limit); trusted proxies are not limited. Default: `256`.
        var perIPConnectionLimit: Int = 256
        /// Idle connection timeout in seconds. Default: `30`.
        var connectionTimeoutSeconds: Int = 30
        /// Largest request body accepted; larger bodies get 413. Default: `1048576` (1 MiB).
        var maxBodyBytes: Int = 1_048_576
        /// Memory the public response cache may use. Default: `134217728` (128 MiB).
        var cacheMaxBytes: Int = 134_217_728
        /// Memory libmicrohttpd gives each connection for the request and response heads. Default: `32768`.
        var connectionMemoryBytes: Int = 32768
        /// Comma-separated CIDR networks of proxies whose `clientAddressHeader` is believed. Default: empty (none).
        var trustedProxies: String = ""
        /// Header a trusted proxy appends the client's address to. Default: `X-Forwarded-For`.
        var clientAddressHeader: String = "X-Forwarded-For"
    }

    /// The operators' listener (health, readiness, metrics, revalidate): loopback only, bearer token.
    struct Admin: Sendable, Equatable, Codable {
        /// Port on 127.0.0.1. Default: `8081`. Env `QUAD_ADMIN_PORT`.
        var port: Int = 8081
        /// Bearer secret for admin endpoints other than /healthz. Empty means the admin endpoints that need it
        /// answer 401 (health and readiness stay open on loopback). Default: empty. Env `QUAD_ADMIN_TOKEN`.
        var token: String = ""
        /// How long `POST /admin/revalidate` waits for every live node's acknowledgement and the purge hook's first
        /// attempt, in milliseconds. Default: `3000`.
        var revalidateWaitMs: Int = 3000
    }

    /// The CDN purge hook `POST /admin/revalidate` calls (as the retried `cdn.purge` job).
    struct Purge: Sendable, Equatable, Codable {
        /// http:// or https:// URL; empty: no hook. Default: empty. Env `QUAD_PURGE_URL`.
        var url: String = ""
        /// HTTP method. Default: `POST`.
        var method: String = "POST"
        /// One extra header, `Name: value` (e.g. `Authorization: Bearer …`); empty for none. Default: empty.
        var header: String = ""
        /// Request body; `{at}`, `{publish}` and `{revalidation}` are replaced. Default: `{"purge_everything":true}`.
        var body: String = #"{"purge_everything":true}"#
        /// Content type of the body. Default: `application/json`.
        var contentType: String = "application/json"
        /// Limit on one attempt, in seconds. Default: `10`.
        var timeoutSeconds: Int = 10
    }

    /// Postgres (user data, jobs).
    struct Database: Sendable, Equatable, Codable {
        /// libpq connection string or URL. Empty means no database (as `--no-database`). Default: empty.
        /// Env `QUAD_DATABASE_URL`.
        var url: String = ""
        /// Connections in the pool. Default: `8`. Env `QUAD_DATABASE_POOL_SIZE`.
        var poolSize: Int = 8
        /// Longest wait for a pooled connection before the request fails with 503, in milliseconds. Default: `2000`.
        var acquireTimeoutMs: Int = 2000
    }

    /// Logging.
    struct Log: Sendable, Equatable, Codable {
        /// Lowest level written: trace, debug, info, notice, warning, error, critical. Default: `info`.
        /// Env `QUAD_LOG_LEVEL`.
        var level: String = "info"
        /// One JSON access-log line per request. Default: `true`. Env `QUAD_LOG_ACCESS`.
        var access: Bool = true
    }

    /// Graceful shutdown.
    struct Shutdown: Sendable, Equatable, Codable {
        /// Time each service gets to finish work in flight after SIGTERM/SIGINT, in seconds. Default: `15`.
        var graceSeconds: Int = 15
        /// Time after which the process exits even if a service has not stopped, in seconds. Default: `60`.
        var hardLimitSeconds: Int = 60
    }

    /// The auth service under /auth/v1 (Supabase Auth compatible) and bearer verification.
    struct Auth: Sendable, Equatable, Codable {
        /// HS256 secret for access tokens. Empty: a random secret is made at start (tokens die with the process;
        /// fine for the embedded default, never for production). Env `QUAD_AUTH_JWT_SECRET`.
        var jwtSecret: String = ""
        /// Access-token lifetime in seconds. Default: `3600`.
        var accessTokenSeconds: Int = 3600
        /// A rotated refresh token may be presented again within this many seconds (concurrent refreshes) before
        /// reuse revokes the session. Default: `10`.
        var refreshReuseSeconds: Int = 10
        /// Public URL of the site (links in e-mails). Default: `http://localhost:8080`.
        var siteURL: String = "http://localhost:8080"
        /// Comma-separated redirect URLs allowed after e-mail links (`*` matches within a segment).
        /// Default: `http://localhost:*/**,quad://**`.
        var redirectAllowList: String = "http://localhost:*/**,quad://**"
        /// Sign-ups are confirmed at once (no e-mail round trip). Default: `true` (embedded default);
        /// production configuration turns it off.
        var autoconfirm: Bool = true
        /// scrypt cost N for password hashes (a power of two). Default: `32768`.
        var scryptN: Int = 32768
        /// Where mail goes: `files` (one .eml per message under `mailDir`), `smtp` (`smtpURL`), or `none` (mail is not
        /// configured: nothing is sent, and digests record nothing). Default: `files`.
        var mailer: String = "files"
        /// Directory for `.eml` files when `mailer` is `files`. Default: `.local/mail`.
        var mailDir: String = ".local/mail"
        /// `smtp://[user:password@]host[:port]` (STARTTLS) or `smtps://…` (TLS from the start) when `mailer` is
        /// `smtp`. Default: empty.
        var smtpURL: String = ""
        /// `required` (default: smtp:// must upgrade with STARTTLS) or `none` (plain SMTP, only to a loopback relay).
        var smtpTLS: String = "required"
        /// PEM file of the certificate authorities trusted for SMTP TLS; empty: the system's. Default: empty.
        var smtpCAFile: String = ""
        /// Limit on one SMTP conversation, in seconds (connecting: a third of it, at most 10). Default: `30`.
        var smtpTimeoutSeconds: Int = 30
        /// Sender address of auth e-mails. Default: `Quad <no-reply@localhost>`.
        var mailFrom: String = "Quad <no-reply@localhost>"
        /// Comma-separated client ids (the app's bundle id, a services id) Apple identity tokens must name as their
        /// audience; empty turns Sign in with Apple off. Default: empty.
        var appleClientIds: String = ""
        /// Where Apple's signing keys are fetched: Apple's JWKS over HTTPS, kept for its max-age (five minutes to a
        /// day), fetched again when a token names a key it lacks (at most once a minute); a `file://` URL or a path
        /// reads a local copy (development). Empty turns Sign in with Apple off. Default:
        /// `https://appleid.apple.com/auth/keys`.
        var appleKeysURL: String = "https://appleid.apple.com/auth/keys"
    }

    /// Request limits kept in Postgres (fixed one-minute windows). Without a database, no limits apply.
    struct RateLimit: Sendable, Equatable, Codable {
        /// Limits on at all. Default: `true`.
        var enabled: Bool = true
        /// Requests per minute per access token on signed-in routes. Default: `600`.
        var signedInPerMinute: Int = 600
        /// Requests per minute per IP address on public routes that reach the server (cache misses). Default: `1200`.
        var publicPerMinute: Int = 1200
        /// Requests per minute per IP address on /auth/v1 and /auth/precheck. Default: `60`.
        var authPerMinute: Int = 60
    }

    /// Looking up home addresses (offline by default: ZIP codes only, no suggestions).
    struct Home: Sendable, Equatable, Codable {
        /// One-line geocoder in the U.S. Census Bureau's shapes, e.g.
        /// `https://geocoding.geo.census.gov/geocoder/locations/onelineaddress`. Default: empty (street addresses are
        /// placed by the ZIP in them). Env `QUAD_HOME_GEOCODER_URL`.
        var geocoderURL: String = ""
        /// The geocoder's time limit in seconds. Default: `8`.
        var geocoderTimeoutSeconds: Int = 8
        /// Address suggestions in Google Place Autocomplete (New)'s shapes, e.g.
        /// `https://places.googleapis.com/v1/places:autocomplete`. Default: empty (none). Env `QUAD_HOME_SUGGEST_URL`.
        var suggestURL: String = ""
        /// The suggestion service's key (`X-Goog-Api-Key`). Default: empty. Env `QUAD_HOME_SUGGEST_KEY`.
        var suggestKey: String = ""
        /// The suggestion service's time limit in seconds. Default: `5`.
        var suggestTimeoutSeconds: Int = 5
    }

    /// The job worker (`--mode worker`).
    struct Jobs: Sendable, Equatable, Codable {
        /// Jobs one worker process runs at once. Default: `4`. Env `QUAD_JOBS_CONCURRENCY`.
        var concurrency: Int = 4
        /// Longest idle wait before the worker looks at the queue without a notification, in seconds. Default: `30`.
        /// Env `QUAD_JOBS_POLL_SECONDS`.
        var pollSeconds: Int = 30
        /// When the daily queue clean-up (`jobs.cleanup`) runs: `HH:MM` UTC or `every N[smhd]`. Default: `04:00`.
        /// Env `QUAD_JOBS_CLEANUP_AT`.
        var cleanupAt: String = "04:00"
        /// When the update digests (`digests.daily`) are sent. Default: `13:00`. Env `QUAD_JOBS_DIGESTS_AT`.
        var digestsAt: String = "13:00"
        /// When the deletion sweeper (`accounts.sweep`) runs. Default: `03:30`. Env `QUAD_JOBS_SWEEP_AT`.
        var sweepAt: String = "03:30"
    }

    var data = Data()
    var http = HTTP()
    var admin = Admin()
    var purge = Purge()
    var database = Database()
    var log = Log()
    var shutdown = Shutdown()
    var auth = Auth()
    var rateLimit = RateLimit()
    var home = Home()
    var jobs = Jobs()
}
