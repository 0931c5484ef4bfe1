import Core
public import Domain
import QuadAPIModels
import Synchronization

/// Where `/changes` reads from with a database: the publish of each build is looked up once (a build found missing
/// is looked up again after ``recheckAfter``, so a `quad publish` run while the server is up is picked up), and
/// which source answers is logged when it is first known or changes. Each college's rows are then read as `anon`.
/// Any database error falls back to the change file for that request.
public final class RecordedChangeLog: Sendable {
    /// How long a build found unpublished is answered from the change file before the database is asked again.
    static let recheckAfter: Duration = .seconds(60)

    private enum Lookup {
        case recorded(DatasetPublishRecord)
        case absent(checkedAt: ContinuousClock.Instant)
    }

    private let reader: DatasetChangesReader
    private let logger: Logger
    private let publishes = Mutex<[String: Lookup]>([:])

    public init(reader: DatasetChangesReader, logger: Logger) {
        self.reader = reader
        self.logger = logger
    }

    /// College `unitID`'s recorded changes for `build`, or nil when the change file should answer.
    public func changes(unitID: String, build: String) async -> [StoredChange]? {
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
