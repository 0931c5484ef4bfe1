import CZlib

/// gzip-decodes `bytes` with zlib's inflate (the test's own oracle, independent of the server's deflate call).
public func gunzip(_ bytes: [UInt8]) -> [UInt8]? {
    var stream = z_stream()
    guard inflateInit2_(&stream, 31, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16384)
    var input = bytes
    var status: Int32 = Z_OK
    input.withUnsafeMutableBufferPointer { inputBuffer in
        stream.next_in = inputBuffer.baseAddress
        stream.avail_in = uInt(inputBuffer.count)
        repeat {
            chunk.withUnsafeMutableBufferPointer { out in
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                status = inflate(&stream, Z_NO_FLUSH)
                output.append(contentsOf: out[0..<(out.count - Int(stream.avail_out))])
            }
        } while status == Z_OK
    }
    return status == Z_STREAM_END ? output : nil
}
