import QuadAPIModels

/// JavaScript's `encodeURIComponent`, which the site's `socialUrl` applies to a stored handle: every UTF-8 byte
/// except the letters, digits and `-_.!~*'()` becomes `%XX` in uppercase hex.
enum URIComponent {
    static func encode(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if kept(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out += Array(Hex.string([byte]).uppercased().utf8)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The characters `encodeURIComponent` leaves as they are.
    static func kept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-_.!~*'()".utf8.contains(byte)
        }
    }
}
