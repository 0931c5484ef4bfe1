import QuadAPIModels

/// The signed-in account endpoints under `/api/app/v1/me`.
public enum AccountEndpoints {
    /// Every account endpoint, in document order.
    public static let all: [EndpointSpec] = []
}
