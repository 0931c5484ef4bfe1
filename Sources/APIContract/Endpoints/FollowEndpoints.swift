public import QuadAPIModels

/// Following colleges, the update e-mail switch and the updates page (userdata-map §2.6).
///
/// A follow is derived from the lists: the person follows a college while it is on one of their lists with Updates
/// on. `PUT /me/follows/{unitId}` puts the college on their default list with Updates on; `DELETE` turns Updates off
/// on every item of theirs for it (the colleges stay on the lists).
public enum FollowEndpoints {
    static let tail = AccountEndpoints.tail
    static let unitID = ParameterSpec("unitId", in: .path, .string(pattern: "^[0-9]{1,10}$"),
                                      "The college (IPEDS unit id).", examples: ["222178"])

    public static let list = Endpoint<SignedInAccess, NoParameters, NoBody, FollowList>(
        id: "listFollows", method: "GET", path: "/api/app/v1/me/follows",
        summary: "The colleges the person follows, and the update e-mail switch",
        description: "Newest first, each \u{201C}On your list\u{201D} and \u{201C}Last changed {date}\u{201D} (the newest "
            + "recorded change of its figures) or \u{201C}No changes recorded yet\u{201D}.",
        tag: "follows", cacheable: false,
        responses: [AccountEndpoints.ok(FollowList.self, "The follows."), ListEndpoints.deletedOnly] + tail)

    public static let follow = Endpoint<SignedInAccess, FollowParameters, NoBody, FollowState>(
        id: "followCollege", method: "PUT", path: "/api/app/v1/me/follows/{unitId}",
        summary: "Follow a college: onto the default list with Updates on",
        description: "The default list is made on first use; a college already there gets Updates on. A unit id that is "
            + "no college of the dataset is a 404 (\u{201C}We couldn't find that college.\u{201D}).",
        tag: "follows", cacheable: false, parameters: [unitID],
        responses: [AccountEndpoints.ok(FollowState.self, "Following."), ListEndpoints.deletedOnly,
                    StandardResponses.error(404, "No such college.")] + tail)

    public static let unfollow = Endpoint<SignedInAccess, FollowParameters, NoBody, FollowState>(
        id: "unfollowCollege", method: "DELETE", path: "/api/app/v1/me/follows/{unitId}",
        summary: "Stop following a college: Updates off on every list of the person's",
        description: "The college stays on the lists. Harmless when it was not followed.",
        tag: "follows", cacheable: false, parameters: [unitID],
        responses: [AccountEndpoints.ok(FollowState.self, "Not following any more."), ListEndpoints.deletedOnly,
                    StandardResponses.error(404, "The id is not 1 to 10 digits.")] + tail)

    public static let notifications = Endpoint<SignedInAccess, NoParameters, NotificationsRequest, NotificationPrefs>(
        id: "setNotifications", method: "PUT", path: "/api/app/v1/me/notifications",
        summary: "Turn update e-mails on or off",
        description: "On until the person turns them off. The answer carries the person's one-click unsubscribe token "
            + "(the link every digest carries).",
        tag: "follows", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize,
        requestBody: .ref(NotificationsRequest.self),
        responses: [AccountEndpoints.ok(NotificationPrefs.self, "The switch and the unsubscribe token."), ListItemEndpoints.bodyRefused,
                    ListEndpoints.deletedOnly] + tail)

    public static let updates = Endpoint<SignedInAccess, NoParameters, NoBody, UpdatesResponse>(
        id: "getUpdates", method: "GET", path: "/api/app/v1/me/updates",
        summary: "Every digest the person received, rebuilt from the change log, and \u{201C}Also noticed\u{201D}",
        description: "Newest first, each headed with its date and \u{201C}Emailed\u{201D} or \u{201C}Recorded (not emailed "
            + "\u{2014} update emails were off or not yet set up)\u{201D}: every college it covered (by name) with that "
            + "publish's changes, one sentence each with its source. \u{201C}Also noticed\u{201D}: figures no longer "
            + "reported for followed colleges (never e-mailed).",
        tag: "follows", cacheable: false,
        responses: [AccountEndpoints.ok(UpdatesResponse.self, "The updates page."), ListEndpoints.deletedOnly] + tail)

    /// Every follow endpoint, in document order.
    public static let all: [EndpointSpec] = [
        list.spec, follow.spec, unfollow.spec, notifications.spec, updates.spec,
    ]
}
