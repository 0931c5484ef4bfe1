import CBrotli

/// Brotli-decodes `bytes` with libbrotlidec (the test's own oracle, independent of the server's encoder call).
public func unbrotli(_ bytes: [UInt8]) -> [UInt8]? {
    guard let state = BrotliDecoderCreateInstance(nil, nil, nil) else { return nil }
    defer { BrotliDecoderDestroyInstance(state) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    return bytes.withUnsafeBufferPointer { input -> [UInt8]? in
        var availableIn = input.count
        var nextIn = input.baseAddress
        while true {
            let (result, produced) = chunk.withUnsafeMutableBufferPointer { out -> (BrotliDecoderResult, Int) in
                var availableOut = out.count
                var nextOut = out.baseAddress
                let result = BrotliDecoderDecompressStream(state, &availableIn, &nextIn, &availableOut, &nextOut, nil)
                return (result, out.count - availableOut)
            }
            output.append(contentsOf: chunk[..<produced])
            switch result {
            case BROTLI_DECODER_RESULT_SUCCESS: return output
            case BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT: continue
            default: return nil
            }
        }
    }
}
