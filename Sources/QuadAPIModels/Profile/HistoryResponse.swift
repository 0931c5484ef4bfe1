/// The Over time screen: a ``Screen`` (encoded with the same keys) plus the parameters it did not use.
///
/// Unknown groups and control values fall back to the site's defaults, so every site URL opens; `ignored` says
/// which values were set aside.
public struct HistoryResponse: Sendable, Hashable, ScreenWithIgnored, SchemaDescribed {
    /// The Over time screen.
    public var screen: Screen
    public var ignored: [IgnoredParameter]

    /// The screen and the parameters it did not use.
    public init(screen: Screen, ignored: [IgnoredParameter]) {
        self.screen = screen
        self.ignored = ignored
    }

    public static let schema = screenSchema("The Over time screen, with the query parameters that were not used.")
}
