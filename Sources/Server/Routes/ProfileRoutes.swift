import APIContract
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
    public func register(on routes: inout some RouteRegistrar) {
        routes.add(ProfileEndpoints.overview) { [store] input, _ in
            try ProfileScreens.overview(store.current, id: input.parameters.id)
        }
        routes.add(ProfileEndpoints.history) { [store] input, _ in
            let query = HistoryQuery.parse(input.parameters.query.map { ($0.name, $0.value) })
            return try ProfileScreens.history(store.current, id: input.parameters.id, query: query)
        }
        routes.add(ProfileEndpoints.changes) { [store, changeLog] input, _ in
            let snapshot = store.current
            let id = input.parameters.id
            if let changeLog, snapshot.school(id: id) != nil,
               let recorded = await changeLog.changes(unitID: id, build: snapshot.publishID) {
                return try ProfileScreens.changes(snapshot, id: id, recorded: recorded)
            }
            return try ProfileScreens.changes(snapshot, id: id)
        }
        routes.add(ProfileEndpoints.topic) { [store] input, _ in
            let topic = input.parameters
            return try ProfileScreens.topic(store.current, id: topic.id, topic: topic.topic,
                                            scores: ScoreInput(sat: topic.sat, act: topic.act), students: topic.students)
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
