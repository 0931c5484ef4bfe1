import QuadAPIModels

/// The Explore endpoints (`/explore`, `/explore/filters`).
public enum ExploreEndpoints {
    /// Every Explore endpoint, in document order.
    public static let all: [EndpointSpec] = []
}
