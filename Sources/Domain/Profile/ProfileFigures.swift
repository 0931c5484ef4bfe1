import QuadAPIModels

/// Figures the profile shows that combine a few stored values.
public enum ProfileFigures {
    /// The SAT total range the profile shows (`derived.sat_total`): the college's own Common Data Set total when it
    /// reports one for the same class, else reading + math.
    public static func satTotal(_ s: School) -> ScoreRange? {
        if CitationEngine.satTotalFromCDS(s), let c = s.reported?.tests?.member("sat_composite"),
           let lo = c.member("p25")?.number, let hi = c.member("p75")?.number
        {
            return ScoreRange(lo: lo, hi: hi)
        }
        return Derived.satComposite(s)
    }

    /// The SAT total's median (lib/score-bands.ts `satTotalMedian`): the Common Data Set composite's 50th with the
    /// college's own total, else the sum of the section medians; and the path it cites.
    public static func satTotalMedian(_ s: School) -> (value: Double, path: String)? {
        if CitationEngine.satTotalFromCDS(s), let p50 = s.reported?.testsView?.satComposite?.p50 {
            return (p50, FieldPath.reportedSATComposite)
        }
        guard let r = s.admissions?.satReadingMedian, let m = s.admissions?.satMathMedian else { return nil }
        return (r + m, FieldPath.satMedian)
    }

    /// The full price a public college charges in-state students (else the in-district price), or the one price of
    /// a private college.
    public static func stickerInState(_ s: School) -> Double? {
        s.cost?.sticker?.inState ?? s.cost?.sticker?.inDistrict
    }

    /// "$59,402", or "$16,665 in-state / $23,571 out-of-state" for a public college with two prices.
    public static func stickerPhrase(_ s: School) -> String? {
        guard let inState = stickerInState(s) else { return nil }
        if s.type == "public", let out = s.cost?.sticker?.outOfState, out != inState {
            return "\(SiteFormat.money(inState)) in-state / \(SiteFormat.money(out)) out-of-state"
        }
        return SiteFormat.money(inState)
    }

    /// The setting in plain words ("Large city", "Town near a city", "Rural, remote") from the NCES locale code.
    public static func settingWords(_ s: School) -> String? {
        guard let setting = s.campus?.setting else { return nil }
        if let code = setting.locale, let words = localeWords[code] { return words }
        return setting.label
    }

    /// NCES locale codes in plain words (lib/campus-profile.ts SETTING_SHORT).
    static let localeWords: [Int: String] = [
        11: "Large city", 12: "Midsize city", 13: "Small city",
        21: "Large suburb", 22: "Midsize suburb", 23: "Small suburb",
        31: "Town near a city", 32: "Distant town", 33: "Remote town",
        41: "Rural, near a city", 42: "Rural, distant", 43: "Rural, remote",
    ]

    /// The research tier as the profile hero prints it: "R1", "R2", or "Research college" (RCU); nil without one.
    public static func researchWords(_ s: School) -> String? {
        switch s.campus?.carnegie?.research {
        case "R1": "R1"
        case "R2": "R2"
        case "RCU": "Research college"
        default: nil
        }
    }

    /// The college's designations, directory ones first, then the minority-serving and single-sex ones, in the
    /// site's words with the glossary entry for each (lib/campus-profile.ts DESIGNATION_LABELS, DESIGNATION_TERMS).
    public static func designationWords(_ s: School) -> [(label: String, term: String)] {
        ((s.campus?.designations ?? []) + (s.campus?.msi ?? [])).compactMap { code in
            switch code {
            case "hbcu": ("HBCU", "hbcu")
            case "tribal": ("Tribal college", "tribal-college")
            case "land_grant": ("Land-grant", "land-grant")
            case "hsi": ("Hispanic-Serving", "hsi")
            case "pbi": ("Predominantly Black", "hsi")
            case "aanapisi": ("AANAPISI", "hsi")
            case "annh": ("Alaska Native & Native Hawaiian-Serving", "hsi")
            case "nasnti": ("Native American-Serving", "hsi")
            case "women": ("Women's college", "single-sex")
            case "men": ("Men's college", "single-sex")
            default: nil
            }
        }
    }

    /// "1 in N" or "K in 10" applicants admitted.
    public static func admitRatio(_ s: School) -> String? {
        AdmitRatio.text(s.admissions?.acceptanceRate)
    }
}
