import Foundation
import Synchronization

/// Answers kept for the current dataset publish, ready to queue from libmicrohttpd's thread.
///
/// Keyed by (publish id, request target as received). An entry keeps the answer's body in each coding it has:
/// identity always, gzip and br as they become ready (``add(_:coding:to:publishID:target:)``, from the background
/// compressor), and a lookup picks the one the client's `Accept-Encoding` prefers. Only 200 answers of routes
/// marked cacheable go in. Bounded by total bytes: inserting past the bound evicts the least recently used entries
/// down to 90 % of it. When a lookup brings a different publish id, everything kept is dropped first; an insert under
/// another publish id than the lookups' is ignored (a request that began before a swap cannot push the new
/// generation out). An entry with an expiry (``Response/freshUntil``) is dropped by the first lookup at or after it.
///
/// Until an entry has its gzip coding it also keeps its identity body (``Pending``), so a gzip client's hit in the
/// moment between an identity miss and the background compressor's gzip gets the body compressed on its request
/// (``Hit/pending``), as a gzip miss would, instead of identity bytes. Kept bytes count the pending body too.
///
/// A node about to swap in a new snapshot ``stage(publishID:target:entry:variants:)``s answers rendered from it: they wait beside
/// the current ones, unseen, and the first lookup under the new publish id makes them current in the same step that
/// drops the old ones, so the first request after a swap is already a hit.
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

    /// The identity body and headers of an answer whose gzip coding is not kept yet.
    struct Pending: Sendable {
        let body: [UInt8]
        let headers: HTTPHeaders
    }

    /// What a lookup found: the entry and the coding chosen for the client.
    struct Hit: Sendable {
        let entry: Entry
        let variant: Variant
        let coding: ContentCoding
        /// The identity body to compress for this client: set when it takes gzip (and no kept coding it prefers)
        /// and the entry has no gzip yet; `variant` is then the identity one.
        var pending: Pending? = nil
    }

    private struct Slot {
        let entry: Entry
        var variants: [Variant?]
        var pending: Pending?
        var lastUsed: UInt64

        var cost: Int { entry.overhead + (pending?.body.count ?? 0) + variants.reduce(0) { $0 + ($1?.bodyBytes ?? 0) } }
    }

    /// One generation of answers: the current publish's, or the staged one of the publish about to be swapped in.
    private struct Generation {
        var slots: [String: Slot] = [:]
        var bytes = 0
    }

    private struct State {
        var publishID: String?
        var live = Generation()
        /// Answers of the snapshot about to be swapped in.
        var staged: (publishID: String, generation: Generation)?
        var clock: UInt64 = 0
        var closed = false

        /// Drops everything kept, staged answers too, returning it so it can be released outside the lock.
        mutating func takeAll() -> [Generation] {
            defer {
                live = Generation()
                staged = nil
            }
            return [live] + (staged.map { [$0.generation] } ?? [])
        }
    }

    /// The byte budget.
    let maxBytes: Int
    private let state = Mutex(State())

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// Size and count, for gauges.
    var usage: (bytes: Int, entries: Int) { state.withLock { ($0.live.bytes, $0.live.slots.count) } }

    /// The entry for `target` under `publishID` in the coding `accept` prefers among those it has, marking it
    /// recently used.
    func lookup(publishID: String, target: String, accept: AcceptEncoding) -> Hit? {
        var dropped: [Generation] = []
        let found: Hit? = state.withLock { state in
            if state.publishID != publishID {
                let staged = state.staged
                dropped = state.takeAll()
                state.publishID = publishID
                if let staged, staged.publishID == publishID { state.live = staged.generation }
            }
            guard let index = state.live.slots.index(forKey: target) else { return nil }
            if let expires = state.live.slots.values[index].entry.expires, Date() >= expires {
                let gone = state.live.slots.remove(at: index)
                state.live.bytes -= gone.value.cost
                dropped.append(Generation(slots: [gone.key: gone.value], bytes: 0))
                return nil
            }
            state.clock &+= 1
            state.live.slots.values[index].lastUsed = state.clock
            let slot = state.live.slots.values[index]
            let hasBr = slot.variants[ContentCoding.br.rawValue] != nil
            let coding = accept.preferred(among: (gzip: slot.variants[ContentCoding.gzip.rawValue] != nil, br: hasBr))
            guard let variant = slot.variants[coding.rawValue] ?? slot.variants[ContentCoding.identity.rawValue] else { return nil }
            if coding == .identity, let pending = slot.pending, accept.preferred(among: (gzip: true, br: hasBr)) == .gzip {
                return Hit(entry: slot.entry, variant: variant, coding: .identity, pending: pending)
            }
            return Hit(entry: slot.entry, variant: variant, coding: coding)
        }
        _ = dropped
        return found
    }

    /// Keeps `entry` for `target` under `publishID` with the codings in `variants` (identity first), and `pending`
    /// until its gzip coding is added. Entries larger than a quarter of the budget are not kept, nor entries of
    /// another publish than the lookups'. Returns whether it was kept.
    @discardableResult
    func insert(publishID: String, target: String, entry: Entry, variants: [ContentCoding: Variant],
                pending: Pending? = nil) -> Bool {
        guard var slot = Self.slot(entry, variants), slot.cost <= maxBytes / 4 else { return false }
        if variants[.gzip] == nil { slot.pending = pending }
        if slot.cost > maxBytes / 4 { slot.pending = nil }
        var released: [Slot] = []
        return state.withLock { state in
            guard !state.closed else { return false }
            if state.publishID == nil { state.publishID = publishID }
            guard state.publishID == publishID else { return false }
            put(slot, for: target, in: &state.live, clock: &state.clock, released: &released)
            evict(&state.live, released: &released)
            return true
        }
    }

    /// Keeps `entry` for `target` with the codings in `variants` in the generation of `publishID`, the snapshot about
    /// to be swapped in: unseen until a lookup brings that publish id. Staging under another publish id starts the
    /// staged generation over. The staged generation has the same byte bound (entries past it are not kept).
    /// Returns whether it was kept.
    @discardableResult
    func stage(publishID: String, target: String, entry: Entry, variants: [ContentCoding: Variant]) -> Bool {
        guard let slot = Self.slot(entry, variants), slot.cost <= maxBytes / 4 else { return false }
        var released: [Slot] = []
        return state.withLock { state in
            guard !state.closed, state.publishID != publishID else { return false }
            if state.staged?.publishID != publishID {
                released += state.staged?.generation.slots.values.map { $0 } ?? []
                state.staged = (publishID, Generation())
            }
            guard var staged = state.staged?.generation else { return false }
            let replaced = staged.slots[target]?.cost ?? 0
            guard staged.bytes - replaced + slot.cost <= maxBytes else { return false }
            put(slot, for: target, in: &staged, clock: &state.clock, released: &released)
            state.staged = (publishID, staged)
            return true
        }
    }

    /// Adds the coding `coding` to the entry kept for `target` under `publishID` (current or staged), if that entry
    /// is still `entry` (and, with `keepingKept`, has no `coding` yet). A gzip coding ends the entry's pending body.
    func add(_ variant: Variant, coding: ContentCoding, to entry: Entry, publishID: String, target: String,
             keepingKept: Bool = false) {
        var released: [Slot] = []
        state.withLock { state in
            guard !state.closed else { return }
            if state.publishID == publishID {
                guard Self.add(variant, coding: coding, to: entry, target: target, in: &state.live, released: &released,
                               keepingKept: keepingKept)
                else { return }
                evict(&state.live, released: &released)
            } else if var staged = state.staged, staged.publishID == publishID {
                let before = staged.generation
                guard Self.add(variant, coding: coding, to: entry, target: target, in: &staged.generation,
                               released: &released)
                else { return }
                if staged.generation.bytes > maxBytes {   // the staged bound: the answer keeps what it had
                    staged.generation = before
                    released.removeAll()
                }
                state.staged = staged
            }
        }
        _ = released
    }

    /// Drops the pending body of the entry kept for `target` under `publishID`, if that entry is still `entry` (the
    /// compressor is done with it, or gzip does not make it smaller).
    func settle(_ entry: Entry, publishID: String, target: String) {
        let released: Pending? = state.withLock { state in
            guard state.publishID == publishID, let index = state.live.slots.index(forKey: target),
                  state.live.slots.values[index].entry === entry, let pending = state.live.slots.values[index].pending
            else { return nil }
            state.live.slots.values[index].pending = nil
            state.live.bytes -= pending.body.count
            return pending
        }
        _ = released
    }

    /// Sets `coding` of `target` in `generation` to `variant` if its entry is `entry` (and, with `keepingKept`, has no
    /// `coding` yet); whether it was.
    private static func add(_ variant: Variant, coding: ContentCoding, to entry: Entry, target: String,
                            in generation: inout Generation, released: inout [Slot], keepingKept: Bool = false) -> Bool {
        guard let index = generation.slots.index(forKey: target), generation.slots.values[index].entry === entry
        else { return false }
        if keepingKept, generation.slots.values[index].variants[coding.rawValue] != nil { return false }
        let before = generation.slots.values[index].cost
        if let old = generation.slots.values[index].variants[coding.rawValue] {
            released.append(Slot(entry: entry, variants: [old], lastUsed: 0))
        }
        generation.slots.values[index].variants[coding.rawValue] = variant
        if coding == .gzip, let pending = generation.slots.values[index].pending {
            released.append(Slot(entry: entry, variants: [], pending: pending, lastUsed: 0))
            generation.slots.values[index].pending = nil
        }
        generation.bytes += generation.slots.values[index].cost - before
        return true
    }

    /// A slot for `entry` with `variants`; nil without the identity one.
    private static func slot(_ entry: Entry, _ variants: [ContentCoding: Variant]) -> Slot? {
        guard variants[.identity] != nil else { return nil }
        var slot = Slot(entry: entry, variants: [nil, nil, nil], pending: nil, lastUsed: 0)
        for (coding, variant) in variants { slot.variants[coding.rawValue] = variant }
        return slot
    }

    /// Puts `slot` for `target` into `generation`, most recently used, releasing the one it replaces.
    private func put(_ slot: Slot, for target: String, in generation: inout Generation, clock: inout UInt64,
                     released: inout [Slot]) {
        var slot = slot
        clock &+= 1
        slot.lastUsed = clock
        if let old = generation.slots.updateValue(slot, forKey: target) {
            generation.bytes -= old.cost
            released.append(old)
        }
        generation.bytes += slot.cost
    }

    /// Past the budget: drops the least recently used entries down to 90 % of it.
    private func evict(_ generation: inout Generation, released: inout [Slot]) {
        guard generation.bytes > maxBytes else { return }
        let target = maxBytes / 10 * 9
        for (victim, slot) in generation.slots.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            guard generation.bytes > target else { break }
            generation.slots.removeValue(forKey: victim)
            generation.bytes -= slot.cost
            released.append(slot)
        }
    }

    /// The publish id of the staged generation and how many answers it holds.
    var stagedUsage: (publishID: String, entries: Int)? {
        state.withLock { state in state.staged.map { ($0.publishID, $0.generation.slots.count) } }
    }

    /// Drops every entry, the staged ones too (for example after `POST /admin/revalidate`).
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
