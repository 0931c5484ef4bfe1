public import Domain
public import Foundation

/// The dataset publish id's file digest: SHA-256 (OpenSSL), hex.
public struct SHA256ContentHasher: ContentHasher {
    public init() {}

    public func hexDigest(of data: Data) -> String {
        let digest = data.withUnsafeBytes { SHA256.digest(UnsafeRawBufferPointer($0)) }
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(64)
        for byte in digest {
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
