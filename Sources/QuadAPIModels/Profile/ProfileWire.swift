/// The college profile wire types beyond blocks, listed for ``WireComponents``.
public enum ProfileWire {
    /// Every profile type with a schema.
    public static var types: [any SchemaDescribed.Type] { [HistoryResponse.self, IgnoredParameter.self] }
}
