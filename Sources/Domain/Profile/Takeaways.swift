import QuadAPIModels

/// The profile's one-line readings of a college's numbers (screens-map §0.8). Each returns nil when a figure it
/// needs is not reported, so no sentence ever prints a dash or a zero in place of data.
public enum Takeaways {
    /// "66%" from a rank of 0.655.
    static func share(_ rank: Double) -> String {
        SiteFormat.int(rank * 100) + "%"
    }

    /// "{short name} admits about {1 in N} applicants ({rate}). That puts it in the "{tier}" tier, more selective
    /// than {X}% of the {N} colleges that report admissions."
    public static func admissions(_ s: School, statistics: DatasetStatistics) -> String? {
        guard let rate = s.admissions?.acceptanceRate, let ratio = AdmitRatio.text(rate),
              let rank = statistics.rankOf(s, .acceptance)
        else { return nil }
        let name = SchoolShortName.of(id: s.unitID, name: s.name)
        let count = SiteFormat.num(Double(statistics.reportingCount(.acceptance)))
        return "\(name) admits about \(ratio) applicants (\(SiteFormat.pctSmart(rate))). That puts it in the "
            + "\"\(Tiers.selectivity(rate).label)\" tier, more selective than \(share(1 - rank)) of the "
            + "\(count) colleges that report admissions."
    }

    /// "{pct} of admitted students enroll, {one of the highest | on the lower end | in the typical range} nationally."
    public static func yield(_ s: School, statistics: DatasetStatistics) -> String? {
        guard let y = Derived.yieldRate(s), let r = statistics.rankOf(s, .yield) else { return nil }
        let tone = r >= 0.8 ? "one of the highest" : r <= 0.2 ? "on the lower end" : "in the typical range"
        return "\(SiteFormat.pct(y)) of admitted students enroll, \(tone) nationally."
    }

    /// "The typical admitted student scores around {SAT mid} on the SAT, {comparison} for colleges that report scores."
    public static func scores(_ s: School, statistics: DatasetStatistics) -> String? {
        guard let mid = Derived.satMid(s), let median = statistics.median(.sat) else { return nil }
        let diff = mid - median
        let cmp = diff.magnitude < 15
            ? "right around the national median"
            : "\(SiteFormat.int(diff.magnitude)) points \(diff > 0 ? "above" : "below") the median"
        return "The typical admitted student scores around \(SiteFormat.int(mid)) on the SAT, \(cmp) for colleges "
            + "that report scores."
    }

    /// "A {size} campus of {N} undergrads, where {pell} receive Pell Grants, {a high | a low | a typical} share
    /// compared to other colleges." (ends after "undergrads" without Pell).
    public static func students(_ s: School, statistics: DatasetStatistics) -> String? {
        guard let undergrads = s.demographics?.undergradEnrollment else { return nil }
        let size = Tiers.sizeBucket(undergrads).label.lowercased()
        let base = "A \(size) campus of \(SiteFormat.num(undergrads)) undergrads"
        guard let pell = s.demographics?.pellGrantPercent, let rank = statistics.rankOf(s, .pell) else {
            return base + "."
        }
        let tone = rank >= 0.66 ? "a high share" : rank <= 0.33 ? "a low share" : "a typical share"
        return "\(base), where \(SiteFormat.pct(pell)) receive Pell Grants, \(tone) compared to other colleges."
    }

    /// The campus life panel's headline (lib/insights.ts campusTakeaway): housing in one sentence. "No college housing:
    /// students find their own place to live." when none is offered; otherwise "Housing for {N} students" (or "College
    /// housing" without a capacity), ending ", and every first-year lives on campus." when first-years must live there.
    /// Nil without housing data.
    public static func campus(_ s: School) -> String? {
        guard let housing = s.campus?.housing else { return nil }
        guard housing.offered == true else { return "No college housing: students find their own place to live." }
        let beds = housing.capacity.map { "Housing for \(SiteFormat.num($0)) students" } ?? "College housing"
        return housing.firstYearsRequired == true ? "\(beds), and every first-year lives on campus." : "\(beds)."
    }

