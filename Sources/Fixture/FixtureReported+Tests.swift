import Domain
import Foundation

/// C9 for the class of fall 2025 (`reported.tests`): who sent each test, the percentiles and the score bands, in
/// lib/cds/*'s shapes. Like the site's merge, a newer C9 replaces the whole SAT and ACT blocks of `admissions` (with
/// `college-site` records on the replaced fields) and `admissions.federal_tests` keeps the federal ones.
extension FixtureReported {
    /// What C9 changes in the record.
    struct Tests {
        var reported: FixtureValue
        /// `admissions` fields the college's figures replace.
        var admissions: [FixtureMember]
        /// `admissions.federal_tests.sat` / `.act`: the replaced federal blocks.
        var federal: [FixtureMember]
    }

    /// The normal distribution's CDF, for band shares consistent with the percentiles.
    static func cdf(_ x: Double, mean: Double, sd: Double) -> Double { 0.5 * (1 + erf((x - mean) / (sd * 2.0.squareRoot()))) }

    /// Six band shares (top band first) of a normal spread through the 25th and 75th percentiles, 4 places, summing to 1.
    static func bands(_ p25: Double, _ p75: Double, lows: [Double]) -> [Double] {
        let mean = (p25 + p75) / 2, sd = max(1, (p75 - p25) / 1.349)
        // Band i holds [lows[i], lows[i-1]); the top band is open above, the bottom one below.
        var shares: [Double] = []
        for i in lows.indices {
            let upper = i == 0 ? 1.0 : cdf(lows[i - 1], mean: mean, sd: sd)
            let lower = i == lows.count - 1 ? 0.0 : cdf(lows[i], mean: mean, sd: sd)
            shares.append(FixtureRound.four(max(0, upper - lower)))
        }
        let largest = shares.indices.max { shares[$0] < shares[$1] } ?? 0
        shares[largest] = FixtureRound.four(shares[largest] + 1 - shares.reduce(0, +))
        return shares
    }

