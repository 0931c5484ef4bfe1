import Foundation

/// The server's JSON encoder: any `Encodable` straight to UTF-8 bytes, in one pass, with no intermediate tree.
///
/// Keys come out in the order the type encodes them (its declared order for synthesized conformances); dictionary
/// keys are sorted, so equal content gives equal bytes on every node. Numbers print as Foundation's `JSONEncoder`
/// prints them, strings are escaped per RFC 8259 (slashes are not escaped), `nil` written with `encodeIfPresent`
/// leaves its key out. `Data` is base64 text, `URL` its absolute string and `Decimal` its decimal text, as with
/// `JSONEncoder`'s default strategies; NaN and infinities are an error.
///
/// ```swift
/// let bytes: [UInt8] = try WireEncoder().encode(screen)
/// ```
///
/// Within one document, a ``Cited`` equal to one already written is written by copying the bytes written the first
/// time (a document repeats a few citations hundreds of times); the output is the same as without the copy.
public struct WireEncoder: Sendable {
    /// Whether equal citations are copied rather than encoded again (off only to test that the copy changes nothing).
    let memoizesCitations: Bool

    public init() { memoizesCitations = true }

    /// An encoder that encodes every citation afresh: the reference for the copying one.
    @_spi(WireTesting)
    public init(memoizingCitations: Bool) { memoizesCitations = memoizingCitations }

    /// The JSON text of `value`.
    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let state = WireState(memoizingCitations: memoizesCitations)
        try state.encodeValue(value)
        state.close(downTo: 0)
        return state.out
    }
}

/// Types whose JSON is not what their `encode(to:)` writes (dictionaries, whose keys come out sorted; the Foundation
/// types `JSONEncoder` special-cases).
protocol WireSpecialEncodable {
    func encodeWire(_ state: WireState) throws
}

/// The bytes written so far and the containers still open (innermost last).
final class WireState {
    struct Frame {
        var isArray: Bool
        var count: Int
    }

    // Only the one encode call touches a state, so the dynamic exclusivity checks of class properties (a
    // measurable share of an encode) are left out.
    @exclusivity(unchecked) var out: [UInt8] = []
    @exclusivity(unchecked) var frames: [Frame] = []
    /// Whether each type met so far is a ``WireSpecialEncodable`` (a dictionary lookup is cheaper than the
    /// runtime's conformance check for every value).
    @exclusivity(unchecked) private var special: [ObjectIdentifier: Bool] = [:]
    /// The citations written so far (at most ``WireMemo/limit``), the bytes each came out as, and the lookup tally.
    @exclusivity(unchecked) var citedMemo = WireMemo<Cited>()

    init(memoizingCitations: Bool = true) {
        out.reserveCapacity(16 << 10)
        frames.reserveCapacity(32)
        citedMemo.isOn = memoizingCitations
    }

    /// Writes the closers of every container at or above `depth`.
    @inline(__always)
    func close(downTo depth: Int) {
        while frames.count > depth {
            out.append(frames.removeLast().isArray ? UInt8(ascii: "]") : UInt8(ascii: "}"))
        }
    }

    /// Opens an object or array for the value at `depth`, or, when that value already opened one (a type that asks
    /// its encoder for a container twice, as a block's kind and payload do), continues it.
    func open(at depth: Int, array: Bool) throws -> Int {
        if frames.count > depth {
            close(downTo: depth + 1)
            guard frames[depth].isArray == array else {
                throw EncodingError.invalidValue((), .init(codingPath: [], debugDescription:
                    "a value asked for a keyed and an unkeyed container at once"))
            }
            return depth
        }
        out.append(array ? UInt8(ascii: "[") : UInt8(ascii: "{"))
        frames.append(Frame(isArray: array, count: 0))
        return frames.count - 1
    }

    /// Gets ready for the next element of the container at `depth`: closes its open children, writes the comma.
    @inline(__always)
    func nextElement(of depth: Int) {
        if frames.count > depth + 1 { close(downTo: depth + 1) }
        if frames[depth].count > 0 { out.append(UInt8(ascii: ",")) }
        frames[depth].count += 1
    }

    /// Starts the member `key` of the object at `depth`: `,"key":`.
    @inline(__always)
    func key(_ key: some CodingKey, of depth: Int) {
        nextElement(of: depth)
        JSONBytes.appendString(key.stringValue, to: &out)
        out.append(UInt8(ascii: ":"))
    }

