import Domain
import QuadAPIModels

/// First-years' high school GPA and class rank from the college's Common Data Set C10–C12
/// (components/school/GpaPanel.tsx; lib/cds/admissions.ts).
enum AdmissionsGpa {
    /// The nine C11 bands, the 4.0 band first.
    static let bands = ["4.0", "3.75\u{2013}3.99", "3.50\u{2013}3.74", "3.25\u{2013}3.49", "3.00\u{2013}3.24",
                        "2.50\u{2013}2.99", "2.0\u{2013}2.49", "1.0\u{2013}1.99", "below 1.0"]

    /// C10 as one sentence, never without the share whose high school reported a rank (`classRankSentence`).
    static func classRankSentence(_ r: CdsAdmissionProfile.ClassRank) -> String? {
        var parts: [String] = []
        if let t = r.topTenth { parts.append("\(SiteFormat.pct(t)) were in the top tenth of their high school class") }
        if let q = r.topQuarter { parts.append("\(SiteFormat.pct(q)) in the top quarter") }
        if parts.isEmpty, let h = r.topHalf { parts.append("\(SiteFormat.pct(h)) were in the top half of their high school class") }
        guard !parts.isEmpty, let share = r.submittedShare else { return nil }
        return parts.joined(separator: ", ") + ", of the \(SiteFormat.pct(share)) whose high school reported a rank."
    }

    static func panel(_ c: ProfileContext) -> [Block] {
        let p = c.school.reported?.admissionProfileView
        let gpa = p?.gpa, rank = p?.classRank
        guard gpa != nil || rank != nil else { return [] }
        let base = "reported.admission_profile."
        let yearPath = gpa != nil ? (gpa?.average != nil ? "gpa.average" : "gpa.scale") : "class_rank.submitted_share"
        let classYear = c.lineage.cited(base + yearPath, c.school).year
        let weighted = gpa?.scale == "weighted"
        var out: [Block?] = [ProfileBlocks.heading(2, gpa != nil ? "First-years' high school GPA" : "First-years' high school class rank",
                                                   anchor: "gpa", eyebrow: classYear.map { "\($0) first-years" } ?? "First-years")]
        if let gpa, let average = gpa.average {
            let label = "Average GPA" + (weighted ? ", weighted" : "")
            out.append(.statTiles(StatTilesBlock(tiles: [StatTile(
                label: label, value: c.value(base + "gpa.average", average, .fixed2),
                term: weighted ? "weighted-gpa" : "high-school-gpa")])))
            if weighted {
                out.append(ProfileBlocks.text("This average gives extra points for honors and AP courses, so it runs above "
                    + "4.0 and can't be compared with an unweighted GPA."))
            }
            if let share = gpa.submittedShare, share < 0.9 {
                out.append(.statTiles(StatTilesBlock(tiles: [StatTile(
                    label: "Reported a GPA", value: c.value(base + "gpa.submitted_share", share, .pct),
                    hint: "From the \(SiteFormat.pct(share)) of first-years who reported a GPA.")])))
            }
        }
        if gpa != nil {
            out.append(ProfileBlocks.text("High schools grade differently, and colleges recalculate or weight GPAs their "
                + "own way, so compare this college only with itself."))
        }
        let columns: [(String, [Double]?)] = [("all", gpa?.bands?.all), ("with_test", gpa?.bands?.withTest),
                                               ("without_test", gpa?.bands?.withoutTest)]
        if let (key, shares) = columns.first(where: { $0.1?.count == bands.count }), let shares {
            out.append(ProfileBlocks.heading(3, "First-years by high school GPA (4.0 scale)", anchor: "gpa-bands", term: "gpa-band"))
            if weighted {
                out.append(ProfileBlocks.text("At colleges with a weighted average, the \u{201C}4.0\u{201D} band seems to "
                    + "hold every GPA of 4.0 or more."))
            }
            out.append(.histogram(HistogramBlock(bins: zip(bands, shares).map { label, share in
                HistogramBin(label: label, value: c.value(base + "gpa.bands.\(key)", share, .pct))
            }, label: "First-years by high school GPA (4.0 scale)")))
        } else if gpa != nil {
            out.append(ProfileBlocks.text("This college publishes an average but not a breakdown."))
        }
        if let rank, let sentence = classRankSentence(rank) {
            out.append(ProfileBlocks.fold("Show class rank", note: "Where first-years stood in their high school class",
                                          anchor: "class-rank", [ProfileBlocks.text(sentence)]))
        }
        if gpa == nil {
            out.append(ProfileBlocks.text(
                "This college doesn't publish first-years' [high school GPA](/glossary#high-school-gpa)."))
        }
        return out.compactMap { $0 }
    }
}
