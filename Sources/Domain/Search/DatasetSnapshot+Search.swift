extension DatasetSnapshot {
    /// Typeahead search over this dataset (``SearchIndex/search(_:limit:exclude:)``).
    public func search(_ q: String, limit: Int = SearchIndex.defaultLimit, exclude: [String] = []) -> [SearchHit] {
        statistics.search.search(q, limit: limit, exclude: exclude)
    }

    /// Every college matching `q`, best first (``SearchIndex/matches(_:)``).
    public func searchMatches(_ q: String) -> [SearchHit] {
        statistics.search.matches(q)
    }
}
