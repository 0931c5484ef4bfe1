public import QuadAPIModels

/// CDS C2, C7, C10–C12, C21–C22 (`reported.admission_profile`; lib/types.ts ReportedAdmissionProfile).
public struct CdsAdmissionProfile: Sendable, Hashable, Codable {
    public var gpa: Gpa?
    public var classRank: ClassRank?
    /// C7 row key → "very_important" | "important" | "considered" | "not_considered".
    public var factors: [String: String?]?
    public var waitList: WaitList?
    public var earlyDecision: EarlyDecision?
    public var earlyAction: EarlyAction?

    public struct Gpa: Sendable, Hashable, Codable {
        public var average: Double?
        /// "weighted", "unweighted" or "not_stated".
        public var scale: String?
        public var submittedShare: Double?
        public var bands: Bands?
    }

    /// Nine shares, the 4.0 band first.
    public struct Bands: Sendable, Hashable, Codable {
        public var withTest: [Double]?
        public var withoutTest: [Double]?
        public var all: [Double]?
    }

    public struct ClassRank: Sendable, Hashable, Codable {
        public var topTenth: Double?
        public var topQuarter: Double?
        public var topHalf: Double?
        public var bottomHalf: Double?
        public var bottomQuarter: Double?
        public var submittedShare: Double?
    }

    public struct WaitList: Sendable, Hashable, Codable {
        public var policy: Bool?
        public var offered: Double?
        public var accepted: Double?
        public var admitted: Double?
    }

    public struct Round: Sendable, Hashable, Codable {
        public var closing: CdsMonthDay?
        public var notification: CdsMonthDay?
    }

    public struct EarlyDecision: Sendable, Hashable, Codable {
        public var offered: Bool?
        public var first: Round?
        public var other: Round?
        public var applicants: Double?
        public var admitted: Double?
    }

    public struct EarlyAction: Sendable, Hashable, Codable {
        public var offered: Bool?
        public var closing: CdsMonthDay?
        public var notification: CdsMonthDay?
        public var restrictive: Bool?
    }
}

/// CDS section D, transfer admission (`reported.transfer`; lib/types.ts ReportedTransfer).
public struct CdsTransfer: Sendable, Hashable, Codable {
    public var enrollsTransfers: Bool?
    public var advancedStanding: Bool?
    public var applicants: Counts?
    public var admitted: Counts?
    public var enrolled: Counts?
    public var admitRate: Double?
    /// "fall", "winter", "spring", "summer".
    public var terms: [String]?
    public var minCredits: Double?
    public var minCreditsUnit: String?
    /// Material key → "required" | "required_some" | "recommended" | "recommended_some" | "not_required".
    public var requiredMaterials: [String: String?]?
    public var minHsGpa: Double?
    public var minCollegeGpa: Double?
    public var dates: [String: TermDates]?

    public struct Counts: Sendable, Hashable, Codable {
        public var men: Double?
        public var women: Double?
        public var unknown: Double?
        public var total: Double?
    }

    public struct TermDates: Sendable, Hashable, Codable {
        public var priority: CdsMonthDay?
        public var closing: CdsMonthDay?
        /// A month and day, or the string "rolling".
        public var notification: JSONValue?
        public var reply: CdsMonthDay?
    }
}

/// CDS C13–C18, the regular round (`reported.admissions_logistics`; lib/types.ts ReportedLogistics).
public struct CdsLogistics: Sendable, Hashable, Codable {
    /// "Fall 2026".
    public var cycle: String?
    public var edition: String?
    public var fee: Fee?
    public var regularClosing: CdsMonthDay?
    public var priorityDate: CdsMonthDay?
    public var notification: Notification?
    public var reply: Reply?
    public var housingDeposit: Deposit?
    public var deferredAdmission: Deferred?

    public struct Fee: Sendable, Hashable, Codable {
        public var waiver: Bool?
        public var onlineSame: Bool?
        public var onlineWaiver: Bool?
    }

    public struct Notification: Sendable, Hashable, Codable {
        /// "rolling", "by_date" or "other".
        public var kind: String?
        public var rollingFrom: CdsMonthDay?
        public var byDate: CdsMonthDay?
        public var otherDate: CdsMonthDay?
        public var otherText: String?
    }

    public struct Reply: Sendable, Hashable, Codable {
        /// "fixed_date", "may1_or_weeks", "no_set_date" or "other".
        public var kind: String?
        public var date: CdsMonthDay?
        public var weeks: Double?
        public var otherText: String?
    }

