/// A document whose `publish` member records the dataset publish it was built from: a stamp, not content.
///
/// The server's `ETag` for such a document leaves the stamp out (a weak tag over the rest of the body), so a document
/// whose content a publish did not change keeps its tag, and a client holding it gets a 304 after the publish; a
/// document whose content changed gets a new tag. `/meta` and `/changes` are not stamped: the publish is what they
/// are about.
public protocol PublishStamped {
    /// The publish id the document carries in its `publish` member.
    var publishStamp: String { get }
}

extension Screen: PublishStamped {
    public var publishStamp: String { publish }
}

extension ScreenWithIgnored {
    public var publishStamp: String { screen.publish }
}

extension HistoryResponse: PublishStamped {}
extension CompareResponse: PublishStamped {}

extension ExploreResponse: PublishStamped {
    public var publishStamp: String { publish }
}

extension SchoolIndexResponse: PublishStamped {
    public var publishStamp: String { publish }
}

extension ReleaseNotesIndexResponse: PublishStamped {
    public var publishStamp: String { publish }
}

extension ReleaseNotePageResponse: PublishStamped {
    public var publishStamp: String { publish }
}

extension RoadmapIndexResponse: PublishStamped {
    public var publishStamp: String { publish }
}

extension RoadmapPageResponse: PublishStamped {
    public var publishStamp: String { publish }
}
