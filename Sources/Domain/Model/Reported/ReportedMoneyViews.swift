public import QuadAPIModels

/// CDS section G, next year's price (`reported.cost`; lib/types.ts ReportedCost).
public struct CdsCost: Sendable, Hashable, Codable {
    public var nextYear: NextYear?
    public var nextYearDetail: Detail?

    public struct NextYear: Sendable, Hashable, Codable {
        /// "2026–27".
        public var enteringTerm: String?
        public var firstYear: Column?
        public var undergraduate: Column?
    }

    public struct Column: Sendable, Hashable, Codable {
        public var tuition: Tuition?
        public var fees: Double?
        public var foodAndHousing: Double?
        public var housingOnly: Double?
        public var foodOnly: Double?

        /// Tuition + required fees + food and housing at one rate (lib/cds/cost-and-debt.ts `columnTotal`); nil when
        /// any part is missing.
        public func total(outOfState: Bool = false) -> Double? {
            guard let t = tuition?.at(outOfState: outOfState), let fees, let foodAndHousing else { return nil }
            return t + fees + foodAndHousing
        }
    }

    public struct Tuition: Sendable, Hashable, Codable {
        /// "private" or "public".
        public var kind: String?
        public var amount: Double?
        public var inDistrict: Double?
        public var inState: Double?
        public var outOfState: Double?
        public var nonresidentInternational: Double?

        /// The private rate, or the public in-state (else in-district) or out-of-state rate (`tuitionAt`).
        public func at(outOfState out: Bool) -> Double? {
            if kind == "private" { return amount }
            return out ? outOfState : (inState ?? inDistrict)
        }
    }

    public struct Detail: Sendable, Hashable, Codable {
        public var tuitionVariesByYear: Bool?
        public var tuitionVariesByProgram: Bool?
        public var pctPayingMore: Double?
        public var expenses: Expenses?
    }

    public struct Expenses: Sendable, Hashable, Codable {
        public var residents: Residents?
        /// Non-numeric answers as printed, keyed like "residents.transportation".
        public var text: [String: String]?
    }

    public struct Residents: Sendable, Hashable, Codable {
        public var booksSupplies: Double?
        public var transportation: Double?
        public var other: Double?
    }
}

/// CDS B and H4–H5 outcomes (`reported.outcomes`; lib/types.ts ReportedOutcomes).
public struct CdsOutcomes: Sendable, Hashable, Codable {
    public var graduatingClass: GraduatingClass?
    public var graduateDebt: GraduateDebt?

    public struct GraduatingClass: Sendable, Hashable, Codable {
        public var year: Int?
        public var size: Double?
    }

    public struct GraduateDebt: Sendable, Hashable, Codable {
        public var classYear: Int?
        /// "any", "federal", "institutional", "state", "private".
        public var rows: [String: DebtRow]?
    }

    public struct DebtRow: Sendable, Hashable, Codable {
        public var number: Double?
        public var share: Double?
        public var avgPrincipal: Double?
    }
}

/// CDS section H facts (`reported.aid`; lib/types.ts ReportedAid).
public struct CdsAid: Sendable, Hashable, Codable {
    public var edition: String?
    public var aidYear: AidYear?
    /// "federal", "institutional" or "both".
    public var methodology: String?
    public var forms: Forms?
    public var dates: Dates?
    public var international: International?
    public var institutionalGrants: Grants?

    public struct AidYear: Sendable, Hashable, Codable {
        public var start: Int?
        /// "estimated" or "final".
        public var status: String?
    }

    public struct Forms: Sendable, Hashable, Codable {
        public var fafsa: Bool?
        public var ownForm: Bool?
        public var cssProfile: Bool?
        public var stateForm: Bool?
        public var noncustodialProfile: Bool?
        public var businessFarmSupplement: Bool?
        public var other: String?
    }

    public struct Dates: Sendable, Hashable, Codable {
        /// A month and day, "unstated", or null.
        public var priority: JSONValue?
        public var deadline: JSONValue?
        public var noDeadline: Bool?
        public var notifyBy: CdsMonthDay?
        public var notifyRollingFrom: JSONValue?
        public var replyBy: CdsMonthDay?
        public var replyWithinWeeks: Double?
    }

    public struct International: Sendable, Hashable, Codable {
        public var needBased: Bool?
        public var nonNeed: Bool?
        public var none: Bool?
        public var recipients: Double?
        public var average: Double?
    }

    public struct Grants: Sendable, Hashable, Codable {
        public var need: Double?
        public var nonNeed: Double?
    }
}

/// All of CDS section H with a quote per value (`detail.cds_aid`; lib/types.ts CdsAidDetail).
public struct CdsAidDetail: Sendable, Hashable, Codable {
    public var document: Document?
    public var h2: H2?
    public var h7: H7?
    /// Criterion key → which awards consider it.
    public var h14: [String: Marks]?
    public var h15: H15?
    /// Template code ("H.214") → the verbatim quote.
    public var cite: [String: Quote]?

    public struct Document: Sendable, Hashable, Codable {
        public var url: String?
        public var edition: String?
        public var retrieved: String?
    }

    /// Lines a–q of each H2/H2A column.
    public struct H2: Sendable, Hashable, Codable {
        public var firstYears: [String: Double?]?
        public var fullTime: [String: Double?]?
    }

    public struct H7: Sendable, Hashable, Codable {
        public var ownForm: Bool?
        public var cssProfile: Bool?
        public var other: Bool?
        public var otherText: String?
    }

    public struct Marks: Sendable, Hashable, Codable {
        public var nonNeed: Bool?
        public var need: Bool?
    }

    public struct H15: Sendable, Hashable, Codable {
        public var text: String?
        public var display: Bool?
    }

    public struct Quote: Sendable, Hashable, Codable {
        public var quote: String?
    }
}

extension SchoolReported {
    public var costView: CdsCost? { cost?.decoded(as: CdsCost.self) }
    public var outcomesView: CdsOutcomes? { outcomes?.decoded(as: CdsOutcomes.self) }
    public var aidView: CdsAid? { aid?.decoded(as: CdsAid.self) }
}
