import Foundation
import QuadAPIModels
@testable import Domain

/// Builders for small synthetic colleges used by the metric, search and insight tests.
enum MetricSchools {
    /// A bare college (core keys only).
    static func make(_ id: String, _ name: String? = nil, city: String = "Springfield", state: String = "IL",
                     type: String = "private-nonprofit") -> School {
        School(unitID: id, name: name ?? "College \(id)", location: SchoolLocation(city: city, state: state), type: type)
    }

    /// A college with one change applied.
    static func make(_ id: String, _ name: String? = nil, _ change: (inout School) -> Void) -> School {
        var s = make(id, name)
        change(&s)
        return s
    }

    /// The two real records of `schools-sample.json` (222178 Abilene Christian, 138558 Abraham Baldwin).
    static func samples() throws -> [School] {
        try DatasetFixtures.sampleSchools()
    }

    static func sample(_ id: String) throws -> School {
        guard let s = try samples().first(where: { $0.unitID == id }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return s
    }

    // MARK: Section editors

    static func admissions(_ s: inout School, _ edit: (inout SchoolAdmissions) -> Void) {
        var a = s.admissions ?? SchoolAdmissions()
        edit(&a)
        s.admissions = a
    }

    static func demographics(_ s: inout School, _ edit: (inout SchoolDemographics) -> Void) {
        var d = s.demographics ?? SchoolDemographics()
        edit(&d)
        s.demographics = d
    }

    static func cost(_ s: inout School, _ edit: (inout SchoolCost) -> Void) {
        var c = s.cost ?? SchoolCost()
        edit(&c)
        s.cost = c
    }

    static func outcomes(_ s: inout School, _ edit: (inout SchoolOutcomes) -> Void) {
        var o = s.outcomes ?? SchoolOutcomes()
        edit(&o)
        s.outcomes = o
    }

    static func trends(_ s: inout School, _ edit: (inout SchoolTrends) -> Void) {
        var t = s.trends ?? SchoolTrends()
        edit(&t)
        s.trends = t
    }

    /// Sets applicants (and nothing else of the funnel).
    static func applicants(_ s: inout School, _ n: Double?) {
        admissions(&s) { $0.applicants = n }
    }

    /// Sets undergraduates.
    static func undergrads(_ s: inout School, _ n: Double?) {
        demographics(&s) { $0.undergradEnrollment = n }
    }

    /// A trend summary.
    static func trend(since: Int = 2014, from: Double?, to: Double?, change: Double?) -> TrendSummary {
        TrendSummary(since: since, from: from, to: to, change: change)
    }

    /// A men/women funnel with the given applicants and admits.
    static func bySex(_ s: inout School, men: (Double?, Double?), women: (Double?, Double?)) {
        admissions(&s) {
            var split = SchoolAdmissions.SexSplit()
            split.men = SchoolAdmissions.SexCounts(applicants: men.0, admitted: men.1, enrolled: nil)
            split.women = SchoolAdmissions.SexCounts(applicants: women.0, admitted: women.1, enrolled: nil)
            $0.bySex = split
        }
    }

    /// Statistics over `schools` (no aliases).
    static func stats(_ schools: [School], aliases: [AliasRow] = []) -> DatasetStatistics {
        DatasetStatistics(schools: schools, aliases: aliases)
    }
}