    mutating func tests(enrolled: Double?) -> Tests? {
        let a = college.admissions
        let hasSAT = a.satReading != nil && a.satMath != nil, hasACT = a.act != nil
        guard hasSAT || hasACT, rng.chance(0.75) else { return nil }
        let p = "reported.tests."
        var reported: [FixtureMember] = [FixtureMember(key: "year", value: 2025)]
        var admissions: [FixtureMember] = [], federal: [FixtureMember] = [], bandMembers: [FixtureMember] = []
        cite(p + "year", year: "Fall 2025", code: "C.901", quote: "Submitting scores, fall 2025")
        func pct3(_ lo: Double, _ hi: Double) -> FixtureValue {
            .obj(["p25": .number(lo), "p50": .number(((lo + hi) / 20).rounded() * 10), "p75": .number(hi)])
        }
        func record(_ path: String, _ code: String, _ quote: String) {
            cite(path, year: "Fall 2025", code: code, quote: quote)
        }
        if hasSAT, let r = a.satReading, let m = a.satMath {
            let shift = Double(rng.int(-2...2) * 10)
            let ebrw = [min(800, max(200, r[0] + shift)), min(800, max(200, r[1] + shift))]
            let math = [min(800, max(200, m[0] + shift)), min(800, max(200, m[1] + shift))]
            let share = FixtureRound.four(FixtureRound.clamp((a.satSubmit ?? 0.4) + rng.range(-0.05, 0.05), 0.02, 1))
            reported += [
                FixtureMember(key: "sat_share", value: .number(share)),
                FixtureMember(key: "sat_submitters", value: .num(enrolled.map { ($0 * share).rounded() })),
                FixtureMember(key: "sat_composite", value: pct3(ebrw[0] + math[0], ebrw[1] + math[1])),
                FixtureMember(key: "sat_ebrw", value: pct3(ebrw[0], ebrw[1])),
                FixtureMember(key: "sat_math", value: pct3(math[0], math[1])),
            ]
            bandMembers += [
                FixtureMember(key: "sat_composite", value: .numbers(Self.bands(ebrw[0] + math[0], ebrw[1] + math[1],
                                                                                lows: [1400, 1200, 1000, 800, 600, 400]))),
                FixtureMember(key: "sat_ebrw", value: .numbers(Self.bands(ebrw[0], ebrw[1], lows: [700, 600, 500, 400, 300, 200]))),
                FixtureMember(key: "sat_math", value: .numbers(Self.bands(math[0], math[1], lows: [700, 600, 500, 400, 300, 200]))),
            ]
            for k in ["sat_share", "sat_submitters", "sat_composite", "sat_ebrw", "sat_math", "bands.sat_composite",
                      "bands.sat_ebrw", "bands.sat_math"] {
                record(p + k, "C.9\(k.hasPrefix("bands") ? "2" : "1")0", "C9 \(k.replacingOccurrences(of: "_", with: " "))")
            }
            let ebrwMid = ((ebrw[0] + ebrw[1]) / 20).rounded() * 10, mathMid = ((math[0] + math[1]) / 20).rounded() * 10
            admissions += [
                FixtureMember(key: "sat_reading_25_75", value: .numbers(ebrw)),
                FixtureMember(key: "sat_math_25_75", value: .numbers(math)),
                FixtureMember(key: "sat_reading_median", value: .number(ebrwMid)),
                FixtureMember(key: "sat_math_median", value: .number(mathMid)),
                FixtureMember(key: "test_submission_rate_sat", value: .number(share)),
            ]
            for k in ["sat_reading_25_75", "sat_math_25_75", "sat_reading_median", "sat_math_median", "test_submission_rate_sat"] {
                record("admissions.\(k)", "C.916", "SAT \(k.replacingOccurrences(of: "_", with: " "))")
            }
            federal.append(FixtureMember(key: "sat", value: .obj([
                "sat_reading_25_75": .numbers(r), "sat_math_25_75": .numbers(m),
                "sat_reading_median": .num(a.satReadingMedian), "sat_math_median": .num(a.satMathMedian),
                "test_submission_rate_sat": .num(a.satSubmit), "year": .int(FixtureSeries.latestFall),
            ])))
        }
        if hasACT, let c = a.act {
            let shift = Double(rng.int(-1...1))
            let comp = [min(36, max(1, c[0] + shift)), min(36, max(1, c[1] + shift))]
            let share = FixtureRound.four(FixtureRound.clamp((a.actSubmit ?? 0.2) + rng.range(-0.05, 0.05), 0.02, 1))
            func pctACT(_ lo: Double, _ hi: Double) -> FixtureValue {
                .obj(["p25": .number(lo), "p50": .number(((lo + hi) / 2).rounded()), "p75": .number(hi)])
            }
            reported += [
                FixtureMember(key: "act_share", value: .number(share)),
                FixtureMember(key: "act_submitters", value: .num(enrolled.map { ($0 * share).rounded() })),
                FixtureMember(key: "act_composite", value: pctACT(comp[0], comp[1])),
            ]
            bandMembers.append(FixtureMember(key: "act_composite",
                                             value: .numbers(Self.bands(comp[0], comp[1], lows: [30, 24, 18, 12, 6, 1]))))
            for k in ["act_share", "act_submitters", "act_composite", "bands.act_composite"] {
                record(p + k, "C.9\(k.hasPrefix("bands") ? "2" : "1")1", "C9 \(k.replacingOccurrences(of: "_", with: " "))")
            }
            var replaced: [FixtureMember] = [
                FixtureMember(key: "act_composite_25_75", value: .numbers(comp)),
                FixtureMember(key: "act_composite_median", value: .number(((comp[0] + comp[1]) / 2).rounded())),
                FixtureMember(key: "test_submission_rate_act", value: .number(share)),
            ]
            var kept: [FixtureMember] = [
                FixtureMember(key: "act_composite_25_75", value: .numbers(c)),
                FixtureMember(key: "act_composite_median", value: .num(a.actMedian)),
                FixtureMember(key: "test_submission_rate_act", value: .num(a.actSubmit)),
            ]
            for (key, federalRange) in [("english", a.actEnglish), ("math", a.actMath)] {
                guard let f = federalRange else { continue }
                let mine = [min(36, max(1, f[0] + shift)), min(36, max(1, f[1] + shift))]
                reported.append(FixtureMember(key: "act_\(key)", value: pctACT(mine[0], mine[1])))
                bandMembers.append(FixtureMember(key: "act_\(key)",
                                                 value: .numbers(Self.bands(mine[0], mine[1], lows: [30, 24, 18, 12, 6, 1]))))
                record(p + "act_\(key)", "C.911", "C9 ACT \(key)")
                record(p + "bands.act_\(key)", "C.921", "C9 ACT \(key) bands")
                replaced.append(FixtureMember(key: "act_\(key)_25_75", value: .numbers(mine)))
                kept.append(FixtureMember(key: "act_\(key)_25_75", value: .numbers(f)))
            }
            admissions += replaced
            for member in replaced { record("admissions.\(member.key)", "C.917", "ACT \(member.key.replacingOccurrences(of: "_", with: " "))") }
            federal.append(FixtureMember(key: "act", value: .object(kept + [FixtureMember(key: "year", value: .int(FixtureSeries.latestFall))])))
        }
        reported.append(FixtureMember(key: "bands", value: .object(bandMembers)))
        return Tests(reported: .object(reported), admissions: admissions, federal: federal)
    }
}
