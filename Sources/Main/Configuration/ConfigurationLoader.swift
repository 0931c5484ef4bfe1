import Core
import Foundation
import Jobs
import QuadAPIModels
import Server

/// A configuration problem, reported before anything starts.
struct ConfigurationError: Error, CustomStringConvertible {
    var description: String
}

/// Builds a ``QuadConfiguration`` from, in increasing precedence: the built-in defaults, a JSON file, environment
/// variables, and command-line overrides.
///
/// Every key `section.key` has the environment variable `QUAD_<SECTION>_<KEY>` (camelCase split into words:
/// `http.connectionLimit` → `QUAD_HTTP_CONNECTION_LIMIT`), plus the short names `QUAD_PORT` and `QUAD_HOST` for the
/// public listener. A file may set any subset of keys; an unknown key is an error, so a typo never passes silently.
struct ConfigurationLoader {
    /// Short environment names that mean the same as a full key.
    static let aliases: [String: String] = ["QUAD_PORT": "http.port", "QUAD_HOST": "http.host"]

    var environment: [String: String]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Loads the configuration. `file` nil means `config/default.json` when it exists, else the built-in defaults.
    /// `overrides` are dotted keys from flags (`http.port` → `9000`), applied last.
    func load(file: String?, overrides: [String: String] = [:]) throws -> QuadConfiguration {
        var tree = try Self.tree(of: QuadConfiguration())
        let path = file ?? (FileManager.default.fileExists(atPath: "config/default.json") ? "config/default.json" : nil)
        if let path {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ConfigurationError(description: "cannot read configuration file \(path)")
            }
            let fileTree: JSONValue
            do { fileTree = try JSONDecoder().decode(JSONValue.self, from: data) } catch {
                throw ConfigurationError(description: "\(path) is not valid JSON")
            }
            tree = try Self.merge(fileTree, into: tree, at: "", file: path)
        }
        for (key, name) in Self.environmentNames(of: tree) {
            if let raw = environment[name] { tree = try Self.set(key, raw: raw, in: tree, origin: name) }
        }
        for (alias, key) in Self.aliases.sorted(by: { $0.key < $1.key }) {
            if let raw = environment[alias] { tree = try Self.set(key, raw: raw, in: tree, origin: alias) }
        }
        for (key, raw) in overrides.sorted(by: { $0.key < $1.key }) {
            tree = try Self.set(key, raw: raw, in: tree, origin: "--\(key)")
        }
        let config = try JSONDecoder().decode(QuadConfiguration.self, from: JSONEncoder().encode(tree))
        try Self.validate(config)
        return config
    }

    /// Every leaf key (`http.port`) with its environment variable name.
    static func environmentNames(of tree: JSONValue) -> [(key: String, env: String)] {
        leaves(of: tree, prefix: "").map { key in
            let words = key.split(separator: ".").map { part -> String in
                // A word starts at an uppercase letter after a lowercase one, or at the last capital of an
                // acronym followed by lowercase ("perIPConnection" → PER_IP_CONNECTION).
                let chars = Array(part)
                var out = ""
                for (i, ch) in chars.enumerated() {
                    if ch.isUppercase, i > 0 {
                        let prev = chars[i - 1]
                        let next = i + 1 < chars.count ? chars[i + 1] : nil
                        if prev.isLowercase || prev.isNumber || (prev.isUppercase && next?.isLowercase == true) { out += "_" }
                    }
                    out += ch.uppercased()
                }
                return out
            }
            return (key, "QUAD_" + words.joined(separator: "_"))
        }
    }

    static func tree(of config: QuadConfiguration) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(config))
    }

    private static func leaves(of tree: JSONValue, prefix: String) -> [String] {
        guard case let .object(fields) = tree else { return [prefix] }
        return fields.keys.sorted().flatMap { leaves(of: fields[$0]!, prefix: prefix.isEmpty ? $0 : prefix + "." + $0) }
    }

    private static func merge(_ overlay: JSONValue, into base: JSONValue, at path: String, file: String) throws -> JSONValue {
        guard case let .object(baseFields) = base else {
            if sameKind(overlay, base) { return overlay }
            throw ConfigurationError(description: "\(file): \(path) has the wrong type")
        }
        guard case let .object(overlayFields) = overlay else {
            throw ConfigurationError(description: "\(file): \(path.isEmpty ? "the top level" : path) must be an object")
        }
        var merged = baseFields
        for (key, value) in overlayFields {
            if key.hasPrefix("_") { continue }  // "_comment" keys document the file
            let keyPath = path.isEmpty ? key : path + "." + key
            guard let existing = baseFields[key] else {
                throw ConfigurationError(description: "\(file): unknown key \(keyPath)")
            }
            merged[key] = try merge(value, into: existing, at: keyPath, file: file)
        }
        return .object(merged)
    }

    private static func sameKind(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number, .number), (.string, .string), (.bool, .bool): true
        default: false
        }
    }

    private static func set(_ key: String, raw: String, in tree: JSONValue, origin: String) throws -> JSONValue {
        func walk(_ node: JSONValue, _ parts: ArraySlice<Substring>) throws -> JSONValue {
            guard let head = parts.first else {
                switch node {
                case .number:
                    guard let n = Int(raw.trimmingCharacters(in: .whitespaces)) else {
                        throw ConfigurationError(description: "\(origin): expected a whole number, got \"\(raw)\"")
                    }
                    return .number(Double(n))
                case .bool:
                    switch raw.lowercased() {
                    case "1", "true", "yes", "on": return .bool(true)
                    case "0", "false", "no", "off": return .bool(false)
                    default: throw ConfigurationError(description: "\(origin): expected true or false, got \"\(raw)\"")
                    }
                default:
                    return .string(raw)
                }
            }
            guard case var .object(fields) = node, let child = fields[String(head)] else {
                throw ConfigurationError(description: "\(origin): unknown key \(key)")
            }
            fields[String(head)] = try walk(child, parts.dropFirst())
            return .object(fields)
        }
        return try walk(tree, key.split(separator: ".")[...])
    }

    private static func validate(_ c: QuadConfiguration) throws {
        func check(_ ok: Bool, _ message: String) throws { if !ok { throw ConfigurationError(description: message) } }
        try check((0...65535).contains(c.http.port), "http.port must be 0–65535")
        try check((0...65535).contains(c.admin.port), "admin.port must be 0–65535")
        try check(c.http.threads >= 1 && c.http.threads <= 256, "http.threads must be 1–256")
        try check(c.http.connectionLimit >= 1, "http.connectionLimit must be at least 1")
        try check(c.http.perIPConnectionLimit >= 0, "http.perIPConnectionLimit must be 0 or more")
        try check(c.http.connectionTimeoutSeconds >= 1, "http.connectionTimeoutSeconds must be at least 1")
        try check(c.http.maxBodyBytes >= 1024, "http.maxBodyBytes must be at least 1024")
        try check(c.http.cacheMaxBytes >= 0, "http.cacheMaxBytes must be 0 or more")
        try check(c.http.connectionMemoryBytes >= 32768, "http.connectionMemoryBytes must be at least 32768")
        do { _ = try IPNetwork.list(c.http.trustedProxies) } catch {
            throw ConfigurationError(description: "http.trustedProxies: \(error.description)")
        }
        try check(!c.http.clientAddressHeader.isEmpty && c.http.clientAddressHeader.utf8.allSatisfy {
            $0 == UInt8(ascii: "-") || ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)
        }, "http.clientAddressHeader must be a header name (letters, digits and -)")
        try check(c.database.poolSize >= 1, "database.poolSize must be at least 1")
        try check(c.database.acquireTimeoutMs >= 1, "database.acquireTimeoutMs must be at least 1")
        try check(["trace", "debug", "info", "notice", "warning", "error", "critical"].contains(c.log.level),
                  "log.level must be one of trace, debug, info, notice, warning, error, critical")
        try check(c.shutdown.graceSeconds >= 0, "shutdown.graceSeconds must be 0 or more")
        try check(c.shutdown.hardLimitSeconds > c.shutdown.graceSeconds, "shutdown.hardLimitSeconds must exceed graceSeconds")
        try check((1...256).contains(c.jobs.concurrency), "jobs.concurrency must be 1–256")
        try check((1...3600).contains(c.jobs.pollSeconds), "jobs.pollSeconds must be 1–3600")
        for (key, value) in [("jobs.cleanupAt", c.jobs.cleanupAt), ("jobs.digestsAt", c.jobs.digestsAt),
                             ("jobs.sweepAt", c.jobs.sweepAt)] {
            do { _ = try ScheduleCadence(parsing: value) } catch let error as JobError {
                throw ConfigurationError(description: "\(key): \(error.message)")
            }
        }
        try check((1...3600).contains(c.data.watchSeconds), "data.watchSeconds must be 1–3600")
        try check((0...60_000).contains(c.admin.revalidateWaitMs), "admin.revalidateWaitMs must be 0–60000")
        try check((1...300).contains(c.purge.timeoutSeconds), "purge.timeoutSeconds must be 1–300")
        try check((1...600).contains(c.auth.smtpTimeoutSeconds), "auth.smtpTimeoutSeconds must be 1–600")
        try check(["required", "none"].contains(c.auth.smtpTLS), "auth.smtpTLS must be required or none")
    }
}
