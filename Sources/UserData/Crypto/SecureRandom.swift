internal import COpenSSL

/// Random bytes from OpenSSL's CSPRNG (`RAND_bytes`), for every credential the auth service issues.
public enum SecureRandom {
    /// `count` random bytes. Stops the process if the generator fails, which OpenSSL reports only when it cannot
    /// seed itself: handing out a predictable credential would be worse.
    public static func bytes(_ count: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        let status = out.withUnsafeMutableBufferPointer { RAND_bytes($0.baseAddress, Int32($0.count)) }
        precondition(status == 1, "RAND_bytes failed")
        return out
    }

    /// A random token of `byteCount` bytes as unpadded base64url (32 bytes give 43 characters).
    public static func token(byteCount: Int = 32) -> String {
        Base64URL.encode(bytes(byteCount))
    }

    /// A random string of `length` decimal digits, uniform (rejection sampling), for codes people type.
    public static func digits(_ length: Int) -> String {
        var out = ""
        while out.count < length {
            for byte in bytes(length * 2) where byte < 250 && out.count < length {
                out.append(Character(Unicode.Scalar(UInt8(ascii: "0") + byte % 10)))
            }
        }
        return out
    }
}
