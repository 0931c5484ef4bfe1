/// Eight bytes at a time through the plain stretches of a JSON string: the two scanners of `schools.json` (the
/// array splitter and the record reader's check) spend most of their time inside strings, and most string bytes are
/// neither a quote, a backslash nor a control character.
enum JSONStringScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// True when some byte of `word` is zero. Exact as a yes/no answer (the carries that can mark a byte above a true
    /// zero never make a word without one look like it has one).
    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highs != 0
    }

    /// True when some byte of `word` is `"`, `\` or below 0x20 (a byte a string scanner must look at).
    @inline(__always)
    static func needsLook(_ word: UInt64) -> Bool {
        hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
            || (word &- ones &* 0x20) & ~word & highs != 0
    }

    /// True when some byte of `word` is 0x80 or above (part of a multi-byte UTF-8 sequence).
    @inline(__always)
    static func hasWideByte(_ word: UInt64) -> Bool {
        word & highs != 0
    }

    /// Moves `position` over whole eight-byte words of `bytes` that hold no byte ``needsLook(_:)``; returns whether a
    /// skipped word held a byte of 0x80 or above. Stops at the first word that needs a look, or where fewer than eight
    /// bytes remain.
    @inline(__always)
    static func skipPlain(_ bytes: UnsafeRawBufferPointer, _ position: inout Int) -> Bool {
        var wide = false
        while position &+ 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            if needsLook(word) { break }
            wide = wide || hasWideByte(word)
            position &+= 8
        }
        return wide
    }
}
