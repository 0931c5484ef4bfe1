/// A parsed command line: the subcommand, its flags, and positional arguments.
struct Arguments: Equatable {
    var command: String
    /// `--name value` and `--name=value` flags; switches without a value map to `"true"`.
    var flags: [String: String]
    var positional: [String]

    /// Flags that take no value.
    static let switches: Set<String> = ["no-database", "help", "version", "check"]

    /// Parses `argv` without the program name. The first non-flag word is the subcommand (default `help`).
    static func parse(_ argv: [String]) throws -> Arguments {
        var command: String?
        var flags: [String: String] = [:]
        var positional: [String] = []
        var i = 0
        while i < argv.count {
            let word = argv[i]
            if word == "-h" { flags["help"] = "true" }
            else if word.hasPrefix("--") {
                var name = String(word.dropFirst(2))
                var value: String?
                if let eq = name.firstIndex(of: "=") {
                    value = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                if name.isEmpty { throw ConfigurationError(description: "empty flag \"--\"") }
                if value == nil {
                    if switches.contains(name) { value = "true" }
                    else {
                        i += 1
                        guard i < argv.count else { throw ConfigurationError(description: "--\(name) needs a value") }
                        value = argv[i]
                    }
                }
                flags[name] = value
            } else if command == nil {
                command = word
            } else {
                positional.append(word)
            }
            i += 1
        }
        return Arguments(command: command ?? "help", flags: flags, positional: positional)
    }

    /// Rejects flags the command does not know.
    func requireOnly(_ known: Set<String>) throws {
        let unknown = Set(flags.keys).subtracting(known).subtracting(["help"])
        if let first = unknown.sorted().first {
            throw ConfigurationError(description: "\(command): unknown flag --\(first) (see quad --help)")
        }
    }

    /// An integer flag.
    func int(_ name: String) throws -> Int? {
        guard let raw = flags[name] else { return nil }
        guard let n = Int(raw) else { throw ConfigurationError(description: "--\(name) expects a whole number, got \"\(raw)\"") }
        return n
    }
}
