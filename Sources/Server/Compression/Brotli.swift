internal import CBrotli

/// Brotli compression through libbrotlienc (one-shot, text mode, the default window).
enum Brotli {
    /// `bytes` compressed at `quality` (0 fast – 11 small), or nil if the encoder fails.
    static func compress(_ bytes: [UInt8], quality: Int32) -> [UInt8]? {
        var size = BrotliEncoderMaxCompressedSize(bytes.count)
        guard size > 0 else { return nil }
        // Scratch space of the worst-case size, never zeroed; only the bytes written are kept (a cached body holds
        // no unused capacity).
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
        defer { scratch.deallocate() }
        let ok = bytes.withUnsafeBufferPointer { input in
            BrotliEncoderCompress(quality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, input.count, input.baseAddress,
                                  &size, scratch.baseAddress)
        }
        guard ok == BROTLI_TRUE else { return nil }
        return Array(scratch[..<size])
    }
}
