import Foundation
import Testing

/// Domain and Screens keep no process-wide state: what is worked out from a snapshot lives on the snapshot
/// (`snapshot.derived`, ARCHITECTURE.md "Values derived from a snapshot") and goes with it, so nothing there is a
/// static lock, a shared instance, or a table keyed by an object's identity.
struct ProcessWideStateTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What gives process-wide mutable state away, line by line (comments are skipped).
    static var patterns: [(name: String, regex: Regex<AnyRegexOutput>)] {
        [
            ("a static lock", try! Regex(#"static\s+(let|var)\s+\w+\s*(:\s*Mutex\b|=\s*Mutex\b)"#)),
            ("a shared instance", try! Regex(#"static\s+(let|var)\s+shared\b"#)),
            ("a table keyed by object identity", try! Regex(#"ObjectIdentifier\("#)),
            ("unchecked global state", try! Regex(#"nonisolated\(unsafe\)"#)),
        ]
    }

    /// The places in `source` (a file's text) that hold process-wide state, as "line N: what".
    static func findings(in source: String) -> [String] {
        var found: [String] = []
        let patterns = Self.patterns
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            for pattern in patterns where code.contains(pattern.regex) {
                found.append("line \(number + 1): \(pattern.name)")
            }
        }
        return found
    }

    @Test func domainAndScreensHoldNoProcessWideState() throws {
        var files = 0
        var findings: [String] = []
        for module in ["Domain", "Screens"] {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                files += 1
                let relative = String(url.path.dropFirst(Self.root.path.count + 1))
                findings += Self.findings(in: try String(contentsOf: url, encoding: .utf8)).map { "\(relative) \($0)" }
            }
        }
        #expect(files > 300)
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    // MARK: the checker itself, on inputs made to break it

    @Test func theCheckerFindsEachKind() {
        let source = """
            private static let cache = Mutex<[ObjectIdentifier: Entry]>([:])
            static let table: Mutex<[String: Int]> = Mutex([:])
            public static let shared = ProfileCache()
            nonisolated(unsafe) var counter = 0
            let id = ObjectIdentifier(snapshot)
            // static let shared = Commented()
            private let slots = Mutex<[String: any Sendable]>([:])
            private static let key = SnapshotKey<Int>("a.key")
            """
        #expect(Self.findings(in: source) == [
            "line 1: a static lock",
            "line 2: a static lock",
            "line 3: a shared instance",
            "line 4: unchecked global state",
            "line 5: a table keyed by object identity",
        ])
    }
}
