/// `data/application-cycle.json`: national planner dates per application cycle.
public struct ApplicationCycle: Sendable, Hashable, Codable {
    @Omittable public var description: String? = nil
    @Nullable public var cycles: [Cycle]? = nil

    public init() {}

    /// One cycle, named by the academic year students apply in ("2026-27").
    public struct Cycle: Sendable, Hashable, Codable {
        @Nullable public var cycle: String? = nil
        @Nullable public var entries: [Entry]? = nil

        public init() {}
    }

    /// One dated entry.
    public struct Entry: Sendable, Hashable, Codable {
        @Nullable public var key: String? = nil
        @Nullable public var label: String? = nil
        /// ISO date.
        @Nullable public var date: String? = nil
        /// Which applicants it applies to, e.g. `all`, `has_common_app`.
        @Nullable public var applies: String? = nil
        /// `student`, `guardian`, `either`.
        @Nullable public var assignee: String? = nil
        @Nullable public var source: String? = nil
        @Nullable public var detail: String? = nil

        public init() {}
    }
}
