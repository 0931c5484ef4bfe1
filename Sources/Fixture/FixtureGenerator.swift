import Domain
public import Foundation
import Synchronization

/// Writes a deterministic dataset in the site's `data/` layout: the same `(schools, seed)` and inputs give the same
/// bytes in every file, on every run.
///
/// The dataset holds the real records of the reference sample unchanged, the sample college 100654 (synthesized,
/// with the real history and detail files), and generated colleges for the rest. Per-college files are written as
/// each college is generated, so memory stays small apart from the national statistics.
public struct FixtureGenerator: Sendable {
    /// Number of colleges in `schools.json` (at least the real records plus the sample college).
    public var schools: Int
    /// Seed of every random draw.
    public var seed: UInt64
    /// Threads that build colleges (the output does not depend on it).
    public var parallelism: Int

    /// Defaults: one thread per active core.
    public init(schools: Int, seed: UInt64, parallelism: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.schools = schools
        self.seed = seed
        self.parallelism = max(1, parallelism)
    }

    /// Purpose codes of the random streams (see ``FixtureRandom``).
    enum Purpose {
        static let identity: UInt64 = 1
        static let college: UInt64 = 2
        static let history: UInt64 = 3
        static let detail: UInt64 = 4
        static let record: UInt64 = 5
        /// The trend-only series of a college (``FixtureTrendMember``).
        static let trends: UInt64 = 6
        /// Conference moves (``FixtureConferences``).
        static let conferences: UInt64 = 7
        /// High schools (``FixtureHighSchools``).
        static let highSchools: UInt64 = 8
        /// The college's own report (``FixtureReported``).
        static let reported: UInt64 = 9
        /// LGBTQ+ life (``FixtureLgbtq``).
        static let lgbtq: UInt64 = 10
        /// The earlier degrees of the majors fact (``FixtureFacts``).
        static let facts: UInt64 = 11
        /// History series drawn after the record (``FixtureHistory/addRecordSeries``).
        static let historyRecord: UInt64 = 12
    }

    /// One college of the dataset before it is generated.
    enum Entry: Sendable {
        case real(FixtureValue, id: String, name: String)
        case generated(Identity)
    }

    /// Who a generated college is: id, name, type, place, and its random-stream index.
    struct Identity: Sendable {
        let index: UInt64
        let unitID: String
        let name: String
        let type: String
        let location: FixtureCentroid
        let isSample: Bool
        let sharedAcronym: Bool
    }

    /// Generates the dataset into `directory`, which must not exist or be empty.
    ///
    /// - Throws: ``FixtureError`` for too few schools, a non-empty or unwritable directory.
    public func write(to directory: URL, inputs: FixtureInputs) throws(FixtureError) -> FixtureSummary {
        let minimum = inputs.realSchools.count + 1
        guard schools >= minimum else {
            throw FixtureError("--schools must be at least \(minimum) (the real records and the sample college)")
        }
        let out = FixtureOutput(root: directory)
        try out.prepare()
        let entries = try identities(inputs: inputs).sorted { a, b in
            Self.name(of: a).utf8.lexicographicallyPrecedes(Self.name(of: b).utf8)
        }

        var schoolsFile = try out.stream("schools.json")
        try schoolsFile.write(Array("[\n".utf8))
        var national = FixtureNational(cpi: inputs.cpi(at:))
        var trends = FixtureTrendFiles()
        var facts = FixtureFacts()
        var aliasColleges: [FixtureAliases.College] = []
        var changeColleges: [FixtureChanges.College] = []
        let generatedCount = schools - inputs.realSchools.count
        let changeStep = max(1, generatedCount / 12)
        var generatedSeen = 0
        var histories = 0

        // Colleges are built in parallel, a batch at a time, and written in order: every college draws from its own
        // random streams, so the bytes do not depend on the threads.
        for batchStart in stride(from: 0, to: entries.count, by: Self.batchSize) {
            let batch = Array(entries[batchStart..<min(entries.count, batchStart + Self.batchSize)])
            let built = Self.parallelMap(batch, workers: parallelism) { entry in self.build(entry, inputs: inputs) }
            for (offset, college) in built.enumerated() {
                for file in college.files { try out.write(file.path, file.bytes) }
                if let written = college.written {
                    national.add(written)
                    histories += 1
                }
                if let member = college.trend { trends.add(member) }
                if let member = college.facts { facts.add(member) }
                aliasColleges.append(college.alias)
                if let identity = college.identity, !identity.isSample {
                    if generatedSeen % changeStep == 0, changeColleges.count < 12, let full = college.full {
                        changeColleges.append(.init(unitID: identity.unitID, record: college.record, history: full))
                    }
                    generatedSeen += 1
                }
                var line = FixtureJSONWriter.compact(college.record)
                line.append(contentsOf: Array((batchStart + offset < entries.count - 1 ? ",\n" : "\n").utf8))
                try schoolsFile.write(line)
            }
        }
        try schoolsFile.write(Array("]\n".utf8))
        try schoolsFile.close()

        try out.write("aliases.json", FixtureJSONWriter.lines(FixtureAliases.rows(aliasColleges, seed: seed)))
        try out.write("changes.json", FixtureJSONWriter.lines(FixtureChanges.rows(changeColleges)))
        try out.write("history/national.json", FixtureJSONWriter.pretty(national.json()))
        let historyMeta = inputs.historyMeta.setting("schools", to: .int(histories)).setting("universe", to: .int(schools))
        try out.write("history/meta.json", FixtureJSONWriter.pretty(historyMeta))
        try out.write("history/facts.json", FixtureJSONWriter.pretty(facts.file(reference: inputs.facts)))
        let built: String = if case let .string(b)? = inputs.historyMeta["built"] { b } else { "" }
        for file in trends.files(built: built, seed: seed, cpi: { inputs.cpi(at: $0) }) {
            try out.write(file.path, file.bytes)
        }
        for file in FixtureHighSchools.files(schools: schools, seed: seed, referenceMeta: inputs.highSchoolMeta,
                                             centroids: inputs.centroids, colleges: trends.members) {
            try out.write(file.path, file.bytes)
        }
        try out.write(CipTitles.file, FixtureCIPTitles.file(
            codes: FixtureCIPTitles.codesUsed(sampleDetail: inputs.sampleDetail, realSchools: inputs.realSchools)))
        for file in inputs.verbatim + inputs.content {
            try out.write(file.path, Array(file.bytes))
        }
        try out.write("README.md", Array(readme(inputs: inputs).utf8))
        return out.summary(schools: schools, histories: histories)
    }

