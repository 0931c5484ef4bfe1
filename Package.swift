// swift-tools-version:6.0
import PackageDescription

/// Swift settings shared by every Swift target: Swift 6 language mode with complete concurrency checking,
/// and the upcoming features the anchors use (existential `any`, member import visibility).
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "quad",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        /// The wire types of the App API: what the iPhone app imports.
        .library(name: "QuadAPIModels", targets: ["QuadAPIModels"]),
        /// The `quad` server binary.
        .executable(name: "quad", targets: ["Main"]),
    ],
    targets: [
        // C shims: one per Debian library, nothing else in them.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        .systemLibrary(name: "COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CBrotli", pkgConfig: "libbrotlienc", providers: [.apt(["libbrotli-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CMarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),

        // Pure modules.
        .target(name: "QuadAPIModels", swiftSettings: strict),
        /// What every serving module shares and the dataset does not need: the logger, the service lifecycle
        /// (`Service`, `GracefulShutdown`) and `APIError`, the error a request ends in.
        .target(name: "Core", dependencies: ["QuadAPIModels"], swiftSettings: strict),
        .target(name: "Domain", dependencies: ["QuadAPIModels"], resources: [.copy("Resources")], swiftSettings: strict),
        .target(name: "Screens", dependencies: ["Core", "Domain", "QuadAPIModels"], swiftSettings: strict),
        /// The API contract: every endpoint's typed spec (access, parameters, body, output) and the OpenAPI document.
        .target(name: "APIContract", dependencies: ["QuadAPIModels"], swiftSettings: strict),

        /// The synthetic dataset generator (`quad fixture`, the tests, the benchmarks); never linked into serving.
        .target(name: "Fixture", dependencies: ["Domain", "QuadAPIModels"], swiftSettings: strict),

        // Modules with I/O.
        /// Markdown to HTML for the roadmap and release notes (libcmark-gfm).
        .target(name: "Markdown", dependencies: ["Domain", "CMarkGFM"], swiftSettings: strict),
        .target(name: "UserData", dependencies: ["Core", "Domain", "QuadAPIModels", "CLibPQ", "COpenSSL", "CCurl"],
                resources: [.copy("Migrations")], swiftSettings: strict),
        .target(name: "Jobs", dependencies: ["Core", "Domain", "Screens", "QuadAPIModels", "UserData"], swiftSettings: strict),
        .target(name: "Server", dependencies: ["Core", "Domain", "Screens", "APIContract", "QuadAPIModels", "UserData", "Jobs",
                                               "CMicroHTTPD", "CZlib", "CBrotli"], swiftSettings: strict),
        .executableTarget(name: "Main", dependencies: ["Core", "Server", "APIContract", "Domain", "Screens", "UserData", "Jobs",
                                                       "Markdown", "QuadAPIModels", "Fixture"],
                          swiftSettings: strict),
        // In-process timings of the Explore and Profile builders (run by Benchmarks/run; not shipped).
        .executableTarget(name: "quad-bench", dependencies: ["Core", "Domain", "Screens", "QuadAPIModels"],
                          path: "Benchmarks/QuadBench", swiftSettings: strict),

        // Helpers several test targets share (golden files, a raw HTTP client, gunzip, the wire-encoder oracle); not shipped.
        .target(name: "TestSupport", dependencies: ["CZlib", "CBrotli", "QuadAPIModels"], path: "Tests/TestSupport", swiftSettings: strict),

        // ARCHITECTURE.md's module table against Package.swift and every import line under Sources/ (reads files only).
        .testTarget(name: "ArchitectureTests", swiftSettings: strict),
        .testTarget(name: "CoreTests", dependencies: ["Core", "QuadAPIModels"], swiftSettings: strict),
        .testTarget(name: "QuadAPIModelsTests", dependencies: ["QuadAPIModels", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "Fixture", "QuadAPIModels"], exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "Domain"], swiftSettings: strict),
        .testTarget(name: "ScreensTests", dependencies: ["Core", "Screens", "Domain", "Fixture", "QuadAPIModels", "Markdown", "TestSupport"],
                    exclude: ["Golden"], swiftSettings: strict),
        .testTarget(name: "APIContractTests", dependencies: ["APIContract", "QuadAPIModels", "TestSupport"],
                    exclude: ["Golden"], swiftSettings: strict),
        .testTarget(name: "ServerTests", dependencies: ["Core", "Server", "APIContract", "Domain", "Screens", "QuadAPIModels", "UserData",
                                                        "Markdown", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "MainTests", dependencies: ["Core", "Main", "Server", "APIContract", "Domain", "QuadAPIModels", "UserData", "Jobs",
                                                      "TestSupport"], swiftSettings: strict),
        // Postgres-backed tests: user data, auth, and the job runtime of Jobs (queue, worker, scheduler, mail, publishing).
        .testTarget(name: "UserDataTests", dependencies: ["Core", "UserData", "Jobs", "Server", "APIContract", "Domain", "QuadAPIModels",
                                                          "TestSupport", "COpenSSL"],
                    resources: [.copy("SQL")], swiftSettings: strict),
    ]
)
