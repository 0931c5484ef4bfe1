import Foundation

/// The import rules of ARCHITECTURE.md's module table, and the checks that hold the tree to them.
///
/// The table's first column names the modules of a row (backticked), its last column what they may import: module
/// names separated by commas, `nothing`, or `everything`. Toolchain modules (``toolchain``) are always allowed.
struct ImportBoundaries: Equatable {
    /// Module → the project modules it may import; nil for `everything`.
    var rules: [String: Set<String>?]

    /// What every module may import without the table saying so.
    static let toolchain: Set<String> = ["Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch",
                                         "Synchronization", "Glibc", "Musl", "Darwin"]

    /// One import that breaks a rule: where it stands, the importing module, the imported one.
    struct Violation: Equatable, CustomStringConvertible {
        var place: String
        var module: String
        var imported: String
        var description: String { "\(place): \(module) imports \(imported), which ARCHITECTURE.md does not allow" }
    }

    /// Reads the table under `## Modules` (the first Markdown table after that heading).
    init(architecture markdown: String) throws {
        var rules: [String: Set<String>?] = [:]
        var inSection = false, seenTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { if seenTable { break }; inSection = line == "## Modules"; continue }
            guard inSection, line.hasPrefix("|") else { if seenTable { break } else { continue } }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, !cells[0].hasPrefix("---"), cells[0] != "module" else { continue }
            seenTable = true
            let modules = Self.names(cells[0])
            let allowed = cells[cells.count - 1]
            let rule: Set<String>? = switch allowed {
            case "everything": nil
            case "nothing": []
            default: Set(Self.names(allowed))
            }
            guard !modules.isEmpty else { throw TableError(line: String(line)) }
            for module in modules { rules[module] = rule }
        }
        guard !rules.isEmpty else { throw TableError(line: "no module table under ## Modules") }
        self.rules = rules
    }

    init(rules: [String: Set<String>?]) { self.rules = rules }

    struct TableError: Error, CustomStringConvertible {
        var line: String
        var description: String { "ARCHITECTURE.md's module table cannot be read: \(line)" }
    }

    private static func names(_ cell: String) -> [String] {
        cell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            .filter { !$0.isEmpty }
    }

    /// The imports that break a rule, and every module the table does not name.
    func violations(_ imports: [(place: String, module: String, imported: String)]) -> [String] {
        var found: [String] = []
        for edge in imports where !Self.toolchain.contains(edge.imported) && edge.imported != edge.module {
            guard let rule = rules[edge.module] else {
                found.append("\(edge.place): module \(edge.module) is not in ARCHITECTURE.md's table"); continue
            }
            if let rule, !rule.contains(edge.imported) {
                found.append(Violation(place: edge.place, module: edge.module, imported: edge.imported).description)
            }
        }
        return found
    }

    /// The modules named by `import` lines of Swift source (any attribute or access level; `import struct X.Y` too).
    static func imports(inSwift source: String) -> [String] {
        var names: [String] = []
        for raw in source.split(separator: "\n") {
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains(first) {
                words.removeFirst()
            }
            guard words.count >= 2, words[0] == "import" else { continue }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            if let module = path.split(separator: ".").first { names.append(String(module)) }
        }
        return names
    }

    /// The targets of a Package.swift that live under `Sources/` (no `path:` argument), with their dependencies.
    static func targets(inManifest manifest: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        let pattern = #/\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)"((?:[^()]|\([^()]*\))*)\)/#
        for match in manifest.matches(of: pattern) {
            let arguments = String(match.output.2)
            if arguments.contains("path:") { continue }
            var dependencies: [String] = []
            if let list = arguments.firstMatch(of: #/dependencies:\s*\[([^\]]*)\]/#) {
                dependencies = list.output.1.matches(of: #/"([^"]+)"/#).map { String($0.output.1) }
            }
            result[String(match.output.1)] = dependencies
        }
        return result
    }
}