    /// Writes `value` at the current position (after a key, a comma or nothing).
    func encodeValue<T: Encodable>(_ value: T) throws {
        let type = ObjectIdentifier(T.self)
        let isSpecial: Bool
        if let known = special[type] {
            isSpecial = known
        } else {
            isSpecial = value is any WireSpecialEncodable
            special[type] = isSpecial
        }
        if isSpecial, let value = value as? any WireSpecialEncodable {
            try value.encodeWire(self)
            return
        }
        try encodePlain(value)
    }

    /// Writes `value` through its own `encode(to:)`.
    @inline(__always)
    func encodePlain<T: Encodable>(_ value: T) throws {
        let depth = frames.count
        let mark = out.count
        try value.encode(to: WireValueEncoder(state: self, depth: depth))
        close(downTo: depth)
        // A value that wrote nothing is an empty object, as with JSONEncoder.
        if out.count == mark { out.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "}")]) }
    }

    func encodeDouble(_ value: Double) throws {
        guard JSONBytes.appendNumber(value, to: &out) else { throw Self.nonConforming(value) }
    }

    func encodeFloat(_ value: Float) throws {
        guard JSONBytes.appendNumber(value, to: &out) else { throw Self.nonConforming(value) }
    }

    @inline(__always)
    func encodeBool(_ value: Bool) {
        if value {
            out.append(contentsOf: [UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e")])
        } else {
            out.append(contentsOf: [UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "e")])
        }
    }

    @inline(__always)
    func encodeNull() {
        out.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
    }

    static func nonConforming(_ value: Any) -> EncodingError {
        EncodingError.invalidValue(value, .init(codingPath: [], debugDescription:
            "Unable to encode \(value) directly in JSON."))
    }
}

/// The distinct values of one type an encode has written, each with the bytes it came out as; a value equal to one
/// of them is written again by copying those bytes. Small and searched linearly, the value copied last first: a
/// document repeats a handful of citations, and comparing two (whose strings usually share storage) costs far less
/// than escaping one again. Once full, a new value takes the oldest slot; when hardly anything repeats, only the
/// last value is tried.
struct WireMemo<Value: Equatable> {
    static var limit: Int { 16 }

    var isOn = true
    private var values: [Value] = []
    private var ranges: [Range<Int>] = []
    private var bytes: [UInt8] = []
    private var last = 0
    /// The slot a new value takes once the memo is full.
    private var next = 0
    private var searchesAll = true
    private var hits = 0
    private var misses = 0

    /// Appends the bytes `value` came out as before to `out`; false when it is not in the memo (or the memo is off).
    @inline(__always)
    mutating func replay(_ value: Value, into out: inout [UInt8], same: (Value, Value) -> Bool) -> Bool {
        guard isOn, !values.isEmpty else { return false }
        if same(values[last], value) {
            hits += 1
            out.append(contentsOf: bytes[ranges[last]])
            return true
        }
        if searchesAll {
            for index in values.indices where index != last && same(values[index], value) {
                hits += 1
                last = index
                out.append(contentsOf: bytes[ranges[index]])
                return true
            }
        }
        misses += 1
        // A document whose values hardly repeat stops paying for the whole search.
        if searchesAll, misses > 64, hits * 4 < misses { searchesAll = false }
        return false
    }

    /// Keeps `out[start...]`, just written for `value`, for the next equal value.
    @inline(__always)
    mutating func remember(_ value: Value, written out: [UInt8], from start: Int) {
        guard isOn else { return }
        let begin = bytes.count
        bytes.append(contentsOf: out[start...])
        if values.count < Self.limit {
            values.append(value)
            ranges.append(begin..<bytes.count)
            last = values.count - 1
        } else {
            values[next] = value
            ranges[next] = begin..<bytes.count
            last = next
            next = (next + 1) % Self.limit
        }
    }
}

/// The encoder handed to a value's `encode(to:)`: the value sits at `depth` (the number of containers open around it).
struct WireValueEncoder: Encoder {
    let state: WireState
    let depth: Int
    /// Not tracked (building it would cost an array per value); always empty.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        do {
            let frame = try state.open(at: depth, array: false)
            return KeyedEncodingContainer(WireKeyedContainer<Key>(state: state, depth: frame))
        } catch {
            preconditionFailure("\(error)")
        }
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        do {
            let frame = try state.open(at: depth, array: true)
            return WireUnkeyedContainer(state: state, depth: frame)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        WireSingleValueContainer(state: state)
    }
}
