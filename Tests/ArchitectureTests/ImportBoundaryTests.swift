import Foundation
import Testing

/// ARCHITECTURE.md's module table against the tree: Package.swift's target dependencies and the `import` lines of
/// every file under `Sources/`.
struct ImportBoundaryTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private static func boundaries() throws -> ImportBoundaries {
        try ImportBoundaries(architecture: text("ARCHITECTURE.md"))
    }

    @Test func everySourceFileImportsOnlyWhatTheTableAllows() throws {
        let boundaries = try Self.boundaries()
        let sources = Self.root.appendingPathComponent("Sources")
        var edges: [(place: String, module: String, imported: String)] = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files = 0
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            let module = String(relative.prefix { $0 != "/" })
            files += 1
            for imported in ImportBoundaries.imports(inSwift: try String(contentsOf: url, encoding: .utf8)) {
                edges.append(("Sources/" + relative, module, imported))
            }
        }
        #expect(files > 500)
        #expect(edges.count > files)
        let violations = boundaries.violations(edges)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test func packageDependenciesFollowTheTable() throws {
        let boundaries = try Self.boundaries()
        let targets = ImportBoundaries.targets(inManifest: try Self.text("Package.swift"))
        #expect(targets["Domain"] != nil && targets["Main"] != nil && targets["CLibPQ"] == [])
        let edges = targets.flatMap { target in target.value.map { ("Package.swift", target.key, $0) } }
        let violations = boundaries.violations(edges)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
        // Every module under Sources/ has a row, and every row is a module.
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
            .filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(targets.keys))
        #expect(Set(boundaries.rules.keys) == Set(targets.keys))
    }

    @Test func theServingModulesNeverLinkTheFixtureGenerator() throws {
        let boundaries = try Self.boundaries()
        for module in ["Domain", "Screens", "Server", "UserData", "Jobs", "APIContract", "Core"] {
            #expect(boundaries.rules[module]??.contains("Fixture") == false, "\(module)")
        }
        #expect(boundaries.rules["Domain"]??.contains("Core") == false)
    }

    // MARK: the checker itself, on inputs made to break it

    private static let sample = """
        # Architecture

        ## Modules

        | module | owns | may import |
        |---|---|---|
        | `CLibPQ`, `CZlib` | shims | nothing |
        | `Domain` | the dataset | QuadAPIModels |
        | `QuadAPIModels` | wire types | Foundation |
        | `Main` | the root | everything |

        ## Adding an endpoint

        | not | a | rule |
        """

    @Test func theTableReadsModulesAndRules() throws {
        let boundaries = try ImportBoundaries(architecture: Self.sample)
        let expected: [String: Set<String>?] = ["CLibPQ": [], "CZlib": [], "Domain": ["QuadAPIModels"],
                                               "QuadAPIModels": ["Foundation"], "Main": nil]
        #expect(boundaries == ImportBoundaries(rules: expected))
    }

    @Test func aForbiddenImportIsReportedWithItsPlace() throws {
        let boundaries = try ImportBoundaries(architecture: Self.sample)
        let source = """
            import Foundation
            public import QuadAPIModels
            @preconcurrency internal import CLibPQ
            import struct CZlib.z_stream
            // import Server (a comment, not an import)
            """
        let edges = ImportBoundaries.imports(inSwift: source).map { ("Sources/Domain/Bad.swift", "Domain", $0) }
        #expect(ImportBoundaries.imports(inSwift: source) == ["Foundation", "QuadAPIModels", "CLibPQ", "CZlib"])
        #expect(boundaries.violations(edges) == [
            "Sources/Domain/Bad.swift: Domain imports CLibPQ, which ARCHITECTURE.md does not allow",
            "Sources/Domain/Bad.swift: Domain imports CZlib, which ARCHITECTURE.md does not allow",
        ])
        // `everything` allows anything; a module the table does not name is itself a violation.
        #expect(boundaries.violations([("Sources/Main/A.swift", "Main", "CLibPQ")]).isEmpty)
        #expect(boundaries.violations([("Sources/Extra/A.swift", "Extra", "Domain")])
                == ["Sources/Extra/A.swift: module Extra is not in ARCHITECTURE.md's table"])
    }

    @Test func manifestTargetsAndTheirDependenciesAreRead() {
        let manifest = """
            .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
            .target(name: "Domain", dependencies: ["QuadAPIModels", "CLibPQ"], resources: [.copy("Resources")], swiftSettings: strict),
            .executableTarget(name: "bench", dependencies: ["Domain"], path: "Benchmarks/Bench"),
            .testTarget(name: "DomainTests", dependencies: ["Domain"]),
            """
        let targets = ImportBoundaries.targets(inManifest: manifest)
        #expect(targets == ["CLibPQ": [], "Domain": ["QuadAPIModels", "CLibPQ"]])
        let boundaries = try? ImportBoundaries(architecture: Self.sample)
        let edges = targets.flatMap { target in target.value.map { ("Package.swift", target.key, $0) } }
        #expect(boundaries?.violations(edges) == ["Package.swift: Domain imports CLibPQ, which ARCHITECTURE.md does not allow"])
    }

    @Test func aTableThatIsNotThereIsAnError() {
        #expect(throws: ImportBoundaries.TableError.self) { try ImportBoundaries(architecture: "# Architecture\n\nno table") }
    }
}
