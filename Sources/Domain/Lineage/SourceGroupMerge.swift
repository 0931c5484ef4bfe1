@_spi(Lineage) public import QuadAPIModels

extension SourceGroup {
    /// The groups of several source notes as one list: a source (key, URL and year) once, at its first place, with
    /// the field labels of every note that cites it, each once.
    public static func merged(_ lists: [[SourceGroup]]) -> [SourceGroup] {
        var order: [String] = []
        var sources: [String: CitedSource] = [:]
        var fields: [String: [String]] = [:]
        for group in lists.joined() {
            let id = "\(group.source.key)|\(group.source.url)|\(group.source.year ?? "")"
            if sources[id] == nil {
                order.append(id)
                sources[id] = group.source
            }
            for field in group.fields where !(fields[id] ?? []).contains(field) { fields[id, default: []].append(field) }
        }
        return order.compactMap { id in sources[id].map { SourceGroup(source: $0, fields: fields[id] ?? []) } }
    }

    /// These groups without the ones from `key`.
    public static func dropping(_ key: String, from groups: [SourceGroup]) -> [SourceGroup] {
        groups.filter { $0.source.key != key }
    }
}

extension SourceGroup {
    /// The sources `values` cite (each value's headline source and its inputs), with the field each names.
    public static func citing(_ values: [Value]) -> [SourceGroup] {
        merged(values.map { value in
            ([value.cited.source] + (value.cited.inputs ?? [])).map { SourceGroup(source: $0, fields: [value.cited.field]) }
        })
    }
}