    private static func name(of entry: Entry) -> String {
        switch entry {
        case let .real(_, _, name): name
        case let .generated(identity): identity.name
        }
    }

    /// Colleges built per parallel batch (bounds memory: each holds its record and file bytes until written).
    static let batchSize = 256

    /// One college ready to be written.
    struct Built: Sendable {
        var record: FixtureValue
        var files: [(path: String, bytes: [UInt8])] = []
        /// The history file's content, for the national statistics.
        var written: FixtureHistory?
        /// The history the record's trends were computed from (the written one, completed for the sample).
        var full: FixtureHistory?
        var alias: FixtureAliases.College
        var identity: Identity?
        /// The college as the trend files see it (generated colleges only).
        var trend: FixtureTrendMember?
        /// What the college adds to the national facts (generated colleges only).
        var facts: FixtureFacts.Member?
    }

    /// Builds one college without touching the disk.
    private func build(_ entry: Entry, inputs: FixtureInputs) -> Built {
        switch entry {
        case let .real(value, id, name):
            let website = value.value(at: "links.website").flatMap { if case let .string(s) = $0 { s } else { nil } }
            return Built(record: value, alias: .init(unitID: id, name: name,
                                                     domainLabel: website.flatMap(FixtureAliases.label),
                                                     alwaysAcronym: true))
        case let .generated(identity):
            return build(identity, inputs: inputs)
        }
    }

