import Core
import Foundation
@testable import Main
import QuadAPIModels
import Server
import Testing

/// Configuration: defaults, the documented file, environment and flag precedence, and refusals.
struct ConfigurationTests {
    private static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let defaultFile = repoRoot.appendingPathComponent("config/default.json").path

    @Test func defaultFileEqualsBuiltInDefaults() throws {
        let fromFile = try ConfigurationLoader(environment: [:]).load(file: Self.defaultFile)
        #expect(fromFile == QuadConfiguration())
    }

    @Test func everyKeyIsDocumentedInTheDefaultFile() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.defaultFile))
        let tree = try JSONDecoder().decode(JSONValue.self, from: data)
        guard case let .object(sections) = tree else { Issue.record("not an object"); return }
        let keys = ConfigurationLoader.environmentNames(of: try ConfigurationLoader.tree(of: QuadConfiguration())).map(\.key)
        #expect(keys.count == 61)
        for key in keys {
            let parts = key.split(separator: ".").map(String.init)
            guard case let .object(section)? = sections[parts[0]],
                  case let .object(doc)? = section["_doc"],
                  case let .string(text)? = doc[parts[1]] else {
                Issue.record("\(key) has no _doc entry"); continue
            }
            #expect(text.count > 20, "\(key) doc is too short")
            let env = ConfigurationLoader.environmentNames(of: try ConfigurationLoader.tree(of: QuadConfiguration()))
                .first { $0.key == key }!.env
            #expect(text.contains(env) || ConfigurationLoader.aliases.contains { $0.value == key && text.contains($0.key) },
                    "\(key) doc does not name its environment variable \(env)")
        }
    }

    @Test func environmentOverridesFileAndFlagsOverrideEnvironment() throws {
        let env = ["QUAD_PORT": "9001", "QUAD_DATA_DIR": "/tmp/d", "QUAD_HTTP_CONNECTION_LIMIT": "77",
                   "QUAD_LOG_ACCESS": "false", "QUAD_ADMIN_TOKEN": "s3cret"]
        let c = try ConfigurationLoader(environment: env).load(file: Self.defaultFile, overrides: ["http.port": "9100"])
        #expect(c.http.port == 9100)
        #expect(c.data.dir == "/tmp/d")
        #expect(c.http.connectionLimit == 77)
        #expect(c.log.access == false)
        #expect(c.admin.token == "s3cret")
        let noFlag = try ConfigurationLoader(environment: env).load(file: Self.defaultFile)
        #expect(noFlag.http.port == 9001)
    }

    @Test func theShippedDeployConfigTrustsLoopbackAndNginxSendsTheHeader() throws {
        let deploy = Self.repoRoot.appendingPathComponent("deploy/quad.json").path
        let c = try ConfigurationLoader(environment: [:]).load(file: deploy)
        let networks = try IPNetwork.list(c.http.trustedProxies)
        let resolver = ClientAddressResolver(trustedProxies: networks, header: c.http.clientAddressHeader)
        #expect(resolver.isTrusted("127.0.0.1") && resolver.isTrusted("::1"))
        #expect(!resolver.isTrusted("10.0.0.1"))
        #expect(c.http.clientAddressHeader == "X-Forwarded-For")
        // Every location nginx proxies to quad appends the client's address to that header.
        let nginx = try String(contentsOf: Self.repoRoot.appendingPathComponent("deploy/nginx/quad.conf"), encoding: .utf8)
        let locations = nginx.components(separatedBy: "location ").dropFirst()
        #expect(locations.count == 2)
        for location in locations {
            #expect(location.contains("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;"))
        }
        // The default trusts nobody.
        #expect(QuadConfiguration().http.trustedProxies.isEmpty)
    }

    @Test func partialFileKeepsOtherDefaults() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quad-partial-\(UUID()).json")
        try Data(#"{"http": {"threads": 4}, "log": {"level": "debug"}}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let c = try ConfigurationLoader(environment: [:]).load(file: url.path)
        #expect(c.http.threads == 4)
        #expect(c.log.level == "debug")
        #expect(c.http.port == 8080)
    }

    @Test func refusals() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quad-bad-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"http": {"prot": 1}}"#.utf8).write(to: url)
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader(environment: [:]).load(file: url.path) }
        try Data(#"{"http": {"port": "eighty"}}"#.utf8).write(to: url)
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader(environment: [:]).load(file: url.path) }
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader(environment: ["QUAD_PORT": "http"]).load(file: Self.defaultFile)
        }
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader(environment: ["QUAD_PORT": "70000"]).load(file: Self.defaultFile)
        }
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader(environment: ["QUAD_LOG_LEVEL": "loud"]).load(file: Self.defaultFile)
        }
        for bad in ["127.0.0.1/40", "nginx", "10.0.0.0/8, localhost"] {
            #expect(throws: ConfigurationError.self, "\(bad)") {
                try ConfigurationLoader(environment: ["QUAD_HTTP_TRUSTED_PROXIES": bad]).load(file: Self.defaultFile)
            }
        }
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader(environment: ["QUAD_HTTP_CLIENT_ADDRESS_HEADER": "X Forwarded"]).load(file: Self.defaultFile)
        }
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader(environment: ["QUAD_HTTP_CONNECTION_MEMORY_BYTES": "4096"]).load(file: Self.defaultFile)
        }
        let trusting = try ConfigurationLoader(environment: ["QUAD_HTTP_TRUSTED_PROXIES": "10.0.0.0/8,::1"])
            .load(file: Self.defaultFile)
        #expect(try IPNetwork.list(trusting.http.trustedProxies).count == 2)
    }

    @Test func argumentParsing() throws {
        let a = try Arguments.parse(["serve", "--mode", "api,admin", "--port=9000", "--no-database", "--data", "/d"])
        #expect(a.command == "serve")
        #expect(a.flags == ["mode": "api,admin", "port": "9000", "no-database": "true", "data": "/d"])
        #expect(try a.int("port") == 9000)
        let p = try Arguments.parse(["publish", "/new/data"])
        #expect(p.positional == ["/new/data"])
        #expect(throws: ConfigurationError.self) { try Arguments.parse(["serve", "--port"]) }
        #expect(throws: ConfigurationError.self) { try a.requireOnly(["mode", "port"]) }
        #expect(try Arguments.parse([]).command == "help")
    }
}
