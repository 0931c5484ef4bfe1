import Core
import Domain
import Foundation
import Jobs
import QuadAPIModels
import Server
import UserData

/// `quad serve`: load the configuration, assemble the services of the chosen modes, run until SIGTERM/SIGINT.
enum ServeCommand {
    static let flags: Set<String> = ["mode", "data", "port", "admin-port", "no-database", "config"]

    static func run(_ arguments: Arguments) async throws -> Int32 {
        try arguments.requireOnly(flags)
        let modes = try parseModes(arguments.flags["mode"])
        var overrides: [String: String] = [:]
        if let dir = arguments.flags["data"] { overrides["data.dir"] = dir }
        if let port = try arguments.int("port") { overrides["http.port"] = String(port) }
        if let port = try arguments.int("admin-port") { overrides["admin.port"] = String(port) }
        let config = try ConfigurationLoader().load(file: arguments.flags["config"], overrides: overrides)
        let logger = Logger(label: "quad", level: LogLevel(rawValue: config.log.level) ?? .info)

        let noDatabase = arguments.flags["no-database"] != nil || config.database.url.isEmpty
        var settings = ApplicationSettings(
            modes: modes,
            dataDirectory: URL(fileURLWithPath: config.data.dir),
            http: HTTPServerConfiguration(
                host: config.http.host, port: config.http.port, threads: config.http.threads,
                connectionLimit: config.http.connectionLimit, perIPConnectionLimit: config.http.perIPConnectionLimit,
                connectionTimeout: config.http.connectionTimeoutSeconds, maxBodySize: config.http.maxBodyBytes,
                cacheMaxBytes: config.http.cacheMaxBytes, logCacheHits: config.log.access,
                connectionMemoryLimit: config.http.connectionMemoryBytes,
                clientAddress: ClientAddressResolver(trustedProxies: try IPNetwork.list(config.http.trustedProxies),
                                                     header: config.http.clientAddressHeader)),
            admin: HTTPServerConfiguration(host: "127.0.0.1", port: config.admin.port, threads: 1, connectionLimit: 64,
                                           perIPConnectionLimit: 0, logCacheHits: config.log.access),
            adminToken: config.admin.token,
            databaseURL: noDatabase ? nil : config.database.url,
            databasePoolSize: config.database.poolSize,
            databaseAcquireTimeout: .milliseconds(config.database.acquireTimeoutMs),
            accessLog: config.log.access,
            auth: AuthConfiguration(
                jwtSecret: config.auth.jwtSecret, accessTokenLifetime: .seconds(config.auth.accessTokenSeconds),
                refreshReuseWindow: .seconds(config.auth.refreshReuseSeconds), siteURL: config.auth.siteURL,
                redirectAllowList: config.auth.redirectAllowList.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.filter { !$0.isEmpty },
                autoconfirm: config.auth.autoconfirm, scryptN: config.auth.scryptN, mailer: config.auth.mailer,
                mailDirectory: config.auth.mailDir, smtpURL: config.auth.smtpURL, mailFrom: config.auth.mailFrom,
                smtpTLS: config.auth.smtpTLS, smtpCAFile: config.auth.smtpCAFile,
                smtpTimeout: .seconds(config.auth.smtpTimeoutSeconds),
                appleClientIds: config.auth.appleClientIds.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }.filter { !$0.isEmpty },
                appleJWKSURL: config.auth.appleKeysURL),
            rateLimit: RateLimitConfiguration(
                enabled: config.rateLimit.enabled, signedInPerMinute: config.rateLimit.signedInPerMinute,
                publicPerMinute: config.rateLimit.publicPerMinute, authPerMinute: config.rateLimit.authPerMinute))
        settings.zipCentroidsFile = URL(fileURLWithPath: config.data.zipCentroids)
        settings.home = HomeConfiguration(
            geocoderURL: config.home.geocoderURL, geocoderTimeout: .seconds(config.home.geocoderTimeoutSeconds),
            suggestURL: config.home.suggestURL, suggestKey: config.home.suggestKey,
            suggestTimeout: .seconds(config.home.suggestTimeoutSeconds))
        settings.worker = JobWorkerConfiguration(concurrency: config.jobs.concurrency, pollInterval: .seconds(config.jobs.pollSeconds),
                                                 drainTimeout: .seconds(config.shutdown.graceSeconds))
        settings.cadences = WorkerJobs.Cadences(cleanup: try ScheduleCadence(parsing: config.jobs.cleanupAt),
                                                sweep: try ScheduleCadence(parsing: config.jobs.sweepAt),
                                                digests: try ScheduleCadence(parsing: config.jobs.digestsAt))
        settings.publishDirectory = config.data.publishDir.isEmpty ? nil : URL(fileURLWithPath: config.data.publishDir)
        settings.watchInterval = .seconds(config.data.watchSeconds)
        settings.revalidateWait = .milliseconds(config.admin.revalidateWaitMs)
        if !config.purge.url.isEmpty {
            do {
                settings.purgeHook = try PurgeHook(url: config.purge.url, method: config.purge.method, header: config.purge.header,
                                                   body: config.purge.body, contentType: config.purge.contentType,
                                                   timeout: .seconds(config.purge.timeoutSeconds))
            } catch let error as JobError {
                throw ConfigurationError(description: error.message)
            }
        }
        if settings.databaseURL != nil {
            do { try settings.auth.validateMail() } catch {
                throw ConfigurationError(description: String(describing: error))
            }
        }

        let app: Application
        do {
            app = try await Application.make(settings, logger: logger)
        } catch let error as DatasetLoadError {
            logger.critical("cannot load the dataset", ["error": .string(error.description)])
            throw ConfigurationError(description: "cannot load the dataset: \(error.description)")
        }
        let group = ServiceGroup(services: app.services, grace: .seconds(config.shutdown.graceSeconds),
                                 hardLimit: .seconds(config.shutdown.hardLimitSeconds), logger: logger)
        let signals = ShutdownSignals(group: group, logger: logger)
        defer { signals.cancel() }
        try await group.run()
        return 0
    }

    /// `api,worker,admin` (any subset, comma-separated); absent means all three.
    static func parseModes(_ raw: String?) throws -> Set<ApplicationSettings.Mode> {
        guard let raw else { return Set(ApplicationSettings.Mode.allCases) }
        var modes = Set<ApplicationSettings.Mode>()
        for part in raw.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard let mode = ApplicationSettings.Mode(rawValue: name) else {
                throw ConfigurationError(description: "--mode: unknown mode \"\(name)\" (use api, worker, admin)")
            }
            modes.insert(mode)
        }
        return modes
    }
}
