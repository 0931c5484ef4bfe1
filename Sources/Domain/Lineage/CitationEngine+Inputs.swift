import QuadAPIModels

/// The inputs a derived value actually used at one college: most use every registered input; yield, the SAT total
/// as shown and the GPA estimate pick theirs per college.
extension CitationEngine {
    func inputsUsed(_ path: String, _ inputs: [String], school: School?) -> [String] {
        switch path {
        case FieldPath.satTotal:
            return school.map(Self.satTotalFromCDS) == true ? [FieldPath.reportedSATComposite] : [FieldPath.satComposite]
        case FieldPath.gpaEstimate:
            return school.map(Self.gpaEstimateInputs) ?? inputs
        case FieldPath.yield:
            // Yield pairs enrolled with admitted of one class: the shown pair when both describe the same year,
            // otherwise the previous class kept in admissions.federal.
            let lineage = school?.lineage
            let sameClass = RecordYear(lineage?[FieldPath.enrolled]) == RecordYear(lineage?[FieldPath.admitted])
            if sameClass || !(school?.admissions?.federal).isPresent {
                return inputs.filter { $0 != FieldPath.federalAdmissions }
            }
            return [FieldPath.federalAdmissions]
        default:
            return inputs
        }
    }

    /// True when the college's SAT sections come from the same Common Data Set class as its reported C9 scores and
    /// that document gives its own SAT total.
    static func satTotalFromCDS(_ school: School) -> Bool {
        guard let tests = school.reported?.tests, let composite = tests.member("sat_composite"),
              composite.member("p25")?.number != nil, composite.member("p75")?.number != nil
        else { return false }
        guard let record = school.lineage?[FieldPath.satReading],
              record.source == SourceKey.collegeSite || record.source == SourceKey.cds
        else { return false }
        let fall = firstYear(in: record.year)
        return fall != nil && fall == tests.member("year")?.number.map { Int($0) }
    }

    /// The SAT total as shown exists: the college's own total, or both section ranges.
    static func hasSATTotal(_ school: School) -> Bool {
        satTotalFromCDS(school)
            || (school.admissions?.satReading25_75 != nil && school.admissions?.satMath25_75 != nil)
    }

    /// The inputs of the GPA estimate at one college: its SAT total, else its ACT range; its acceptance rate; and its
    /// published average when it has one.
    static func gpaEstimateInputs(_ school: School) -> [String] {
        var out: [String] = []
        if hasSATTotal(school) {
            out.append(FieldPath.satTotal)
        } else if school.admissions?.actComposite25_75 != nil {
            out.append(FieldPath.actComposite)
        }
        out.append(FieldPath.acceptanceRate)
        let average = school.reported?.admissionProfile?.member("gpa")?.member("average")
        if let average, average != .null { out.append("reported.admission_profile.gpa.average") }
        return out
    }

    /// The first four-digit year in a label: "Fall 2025" → 2025, "2025–26" → 2025.
    static func firstYear(in label: String?) -> Int? {
        guard let label else { return nil }
        let digits = Array(label.utf8)
        var run = 0
        for (i, byte) in digits.enumerated() {
            run = (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) ? run + 1 : 0
            if run == 4 { return Int(String(decoding: digits[(i - 3)...i], as: UTF8.self)) }
        }
        return nil
    }
}

/// A lineage record's year as the site compares it: no record or no `year` key, an explicit null, or a label.
enum RecordYear: Equatable {
    case absent
    case null
    case label(String)

    init(_ record: LineageRecord?) {
        guard let record, record.hasYear else { self = .absent; return }
        self = record.year.map(RecordYear.label) ?? .null
    }
}

