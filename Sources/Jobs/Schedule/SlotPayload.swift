public import Foundation

/// The payload of a periodic job: the schedule slot the run is for (or the `now` of an operator's run,
/// `POST /admin/jobs/{name}/run?now=`), which the job takes as its clock so a replayed day does what it would have
/// done then.
public struct SlotPayload: Codable, Sendable, Equatable {
    public var slot: Date

    public init(slot: Date) {
        self.slot = slot
    }
}