    /// One generated college: its record, history and detail files.
    private func build(_ identity: Identity, inputs: FixtureInputs) -> Built {
        var rng = FixtureRandom(seed: seed, index: identity.index, purpose: Purpose.college)
        var college = FixtureCollege.generate(unitID: identity.unitID, name: identity.name, type: identity.type,
                                              location: identity.location, rng: &rng)
        var historyRNG = FixtureRandom(seed: seed, index: identity.index, purpose: Purpose.history)
        var detailRNG = FixtureRandom(seed: seed, index: identity.index, purpose: Purpose.detail)
        let historyPath = "history/schools/\(identity.unitID).json"
        let detailPath = "detail/schools/\(identity.unitID).json"
        var written: FixtureHistory, full: FixtureHistory
        let programs: Int
        var detail: FixtureValue?
        var files: [(path: String, bytes: [UInt8])] = []
        if identity.isSample {
            let real = FixtureHistory(json: inputs.sampleHistory)
            college.anchor(history: real, detail: inputs.sampleDetail, rng: &rng)
            // Series the old sample file lacks come from a generated history; the file itself is written as is.
            var complete = FixtureHistory.generate(for: college, rng: &historyRNG)
            for key in real.series.keys.sorted() { complete.series[key] = real.series[key] }
            complete.repeated = real.repeated
            (written, full) = (real, complete)
            programs = FixtureDetail.programsWithEarnings(in: inputs.sampleDetail)
            files = [(historyPath, Array(inputs.sampleHistoryBytes)), (detailPath, Array(inputs.sampleDetailBytes))]
        } else {
            let history = FixtureHistory.generate(for: college, rng: &historyRNG)
            (written, full) = (history, history)
            let made = FixtureDetail.make(college, rng: &detailRNG)
            programs = made.programsWithEarnings
            detail = made.json
        }
        var record = FixtureRecord(college: college, trends: FixtureTrends.compute(full), programsWithEarnings: programs,
                                   rng: FixtureRandom(seed: seed, index: identity.index, purpose: Purpose.record))
        let recordJSON = record.json()
        var trendRNG = FixtureRandom(seed: seed, index: identity.index, purpose: Purpose.trends)
        let member = FixtureTrendMember(record: recordJSON, history: full, homeStates: college.students.homeStates,
                                        rng: &trendRNG)
        if !identity.isSample {
            // The series that end on the record's figures, then the file.
            var recordRNG = FixtureRandom(seed: seed, index: identity.index, purpose: Purpose.historyRecord)
            let join = member.conference.flatMap { FixtureConferences.join(id: identity.unitID, code: $0, seed: seed) }
            var complete = written
            complete.addRecordSeries(record: recordJSON, member: member, join: join, rng: &recordRNG)
            (written, full) = (complete, complete)
            files = [(historyPath, FixtureJSONWriter.compact(complete.json(unitID: identity.unitID)) + [0x0A])]
        }
        // The trend files read the federal record, as the site's trends read federal history.
        var json = recordJSON
        if var detailJSON = detail {
            // The college's own report, from its own stream (the federal figures above do not move).
            var reportedRNG = FixtureRandom(seed: seed, index: identity.index, purpose: Purpose.reported)
            let publishes = FixtureReported.publishes(college, rng: &reportedRNG)
            if publishes {
                var reported = FixtureReported(college: college, record: json, rng: reportedRNG)
                let out = reported.build()
                json = json.setting("reported", to: out.reported).setting("lineage", to: .object(out.lineage))
                    .setting("cds", to: out.cds)
                if let federal = out.federalTests, var admissions = json["admissions"] {
                    // A newer C9 replaces the SAT and ACT blocks; federal_tests keeps what it replaced.
                    for field in out.admissions { admissions = admissions.setting(field.key, to: field.value) }
                    json = json.setting("admissions", to: admissions.setting("federal_tests", to: federal))
                }
                if let aid = out.cdsAid, let tables = detailJSON["tables"] {
                    detailJSON = detailJSON.setting("tables", to: tables.setting("cds_aid", to: aid))
                }
            }
            // LGBTQ+ life: the federal counts, and the policy checks for a college whose own pages were read.
            var lgbtqRNG = FixtureRandom(seed: seed, index: identity.index, purpose: Purpose.lgbtq)
            let pagesRead = publishes || lgbtqRNG.chance(0.08)
            let website = json.value(at: "links.website").flatMap { if case let .string(s) = $0 { s } else { nil } }
                ?? "https://www.example.edu"
            var lgbtq = FixtureLgbtq(college: college, website: website, rng: lgbtqRNG)
            if let made = lgbtq.build(reportsPolicies: pagesRead) {
                json = json.setting("lgbtq", to: made.value)
                if !made.lineage.isEmpty {
                    let records: [FixtureMember] = if case let .object(m)? = json["lineage"] { m } else { [] }
                    json = json.setting("lineage", to: .object(records + made.lineage))
                }
            }
            files.append((detailPath, FixtureJSONWriter.compact(detailJSON) + [0x0A]))
        }
        let alias = FixtureAliases.College(
            unitID: identity.unitID, name: identity.name,
            domainLabel: FixtureNames.domainLabel(identity.name, acronym: FixtureNames.acronym(identity.name)),
            alwaysAcronym: identity.sharedAcronym || identity.isSample)
        var factsRNG = FixtureRandom(seed: seed, index: identity.index, purpose: Purpose.facts)
        let facts = FixtureFacts.member(history: written, majors: college.academics.majors, rng: &factsRNG)
        return Built(record: json, files: files, written: written, full: full, alias: alias, identity: identity,
                     trend: member, facts: facts)
    }

    /// `body` applied to every item on up to `workers` threads; results in item order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], workers: Int, _ body: @escaping @Sendable (T) -> R)
        -> [R]
    {
        let slots = Mutex<[R?]>(Array(repeating: nil, count: items.count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, items.count))) { _ in
            while true {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < items.count else { return }
                let result = body(items[i])
                slots.withLock { $0[i] = result }
            }
        }
        return slots.withLock { $0 }.map { $0! }
    }
}

/// What ``FixtureGenerator/write(to:inputs:)`` wrote.
public struct FixtureSummary: Sendable, Equatable {
    /// Colleges in `schools.json`.
    public let schools: Int
    /// Per-college history files.
    public let histories: Int
    /// Files written.
    public let files: Int
    /// Bytes written.
    public let bytes: Int
}
