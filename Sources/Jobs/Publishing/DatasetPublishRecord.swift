import Foundation

/// One `dataset_publishes` row as the readers need it: the row id and when it was published.
public struct DatasetPublishRecord: Sendable, Hashable {
    /// `dataset_publishes.id`.
    public var id: Int64
    /// `dataset_publishes.build`: the content hash the API reports as `X-Dataset-Publish`, or the publish label of
    /// an earlier publish taken from the change file.
    public var build: String
    /// `dataset_publishes.published_at`.
    public var publishedAt: Date

    public init(id: Int64, build: String, publishedAt: Date) {
        self.id = id
        self.build = build
        self.publishedAt = publishedAt
    }
}

/// What ``DatasetPublisher/publish(_:gitCommit:publishedBy:)`` did.
public struct DatasetPublishOutcome: Sendable, Hashable {
    /// The build's `dataset_publishes` row (the existing one when it was already published).
    public var publish: DatasetPublishRecord
    /// True when the build had been published before and nothing was written.
    public var alreadyPublished: Bool
    /// Earlier publishes of the change file recorded now, in the order written.
    public var recordedChangeLogPublishes: [String]
    /// Earlier publishes of the change file that were already recorded (by a previous build) and were left alone.
    public var skippedChangeLogPublishes: [String]
    /// `dataset_changes` rows written now.
    public var changeRows: Int

    public init(publish: DatasetPublishRecord, alreadyPublished: Bool, recordedChangeLogPublishes: [String],
                skippedChangeLogPublishes: [String], changeRows: Int) {
        self.publish = publish
        self.alreadyPublished = alreadyPublished
        self.recordedChangeLogPublishes = recordedChangeLogPublishes
        self.skippedChangeLogPublishes = skippedChangeLogPublishes
        self.changeRows = changeRows
    }
}

/// A publish refused before anything was written: a change row the table cannot hold.
public struct DatasetPublishError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
