public import Domain
import Foundation
public import QuadAPIModels
public import UserData

/// Delta sync (`GET /changes?since=`): which documents went stale between a publish a client saw and the one this
/// node serves, from the recorded builds (`dataset_publishes.touched`) and their `dataset_changes`.
///
/// Full (revalidate everything) when `since` is not a recorded build, is among neither the last ``keptBuilds`` nor
/// before the served one, or when a publish in between touched a shared file, added or removed colleges, or was
/// recorded without a touched summary. Otherwise: each changed college's profile family, and, when any college
/// changed, the documents that list, compare or count colleges; when a ranked metric moved, every profile (ranks,
/// percentiles and medians appear on each).
public struct DatasetDeltaReader: Sendable {
    /// Builds back a client may ask about; an older `since` gets `full`.
    public static let keptBuilds = 60

    /// Documents that show many colleges at once.
    static let listDocuments = ["/api/app/v1/explore*", "/api/app/v1/search*", "/api/app/v1/schools/index",
                                "/api/app/v1/compare*", "/api/app/v1/home*", "/api/app/v1/data"]

    public let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    private struct Build {
        var id: Int64
        var build: String
        var publishedAt: String
        var touched: PublishTouched?
    }

    public func delta(since: String, current: String) async throws -> DatasetDelta {
        if since == current { return DatasetDelta(full: false, since: since, current: current) }
        let rows = try await pool.pipeline(as: .serviceRole, ["""
            select id, build, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
                   touched::text as touched
            from public.dataset_publishes where is_build order by id desc limit \(Self.keptBuilds + 1)
            """])[0]
        let builds = try rows.map { row in
            Build(id: try row.decode(Int64.self, column: "id"), build: try row.decode(String.self, column: "build"),
                  publishedAt: try row.decode(String.self, column: "at"),
                  touched: try row.decode(String?.self, column: "touched").flatMap {
                      try? JSONDecoder().decode(PublishTouched.self, from: Data($0.utf8))
                  })
        }
        let full = DatasetDelta(full: true, since: since, current: current)
        guard let served = builds.firstIndex(where: { $0.build == current }),
              let seen = builds.firstIndex(where: { $0.build == since }), seen > served, seen < Self.keptBuilds
        else { return full }
        let between = Array(builds[served..<seen].reversed())
        var colleges = Set<String>()
        var ranked = false
        for build in between {
            guard let touched = build.touched, !touched.shared, touched.added == 0, touched.removed == 0 else { return full }
            colleges.formUnion(touched.colleges)
            ranked = ranked || touched.ranked
        }
        let ids = between.map(\.id)
        let changed = try await pool.query(as: nil, """
            select publish_id, unit_id, count(*) as n from public.dataset_changes
            where publish_id = any(\(ids.map(String.init))::bigint[]) group by publish_id, unit_id
            """)
        var counts: [Int64: Int] = [:]
        for row in changed {
            colleges.insert(try row.decode(String.self, column: "unit_id"))
            counts[try row.decode(Int64.self, column: "publish_id"), default: 0] += try row.decode(Int.self, column: "n")
        }
        let sorted = colleges.sorted { ($0.count, $0) < ($1.count, $1) }
        var documents = ["/api/app/v1/meta"]
        if ranked {
            documents.append("/api/app/v1/schools/*")
        } else {
            for id in sorted { documents += ["/api/app/v1/schools/\(id)", "/api/app/v1/schools/\(id)/*"] }
        }
        if ranked || !sorted.isEmpty { documents += Self.listDocuments }
        return DatasetDelta(full: false, since: since, current: current,
                            publishes: between.map { DeltaPublish(publish: $0.build, publishedAt: $0.publishedAt,
                                                                  changes: counts[$0.id] ?? 0) },
                            colleges: sorted, documents: documents)
    }
}
