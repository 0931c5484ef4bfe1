import Foundation
import QuadAPIModels
import Testing
@testable import Domain
@testable import Fixture

/// The history series `quad fixture` draws after the record (athletics and ROTC codes, eight-year outcomes,
/// graduation by race and cohorts, residence shares), read back with the generic JSON decoder: the site's shapes
/// (lib/history.ts SERIES, `values[i]` is year `start + i`), each ending on the record's figure (rule 1), on a
/// realistic share of colleges, and the conference moves agreeing with `conferences.json`.
struct FixtureHistoryRecordSeriesTests {
    private func parsed() throws -> FixtureDatasets.Parsed { try FixtureDatasets.mainParsed.get() }

    private func generated() throws -> [(record: JSONValue, series: [String: FixtureDatasets.Series])] {
        let p = try parsed()
        return p.records.compactMap { r in
            guard let id = r.fxString("unit_id"), id != "100654", let s = p.histories[id] else { return nil }
            return (r, s)
        }
    }

    private static func last(_ s: FixtureDatasets.Series) -> (year: Int, value: Double?) {
        (s.start + s.values.count - 1, s.values.last ?? nil)
    }

    /// Codes end on today's record: the conference codes, the association (1 NCAA, 2 NAIA only, 3 neither) and ROTC
    /// (1 offered, 2 not listed), in 2009–10 to 2024–25; every college with athletics has the association series.
    @Test func athleticsCodesEndOnTheRecord() throws {
        var withAthletics = 0
        for (r, s) in try generated() {
            guard case .object? = r.fxAt("campus.athletics") else {
                #expect(s["athletic_association"] == nil && s["conference"] == nil)
                continue
            }
            withAthletics += 1
            let association = try #require(s["athletic_association"])
            guard case let .array(a)? = r.fxAt("campus.athletics.associations") else { throw FixtureDatasets.Failure("associations") }
            let names = a.compactMap { if case let .string(x) = $0 { x } else { nil } }
            let expected: Double = names.contains("ncaa") ? 1 : names.contains("naia") ? 2 : 3
            #expect(Self.last(association) == (2024, expected))
            #expect(association.start == 2009 && association.values.count == 16)
            if let code = r.fxNumber("campus.athletics.conference.code") {
                #expect(Self.last(try #require(s["conference"])).value == code)
            } else {
                #expect(s["conference"] == nil)
            }
            if let code = r.fxNumber("campus.athletics.football_conference.code") {
                #expect(Self.last(try #require(s["football_conference"])).value == code)
            }
            if case let .array(rotc)? = r.fxAt("campus.programs.rotc") {
                #expect(Self.last(try #require(s["rotc"])).value == (rotc.isEmpty ? 2 : 1))
            }
        }
        #expect(withAthletics > 250)
    }

