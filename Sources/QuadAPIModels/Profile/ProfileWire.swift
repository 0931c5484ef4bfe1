/// The college profile wire types beyond blocks, listed for ``WireComponents``.
///
/// The Over time response (``HistoryResponse``) is described inline in its endpoint rather than listed here: every
/// listed component must be reachable from a screen, the error envelope or a shared response body.
public enum ProfileWire {
    /// Every profile type with a schema component of its own.
    public static var types: [any SchemaDescribed.Type] { [] }
}
