import Core
import Domain
import Foundation
import Jobs
import QuadAPIModels
import Server
import Testing
@testable import UserData

/// A migrated fresh database, an auth service on it, and its routes in router mode (no sockets), for the auth flow
/// tests. Mail goes to a temporary directory as `.eml` files, delivered by the `mail.deliver` jobs of a real job
/// worker that the harness runs after each request (as a worker process would right after the commit).
struct AuthHarness {
    let pool: PostgresPool
    let service: AuthService
    let responder: Responder
    let mailDirectory: URL
    let configuration: AuthConfiguration
    /// The worker running the mail jobs, on ``clock``.
    let mailWorker: JobWorker
    /// The mail worker's clock: the system's, moved on by ``ShiftedClock/advance(_:)``.
    let clock: ShiftedClock

    static let secret = "auth-test-secret-of-at-least-32-bytes"

    /// The test configuration: a small scrypt cost, no e-mail spacing, a one-second session cache.
    static func configuration(autoconfirm: Bool = true, mailDirectory: URL) -> AuthConfiguration {
        AuthConfiguration(jwtSecret: secret, siteURL: "http://localhost:8080",
                          redirectAllowList: ["http://localhost:*/**", "quad://**"], autoconfirm: autoconfirm, scryptN: 16,
                          mailer: "files", mailDirectory: mailDirectory.path, sessionCacheTTL: .seconds(1),
                          emailMinimumInterval: .zero)
    }

    static func with(autoconfirm: Bool = true, adjust: (inout AuthConfiguration) -> Void = { _ in },
                     _ body: (AuthHarness) async throws -> Void) async throws {
        // A long wait for a connection: racing grants queue on three connections, and on a loaded machine the
        // default 5 s is not always enough (the pool's own timeout is checked by PostgresPoolTests).
        try await TestDatabase.withPool(size: 3, acquireTimeout: .seconds(60)) { pool, _ in
            _ = try await MigrationRunner(pool: pool, migrations: try Migration.bundled(), logger: quietLogger()).run()
            let mail = FileManager.default.temporaryDirectory.appendingPathComponent("quad-mail-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: mail) }
            var configuration = Self.configuration(autoconfirm: autoconfirm, mailDirectory: mail)
            adjust(&configuration)
            let service = AuthService(pool: pool, configuration: configuration, logger: quietLogger())
            var router = Router(middleware: Router.standardMiddleware().filter { !($0 is AccessLogMiddleware) },
                                access: AccessControl(verifier: service.verifier))
            AuthRoutes(service: service).register(on: &router)
            var registry = JobRegistry()
            registry.register(MailDeliveryJob(delivery: MailDelivery(pool: pool, configuration: configuration, logger: quietLogger())))
            let clock = ShiftedClock()
            let worker = JobWorker(pool: pool, registry: registry, configuration: JobWorkerConfiguration(listen: false),
                                   clock: clock.jobClock, logger: quietLogger())
            try await body(AuthHarness(pool: pool, service: service, responder: router.build(), mailDirectory: mail,
                                       configuration: configuration, mailWorker: worker, clock: clock))
        }
    }

    /// One answer: status, headers and the body parsed as JSON (nil when empty or not JSON).
    struct Answer {
        var status: Int
        var headers: HTTPHeaders
        var body: [UInt8]
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:] }
        func string(_ key: String) -> String? { json[key] as? String }
    }

    /// Sends a request through the routes. `versioned` adds `X-Supabase-Api-Version: 2024-01-01` like the clients.
    func send(_ method: HTTPMethod, _ target: String, json: [String: Any]? = nil, bearer: String? = nil,
              versioned: Bool = true) async throws -> Answer {
        var headers = HTTPHeaders()
        if versioned { headers.add("X-Supabase-Api-Version", "2024-01-01") }
        if let bearer { headers.add("Authorization", "Bearer " + bearer) }
        var body: [UInt8] = []
        if let json {
            headers.add("Content-Type", "application/json")
            body = Array(try JSONSerialization.data(withJSONObject: json))
        }
        let response = await responder.respond(to: Request(method: method, target: target, headers: headers, body: body),
                                               logger: quietLogger())
        try await deliverMail()
        return Answer(status: response.status, headers: response.headers, body: response.body)
    }

    /// Runs the due mail jobs to completion and returns how many succeeded (each sent its message, or found it sent).
    @discardableResult
    func deliverMail() async throws -> Int {
        try await mailWorker.runDueJobs().filter { $0 == .succeeded }.count
    }

    /// Signs up with autoconfirm on and returns the session's access and refresh tokens. `data` gets a birth year of
    /// 1990 unless it names one (sign-up requires it).
    func signUp(_ email: String, password: String = "Correct-Horse-9", data: [String: Any] = [:]) async throws
        -> (access: String, refresh: String, user: String) {
        var data = data
        if data["birth_year"] == nil { data["birth_year"] = "1990" }
        let answer = try await send(.post, "/auth/v1/signup", json: ["email": email, "password": password, "data": data])
        #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
        let user = try #require(answer.json["user"] as? [String: Any])
        return (try #require(answer.string("access_token")), try #require(answer.string("refresh_token")),
                try #require(user["id"] as? String))
    }

    /// The `.eml` files written so far, oldest first, as text.
    func mails() throws -> [String] {
        guard FileManager.default.fileExists(atPath: mailDirectory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: mailDirectory.path).filter { $0.hasSuffix(".eml") }.sorted()
            .map { try String(contentsOf: mailDirectory.appendingPathComponent($0), encoding: .utf8) }
    }

    /// The verify link and the six-digit code of the newest mail to `recipient`.
    func lastMail(to recipient: String) throws -> (link: String, code: String, text: String) {
        let text = try #require(try mails().last { $0.contains("\r\nTo: \(recipient)\r\n") }, "no mail to \(recipient)")
        let link = try #require(text.split(whereSeparator: \.isWhitespace)
            .first { $0.hasPrefix("http://localhost:8080/auth/v1/verify?") })
        let codeLine = try #require(text.components(separatedBy: "\r\n").first { $0.hasPrefix("Or enter this code in the app: ") })
        return (String(link), String(codeLine.dropFirst("Or enter this code in the app: ".count)), text)
    }

    /// The target (path and query) of an absolute link to this server.
    static func target(of link: String) -> String {
        String(link.dropFirst("http://localhost:8080".count))
    }

    /// One integer from SQL, run as the owner.
    func count(_ sql: String) async throws -> Int {
        try await pool.withConnection { try await $0.query(PostgresQuery(unsafeSQL: sql)) }.first!.decode(Int.self, at: 0)
    }

    /// The payload of a JWT, decoded without checking anything (the test's own reading).
    static func payload(of token: String) throws -> [String: Any] {
        let part = token.split(separator: ".")[1]
        var base64 = part.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        let data = try #require(Data(base64Encoded: base64))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Query items of a URL's query or fragment.
    static func items(_ text: Substring) -> [String: String] {
        var out: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            out[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return out
    }
}
