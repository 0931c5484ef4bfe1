public import Foundation
import Glibc

/// Where `quad publish` keeps published folders when `data.publishDir` is set: one folder per build
/// (`<root>/<build>/`, never changed once written) and the pointer `<root>/current`, a symbolic link to the current
/// build's folder that nodes without a database watch.
///
/// A folder is copied under a temporary name in `root` and renamed into place only after its content hash was
/// checked, and the pointer is replaced by renaming a new link over it, so a publish killed at any moment leaves
/// either the old pointer or the new one, and never a half-written folder under a build's name.
public struct PublishStore: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The pointer's path.
    public var pointer: URL { root.appendingPathComponent("current") }

    /// The folder of `build`.
    public func folder(for build: String) -> URL { root.appendingPathComponent(build, isDirectory: true) }

    /// The build the pointer names, or nil when there is no pointer.
    public func currentBuild() -> String? {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: pointer.path) else { return nil }
        let name = URL(fileURLWithPath: target).lastPathComponent
        return Self.isBuildName(name) ? name : nil
    }

    /// A build name is safe as a file name: 1 to 128 letters, digits, `.`, `_` or `-`, not starting with `.`.
    public static func isBuildName(_ name: String) -> Bool {
        (1...128).contains(name.utf8.count) && !name.hasPrefix(".")
            && name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5a) || ($0 >= 0x61 && $0 <= 0x7a)
                || $0 == 0x2e || $0 == 0x5f || $0 == 0x2d }
    }

    /// Copies `source` into the store as `build` and returns its folder. `contentHash` computes a folder's content
    /// hash; the copy must hash to `build`. A folder already in the store under that name is kept when it hashes to
    /// `build`, and replaced when it does not.
    public func install(_ source: URL, build: String, contentHash: (URL) throws -> String) throws -> URL {
        guard Self.isBuildName(build) else { throw PublishStoreError("\(build) is not usable as a folder name") }
        let fm = FileManager.default
        try fm.createDirectory(at: root, withIntermediateDirectories: true)
        let destination = folder(for: build)
        if fm.fileExists(atPath: destination.path) {
            if (try? contentHash(destination)) == build { return destination }
            try fm.removeItem(at: destination)
        }
        let incoming = root.appendingPathComponent(".incoming-\(UUID().uuidString)", isDirectory: true)
        do {
            try fm.copyItem(at: source.standardizedFileURL, to: incoming)
            let copied = try contentHash(incoming)
            guard copied == build else {
                throw PublishStoreError("the copy of \(source.path) hashes to \(copied), not \(build): did the folder change while it was copied?")
            }
            guard rename(incoming.path, destination.path) == 0 else {
                throw PublishStoreError("cannot move the copy into \(destination.path) (errno \(errno))")
            }
        } catch {
            try? fm.removeItem(at: incoming)
            throw error
        }
        return destination
    }

    /// Points `current` at `build`'s folder (a relative link, renamed over the old one in one step).
    public func makeCurrent(build: String) throws {
        guard Self.isBuildName(build) else { throw PublishStoreError("\(build) is not usable as a folder name") }
        if currentBuild() == build { return }
        let temporary = root.appendingPathComponent(".current-\(UUID().uuidString)")
        guard symlink(build, temporary.path) == 0 else {
            throw PublishStoreError("cannot create a link in \(root.path) (errno \(errno))")
        }
        guard rename(temporary.path, pointer.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw PublishStoreError("cannot replace \(pointer.path) (errno \(code))")
        }
    }
}

/// A publish store operation that failed; nothing was made current.
public struct PublishStoreError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
