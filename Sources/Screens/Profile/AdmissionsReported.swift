import Domain
import QuadAPIModels

/// The Getting in blocks from the college's own Common Data Set: where applicants live (C1 by residency), the wait
/// list (C2), applying early (C21–C22), transferring in (D), the regular round (C13–C18), and high school preparation
/// (C3–C5). Each renders nothing when the college's report lacks it.
enum AdmissionsReported {
    typealias Group = (key: String, rate: Double?, yield: Double?, applicants: Double)

    // MARK: - Where applicants live (lib/cds/residency-display.ts, components/school/ResidencyAdmissions.tsx)

    /// In-state, other states and international rates and yields; nil without in-state and out-of-state rates.
    static func residency(_ c: ProfileContext) -> (groups: [Group], notable: Bool, state: String, all: Double?)? {
        guard let b = c.school.reported?.admissionsByResidency else { return nil }
        func group(_ key: String, _ counts: SchoolReported.ResidencyCounts?) -> Group {
            let rate = Derived.acceptanceRate(applicants: counts?.applicants, admitted: counts?.admitted)
            var yield: Double?
            if let admitted = counts?.admitted, admitted >= 10, let enrolled = counts?.enrolled, enrolled <= admitted {
                yield = JSNumber.round(enrolled / admitted * 10_000) / 10_000
            }
            return (key, rate, yield, counts?.applicants ?? 0)
        }
        let all = [group("in_state", b.inState), group("out_of_state", b.outOfState), group("international", b.international)]
        guard all[0].rate != nil, all[1].rate != nil else { return nil }
        let shown = all[2].rate == nil ? Array(all.prefix(2)) : all
        let big = shown.filter { $0.applicants >= 200 }
        var notable = false
        for i in big.indices {
            for j in big.indices where j > i {
                let x = big[i].rate ?? 0, y = big[j].rate ?? 0
                let lo = min(x, y)
                if (x - y).magnitude >= 0.05 - 1e-9 || (lo > 0 && max(x, y) / lo >= 1.5) { notable = true }
            }
        }
        let total = Derived.acceptanceRate(applicants: b.total?.applicants, admitted: b.total?.admitted)
        return (shown, notable, StateName.of(c.school.location.state), total)
    }

    static func pct(_ v: Double?) -> String { SiteFormat.pctSmart(v ?? 0) }

    /// The one-line residency sentence under the funnel, when the gap isn't notable.
    static func residencyLine(_ c: ProfileContext) -> Block? {
        guard let r = residency(c), !r.notable else { return nil }
        return ProfileBlocks.text("Applicants from \(r.state) and from other states were admitted at similar rates "
            + "(\(pct(r.groups[0].rate)) and \(pct(r.groups[1].rate))).")
    }

    /// "Where applicants live", when the gap is notable: the sentence, a bar per group, the same class's rate, the
    /// yield sentence and the caveat.
    static func residencyCard(_ c: ProfileContext) -> [Block] {
        guard let r = residency(c), r.notable else { return [] }
        let g = r.groups
        var sentence = "\(r.state) applicants were admitted at \(pct(g[0].rate)), applicants from other states at "
            + pct(g[1].rate)
        sentence += g.count > 2 ? ", and international applicants at \(pct(g[2].rate))." : "."
        let labels = ["in_state": "From \(r.state)", "out_of_state": "From other states", "international": "From abroad"]
        var out: [Block?] = [ProfileBlocks.heading(3, "Where applicants live", anchor: "residency"),
                             ProfileBlocks.text(sentence)]
        out.append(ProfileBlocks.tiles(g.map {
            ProfileBlocks.tile(labels[$0.key] ?? $0.key, c.value("derived.admit_rate_\($0.key)", $0.rate, .pctSmart),
                               term: "admit-rate-by-residency")
        } + [r.all.flatMap {
            ProfileBlocks.tile("All applicants in the same class", c.value("derived.admit_rate_same_class", $0, .pctSmart))
        }]))
        if let yi = g[0].yield, let yo = g[1].yield {
            var y = "Of those admitted, \(SiteFormat.pctSmart(yi)) from \(r.state) enrolled, against "
                + "\(SiteFormat.pctSmart(yo)) from other states"
            y += g.count > 2 && g[2].yield != nil ? " and \(pct(g[2].yield)) from abroad." : "."
            out.append(ProfileBlocks.text(y))
        }
        out.append(ProfileBlocks.text("Counted by where applicants lived when they applied, which can differ from who "
            + "qualifies for in-state tuition. A group's rate reflects who applies from there as well as how the college "
            + "chooses."))
        return out.compactMap { $0 }
    }

    // MARK: - Wait list and early rounds (components/school/WaitListLine.tsx, EarlyRounds.tsx)

    static let profile = "reported.admission_profile."

