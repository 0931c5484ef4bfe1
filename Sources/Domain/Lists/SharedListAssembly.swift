public import QuadAPIModels

/// The public page of a shared list (`GET /share/lists/{token}`): its name and colleges by category and round, in
/// list order, and nothing else.
public enum SharedListAssembly {
    /// One shared college: its unit id, category and round.
    public struct Entry: Sendable, Hashable {
        public var unitID: String
        public var category: ListCategory
        public var round: ListRound?

        public init(unitID: String, category: ListCategory, round: ListRound?) {
            self.unitID = unitID
            self.category = category
            self.round = round
        }
    }

    /// The shared list. `entries` in list order.
    public static func list(name: String, entries: [Entry], snapshot: DatasetSnapshot) -> SharedList {
        let sections = ListCategory.allCases.compactMap { category -> SharedListSection? in
            let items = entries.filter { $0.category == category }.map { entry in
                let school = snapshot.school(id: entry.unitID)
                return SharedListItem(unitId: entry.unitID, name: school?.name ?? entry.unitID,
                                      school: school.map(SchoolRef.init), round: entry.round)
            }
            return items.isEmpty ? nil : SharedListSection(category: category, label: category.label, items: items)
        }
        return SharedList(name: name, showCategoryHeaders: BalanceLine(categories: entries.map(\.category)).showsCategoryHeaders,
                          sections: sections)
    }
}
