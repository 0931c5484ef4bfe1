import Foundation
public import QuadAPIModels

extension BuildInfo {
    /// This server's version.
    public static let serverVersion = "0.1.0"

    /// The running build: version, the commit from `QUAD_BUILD_COMMIT` when set, API `v1`.
    public static var current: BuildInfo {
        BuildInfo(version: serverVersion, commit: ProcessInfo.processInfo.environment["QUAD_BUILD_COMMIT"], api: "v1")
    }
}