    /// The wait-list line: all counts with the share admitted, admitted only, accepted only, or the policy alone.
    static func waitList(_ c: ProfileContext) -> Block? {
        guard let w = c.school.reported?.admissionProfileView?.waitList else { return nil }
        let p = profile + "wait_list."
        if let offered = w.offered, let accepted = w.accepted, let admitted = w.admitted {
            var tiles = [StatTile(label: "Wait list: offered a place", value: c.value(p + "offered", offered, .num), term: "wait-list"),
                         StatTile(label: "accepted", value: c.value(p + "accepted", accepted, .num)),
                         StatTile(label: "admitted", value: c.value(p + "admitted", admitted, .num))]
            if accepted > 0 {
                let rate = admitted / accepted
                let hint = rate > 0 && rate < 0.001 ? "under 0.1%" : nil
                tiles.append(StatTile(label: "of those who accepted", value: c.value("derived.wait_list_admit_rate", rate, .pctSmart),
                                      hint: hint))
            }
            return .statTiles(StatTilesBlock(tiles: tiles))
        }
        if let admitted = w.admitted {
            return .statTiles(StatTilesBlock(tiles: [StatTile(label: "admitted from the wait list",
                                                              value: c.value(p + "admitted", admitted, .num), term: "wait-list")]))
        }
        if let accepted = w.accepted {
            return .statTiles(StatTilesBlock(tiles: [StatTile(label: "Wait list: accepted a place",
                                                              value: c.value(p + "accepted", accepted, .num),
                                                              hint: "admissions from it not published", term: "wait-list")]))
        }
        switch w.policy {
        case true?: return ProfileBlocks.text("Uses a wait list; numbers not published")
        case false?: return ProfileBlocks.text("No wait list")
        case nil: return nil
        }
    }

    /// "apply by Nov 1; decisions by Dec 15".
    static func dates(_ closing: CdsMonthDay?, _ notification: CdsMonthDay?) -> String {
        [closing?.shortLabel.map { "apply by \($0)" }, notification?.shortLabel.map { "decisions by \($0)" }]
            .compactMap { $0 }.joined(separator: "; ")
    }

    /// "Applying early": early decision with its rate beside the same document's overall rate, the dates, the
    /// standing caveat, and early action; one line when the college offers neither.
    static func earlyRounds(_ c: ProfileContext) -> [Block] {
        let p = c.school.reported?.admissionProfileView
        let ed = p?.earlyDecision, ea = p?.earlyAction
        let neither = ed?.offered == false && ea?.offered == false
        guard ed != nil || ea != nil, neither || ed?.offered == true || ea?.offered == true else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Applying early", anchor: "early")]
        if neither { return out.compactMap { $0 } + [ProfileBlocks.text("Doesn't offer early decision or early action")] }
        if let ed, ed.offered == true {
            if let applicants = ed.applicants, applicants > 0, let admitted = ed.admitted {
                let overall = sameDocumentRate(c).map { "; \(SiteFormat.pctSmart($0)) of all applicants" } ?? ""
                out.append(.statTiles(StatTilesBlock(tiles: [
                    StatTile(label: "Early decision: admitted", value: c.value("derived.ed_admit_rate", admitted / applicants, .pctSmart),
                             hint: "\(SiteFormat.num(admitted)) of \(SiteFormat.num(applicants)) early applicants\(overall)",
                             term: "early-decision"),
                ])))
            } else {
                out.append(ProfileBlocks.text("Offers early decision. The college doesn't publish how many apply or are "
                    + "admitted early."))
            }
            let first = dates(ed.first?.closing, ed.first?.notification)
            if !first.isEmpty { out.append(ProfileBlocks.text(first.prefix(1).uppercased() + first.dropFirst())) }
            let other = dates(ed.other?.closing, ed.other?.notification)
            if !other.isEmpty { out.append(ProfileBlocks.text("Second round: \(other)")) }
            out.append(ProfileBlocks.text("Early decision is binding: if admitted, you commit to enroll. Recruited athletes "
                + "and other applicants with an edge often apply early, so the early rate overstates the gain for a "
                + "typical applicant."))
        }
        if let ea, ea.offered == true {
            let d = dates(ea.closing, ea.notification)
            out.append(ProfileBlocks.text((ea.restrictive == true ? "Restrictive early action" : "Early action")
                + " (not binding)" + (d.isEmpty ? "" : ": \(d)")))
            if ea.restrictive == true {
                out.append(ProfileBlocks.text("Restrictive early action: applicants agree not to apply to other colleges' "
                    + "early plans, with exceptions the college sets."))
            }
        }
        if ed?.offered == false, ea?.offered == true { out.append(ProfileBlocks.text("No early decision plan.")) }
        if ea?.offered == false, ed?.offered == true { out.append(ProfileBlocks.text("No early action plan.")) }
        return out.compactMap { $0 }
    }

    /// The overall rate of the same class from the same document as the early counts (their lineage URLs agree).
    static func sameDocumentRate(_ c: ProfileContext) -> Double? {
        let l = c.school.lineage
        guard let url = l?[profile + "early_decision.applicants"]?.url, l?[FieldPath.applicants]?.url == url,
              l?[FieldPath.admitted]?.url == url, let a = c.school.admissions, let applicants = a.applicants,
              applicants > 0, let admitted = a.admitted
        else { return nil }
        return admitted / applicants
    }
}
