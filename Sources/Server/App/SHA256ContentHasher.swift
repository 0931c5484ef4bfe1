public import Domain
public import Foundation
import UserData

/// The dataset publish id's file digest: SHA-256 (``Digest``), hex.
public struct SHA256ContentHasher: ContentHasher {
    public init() {}

    public func hexDigest(of data: Data) -> String {
        Digest.sha256Hex(data)
    }
}
