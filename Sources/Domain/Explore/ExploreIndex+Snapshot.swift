extension ExploreIndex {
    private static let key = SnapshotKey<ExploreIndex>("explore.index")

    /// The index of `snapshot`, built on first use and kept with the snapshot (see ``SnapshotDerivedValues``:
    /// requests for other values never wait for the build).
    public static func of(_ snapshot: DatasetSnapshot) -> ExploreIndex {
        snapshot.derived.value(key) { ExploreIndex(snapshot: snapshot) }
    }
}
