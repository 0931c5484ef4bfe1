/// The saved-list, follow and update wire types, listed for ``WireComponents``.
public enum ListWire {
    /// Bodies of the list, follow and update endpoints (requests and responses).
    public static var bodies: [any SchemaDescribed.Type] {
        [
            ListNameRequest.self, AddItemRequest.self, ItemPatch.self, NoteRequest.self, ImportRequest.self,
            ShareRequest.self, NotificationsRequest.self, ListsResponse.self, ListSummary.self, MembershipResponse.self,
            ListBoard.self, ListItemResponse.self, ShareState.self, SharedList.self, ImportResult.self,
            FollowList.self, FollowState.self, NotificationPrefs.self, UpdatesResponse.self,
        ]
    }

    /// Every list, follow and update type with a schema: the bodies, then their parts.
    public static var types: [any SchemaDescribed.Type] {
        bodies + [
            ListCategory.self, ListRound.self, ListStatus.self, ListOutcome.self, TrackingKey.self, ItemMove.self,
            ListOwnerRef.self, CollegeMembership.self, BalanceSummary.self, BoardSection.self, UpcomingDeadline.self,
            BoardDeadline.self, BoardDistance.self, TrackingChip.self, BoardNote.self, BoardItem.self,
            SharedListSection.self, SharedListItem.self, FollowedCollege.self, DigestEntry.self, AlsoNoticed.self,
            UpdateCollege.self, ChangeLine.self,
        ]
    }
}
