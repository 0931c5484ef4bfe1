import QuadAPIModels

/// The college profile endpoints (`/schools/{id}` and its topics, history and changes).
public enum ProfileEndpoints {
    /// Every profile endpoint, in document order.
    public static let all: [EndpointSpec] = []
}
