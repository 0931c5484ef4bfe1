public import QuadAPIModels

/// Every college's ``QuadAPIModels/SchoolRef``, made once per snapshot in ``DatasetSnapshot/schools`` order.
///
/// A list row, chip or card names its college with the same six fields on every screen; a screen that lists many
/// colleges (movers, Explore's table, cards and map) takes them from here instead of copying each ``School`` and
/// building its crest again per row. The references share their strings with the snapshot's records.
public struct SchoolRefs: Sendable {
    /// The references in ``DatasetSnapshot/schools`` order.
    public let all: [SchoolRef]
    private let indexByID: [String: Int]

    static let snapshotKey = SnapshotKey<SchoolRefs>("schools.refs")

    init(_ snapshot: DatasetSnapshot) {
        all = snapshot.schools.map(SchoolRef.init)
        indexByID = snapshot.indexByID
    }

    /// The references of `snapshot`, made on first use.
    public static func of(_ snapshot: DatasetSnapshot) -> SchoolRefs {
        snapshot.derived.value(snapshotKey) { SchoolRefs(snapshot) }
    }

    /// The reference of the college at `position` in ``DatasetSnapshot/schools``.
    public subscript(position: Int) -> SchoolRef { all[position] }

    /// The reference of the college with this `unit_id`, or nil when the snapshot has none.
    public subscript(id id: String) -> SchoolRef? { indexByID[id].map { all[$0] } }
}
