public import Domain
public import QuadAPIModels

/// Builds the typeahead's entries: `GET /search` and `GET /schools/index`.
public enum SchoolIndexBuilder {
    /// One college as an index entry: reference, acceptance rate and applicants (both cited), and the alias that
    /// matched when one did.
    public static func entry(_ school: School, lineage: Lineage, matched: String? = nil) -> SchoolIndexEntry {
        SchoolIndexEntry(ref: SchoolRef(school), acceptance: lineage.value(.acceptance, of: school),
                         applicants: lineage.value(.applicants, of: school), matched: matched)
    }

    /// `GET /schools/index`: every college in dataset order.
    public static func index(_ snapshot: DatasetSnapshot) -> SchoolIndexResponse {
        SchoolIndexResponse(publish: snapshot.publishID,
                            schools: snapshot.schools.map { entry($0, lineage: snapshot.lineage) })
    }

    /// `GET /search`: the best matches for `q` (trimmed, cut to 80 characters), at most `limit` (clamped 1–20),
    /// skipping the first 20 ids of `exclude`.
    public static func search(_ snapshot: DatasetSnapshot, q: String, limit: Int, exclude: [String]) -> SearchResponse {
        let hits = snapshot.search(q, limit: limit, exclude: exclude)
        return SearchResponse(q: SearchIndex.usedQuery(q), results: hits.map {
            entry(snapshot.schools[$0.position], lineage: snapshot.lineage, matched: $0.matched)
        })
    }
}