    public struct Deposit: Sendable, Hashable, Codable {
        public var due: CdsMonthDay?
        public var amount: Double?
        /// "full", "partial" or "no".
        public var refundable: String?
    }

    public struct Deferred: Sendable, Hashable, Codable {
        public var allowed: Bool?
        public var maxPostponement: String?
    }
}

/// CDS C3–C5, high school preparation (`reported.admissions_hs_prep`; lib/types.ts ReportedHsPrep).
public struct CdsHsPrep: Sendable, Hashable, Codable {
    /// C.301 in the template's own words.
    public var completion: String?
    /// "required", "recommended" or "neither".
    public var collegePrep: String?
    public var unitsRequired: Units?
    public var unitsRecommended: Units?

    public struct Units: Sendable, Hashable, Codable {
        public var total: Double?
        public var totalSummed: Bool?
        public var english: Double?
        public var math: Double?
        public var science: Double?
        public var lab: Double?
        public var foreignLanguage: Double?
        public var socialStudies: Double?
        public var history: Double?
        public var electives: Double?
    }
}

/// CDS F1/F4 (`reported.greek`), H14 and F2 (`reported.religion`), I-2, I-3, E1, E3 (`reported.academics`).
public struct CdsGreek: Sendable, Hashable, Codable {
    public var fratPctFirstYear: Double?
    public var fratPctUndergrad: Double?
    public var sorPctFirstYear: Double?
    public var sorPctUndergrad: Double?
    public var housing: Bool?
}

public struct CdsReligion: Sendable, Hashable, Codable {
    public var aidByAffiliation: Aid?
    public var campusMinistries: Bool?

    public struct Aid: Sendable, Hashable, Codable {
        public var nonNeed: Bool?
        public var need: Bool?
    }
}

public struct CdsAcademics: Sendable, Hashable, Codable {
    public var classSections: ClassSections?
    public var studentFacultyRatio: Ratio?
    /// Program key → true when the college marked it.
    public var programs: [String: Bool]?
    /// Area key → true when required; present and empty is an open curriculum.
    public var coreCurriculum: [String: Bool]?

    public struct ClassSections: Sendable, Hashable, Codable {
        /// Seven bins: 2–9, 10–19, 20–29, 30–39, 40–49, 50–99, 100+.
        public var sections: [Double]?
        public var sectionsTotal: Double?
        public var term: String?
        public var edition: String?
    }

    public struct Ratio: Sendable, Hashable, Codable {
        public var ratio: Double?
        public var students: Double?
        public var faculty: Double?
        public var term: String?
    }
}

/// CDS C9 (`reported.tests`; lib/types.ts ReportedTests): who sent each test, the percentiles, and the score bands.
public struct CdsTests: Sendable, Hashable, Codable {
    /// The fall of the class the scores describe.
    public var year: Int?
    public var satShare: Double?
    public var actShare: Double?
    public var satSubmitters: Double?
    public var actSubmitters: Double?
    public var satComposite: Percentiles?
    public var satEbrw: Percentiles?
    public var satMath: Percentiles?
    public var actComposite: Percentiles?
    public var actMath: Percentiles?
    public var actEnglish: Percentiles?
    public var bands: Bands?

    public struct Percentiles: Sendable, Hashable, Codable {
        public var p25: Double?
        public var p50: Double?
        public var p75: Double?
    }

    /// Six shares per test, the top band first (lib/score-bands.ts BAND_EDGES).
    public struct Bands: Sendable, Hashable, Codable {
        public var satComposite: [Double]?
        public var satEbrw: [Double]?
        public var satMath: [Double]?
        public var actComposite: [Double]?
        public var actEnglish: [Double]?
        public var actMath: [Double]?
    }
}

extension SchoolReported {
    public var testsView: CdsTests? { tests?.decoded(as: CdsTests.self) }
    public var admissionProfileView: CdsAdmissionProfile? { admissionProfile?.decoded(as: CdsAdmissionProfile.self) }
    public var transferView: CdsTransfer? { transfer?.decoded(as: CdsTransfer.self) }
    public var logisticsView: CdsLogistics? { admissionsLogistics?.decoded(as: CdsLogistics.self) }
    public var hsPrepView: CdsHsPrep? { admissionsHSPrep?.decoded(as: CdsHsPrep.self) }
    public var greekView: CdsGreek? { greek?.decoded(as: CdsGreek.self) }
    public var religionView: CdsReligion? { religion?.decoded(as: CdsReligion.self) }
    public var academicsView: CdsAcademics? { academics?.decoded(as: CdsAcademics.self) }
}
