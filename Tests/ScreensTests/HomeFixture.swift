import Domain
import Foundation

/// Six hand-built colleges on Home's floors and ties; every expectation in `HomeScreenTests` is worked out by hand
/// from the numbers here (listed in the comment of each college).
enum HomeFixture {
    struct Row {
        let id: String, name: String, state: String, type: String
        var year: Int?, applicants: Double?, admitted: Double?, rate: Double?, sat: Double?
        var undergrads: Double?, earnings: Double?, cost: Double?, pell: Double?
    }

    static let rows: [Row] = [
        // A: pooled; on the earnings board (tie with C, first in file order), the cost and Pell boards; 1 in 20.
        Row(id: "1", name: "Alpha University", state: "MA", type: "public", year: 2024, applicants: 20000, admitted: 1000,
            rate: 0.05, sat: 1400, undergrads: 6000, earnings: 90000, cost: 30000, pell: 0.2),
        // B: pooled; the only college under 5% with 1,000+ applicants (1 in 25); 999 undergrads keeps it off the
        // earnings board although it earns the most.
        Row(id: "2", name: "Beta College", state: "MA", type: "private-nonprofit", year: 2024, applicants: 5000,
            admitted: 200, rate: 0.04, sat: 1500, undergrads: 999, earnings: 120000, cost: nil, pell: 0.5),
        // C: pooled; 999 applicants keeps it off "Hardest to get into" although its rate is lowest.
        Row(id: "3", name: "Gamma State University", state: "TX", type: "public", year: 2024, applicants: 999, admitted: 9,
            rate: 0.009, sat: nil, undergrads: 30000, earnings: 90000, cost: 12000, pell: 0.6),
        // D: no applicants or admits (not pooled); exactly 1,000 undergrads: on the earnings board.
        Row(id: "4", name: "Delta College", state: "TX", type: "private-nonprofit", year: 2023, applicants: nil,
            admitted: nil, rate: nil, sat: nil, undergrads: 1000, earnings: 50000, cost: nil, pell: 0.3),
        // E: applicants but no admits (not pooled); exactly 5,000 undergrads: on the cost and Pell boards (Pell tie
        // with C, after it in file order).
        Row(id: "5", name: "Epsilon University", state: "CA", type: "public", year: 2023, applicants: 10000, admitted: nil,
            rate: nil, sat: nil, undergrads: 5000, earnings: nil, cost: 15000, pell: 0.6),
        // F: zero applicants (not pooled).
        Row(id: "6", name: "Zeta Institute", state: "PR", type: "private-nonprofit", year: nil, applicants: 0, admitted: 0,
            rate: nil, sat: nil, undergrads: 200, earnings: nil, cost: nil, pell: nil),
    ]

    static var schools: [School] {
        rows.map { r in
            var s = School(unitID: r.id, name: r.name, location: SchoolLocation(city: "Town", state: r.state), type: r.type)
            var a = SchoolAdmissions()
            a.year = r.year
            a.applicants = r.applicants
            a.admitted = r.admitted
            a.acceptanceRate = r.rate
            if let sat = r.sat {
                // Each section's range centred on half the composite midpoint.
                a.satReading25_75 = ScoreRange(lo: sat / 2 - 50, hi: sat / 2 + 50)
                a.satMath25_75 = ScoreRange(lo: sat / 2 - 50, hi: sat / 2 + 50)
            }
            s.admissions = a
            var d = SchoolDemographics()
            d.undergradEnrollment = r.undergrads
            d.pellGrantPercent = r.pell
            s.demographics = d
            var o = SchoolOutcomes()
            o.medianEarnings10yr = r.earnings
            s.outcomes = o
            var c = SchoolCost()
            c.avgPaidAll = r.cost
            s.cost = c
            return s
        }
    }

    static let snapshot: DatasetSnapshot = {
        do {
            return try DatasetSnapshot(schools: schools, meta: SampleDataset.snapshot.meta, releaseCalendar: ReleaseCalendar(),
                                       publishID: "home-fixture", loadedAt: Date(timeIntervalSince1970: 0))
        } catch {
            fatalError("home fixture: \(error)")
        }
    }()
}
