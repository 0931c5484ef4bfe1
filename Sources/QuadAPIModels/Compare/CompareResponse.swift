/// A compare screen (the overview, a topic page or "All the numbers"): a ``Screen`` (encoded with the same keys) plus
/// the query values it set aside.
///
/// A compare URL never fails on its ids: repeats, ids no college has and any past the fourth are left out and listed
/// in `ignored`, as are control values the page does not know.
public struct CompareResponse: Sendable, Hashable, ScreenWithIgnored, SchemaDescribed {
    /// The compare screen.
    public var screen: Screen
    public var ignored: [IgnoredParameter]

    /// The screen and the values it did not use.
    public init(screen: Screen, ignored: [IgnoredParameter]) {
        self.screen = screen
        self.ignored = ignored
    }

    public static let schema = screenSchema("A compare screen, with the query values that were not used.")
}
