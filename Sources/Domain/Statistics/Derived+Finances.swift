/// The three IPEDS finance forms. Figures on different forms are never compared.
public enum FinanceForm: String, Sendable, Hashable, CaseIterable {
    /// Public colleges (GASB accounting).
    case gasb
    /// Private nonprofit colleges (FASB accounting).
    case fasb
    /// For-profit colleges (no endowment reported).
    case forprofit
}

/// Finance values restricted to one accounting form.
extension Derived {
    /// Instruction spending per student, only for a college reporting on `form`.
    public static func instructionPerStudent(_ s: School, on form: FinanceForm) -> Double? {
        guard let f = s.finances, f.form == form.rawValue else { return nil }
        return f.instructionPerStudent
    }

    /// Endowment per student, only for a college reporting on `form`.
    public static func endowmentPerStudent(_ s: School, on form: FinanceForm) -> Double? {
        guard let f = s.finances, f.form == form.rawValue else { return nil }
        return f.endowmentPerStudent
    }
}
