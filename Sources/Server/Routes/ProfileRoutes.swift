public import Domain
import Foundation
import QuadAPIModels
import Screens
import Synchronization
public import UserData

/// The college profile's routes: overview, topics, history and what changed.
///
/// `/schools/index` is a static route of its own and wins over `/schools/{id}`; an id that is not a college's
/// (`index` included) is a 404 here.
///
/// With a database, `/changes` reads the change log `quad publish` recorded for the running snapshot's build
/// (`dataset_changes`); when that build was never published, or the database cannot be reached, it reads the
/// snapshot's change file. Both build the same screen from the same rows.
public struct ProfileRoutes: Sendable {
    private let store: DatasetStore
    private let changeLog: RecordedChangeLog?

    /// Routes reading the store's current snapshot on each request; `changes` (with the server's logger) serves
    /// `/changes` from the database when the build is recorded there.
    public init(store: DatasetStore, changes: DatasetChangesReader? = nil, logger: Logger? = nil) {
        self.store = store
        self.changeLog = changes.map {
            RecordedChangeLog(reader: $0, logger: logger ?? Logger(label: "quad.changes", level: .info))
        }
    }

    /// Registers the four profile endpoints.
    public func register(on router: inout Router) {
        router.add(ProfileEndpoints.overview) { [store] request, _ in
            try Response.json(ProfileScreens.overview(store.current, id: request.parameters["id"] ?? ""))
        }
        router.add(ProfileEndpoints.history) { [store] request, _ in
            let query = HistoryQuery.parse(request.query.items.map { ($0.name, $0.value) })
            return try Response.json(ProfileScreens.history(store.current, id: request.parameters["id"] ?? "",
                                                            query: query))
        }
        router.add(ProfileEndpoints.changes) { [store, changeLog] request, _ in
            let snapshot = store.current
            let id = request.parameters["id"] ?? ""
            if let changeLog, snapshot.school(id: id) != nil,
               let recorded = await changeLog.changes(unitID: id, build: snapshot.publishID) {
                return try Response.json(ProfileScreens.changes(snapshot, id: id, recorded: recorded))
            }
            return try Response.json(ProfileScreens.changes(snapshot, id: id))
        }
        router.add(ProfileEndpoints.topic) { [store] request, _ in
            let scores = ScoreInput(sat: try request.query.strictInteger("sat", in: 400...1600),
                                    act: try request.query.strictInteger("act", in: 1...36))
            return try Response.json(ProfileScreens.topic(store.current, id: request.parameters["id"] ?? "",
                                                          topic: request.parameters["topic"] ?? "", scores: scores,
                                                          students: try request.query.single("students")))
        }
    }
}

/// Where `/changes` reads from with a database: the publish of each build is looked up once (a build found missing
/// is looked up again after ``recheckAfter``, so a `quad publish` run while the server is up is picked up), and
/// which source answers is logged when it is first known or changes. Each college's rows are then read as `anon`.
/// Any database error falls back to the change file for that request.
final class RecordedChangeLog: Sendable {
    /// How long a build found unpublished is answered from the change file before the database is asked again.
    static let recheckAfter: Duration = .seconds(60)

    private enum Lookup {
        case recorded(DatasetPublishRecord)
        case absent(checkedAt: ContinuousClock.Instant)
    }

    private let reader: DatasetChangesReader
    private let logger: Logger
    private let publishes = Mutex<[String: Lookup]>([:])

    init(reader: DatasetChangesReader, logger: Logger) {
        self.reader = reader
        self.logger = logger
    }

    /// College `unitID`'s recorded changes for `build`, or nil when the change file should answer.
    func changes(unitID: String, build: String) async -> [StoredChange]? {
        do {
            guard let publish = try await publish(build: build) else { return nil }
            return try await reader.changes(unitID: unitID, through: publish)
        } catch {
            logger.warning("changes: the database could not be read; answering from the change file",
                           ["build": .string(build), "error": .string(String(describing: error))])
            return nil
        }
    }

    private func publish(build: String) async throws -> DatasetPublishRecord? {
        let now = ContinuousClock.now
        switch publishes.withLock({ $0[build] }) {
        case let .recorded(record)?: return record
        case let .absent(checkedAt)? where now - checkedAt < Self.recheckAfter: return nil
        case .absent?, nil: break
        }
        let found = try await reader.publish(build: build)
        let isNews = publishes.withLock { known in
            let before = known[build]
            known[build] = found.map(Lookup.recorded) ?? .absent(checkedAt: now)
            switch (before, found) {
            case (nil, _), (.absent?, _?): return true
            default: return false
            }
        }
        if isNews {
            if let found {
                logger.notice("changes: serving the change log recorded in the database",
                              ["build": .string(build), "publish": .string(String(found.id))])
            } else {
                logger.notice("changes: this build is not published in the database; serving the change file",
                              ["build": .string(build)])
            }
        }
        return found
    }
}
