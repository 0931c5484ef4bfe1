import Foundation
import QuadAPIModels
import Synchronization

/// Decodes the data directory's JSON files into model types, turning failures into ``DatasetLoadError``s that name
/// the file, record, `unit_id`, coding path and (for broken JSON) line and column.
enum DatasetFileDecoder {
    /// Decodes a whole file as one value.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(DatasetLoadError) -> T {
        do {
            return try decodeRecord(T.self, from: data, range: 0..<data.count, decoder: JSONDecoder())
        } catch {
            throw data.withUnsafeBytes { loadError(error, file: file, record: nil, unitID: nil, bytes: $0, range: 0..<$0.count) }
        }
    }

    /// Decodes a top-level array record by record on `parallelism` threads, keeping file order (see
    /// ``decodeRecord(_:from:range:decoder:)``).
    ///
    /// On failure the error is the one of the lowest-numbered broken record.
    static func decodeRecords<T: Decodable & Sendable>(_ type: T.Type, from data: Data, file: String, parallelism: Int)
        throws(DatasetLoadError) -> [T]
    {
        let split = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxCheck.Failure) in try JSONArraySplitter.elementRanges(in: raw) }
        }
        let ranges: [Range<Int>]
        switch split {
        case let .success(found):
            ranges = found
        case let .failure(failure):
            let position = data.withUnsafeBytes { JSONSyntaxCheck.lineColumn(of: failure.offset, in: $0) }
            throw DatasetLoadError(kind: .invalidJSON, file: file, line: position.line, column: position.column,
                                   offset: failure.offset, detail: failure.message)
        }
        if ranges.isEmpty { return [] }
        // Small chunks handed out to `parallelism` workers as they finish, so one slow chunk does not hold the rest.
        let workers = max(1, parallelism)
        let chunkCount = min(ranges.count, workers * 8)
        let chunkSize = (ranges.count + chunkCount - 1) / chunkCount
        let outcomes = Mutex<[ChunkOutcome<T>?]>(Array(repeating: nil, count: chunkCount))
        let nextChunk = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(workers, chunkCount)) { _ in
            let decoder = JSONDecoder()
            let strings = StringInterner()
            while true {
                let chunk = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
                guard chunk < chunkCount else { return }
                let lo = chunk * chunkSize
                let hi = min(ranges.count, lo + chunkSize)
                var values: [T] = []
                values.reserveCapacity(max(0, hi - lo))
                var failure: ChunkOutcome<T>?
                for index in lo..<max(lo, hi) {
                    do {
                        values.append(try decodeRecord(T.self, from: data, range: ranges[index], decoder: decoder,
                                                       strings: strings))
                    } catch {
                        failure = .failed(index, error)
                        break
                    }
                }
                let outcome = failure ?? .decoded(values)
                outcomes.withLock { $0[chunk] = outcome }
            }
        }
        var result: [T] = []
        result.reserveCapacity(ranges.count)
        for outcome in outcomes.withLock({ $0 }) {
            switch outcome {
            case let .decoded(values)?:
                result.append(contentsOf: values)
            case let .failed(index, error)?:
                let range = ranges[index]
                let unitID = probeUnitID(data[range])
                throw data.withUnsafeBytes { loadError(error, file: file, record: index, unitID: unitID, bytes: $0, range: range) }
            case nil:
                throw DatasetLoadError(kind: .invalidValue, file: file, detail: "a chunk of records was not decoded")
            }
        }
        return result
    }

    /// Decodes one record: in one pass with ``RecordReader`` when the type allows it, and with `JSONDecoder` when it
    /// does not or when the reader refuses the record (so `JSONDecoder` has the last word on every record it rejects).
    ///
    /// - Parameters:
    ///   - range: byte offsets from the start of `data`.
    ///   - strings: shares the reader's long strings with equal ones of earlier records (see ``StringInterner``).
    static func decodeRecord<T: Decodable>(_ type: T.Type, from data: Data, range: Range<Int>, decoder: JSONDecoder,
                                           strings: StringInterner? = nil) throws -> T {
        if let reading = T.self as? any RecordDecodable.Type {
            let read = data.withUnsafeBytes { raw in
                try? RecordReader.read(reading, from: UnsafeRawBufferPointer(rebasing: raw[range]), strings: strings)
            }
            if let value = read as? T { return value }
        }
        let start = data.startIndex
        return try decoder.decode(T.self, from: data[(start + range.lowerBound)..<(start + range.upperBound)])
    }

    /// The `unit_id` of a record that failed to decode, when it can still be read.
    static func probeUnitID(_ bytes: Data) -> String? {
        struct Probe: Decodable {
            var unitID: JSONValue?
            enum CodingKeys: String, CodingKey { case unitID = "unit_id" }
        }
        switch (try? JSONDecoder().decode(Probe.self, from: bytes))?.unitID {
        case let .string(text)?: return text
        case let .number(value)?: return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .some: return nil
        case nil: return scanUnitID(bytes)
        }
    }

    /// Finds `"unit_id": "…"` in bytes that are not valid JSON (the first occurrence, plain strings only).
    static func scanUnitID(_ bytes: Data) -> String? {
        let key = Array(#""unit_id""#.utf8)
        let b = Array(bytes)
        var i = 0
        while i + key.count <= b.count {
            if b[i] == key[0], Array(b[i..<(i + key.count)]) == key {
                var j = i + key.count
                while j < b.count, b[j] == 0x20 || b[j] == 0x0A || b[j] == 0x0D || b[j] == 0x09 { j += 1 }
                guard j < b.count, b[j] == UInt8(ascii: ":") else { return nil }
                j += 1
                while j < b.count, b[j] == 0x20 || b[j] == 0x0A || b[j] == 0x0D || b[j] == 0x09 { j += 1 }
                guard j < b.count, b[j] == UInt8(ascii: "\"") else { return nil }
                let start = j + 1
                var end = start
                while end < b.count, b[end] != UInt8(ascii: "\""), b[end] != UInt8(ascii: "\\"), end - start < 64 { end += 1 }
                guard end < b.count, b[end] == UInt8(ascii: "\"") else { return nil }
                return String(decoding: b[start..<end], as: UTF8.self)
            }
            i += 1
        }
        return nil
    }

    /// Builds the load error for a failed decode of `bytes[range]`.
    static func loadError(_ error: any Error, file: String, record: Int?, unitID: String?, bytes: UnsafeRawBufferPointer,
                          range: Range<Int>) -> DatasetLoadError
    {
        guard let decodingError = error as? DecodingError else {
            return DatasetLoadError(kind: .invalidValue, file: file, record: record, unitID: unitID, detail: String(describing: error))
        }
        let parts = DecodingErrorText.parts(of: decodingError)
        guard parts.isSyntax else {
            return DatasetLoadError(kind: .invalidValue, file: file, record: record, unitID: unitID, codingPath: parts.path,
                                    detail: parts.detail)
        }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[range])
        let failure = JSONSyntaxCheck.firstError(in: slice)
            ?? JSONSyntaxCheck.Failure(offset: 0, message: "not valid JSON (text encoding or number range)")
        let offset = range.lowerBound + failure.offset
        let position = JSONSyntaxCheck.lineColumn(of: offset, in: bytes)
        return DatasetLoadError(kind: .invalidJSON, file: file, record: record, unitID: unitID, line: position.line,
                                column: position.column, offset: offset, detail: failure.message)
    }
}

/// What one chunk of records produced.
private enum ChunkOutcome<T: Sendable>: Sendable {
    case decoded([T])
    /// The first record of the chunk that failed, and why.
    case failed(Int, any Error)
}
