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
        for file in inputs.verbatim {
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
        let written: FixtureHistory, full: FixtureHistory, programs: Int
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
            let detail = FixtureDetail.make(college, rng: &detailRNG)
            programs = detail.programsWithEarnings
            files = [(historyPath, FixtureJSONWriter.compact(history.json(unitID: identity.unitID)) + [0x0A]),
                     (detailPath, FixtureJSONWriter.compact(detail.json) + [0x0A])]
        }
        var record = FixtureRecord(college: college, trends: FixtureTrends.compute(full), programsWithEarnings: programs,
                                   rng: FixtureRandom(seed: seed, index: identity.index, purpose: Purpose.record))
        let alias = FixtureAliases.College(
            unitID: identity.unitID, name: identity.name,
            domainLabel: FixtureNames.domainLabel(identity.name, acronym: FixtureNames.acronym(identity.name)),
            alwaysAcronym: identity.sharedAcronym || identity.isSample)
        return Built(record: record.json(), files: files, written: written, full: full, alias: alias, identity: identity)
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

    // MARK: - Identities

    /// The real records, the sample college, and the generated colleges' ids, names, types and places.
    private func identities(inputs: FixtureInputs) throws(FixtureError) -> [Entry] {
        var entries: [Entry] = []
        var usedIDs: Set<String> = [FixtureInputs.sampleUnitID]
        var usedNames: Set<String> = [FixtureCollege.sampleName]
        for record in inputs.realSchools {
            guard case let .string(id)? = record["unit_id"], case let .string(name)? = record["name"] else {
                throw FixtureError("a record of schools-sample.json has no unit_id or name")
            }
            usedIDs.insert(id)
            usedNames.insert(name)
            entries.append(.real(record, id: id, name: name))
        }
        // Places by state (in FixtureStates order); a college's state is drawn by the state's weight.
        var placesByState = Array(repeating: [FixtureCentroid](), count: FixtureStates.all.count)
        for place in inputs.centroids where FixtureNames.isPlainCity(place.city) {
            if let i = FixtureStates.index(of: place.state) { placesByState[i].append(place) }
        }
        let stateWeights = FixtureStates.all.enumerated().map { placesByState[$0.offset].isEmpty ? 0 : $0.element.weight }
        let places = placesByState.flatMap { $0 }
        let alabama = inputs.centroids.first { $0.zip == FixtureCollege.sampleZip }
            ?? inputs.centroids.first { $0.state == "AL" } ?? inputs.centroids[0]
        entries.append(.generated(Identity(index: UInt64.max, unitID: FixtureInputs.sampleUnitID,
                                           name: FixtureCollege.sampleName, type: "public", location: alabama,
                                           isSample: true, sharedAcronym: false)))
        let aPlaces = places.filter { $0.city.hasPrefix("A") }
        let count = schools - entries.count
        for i in 0..<count {
            var rng = FixtureRandom(seed: seed, index: UInt64(i), purpose: Purpose.identity)
            // The first three share the acronym "ASU" ("A… State University"), as several real colleges do.
            let shared = i < 3 && !aPlaces.isEmpty
            let type = shared ? "public"
                : ["public", "private-nonprofit", "private-forprofit"][rng.weighted([0.40, 0.55, 0.05])]
            let place = shared ? rng.pick(aPlaces) : rng.pick(placesByState[rng.weighted(stateWeights)])
            let stateName = FixtureStates.name(of: place.state)
            var name = shared ? "\(place.city) State University" : ""
            var attempts = 0
            while name.isEmpty || usedNames.contains(name) {
                attempts += 1
                let drawn = FixtureNames.draw(type: type, city: place.city, stateName: stateName, rng: &rng)
                name = attempts <= 12 ? drawn : attempts <= 24 ? "\(drawn) at \(place.city)" : "\(drawn) \(attempts)"
            }
            usedNames.insert(name)
            let id = Self.unitID(state: place.state, used: &usedIDs, rng: &rng)
            entries.append(.generated(Identity(index: UInt64(i), unitID: id, name: name, type: type, location: place,
                                               isSample: false, sharedAcronym: shared)))
        }
        return entries
    }

    /// A 6-digit id in the state's block (IPEDS ids cluster by state), unique in `used`.
    private static func unitID(state: String, used: inout Set<String>, rng: inout FixtureRandom) -> String {
        let block = 100_000 + (FixtureStates.index(of: state) ?? 0) * 8000
        var n = block + rng.int(0...7999)
        for _ in 0..<8000 {
            if used.insert(String(n)).inserted { return String(n) }
            n = block + (n - block + 1) % 8000
        }
        n = 600_000
        while !used.insert(String(n)).inserted { n += 1 }
        return String(n)
    }

    // MARK: - README

    private func readme(inputs: FixtureInputs) -> String {
        let real = inputs.realSchools.map { record -> String in
            let id = record["unit_id"].flatMap { if case let .string(s) = $0 { s } else { nil } } ?? "?"
            let name = record["name"].flatMap { if case let .string(s) = $0 { s } else { nil } } ?? "?"
            return "\(id) (\(name))"
        }
        return """
        # Generated dataset

        Generated by `quad fixture --schools \(schools) --seed \(seed) --out <this folder>`; do not edit by hand.
        The same options always produce the same bytes, so to change it, delete the folder and run the command again
        (from the repository root, e.g. `swift run quad fixture --schools \(schools) --seed \(seed) --out data/sample`).

        The files follow the site's `data/` layout and shapes.

        - Real: the \(real.count) records \(real.joined(separator: " and ")) in `schools.json` are copied unchanged
          from `Tests/Fixtures/reference-data/schools-sample.json`.
        - Real files, synthesized record: `history/schools/\(FixtureInputs.sampleUnitID).json` and
          `detail/schools/\(FixtureInputs.sampleUnitID).json` are the reference files as they are; the record of
          \(FixtureInputs.sampleUnitID) (\(FixtureCollege.sampleName)) is generated to agree with them.
        - Copies of the reference files: \(FixtureInputs.verbatimFiles.map { "`\($0)`" }.joined(separator: ", ")).
          `history/meta.json` is the reference file with this dataset's counts.
        - Everything else is made up: every other college, its history and detail files, `aliases.json`,
          `changes.json`, and `history/national.json` (computed from the histories written here). Names, places
          (from `data/zip-centroids.csv`) and figures are plausible but do not describe real colleges.

        """
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