    /// conferences.json `moves` (joined) name a year and the league the member came from: the member's history has
    /// that league the school year before and today's conference from that year on.
    @Test func conferenceMovesAgreeWithTheConferencesFile() throws {
        let dir = try FixtureDatasets.mainDirectory()
        let file = try FixtureDatasets.json("history/trends/conferences.json", in: dir)
        guard case let .array(rows)? = file.fxAt("conferences") else { throw FixtureDatasets.Failure("conferences") }
        let histories = try parsed().histories
        var checked = 0
        for row in rows {
            guard let code = row.fxNumber("code"), case let .array(moves)? = row.fxAt("moves") else { continue }
            for m in moves where m.fxAt("joined") == .bool(true) {
                guard let id = m.fxString("unit_id"), id != "100654", let s = histories[id]?["conference"],
                      let year = m.fxNumber("year").map({ Int($0) }), let other = m.fxNumber("other") else { continue }
                #expect(s.value(year - 1) == other && s.value(year) == code, "\(id) \(year)")
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    /// Eight-year outcomes end with the record's entering class (fall 2016) and its award and transfer shares;
    /// graduation by race ends with the record's class of 2018, its rate null exactly when that class had fewer
    /// than 30 students; residence shares sit on even falls only and end on the record's fall 2024 shares; the Pell
    /// cohort ends on the record's.
    @Test func outcomeAndResidenceSeriesEndOnTheRecord() throws {
        var om = 0, race = 0, residence = 0, total = 0
        for (r, s) in try generated() {
            total += 1
            if let award = r.fxNumber("outcomes.eight_year.all.award") {
                om += 1
                let year = try #require(r.fxNumber("outcomes.eight_year.entering_year")).map { Int($0) }
                #expect(Self.last(try #require(s["om_award"])) == (year, award))
                #expect(Self.last(try #require(s["om_transfer"])).value == r.fxNumber("outcomes.eight_year.all.transferred"))
                #expect(Self.last(try #require(s["om_award_pell"])).value == r.fxNumber("outcomes.eight_year.pell.award"))
                // Within 4 and 6 years end on the record's figures over the same classes, and stay cumulative.
                let eight = try #require(s["om_award"])
                for (key, path) in [("om_award_4", "award_4"), ("om_award_6", "award_6")] {
                    let within = try #require(s[key])
                    #expect(Self.last(within) == (year, try #require(r.fxNumber("outcomes.eight_year.all.\(path)"))))
                    #expect(within.start == eight.start && within.values.count == eight.values.count)
                    for (a, b) in zip(within.values, eight.values) { #expect((a ?? 0) <= (b ?? 0) + 0.0001) }
                }
            }
            for g in HistorySeriesCatalog.gradRaceGroups {
                guard let cohort = r.fxNumber("outcomes.grad_cohorts_by_race.\(g.key)") else { continue }
                let cohorts = try #require(s["grad_cohort_\(g.key)"])
                #expect(Self.last(cohorts) == (2018, cohort))
                if let rates = s["grad_rate_\(g.key)"] {
                    race += 1
                    for (i, v) in rates.values.enumerated() {
                        #expect((v == nil) == ((cohorts.value(rates.start + i) ?? 0) < 30))
                    }
                    #expect(Self.last(rates).value == r.fxNumber("outcomes.grad_rate_by_race.\(g.key)"))
                } else {
                    #expect(r.fxNumber("outcomes.grad_rate_by_race.\(g.key)") == nil)
                }
            }
            if let share = r.fxNumber("demographics.residence.out_of_state") {
                residence += 1
                let s = try #require(s["out_of_state_share"])
                #expect(Self.last(s) == (2024, share))
                for (i, v) in s.values.enumerated() { #expect((v == nil) == ((s.start + i) % 2 == 1)) }
            }
            if let pell = r.fxNumber("outcomes.grad_cohorts.pell"), s["grad_cohort_pell"] != nil {
                #expect(Self.last(s["grad_cohort_pell"]!) == (2018, pell))
            }
        }
        #expect(om > total * 8 / 10 && residence > total * 8 / 10 && race > total)
    }

    /// Transfer-ins every fall from 2008 and instruction spending every fiscal year from 2004 end on the record's
    /// figures (the site's transfers and finances tests: start, then the last value equals the snapshot's).
    @Test func transferAndInstructionSeriesEndOnTheRecord() throws {
        var transfers = 0, instruction = 0, total = 0
        for (r, s) in try generated() {
            total += 1
            if let count = r.fxNumber("demographics.transfer_in.count"),
               let share = r.fxNumber("demographics.transfer_in.share_of_new") {
                transfers += 1
                let counts = try #require(s["transfer_in_count"]), shares = try #require(s["transfer_in_share"])
                #expect(counts.start == 2008 && shares.start == 2008)
                #expect(Self.last(counts) == (2024, count) && Self.last(shares) == (2024, share))
                #expect(shares.values.allSatisfy { ($0 ?? 0.5) > 0 && ($0 ?? 0.5) < 1 })
            }
            if let spend = r.fxNumber("finances.instruction_per_student") {
                instruction += 1
                let series = try #require(s["instruction_per_student"])
                #expect(series.start == 2004)
                #expect(Self.last(series) == (2023, spend))
            }
        }
        #expect(transfers > total / 2 && instruction > total / 2)
    }
}
