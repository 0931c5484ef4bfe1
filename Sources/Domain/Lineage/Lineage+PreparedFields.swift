@_spi(Lineage) public import QuadAPIModels

/// A field list made ready for source notes once, for a page that lists the sources of the same fields on every
/// request: the fields a registered field covers, and, where they are the same for every college without lineage
/// records, the sources behind each one with their identities.
public struct PreparedFields: Sendable {
    struct Entry: Sendable {
        /// The registered path.
        var path: String
        /// The field's label, as the source notes list it.
        var label: String
        /// The sources behind the field at a college without lineage records, each with its identity; nil when they
        /// depend on the college (its Common Data Set, inputs picked from its data).
        var plain: [(source: CitedSource, id: SourceIdentity)]?
    }

    let entries: [Entry]
    /// Whether no entry depends on the college at a college without lineage records.
    let isPlainThroughout: Bool
    /// The source notes with no college (the dataset defaults), when kept.
    let datasetGroups: [SourceGroup]?
    /// The source notes at a college without lineage records, when kept and ``isPlainThroughout``.
    let plainGroups: [SourceGroup]?
}

extension Lineage {
    /// `paths` made ready for ``sources(_:schools:)``: the same notes as ``sources(forFields:schools:)``, with the
    /// work that does not depend on the colleges done here. `keepingNotes` also works out the notes with no college
    /// and at colleges without lineage records, for a list prepared once and used on many requests.
    public func prepare(fields paths: [String], keepingNotes: Bool = false) -> PreparedFields {
        let entries = paths.compactMap { FieldRegistry.covering($0) }.map { def in
            PreparedFields.Entry(path: def.path, label: def.label,
                                 plain: plainSources(def.path).map { list in list.map { ($0, SourceIdentity($0)) } })
        }
        let throughout = entries.allSatisfy { $0.plain != nil }
        let bare = PreparedFields(entries: entries, isPlainThroughout: throughout, datasetGroups: nil, plainGroups: nil)
        guard keepingNotes else { return bare }
        return PreparedFields(entries: entries, isPlainThroughout: throughout, datasetGroups: datasetNotes(bare),
                              plainGroups: throughout ? plainNotes(bare) : nil)
    }

    /// The union of the sources behind the prepared fields at every college in `schools` (the dataset defaults
    /// when `schools` is empty), each with the labels of the fields that cite it; see
    /// ``sources(forFields:schools:)``.
    public func sources(_ prepared: PreparedFields, schools: [School]) -> [SourceGroup] {
        guard !schools.isEmpty else { return prepared.datasetGroups ?? datasetNotes(prepared) }
        // Colleges without lineage records add the same sources in the same order: after the first, they add nothing.
        if prepared.isPlainThroughout, schools.allSatisfy(Self.isPlain) {
            return prepared.plainGroups ?? plainNotes(prepared)
        }
        var groups = SourceGroupBuilder()
        for school in schools {
            let isPlain = Self.isPlain(school)
            for entry in prepared.entries {
                if isPlain, let list = entry.plain {
                    for (source, id) in list { groups.add(source, id: id, field: entry.label) }
                } else {
                    for source in sources(of: entry.path, school) { groups.add(source, field: entry.label) }
                }
            }
        }
        return groups.groups
    }

    /// The notes with no college.
    private func datasetNotes(_ prepared: PreparedFields) -> [SourceGroup] {
        var groups = SourceGroupBuilder()
        for entry in prepared.entries {
            for source in sources(of: entry.path) { groups.add(source, field: entry.label) }
        }
        return groups.groups
    }

    /// The notes at one college without lineage records (every entry has its plain sources).
    private func plainNotes(_ prepared: PreparedFields) -> [SourceGroup] {
        var groups = SourceGroupBuilder()
        for entry in prepared.entries {
            for (source, id) in entry.plain ?? [] { groups.add(source, id: id, field: entry.label) }
        }
        return groups.groups
    }
}
