extension DatasetStatistics {
    /// `schools` ordered by `key` (Explore's sort). Missing values always sink to the bottom, in either direction,
    /// ordered by name among themselves; equal values go by name (A–Z); equal names keep their input order.
    ///
    /// - Parameters:
    ///   - direction: defaults to ``SortKey/defaultDirection``.
    ///   - value: the number to sort by for the request-dependent keys (`distance`, `price_at`); when given it
    ///     replaces the key's own getter.
    public func sort(
        _ schools: [School], by key: SortKey, direction: SortDirection? = nil, value: ((School) -> Double?)? = nil
    ) -> [School] {
        let order = sortOrder(schools, by: key, direction: direction ?? key.defaultDirection, value: value)
        return order.map { schools[$0] }
    }

    /// Indices into `schools` in the order ``sort(_:by:direction:value:)`` gives.
    public func sortOrder(
        _ schools: [School], by key: SortKey, direction: SortDirection, value: ((School) -> Double?)? = nil
    ) -> [Int] {
        let names = nameOrder(of: schools)
        let ascending = direction == .asc
        if key == .name {
            return schools.indices.sorted { a, b in
                if names[a] != names[b] { return ascending ? names[a] < names[b] : names[a] > names[b] }
                return a < b
            }
        }
        let getter = value ?? { key.value(of: $0) }
        let values: [Double?] = schools.map { s in getter(s).flatMap { $0.isNaN ? nil : $0 } }
        return schools.indices.sorted { a, b in
            switch (values[a], values[b]) {
            case (nil, nil): break
            case (nil, _): return false
            case (_, nil): return true
            case let (x?, y?):
                if x != y { return ascending ? x < y : x > y }
            }
            if names[a] != names[b] { return names[a] < names[b] }
            return a < b
        }
    }

    /// A comparable name rank for each of `schools`: the dataset's rank when every college is in it (unchanged
    /// name), else ranks computed among these colleges alone.
    func nameOrder(of schools: [School]) -> [Int] {
        var ranks: [Int] = []
        ranks.reserveCapacity(schools.count)
        for s in schools {
            guard let p = positionByID[s.unitID], self.schools[p].name == s.name else {
                return Self.ranks(of: schools.map { NameCollationKey($0.name) })
            }
            ranks.append(nameRanks[p])
        }
        return ranks
    }
}
