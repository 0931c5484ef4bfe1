import Domain
/// Who the colleges of a generated dataset are: ids, names, types and places.
extension FixtureGenerator {
    /// The real records, the sample college, and the generated colleges' ids, names, types and places.
    func identities(inputs: FixtureInputs) throws(FixtureError) -> [Entry] {
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
    static func unitID(state: String, used: inout Set<String>, rng: inout FixtureRandom) -> String {
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
}
