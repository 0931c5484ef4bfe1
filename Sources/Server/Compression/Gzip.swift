internal import CZlib

/// gzip compression through zlib (gzip framing is window bits 15 + 16 = 31).
enum Gzip {
    /// `bytes` compressed at `level` (1–9), or nil if zlib fails.
    static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        var stream = z_stream()
        let initialized = deflateInit2_(&stream, level, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
                                        Int32(MemoryLayout<z_stream>.size))
        guard initialized == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, UInt(bytes.count)))
        // The worst case is the input's size and more; JSON compresses to a tenth of it. Compress into scratch space
        // that is never zeroed, then keep only the bytes written (a kept body holds no unused capacity).
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bound)
        defer { scratch.deallocate() }
        let status: Int32 = bytes.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            stream.next_out = scratch.baseAddress
            stream.avail_out = uInt(bound)
            return deflate(&stream, Z_FINISH)
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(scratch[..<Int(stream.total_out)])
    }
}
