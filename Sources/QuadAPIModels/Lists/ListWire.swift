/// The saved-list, follow and update wire types, listed for ``WireComponents``.
public enum ListWire {
    /// Every list, follow and update type with a schema.
    public static var types: [any SchemaDescribed.Type] {
        [
            ListCategory.self, ListRound.self, ListStatus.self, ListOutcome.self, TrackingKey.self,
            ListNameRequest.self, AddItemRequest.self, ItemPatch.self, ItemMove.self, NoteRequest.self,
            ImportRequest.self, ShareRequest.self, NotificationsRequest.self,
            ListOwnerRef.self, ListSummary.self, ListsResponse.self, MembershipResponse.self, CollegeMembership.self,
            ListBoard.self, BalanceSummary.self, BoardSection.self, UpcomingDeadline.self, BoardDeadline.self,
            BoardDistance.self, TrackingChip.self, BoardNote.self, BoardItem.self, ListItemResponse.self,
            ShareState.self, SharedList.self, SharedListSection.self, SharedListItem.self, ImportResult.self,
            FollowList.self, FollowedCollege.self, FollowState.self, NotificationPrefs.self,
            UpdatesResponse.self, DigestEntry.self, AlsoNoticed.self, UpdateCollege.self, ChangeLine.self,
        ]
    }
}
