/// The body of `PATCH /me/lists/{id}/items/{unitId}`: only the fields present change; `null` clears the fields that
/// may be empty.
///
/// ```swift
/// let patch = ItemPatch(outcome: .set(.admitted))      // {"outcome":"admitted"}: decided, admitted, decided today
/// let move = ItemPatch(move: .up)                      // {"move":"up"}: swap with the college above
/// ```
///
/// The rules the server applies (the site's): a status set directly clears the outcome unless it is `decided`; an
/// outcome makes the item `decided` (and records today as the decision date), except `deferred`, which moves it back
/// to `applied` with no outcome; when both come in one body the outcome is applied last. `deadlineText` is trimmed (at
/// most 200 characters, empty clears it); dates are `YYYY-MM-DD` calendar dates. One dream and one enrolling college
/// per list: turning either on for this one turns it off for the others.
public struct ItemPatch: Sendable, Hashable, Codable, SchemaDescribed {
    public var category: ListCategory?
    public var round: PatchValue<ListRound>
    public var status: ListStatus?
    public var outcome: PatchValue<ListOutcome>
    public var deadlineText: PatchValue<String>
    public var deadlineDate: PatchValue<String>
    public var enrolling: Bool?
    public var updates: Bool?
    public var visitedOn: PatchValue<String>
    public var followsSocial: Bool?
    public var dream: Bool?
    public var priority: PatchValue<Int>
    public var move: ItemMove?

    public init(category: ListCategory? = nil, round: PatchValue<ListRound> = .keep, status: ListStatus? = nil,
                outcome: PatchValue<ListOutcome> = .keep, deadlineText: PatchValue<String> = .keep,
                deadlineDate: PatchValue<String> = .keep, enrolling: Bool? = nil, updates: Bool? = nil,
                visitedOn: PatchValue<String> = .keep, followsSocial: Bool? = nil, dream: Bool? = nil,
                priority: PatchValue<Int> = .keep, move: ItemMove? = nil) {
        self.category = category
        self.round = round
        self.status = status
        self.outcome = outcome
        self.deadlineText = deadlineText
        self.deadlineDate = deadlineDate
        self.enrolling = enrolling
        self.updates = updates
        self.visitedOn = visitedOn
        self.followsSocial = followsSocial
        self.dream = dream
        self.priority = priority
        self.move = move
    }

    private enum CodingKeys: String, CodingKey {
        case category, round, status, outcome, deadlineText, deadlineDate, enrolling, updates, visitedOn, followsSocial
        case dream, priority, move
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        category = try Self.present(c, .category)
        round = try PatchValue(c, .round)
        status = try Self.present(c, .status)
        outcome = try PatchValue(c, .outcome)
        deadlineText = try PatchValue(c, .deadlineText)
        deadlineDate = try PatchValue(c, .deadlineDate)
        enrolling = try Self.present(c, .enrolling)
        updates = try Self.present(c, .updates)
        visitedOn = try PatchValue(c, .visitedOn)
        followsSocial = try Self.present(c, .followsSocial)
        dream = try Self.present(c, .dream)
        priority = try PatchValue(c, .priority)
        if case let .set(rank) = priority, !(1...100).contains(rank) {
            throw DecodingError.dataCorruptedError(forKey: .priority, in: c, debugDescription: "priority is 1 to 100")
        }
        move = try Self.present(c, .move)
    }

    /// A field that may be left out but not be `null`.
    private static func present<T: Decodable>(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> T? {
        guard c.contains(key) else { return nil }
        return try c.decode(T.self, forKey: key)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(category, forKey: .category)
        try round.encode(into: &c, forKey: .round)
        try c.encodeIfPresent(status, forKey: .status)
        try outcome.encode(into: &c, forKey: .outcome)
        try deadlineText.encode(into: &c, forKey: .deadlineText)
        try deadlineDate.encode(into: &c, forKey: .deadlineDate)
        try c.encodeIfPresent(enrolling, forKey: .enrolling)
        try c.encodeIfPresent(updates, forKey: .updates)
        try visitedOn.encode(into: &c, forKey: .visitedOn)
        try c.encodeIfPresent(followsSocial, forKey: .followsSocial)
        try c.encodeIfPresent(dream, forKey: .dream)
        try priority.encode(into: &c, forKey: .priority)
        try c.encodeIfPresent(move, forKey: .move)
    }

    /// Whether the body changes nothing.
    public var isEmpty: Bool { self == ItemPatch() }

    public static let schema = JSONSchema.object([
        .optional("category", .ref(ListCategory.self)),
        .optional("round", .nullable(.ref(ListRound.self))),
        .optional("status", .ref(ListStatus.self)),
        .optional("outcome", .nullable(.ref(ListOutcome.self))),
        .optional("deadlineText", .nullable(.string())),
        .optional("deadlineDate", .nullable(.string(format: "date"))),
        .optional("enrolling", .boolean),
        .optional("updates", .boolean),
        .optional("visitedOn", .nullable(.string(format: "date"))),
        .optional("followsSocial", .boolean),
        .optional("dream", .boolean),
        .optional("priority", .nullable(.integer(minimum: 1, maximum: 100))),
        .optional("move", .ref(ItemMove.self)),
    ]).described("Changes to one college on a list; a field left out stays as it is.")
}

/// A move within the list: one place up or down (a no-op at an end), or to a position (0 = first; past the end =
/// last), renumbering the list densely.
public enum ItemMove: Sendable, Hashable, Codable, SchemaDescribed {
    case up
    case down
    case to(Int)

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let word = try? c.decode(String.self) {
            switch word {
            case "up": self = .up
            case "down": self = .down
            default: throw DecodingError.dataCorruptedError(in: c, debugDescription: "move is up, down or a position")
            }
            return
        }
        let position = try c.decode(Int.self)
        guard position >= 0 else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "a position is 0 or more")
        }
        self = .to(position)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .up: try c.encode("up")
        case .down: try c.encode("down")
        case let .to(position): try c.encode(position)
        }
    }

    public static let schema = JSONSchema.oneOf([.oneOfStrings(["up", "down"]), .integer(minimum: 0)])
        .described("\"up\", \"down\", or the position to move to (0 is first).")
}
