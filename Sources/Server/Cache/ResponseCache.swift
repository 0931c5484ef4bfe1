import Foundation
import Synchronization

/// Answers kept for the current dataset publish, ready to queue from libmicrohttpd's thread.
///
/// Keyed by (publish id, request target as received, whether the client takes gzip). Only 200 answers of routes
/// marked cacheable go in. Bounded by total bytes: inserting past the bound evicts the least recently used entries
/// down to 90 % of it. When a lookup brings a different publish id, everything kept is dropped first; an insert under
/// another publish id than the lookups' is ignored (a request that began before a swap cannot push the new
/// generation out). An entry with an expiry (``Response/freshUntil``) is dropped by the first lookup at or after it.
///
/// A node about to swap in a new snapshot ``stage(publishID:key:entry:)``s answers rendered from it: they wait beside
/// the current ones, unseen, and the first lookup under the new publish id makes them current in the same step that
/// drops the old ones, so the first request after a swap is already a hit.
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
        /// Answers of the snapshot about to be swapped in.
        var staged: (publishID: String, slots: [Key: Slot], bytes: Int)?
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
                if let staged = state.staged, staged.publishID == publishID {
                    state.slots = staged.slots
                    state.bytes = staged.bytes
                }
                state.staged = nil
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
            if state.publishID == nil { state.publishID = publishID }
            guard state.publishID == publishID else { return }
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

    /// Keeps `entry` for `key` in the generation of `publishID`, the snapshot about to be swapped in: unseen until a
    /// lookup brings that publish id. Staging under another publish id starts the staged generation over. The staged
    /// generation has the same byte bound (entries past it are not kept).
    func stage(publishID: String, key: Key, entry: Entry) {
        guard entry.cost <= maxBytes / 4 else { return }
        var released: [Slot] = []
        state.withLock { state in
            guard !state.closed, state.publishID != publishID else { return }
            if state.staged?.publishID != publishID {
                released += state.staged?.slots.values.map { $0 } ?? []
                state.staged = (publishID, [:], 0)
            }
            guard var staged = state.staged, staged.bytes + entry.cost <= maxBytes else { return }
            state.clock &+= 1
            if let old = staged.slots.updateValue(Slot(entry: entry, lastUsed: state.clock), forKey: key) {
                staged.bytes -= old.entry.cost
                released.append(old)
            }
            staged.bytes += entry.cost
            state.staged = staged
        }
        _ = released
    }

    /// The publish id of the staged generation and how many answers it holds.
    var stagedUsage: (publishID: String, entries: Int)? {
        state.withLock { state in state.staged.map { ($0.publishID, $0.slots.count) } }
    }

    /// Drops every entry, the staged ones too (for example after `POST /admin/revalidate`).
    func purge() {
        let dropped = state.withLock { state in
            defer { state.staged = nil }
            return (state.takeAll(), state.staged)
        }
        _ = dropped
    }

    /// Drops every entry and refuses new ones (server shutdown).
    func close() {
        let dropped = state.withLock { state in
            state.closed = true
            defer { state.staged = nil }
            return (state.takeAll(), state.staged)
        }
        _ = dropped
    }
}
