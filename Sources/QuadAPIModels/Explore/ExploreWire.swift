/// The Explore wire types, listed for ``WireComponents``.
public enum ExploreWire {
    /// Every Explore type with a schema (response, filter panel, and their parts).
    public static var types: [any SchemaDescribed.Type] { [] }
}