    /// "In {year}, the average first-year paid an estimated {money} in total (…, after grants), {comparison}." and,
    /// with a grant share, an aided net price and a sticker, who paid what.
    public static func cost(_ s: School, statistics: DatasetStatistics) -> String? {
        guard let paid = s.cost?.avgPaidAll, let median = statistics.median(.avgCost) else { return nil }
        let diff = paid - median
        let cmp = diff.magnitude < 1000
            ? "about the national median"
            : "\(SiteFormat.moneyCompact(diff.magnitude)) \(diff < 0 ? "less" : "more") than the national median"
        // lib/insights.ts costTakeaway writes "In {year}," even when the year is missing.
        let year = "In \(s.cost?.year ?? ""), the"
        var text = "\(year) average first-year paid an estimated \(SiteFormat.money(paid)) in total (tuition, housing, "
            + "food, books and other costs, after grants), \(cmp)."
        if let share = s.aid?.grantPct, let aided = s.cost?.aidedNetPrice, let sticker = ProfileFigures.stickerPhrase(s) {
            text += " The \(SiteFormat.pct(share)) who received grants paid \(SiteFormat.money(aided)) on average; the "
                + "other \(SiteFormat.pct(1 - share)) paid the full sticker price of \(sticker)."
        }
        return text
    }

    /// "Grants cover {g} of the {full price} full price on average across all first-years ({tier}), more than at
    /// {rank}% of colleges." plus what that means for the sticker price at the ends of the scale.
    public static func generosity(_ s: School, statistics: DatasetStatistics) -> String? {
        guard let g = Derived.aidGenerosity(s), let full = s.cost?.breakdown?.fullPrice,
              let rank = statistics.rankOf(s, .aidGenerosity)
        else { return nil }
        let tier = Tiers.generosity(g).label.lowercased()
        var text = "Grants cover \(SiteFormat.pct(g)) of the \(SiteFormat.money(full)) full price on average across all "
            + "first-years (\(tier)), more than at \(share(rank)) of colleges."
        if g >= 0.4 {
            text += " The sticker price overstates what most students here actually pay."
        } else if g < 0.25 {
            text += " Most students here pay close to the sticker price."
        }
        return text
    }

    /// Earnings and graduation joined by "; ", then the payback years when known.
    public static func outcomes(_ s: School, statistics: DatasetStatistics) -> String? {
        var parts: [String] = []
        if let earnings = s.outcomes?.medianEarnings10yr {
            let rank = statistics.rankOf(s, .earnings).map { ", more than at \(share($0)) of colleges" } ?? ""
            parts.append("Former students earn a median \(SiteFormat.money(earnings)) ten years after enrolling\(rank)")
        }
        if let grad = s.outcomes?.graduationRate {
            parts.append("\(SiteFormat.pct(grad)) graduate within six years")
        }
        guard !parts.isEmpty else { return nil }
        let payback = Derived.paybackYears(s).map {
            " Four years of net price is about \(JSNumber.toFixed($0, 1)) years of that salary."
        } ?? ""
        return parts.joined(separator: "; ") + "." + payback
    }

    /// Up to four sentences (academics/page.tsx's takeaway; the stored lib/insights.ts has no `academicsTakeaway`):
    /// the most popular major, students per faculty member (against other colleges when ranked), the full-time faculty
    /// share, instruction spending; a general line when none is known.
    public static func academics(_ s: School, statistics: DatasetStatistics) -> String {
        var parts: [String] = []
        if let top = s.academics?.majorsTop?.first, let title = top.title {
            let share = top.share.map { " (\(SiteFormat.pct($0)) of graduates)" } ?? ""
            parts.append("The most popular major is \(title)\(share).")
        }
        // academics/page.tsx prints the ratio as it is stored (`${ratio}`), with the comparison only when ranked.
        if let ratio = s.academics?.studentFacultyRatio {
            let vs = statistics.rankOf(s, .studentFaculty).map { rank in
                let fewer = rank <= 0.5
                return ", \(fewer ? "fewer" : "more") than at \(share(fewer ? 1 - rank : rank)) of colleges"
            } ?? ""
            parts.append("\(JSNumber.string(ratio)) students for every faculty member\(vs).")
        }
        if let ft = s.academics?.faculty?.fullTimeShare {
            parts.append("\(SiteFormat.pct(ft)) of faculty are full-time.")
        }
        if let spend = s.finances?.instructionPerStudent {
            parts.append("Spends \(SiteFormat.money(spend)) a year on instruction per student.")
        }
        return parts.isEmpty ? "How this college invests in students." : parts.joined(separator: " ")
    }

