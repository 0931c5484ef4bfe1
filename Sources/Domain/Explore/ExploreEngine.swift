/// Explore's results for one query: which colleges match, in which order, and what the query could not use.
///
/// ```swift
/// let query = ExploreQuery.parse(pairs, known: ExploreIndex.of(snapshot).known)
/// let outcome = ExploreEngine.run(snapshot, query: query, geography: geography)
/// outcome.positions   // dataset positions, sorted
/// ```
public enum ExploreEngine {
    /// Cards per page in the grid view; rows per page in the table view.
    public static let gridPageSize = 24
    public static let tablePageSize = 50

    /// The matches of `query`, unsorted: in dataset order, or in search order when `q` is set. `query` is taken as
    /// resolved (see ``resolve(_:snapshot:geography:fit:)``).
    public static func filter(_ snapshot: DatasetSnapshot, query: ExploreQuery, origin: GeoPoint?,
                              fit: ExploreFit = .signedOut) -> [Int] {
        let index = ExploreIndex.of(snapshot)
        let fitSets = query.fit.compactMap { fit.ids($0) }
        let filter = ExploreFilter(query: query, index: index, schools: snapshot.schools, origin: origin, fitSets: fitSets)
        if let q = query.q {
            return snapshot.statistics.search.matches(q).map(\.position).filter(filter.matches)
        }
        return (0..<index.count).filter(filter.matches)
    }

    /// Settles what needs the dataset, the ZIP table or the signed-in student: `near=home` becomes the household
    /// home's ZIP, `near` becomes a point (an unknown ZIP is dropped), `sortBy=distance` needs that point, `fit` needs the student's sets, and `minAidIncome` is
    /// dropped because this server shows no price estimates above $110K. Every drop is added to ``ExploreQuery/ignored``.
    public static func resolve(_ query: ExploreQuery, geography: ExploreGeography, fit: ExploreFit)
        -> (query: ExploreQuery, origin: GeoPoint?)
    {
        var q = query
        var origin: GeoPoint?
        if q.nearHome {
            q.nearHome = false
            if let zip = fit.home {
                // The ZIP goes into the links too, as the site's button writes it into the address.
                q.near = zip
                q.url.set("near", zip)
            } else {
                q.drop("near", "home", fit.signedIn ? .noHome : .homeNeedsSignIn)
            }
        }
        if let zip = q.near {
            if let point = geography.zips.point(zip) {
                origin = point
            } else {
                q.near = nil
                q.drop("near", zip, .unknownZip)
            }
        }
        if q.sortBy == .distance, origin == nil {
            q.sortBy = .applicants
            q.sortGiven = false
            q.drop("sortBy", SortKey.distance.rawValue, .needsNear)
        }
        let unknownFits = q.fit.filter { fit.ids($0) == nil }
        for value in unknownFits { q.drop("fit", value, fit.signedIn ? .needsProfile : .needsSignIn) }
        q.fit.removeAll { unknownFits.contains($0) }
        if let v = q.minAidIncome {
            q.minAidIncome = nil
            q.drop("minAidIncome", JSNumber.string(v), .estimatesOff)
        }
        return (q, origin)
    }

    /// Resolves, filters and sorts.
    public static func run(_ snapshot: DatasetSnapshot, query: ExploreQuery, geography: ExploreGeography,
                           fit: ExploreFit = .signedOut) -> ExploreOutcome {
        let (resolved, origin) = resolve(query, geography: geography, fit: fit)
        let matches = filter(snapshot, query: resolved, origin: origin, fit: fit)
        let sorted = sort(snapshot, matches, query: resolved, origin: origin)
        return ExploreOutcome(query: resolved, positions: sorted, origin: origin, total: snapshot.schools.count)
    }

    /// `positions` in the query's order (screens-map §1.2): missing values last in either direction, ties by name,
    /// then by the given order.
    public static func sort(_ snapshot: DatasetSnapshot, _ positions: [Int], query: ExploreQuery, origin: GeoPoint?) -> [Int] {
        let index = ExploreIndex.of(snapshot)
        var value: ((Int) -> Double?)?
        switch query.sortBy {
        case .distance:
            guard let origin else { break }
            value = { p in
                index.hasLocation(p)
                    ? origin.miles(to: GeoPoint(latitude: index.latitude[p], longitude: index.longitude[p])) : nil
            }
        case .priceAt:
            guard let band = PriceAtIncome.band(query.income ?? 0) else {
                value = { _ in nil }
                break
            }
            value = { p in
                let v = index.priceBands[4 * p + band]
                return v.isNaN ? nil : v
            }
        default:
            break
        }
        return snapshot.statistics.sortPositions(positions, by: query.sortBy, direction: query.sortDirection, value: value)
    }
}

/// What ``ExploreEngine/run(_:query:geography:fit:)`` found.
public struct ExploreOutcome: Sendable {
    /// The query as applied, with everything dropped listed in ``ExploreQuery/ignored``.
    public var query: ExploreQuery
    /// Matching dataset positions, in display order.
    public var positions: [Int]
    /// The student's home when `near` was resolved.
    public var origin: GeoPoint?
    /// Colleges in the dataset.
    public var total: Int

    public init(query: ExploreQuery, positions: [Int], origin: GeoPoint?, total: Int) {
        self.query = query
        self.positions = positions
        self.origin = origin
        self.total = total
    }

    /// Miles from ``origin`` to the college at `position`, when both are known.
    public func miles(_ position: Int, index: ExploreIndex) -> Double? {
        guard let origin, index.hasLocation(position) else { return nil }
        return origin.miles(to: GeoPoint(latitude: index.latitude[position], longitude: index.longitude[position]))
    }

    /// The page shown: rows per page for the view, the page asked for clamped to 1…pages.
    public func page(size: Int) -> ExplorePageRange {
        ExplorePageRange(count: positions.count, size: size, asked: query.page)
    }
}

/// One page of results.
public struct ExplorePageRange: Sendable, Hashable {
    public var page: Int
    public var pages: Int
    public var size: Int
    /// Positions in the result list shown on the page.
    public var range: Range<Int>

    public init(count: Int, size: Int, asked: Int) {
        self.size = size
        pages = max(1, (count + size - 1) / size)
        page = min(max(1, asked), pages)
        let start = min(count, (page - 1) * size)
        range = start..<min(count, start + size)
    }
}

extension ExploreEngine {
    /// The published net price of `school` at a family income (the federal band holding it); nil above $110K, where
    /// the site shows an estimate this server does not compute, or without the band.
    public static func priceAt(_ school: School, income: Double) -> Double? {
        ExploreRules.priceAt(school, income: income)
    }
}

extension ExploreEngine {
    /// The colleges at `positions` whose source notes can differ: every college with lineage records or figures of
    /// its own (a Common Data Set, reported values), and one college standing for all the others, whose citations
    /// are the dataset defaults. A source note over these lists the same sources as one over all of `positions`.
    public static func sourceRepresentatives(_ snapshot: DatasetSnapshot, _ positions: [Int]) -> [School] {
        let plain = ExploreIndex.of(snapshot).plainSources
        var out: [School] = []
        var plainSeen = false
        for p in positions {
            if plain[p] {
                if plainSeen { continue }
                plainSeen = true
            }
            out.append(snapshot.schools[p])
        }
        return out
    }
}
