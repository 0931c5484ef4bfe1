import QuadAPIModels

/// The auth service under `/auth/v1` (Supabase Auth compatible) and the sign-up precheck.
public enum AuthEndpoints {
    /// Every auth endpoint, in document order.
    public static let all: [EndpointSpec] = []
}
