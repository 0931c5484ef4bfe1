/// The sort menu: options in groups, the one in force, and the direction button.
public struct ExploreSortMenu: Sendable, Hashable, Codable, SchemaDescribed {
    /// The `sortBy` in force.
    public var key: String
    public var direction: TableColumn.SortDirection
    public var groups: [SortMenuGroup]
    /// The same sort in the other direction.
    public var flip: String

    public init(key: String, direction: TableColumn.SortDirection, groups: [SortMenuGroup], flip: String) {
        self.key = key
        self.direction = direction
        self.groups = groups
        self.flip = flip
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("direction", .ref(TableColumn.SortDirection.self)),
        .init("groups", .array(.ref(SortMenuGroup.self))),
        .init("flip", .string()),
    ])
}

/// A group of the sort menu ("Basics", "10-year changes").
public struct SortMenuGroup: Sendable, Hashable, Codable, SchemaDescribed {
    public var label: String
    public var options: [SortMenuOption]

    public init(label: String, options: [SortMenuOption]) {
        self.label = label
        self.options = options
    }

    public static let schema = JSONSchema.object([
        .init("label", .string()),
        .init("options", .array(.ref(SortMenuOption.self))),
    ])
}

/// One sort: key, label, the direction choosing it writes, and the URL it loads.
public struct SortMenuOption: Sendable, Hashable, Codable, SchemaDescribed {
    public var key: String
    public var label: String
    public var direction: TableColumn.SortDirection
    public var selected: Bool?
    public var href: String

    public init(key: String, label: String, direction: TableColumn.SortDirection, selected: Bool, href: String) {
        self.key = key
        self.label = label
        self.direction = direction
        self.selected = selected ? true : nil
        self.href = href
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .init("direction", .ref(TableColumn.SortDirection.self)),
        .optional("selected", .boolean),
        .init("href", .string()),
    ])
}
