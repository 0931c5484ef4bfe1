/// How `/logout` signs out.
public enum LogoutScope: String, Sendable {
    /// This session.
    case local
    /// Every session of the user.
    case global
    /// Every session but this one.
    case others
}
