extension DatasetStatistics {
    /// `schools` ordered by `key` (Explore's sort). Missing values always sink to the bottom, in either direction,
    /// ordered by name among themselves; equal values go by name (A–Z); equal names keep their input order.
    ///
    /// Colleges of this dataset are read from its columns by `unit_id`; any other college is read directly.
    ///
    /// - Parameters:
    ///   - direction: defaults to ``SortKey/defaultDirection``.
    ///   - value: the number to sort by for the request-dependent keys (`distance`, `price_at`); when given it
    ///     replaces the key's own getter.
    public func sort(
        _ schools: [School], by key: SortKey, direction: SortDirection? = nil, value: ((School) -> Double?)? = nil
    ) -> [School] {
        let direction = direction ?? key.defaultDirection
        var positions: [Int] = []
        positions.reserveCapacity(schools.count)
        for i in schools.indices {
            guard let p = positionByID[schools[i].unitID], self.schools[p].name == schools[i].name else {
                return sortOutside(schools, by: key, direction: direction, value: value)
            }
            positions.append(p)
        }
        let custom = value.map { getter in schools.map { getter($0) } }
        let order = Self.order(
            count: schools.count, names: positions.map { nameRanks[$0] }, direction: direction,
            values: key == .name ? nil : custom ?? positions.map { metricValue(key, at: $0) })
        return order.map { schools[$0] }
    }

    /// Dataset positions ordered by `key`, with the same rules as ``sort(_:by:direction:value:)``; `value` is asked
    /// for a position's number when given (`distance`, `price_at`).
    public func sortPositions(
        _ positions: [Int], by key: SortKey, direction: SortDirection? = nil, value: ((Int) -> Double?)? = nil
    ) -> [Int] {
        let direction = direction ?? key.defaultDirection
        // Many positions in dataset order, sorted by the dataset's own numbers: the order of every college, made
        // once, with the others left out (ties by name, then position: the same order a sort of these gives).
        if value == nil, positions.count >= 64, positions.count >= schools.count / 16, Self.ascending(positions) {
            let all = fullOrders.order(key, direction) {
                Self.order(count: schools.count, names: nameRanks, direction: direction,
                           values: key == .name ? nil : schools.indices.map { metricValue(key, at: $0) })
            }
            var member = [Bool](repeating: false, count: schools.count)
            for p in positions { member[p] = true }
            var out: [Int] = []
            out.reserveCapacity(positions.count)
            for p in all where member[p] { out.append(p) }
            return out
        }
        let values: [Double?]? = key == .name ? nil : positions.map { p in value.map { $0(p) } ?? metricValue(key, at: p) }
        let order = Self.order(
            count: positions.count, names: positions.map { nameRanks[$0] }, direction: direction, values: values)
        return order.map { positions[$0] }
    }

    /// Whether `positions` strictly increase (a filter's matches in dataset order).
    private static func ascending(_ positions: [Int]) -> Bool {
        var last = -1
        for p in positions {
            guard p > last else { return false }
            last = p
        }
        return true
    }

    /// The sort number of the college at `position`.
    private func metricValue(_ key: SortKey, at position: Int) -> Double? {
        if let metric = key.metric { return value(metric, at: position) }
        if key == .admitRateChange { return Derived.admitRateChange(schools[position]) }
        return nil
    }

    /// Sorting colleges that are not all in this dataset: names ranked among themselves, values read directly.
    private func sortOutside(
        _ schools: [School], by key: SortKey, direction: SortDirection, value: ((School) -> Double?)?
    ) -> [School] {
        let names = NameCollation.ranks(schools.map(\.name))
        let getter = value ?? { key.value(of: $0) }
        let order = Self.order(
            count: schools.count, names: names, direction: direction,
            values: key == .name ? nil : schools.map(getter))
        return order.map { schools[$0] }
    }

    /// Indices 0..<count ordered by value (nil last, NaN as nil), then name rank, then index; by name rank alone when
    /// `values` is nil (the name sort, which follows `direction`).
    static func order(count: Int, names: [Int], direction: SortDirection, values: [Double?]?) -> [Int] {
        let ascending = direction == .asc
        guard let values else {
            return (0..<count).sorted { a, b in
                if names[a] != names[b] { return ascending ? names[a] < names[b] : names[a] > names[b] }
                return a < b
            }
        }
        let numbers = values.map { $0.flatMap { $0.isNaN ? nil : $0 } }
        return (0..<count).sorted { a, b in
            switch (numbers[a], numbers[b]) {
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
}
