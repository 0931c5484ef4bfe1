import Foundation
import Synchronization

/// Answers kept for the current dataset publish, ready to queue from libmicrohttpd's thread.
///
/// Keyed by (publish id, request target as received). An entry keeps the answer's body in each coding it has:
/// identity always, gzip and br as they become ready (``add(_:coding:to:publishID:target:)``, from the background
/// compressor), and a lookup picks the one the client's `Accept-Encoding` prefers. Only 200 answers of routes
/// marked cacheable go in. Bounded by total bytes: inserting past the bound evicts the least recently used entries
/// down to 90 % of it. When a lookup or insert brings a different publish id, everything kept is dropped first. An
/// entry with an expiry (``Response/freshUntil``) is dropped by the first lookup at or after it.
final class ResponseCache: Sendable {
    /// One coding of a cached answer: the prebuilt 200 and its body size.
    struct Variant: Sendable {
        let response: MHDResponse
        let bodyBytes: Int
    }

    /// One cached answer: the prebuilt 304 and what the access log and metrics need.
    final class Entry: Sendable {
        let notModified: MHDResponse
        let etag: String
        let route: String
        let path: String
        /// Bytes of everything but the bodies (headers, key, bookkeeping).
        let overhead: Int
        /// When the answer stops holding (see ``Response/freshUntil``); nil for the whole publish.
        let expires: Date?

        init(notModified: MHDResponse, etag: String, route: String, path: String, overhead: Int, expires: Date? = nil) {
            self.notModified = notModified
            self.etag = etag
            self.route = route
            self.path = path
            self.overhead = overhead
            self.expires = expires
        }
    }

    /// What a lookup found: the entry and the coding chosen for the client.
    struct Hit {
        let entry: Entry
        let variant: Variant
        let coding: ContentCoding
    }

    private struct Slot {
        let entry: Entry
        var variants: [Variant?]
        var lastUsed: UInt64

        var cost: Int { entry.overhead + variants.reduce(0) { $0 + ($1?.bodyBytes ?? 0) } }
    }

    private struct State {
        var publishID: String?
        var slots: [String: Slot] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var closed = false

        /// Drops everything kept, returning it so it can be released outside the lock.
        mutating func takeAll() -> [String: Slot] {
            let old = slots
            slots = [:]
            bytes = 0
            return old
        }
    }

    /// The byte budget.
    let maxBytes: Int
    private let state = Mutex(State())

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// Size and count, for gauges.
    var usage: (bytes: Int, entries: Int) { state.withLock { ($0.bytes, $0.slots.count) } }

    /// The entry for `target` under `publishID` in the coding `accept` prefers among those it has, marking it
    /// recently used.
    func lookup(publishID: String, target: String, accept: AcceptEncoding) -> Hit? {
        var dropped: [String: Slot] = [:]
        let found: Hit? = state.withLock { state in
            if state.publishID != publishID {
                dropped = state.takeAll()
                state.publishID = publishID
                return nil
            }
            guard let index = state.slots.index(forKey: target) else { return nil }
            if let expires = state.slots.values[index].entry.expires, Date() >= expires {
                let gone = state.slots.remove(at: index)
                state.bytes -= gone.value.cost
                dropped[gone.key] = gone.value
                return nil
            }
            state.clock &+= 1
            state.slots.values[index].lastUsed = state.clock
            let slot = state.slots.values[index]
            let coding = accept.preferred(among: (gzip: slot.variants[ContentCoding.gzip.rawValue] != nil,
                                                  br: slot.variants[ContentCoding.br.rawValue] != nil))
            guard let variant = slot.variants[coding.rawValue] ?? slot.variants[ContentCoding.identity.rawValue] else { return nil }
            return Hit(entry: slot.entry, variant: variant, coding: coding)
        }
        _ = dropped
        return found
    }

    /// Keeps `entry` for `target` under `publishID` with the codings in `variants` (identity first). Entries larger
    /// than a quarter of the budget are not kept. Returns whether it was kept.
    @discardableResult
    func insert(publishID: String, target: String, entry: Entry, variants: [ContentCoding: Variant]) -> Bool {
        var slot = Slot(entry: entry, variants: [nil, nil, nil], lastUsed: 0)
        for (coding, variant) in variants { slot.variants[coding.rawValue] = variant }
        guard slot.cost <= maxBytes / 4 else { return false }
        var released: [Slot] = []
        var dropped: [String: Slot] = [:]
        return state.withLock { state in
            guard !state.closed else { return false }
            if state.publishID != publishID {
                dropped = state.takeAll()
                state.publishID = publishID
            }
            state.clock &+= 1
            slot.lastUsed = state.clock
            if let old = state.slots.updateValue(slot, forKey: target) {
                state.bytes -= old.cost
                released.append(old)
            }
            state.bytes += slot.cost
            evict(&state, released: &released)
            _ = dropped
            return true
        }
    }

    /// Adds the coding `coding` to the entry kept for `target`, if that entry is still `entry`.
    func add(_ variant: Variant, coding: ContentCoding, to entry: Entry, publishID: String, target: String) {
        var released: [Slot] = []
        state.withLock { state in
            guard !state.closed, state.publishID == publishID, let index = state.slots.index(forKey: target),
                  state.slots.values[index].entry === entry
            else { return }
            let before = state.slots.values[index].cost
            if let old = state.slots.values[index].variants[coding.rawValue] { released.append(Slot(entry: entry, variants: [old], lastUsed: 0)) }
            state.slots.values[index].variants[coding.rawValue] = variant
            state.bytes += state.slots.values[index].cost - before
            evict(&state, released: &released)
        }
    }

    /// Past the budget: drops the least recently used entries down to 90 % of it.
    private func evict(_ state: inout State, released: inout [Slot]) {
        guard state.bytes > maxBytes else { return }
        let target = maxBytes / 10 * 9
        for (victim, slot) in state.slots.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            guard state.bytes > target else { break }
            state.slots.removeValue(forKey: victim)
            state.bytes -= slot.cost
            released.append(slot)
        }
    }

    /// Drops every entry (for example after `POST /admin/revalidate`).
    func purge() {
        let dropped = state.withLock { $0.takeAll() }
        _ = dropped
    }

    /// Drops every entry and refuses new ones (server shutdown).
    func close() {
        let dropped = state.withLock { state in
            state.closed = true
            return state.takeAll()
        }
        _ = dropped
    }
}
