@_spi(Lineage) public import QuadAPIModels

/// Source notes: which sources stand behind a section's or a screen's values, and which fields cite each.
extension Lineage {
    /// The union of the sources behind `paths` at every college in `schools` (the dataset defaults when `schools`
    /// is empty), each with the labels of the fields that cite it.
    ///
    /// Order is first use: colleges in the given order, and for each college the fields in the given order. A
    /// source is one key, URL and year; field labels are listed once each. A derived field contributes the sources
    /// of its inputs; a field from a per-college source (the college's own site, a state law, a directory, a policy
    /// page) with no record at a college contributes nothing for that college.
    public func sources(forFields paths: [String], schools: [School]) -> [SourceGroup] {
        sources(prepare(fields: paths), schools: schools)
    }

    /// The sources behind `paths` at one college (the dataset defaults when `school` is nil).
    public func sources(forFields paths: [String], school: School?) -> [SourceGroup] {
        sources(forFields: paths, schools: school.map { [$0] } ?? [])
    }

    /// The sources behind what a college shows, each item named by the words it is shown with instead of its
    /// field's registry label ("Website", "Instagram"): one group per source in first-use order, listing the items it
    /// covers (HeroIdentity's "Where these links come from").
    public func sources(shown items: [(label: String, path: String)], school: School) -> [SourceGroup] {
        var groups = SourceGroupBuilder()
        for item in items {
            for group in sources(forFields: [item.path], school: school) { groups.add(group.source, field: item.label) }
        }
        return groups.groups
    }
}

extension Lineage {
    /// `groups` followed by a group for each source of `values` none of them lists, described as the dataset
    /// describes it (not one college's document) with the fields its values cite: a chart's other colleges can cite
    /// sources the page's own fields do not (a college's own Common Data Set behind its dot).
    public func sources(_ groups: [SourceGroup], adding values: [Value]) -> [SourceGroup] {
        sources(groups, adding: values.map(\.cited))
    }

    /// `groups` followed by a group for each source of `citations` none of them lists (see
    /// ``sources(_:adding:)-([SourceGroup],[Value])``).
    public func sources(_ groups: [SourceGroup], adding citations: [Cited]) -> [SourceGroup] {
        let listed = Set(groups.map(\.source.key))
        var order: [String] = []
        var fields: [String: [String]] = [:]
        for c in citations where !listed.contains(c.key) {
            if fields[c.key] == nil { order.append(c.key) }
            if !(fields[c.key] ?? []).contains(c.field) { fields[c.key, default: []].append(c.field) }
        }
        return groups + order.map { key in
            let info = SourceDirectory.info(key, in: meta)
            return SourceGroup(source: CitedSource(key: key, label: info.label ?? key, publisher: info.publisher ?? "",
                                                   year: nil, url: info.url ?? "", retrieved: meta.retrieved),
                               fields: fields[key] ?? [])
        }
    }
}

/// Groups sources by identity in first-seen order, collecting field labels without repeats.
struct SourceGroupBuilder {
    private var index: [SourceIdentity: Int] = [:]
    private var sources: [CitedSource] = []
    private var fields: [[String]] = []
    private var seenFields: [Set<String>] = []

    mutating func add(_ source: CitedSource, field: String) {
        add(source, id: SourceIdentity(source), field: field)
    }

    /// Adds `source`, whose identity is `id`; a repeat keeps its place and takes the newer details.
    mutating func add(_ source: CitedSource, id: SourceIdentity, field: String) {
        if let at = index[id] {
            sources[at] = source
            if seenFields[at].insert(field).inserted { fields[at].append(field) }
        } else {
            index[id] = sources.count
            sources.append(source)
            fields.append([field])
            seenFields.append([field])
        }
    }

    var groups: [SourceGroup] {
        zip(sources, fields).map { SourceGroup(source: $0, fields: $1) }
    }
}

/// ``sourceID(_:)`` hashed and compared byte for byte. Hashing a `String` that is not all ASCII (a year such as
/// "2023–24") normalizes it first, which made these lookups a measurable share of a compare page; the texts come from
/// the dataset's one `meta.json`, so equal texts are equal bytes.
struct SourceIdentity: Hashable, Sendable {
    private let text: String

    init(_ source: CitedSource) {
        text = sourceID(source)
    }

    static func == (a: SourceIdentity, b: SourceIdentity) -> Bool {
        a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
