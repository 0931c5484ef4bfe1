/// The Explore wire types, listed for ``WireComponents``.
public enum ExploreWire {
    /// The response bodies of the Explore endpoints: every other Explore type is reachable from them.
    public static var responses: [any SchemaDescribed.Type] { [ExploreResponse.self, FilterPanel.self] }

    /// Every Explore type with a schema (response, filter panel, and their parts).
    public static var types: [any SchemaDescribed.Type] {
        [
            ExploreResponse.self, ExploreSummary.self, ExploreActive.self, ActiveFilterChip.self, ExplorePage.self,
            IgnoredParameter.self, ExploreSortMenu.self, SortMenuGroup.self, SortMenuOption.self, ExploreResults.self,
            ExploreTable.self, TableBar.self, ExploreChart.self, ExploreMap.self, ExploreEmpty.self,
            FilterPanel.self, FilterSection.self, FilterControl.self, FilterControl.Style.self,
            FilterControl.Mode.self, FilterOption.self, FilterRange.self, FilterZip.self,
        ]
    }
}
