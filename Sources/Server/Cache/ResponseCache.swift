import Foundation
import Synchronization

/// Answers kept for the current dataset publish, ready to queue from libmicrohttpd's thread.
///
/// Keyed by (publish id, request target as received, whether the client takes gzip). Only 200 answers of routes
/// marked cacheable go in. Bounded by total bytes: inserting past the bound evicts the least recently used entries
/// down to 90 % of it. When a lookup or insert brings a different publish id, everything kept is dropped first. An
/// entry with an expiry (``Response/freshUntil``) is dropped by the first lookup at or after it.
final class ResponseCache: Sendable {
    struct Key: Hashable, Sendable {
        let target: String
        let gzip: Bool
    }

    /// One cached answer: the prebuilt 200 and 304 responses and what the access log and metrics need.
    final class Entry: Sendable {
        let ok: MHDResponse
        let notModified: MHDResponse
        let etag: String
        let route: String
        let path: String
        let bodyBytes: Int
        let cost: Int
        /// When the answer stops holding (see ``Response/freshUntil``); nil for the whole publish.
        let expires: Date?

        init(ok: MHDResponse, notModified: MHDResponse, etag: String, route: String, path: String, bodyBytes: Int, cost: Int,
             expires: Date? = nil) {
            self.ok = ok
            self.notModified = notModified
            self.etag = etag
            self.route = route
            self.path = path
            self.bodyBytes = bodyBytes
            self.cost = cost
            self.expires = expires
        }
    }

    private struct Slot {
        let entry: Entry
        var lastUsed: UInt64
    }

    private struct State {
        var publishID: String?
        var slots: [Key: Slot] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var closed = false

        /// Drops everything kept, returning it so it can be released outside the lock.
        mutating func takeAll() -> [Key: Slot] {
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

    /// The entry for `key` under `publishID`, marking it recently used.
    func lookup(publishID: String, key: Key) -> Entry? {
        var dropped: [Key: Slot] = [:]
        let found: Entry? = state.withLock { state in
            if state.publishID != publishID {
                dropped = state.takeAll()
                state.publishID = publishID
                return nil
            }
            guard let index = state.slots.index(forKey: key) else { return nil }
            if let expires = state.slots.values[index].entry.expires, Date() >= expires {
                let gone = state.slots.remove(at: index)
                state.bytes -= gone.value.entry.cost
                dropped[gone.key] = gone.value
                return nil
            }
            state.clock &+= 1
            state.slots.values[index].lastUsed = state.clock
            return state.slots.values[index].entry
        }
        _ = dropped
        return found
    }

    /// Keeps `entry` for `key` under `publishID`. Entries larger than a quarter of the budget are not kept.
    func insert(publishID: String, key: Key, entry: Entry) {
        guard entry.cost <= maxBytes / 4 else { return }
        var released: [Entry] = []
        var dropped: [Key: Slot] = [:]
        state.withLock { state in
            guard !state.closed else { return }
            if state.publishID != publishID {
                dropped = state.takeAll()
                state.publishID = publishID
            }
            state.clock &+= 1
            if let old = state.slots.updateValue(Slot(entry: entry, lastUsed: state.clock), forKey: key) {
                state.bytes -= old.entry.cost
                released.append(old.entry)
            }
            state.bytes += entry.cost
            guard state.bytes > maxBytes else { return }
            let target = maxBytes / 10 * 9
            for (victim, slot) in state.slots.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
                guard state.bytes > target else { break }
                state.slots.removeValue(forKey: victim)
                state.bytes -= slot.entry.cost
                released.append(slot.entry)
            }
        }
        _ = (released, dropped)
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