    /// Admission rates of men and women: the gap when it is notable (3+ points with 200+ applicants of each sex),
    /// "similar rates" when it is small, and a caution when one sex has under 200 applicants.
    public static func admissionsBySex(_ s: School) -> (text: String, notable: Bool)? {
        let rates = Derived.admitRatesBySex(s)
        guard let men = rates.men, let women = rates.women, let b = s.admissions?.bySex else { return nil }
        let m = SiteFormat.pctSmart(men), w = SiteFormat.pctSmart(women)
        guard let gap = Derived.admitRateGap(s) else {
            let small = min(b.men?.applicants ?? 0, b.women?.applicants ?? 0) < Derived.bySexMinApplicants
            return small
                ? ("Men were admitted at \(m), women at \(w); with under 200 applicants of one sex, the difference "
                    + "says little.", false)
                : nil
        }
        if gap.magnitude >= 0.03 {
            return gap < 0
                ? ("Men were admitted at \(m), women at \(w).", true)
                : ("Women were admitted at \(w), men at \(m).", true)
        }
        return ("Men and women were admitted at similar rates (\(m) and \(w)).", false)
    }

    /// "Almost everyone studies full-time." under 3% part-time, else "{share} of undergrads study part-time."
    public static func partTime(_ s: School) -> String? {
        guard let share = s.demographics?.partTimeShare else { return nil }
        return share < 0.03 ? "Almost everyone studies full-time." : "\(SiteFormat.pctSmart(share)) of undergrads study part-time."
    }

    /// "held about steady" under 1.5%, else "rose N%" / "fell N%".
    static func moved(_ change: Double) -> String {
        if change.magnitude < 0.015 { return "held about steady" }
        return "\(change > 0 ? "rose" : "fell") \(SiteFormat.int(change.magnitude * 100))%"
    }

    /// The Over time reading: full price against what the average first-year paid over the default window (after
    /// inflation), then applications and the acceptance rate.
    public static func history(_ h: SchoolHistory, files: HistoryFiles) -> String? {
        var sentences: [String] = []
        let series = h.series ?? [:]
        func change(_ key: String) -> HistoryChange? {
            guard let def = HistorySeriesCatalog.def(key), let window = HistoryMath.defaultWindow(files.meta, def.kind)
            else { return nil }
            return HistoryMath.changeOver(def, series[key], window, cpi: files.cpi)
        }
        // lib/insights.ts historyTakeaway: the window starts at the later of the two series' first years; with the
        // full price alone, one sentence about it; applications without the acceptance rate, no rate clause.
        let full = change("full_price")
        if let full, let paid = change("avg_paid_all") {
            let since = YearLabel.full(max(full.fromYear, paid.fromYear), .academic)
            let start = "Since \(since), the full price \(moved(full.change)) after inflation"
            if (paid.change - full.change).magnitude < 0.03 {
                sentences.append(start + ", and what the average first-year paid moved with it.")
            } else {
                let generosity = change("aid_generosity")?.change ?? 0
                let why = paid.change < full.change && generosity > 0.01
                    ? ", because grants grew faster"
                    : paid.change > full.change && generosity < -0.01 ? ", as grants covered less of it" : ""
                sentences.append(start + ", while what the average first-year paid \(moved(paid.change))\(why).")
            }
        } else if let full {
            sentences.append("Since \(YearLabel.full(full.fromYear, .academic)), the full price \(moved(full.change)) "
                + "after inflation.")
        }
        if let apps = change("applicants"), !HistoryMath.isTinyBase(apps) {
            let rate = change("acceptance_rate").map {
                ", and the acceptance rate went from \(SiteFormat.pctSmart($0.fromValue)) to \(SiteFormat.pctSmart($0.toValue))"
            } ?? ""
            sentences.append("Applications \(moved(apps.change)) since fall \(apps.fromYear)\(rate).")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}
