import Core
import Domain
import Foundation
public import QuadAPIModels

/// Turns untrusted JSON (a request body, a stored document) into a ``StudentProfileData`` the way the site's
/// sanitizer does (userdata-map §2.4): anything invalid is dropped, never clamped or coerced into range; lists are
/// de-duplicated and capped; numbers may come as numbers or as numeric text.
///
/// A change (``apply(_:to:)``) names only what it changes: a group left out, or a field left out of a group, keeps
/// its stored value; a field sent as `null`, or sent with a value the rules refuse, is cleared.
///
/// ```swift
/// let stored = StudentProfileSanitizer.document(storedJSON)
/// let saved = try StudentProfileSanitizer.apply(body, to: stored)   // throws for a group that is not an object
/// ```
public enum StudentProfileSanitizer {
    /// Graduation years the form offers and the profile keeps.
    public static let gradYears = 2000...2035
    /// `basics.stateOfResidence` for a student outside the United States.
    public static let outsideUS = "OUTSIDE_US"
    public static let gpaScales = ["4.0", "5.0", "100"]
    public static let sizes = ["small", "medium", "large", "xl"]
    public static let settings = ["city", "suburb", "town", "rural"]
    public static let types = ["public", "private-nonprofit", "private-forprofit"]
    public static let earlyRounds = ["ed", "ea", "none"]
    public static let focuses = ["sat", "act", "none"]
    public static let maxIntendedMajors = 3
    public static let maxPlannedDates = 6
    public static let groups = ["basics", "academics", "tests", "plans", "preferences"]

    /// The highest GPA kept on a scale: 100 on the 100-point scale, else 5.0 (above 4.0 on the 4.0 scale counts as
    /// weighted).
    public static func gpaMax(scale: String) -> Double { scale == "100" ? 100 : 5 }

    /// A whole stored document (anything that is not an object is the empty profile).
    public static func document(_ value: JSONValue?) -> StudentProfileData {
        (try? apply(value ?? .object([:]), to: StudentProfileData(), strict: false)) ?? StudentProfileData()
    }

    /// `change` applied to `stored`.
    ///
    /// - Throws: ``APIError`` 400 naming the part when `change` is not an object, or a group in it is present but
    ///   not an object (or null).
    public static func apply(_ change: JSONValue, to stored: StudentProfileData) throws -> StudentProfileData {
        try apply(change, to: stored, strict: true)
    }

    private static func apply(_ change: JSONValue, to stored: StudentProfileData, strict: Bool) throws
        -> StudentProfileData
    {
        guard case let .object(top) = change else {
            throw APIError.badRequest("Send the profile as a JSON object.")
        }
        var out = stored
        for name in groups {
            guard let value = top[name] else { continue }
            let fields: [String: JSONValue]
            switch value {
            case let .object(given): fields = given
            case .null: fields = Self.clearing(name)
            default:
                if strict { throw APIError.badRequest("\(name) must be an object.", field: name) }
                fields = [:]
            }
            let g = Group(fields)
            switch name {
            case "basics": basics(g, &out.basics)
            case "academics": academics(g, &out.academics)
            case "tests": tests(g, &out.tests)
            case "plans": plans(g, &out.plans)
            default: preferences(g, &out.preferences)
            }
        }
        // The GPA's range depends on the scale, which may have changed without it.
        if let gpa = out.academics.gpa, gpa > gpaMax(scale: out.academics.gpaScale) { out.academics.gpa = nil }
        return out
    }

    /// A null group clears each of its fields.
    private static func clearing(_ group: String) -> [String: JSONValue] {
        let keys: [String] = switch group {
        case "basics": ["gradYear", "stateOfResidence", "highSchool", "highSchoolId", "feeWaiverEligible"]
        case "academics": ["gpa", "gpaScale", "weightedGpa", "classRankPercentile", "courseRigorCount"]
        case "tests": ["satTotal", "satReading", "satMath", "actComposite", "actEnglish", "actMath", "actReading",
                       "actScience", "superscore", "plansTestOptional", "focus", "practice", "plannedDates"]
        case "plans": ["intendedMajors", "earlyRoundInterest"]
        default: ["sizes", "settings", "statesOrRegions", "maxAverageCost", "types"]
        }
        return Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.null) })
    }

    private static func basics(_ g: Group, _ b: inout StudentProfileData.Basics) {
        g.set("gradYear", &b.gradYear) { int($0, gradYears.lowerBound, gradYears.upperBound) }
        g.set("stateOfResidence", &b.stateOfResidence) { text($0, max: 20) }
        g.set("highSchool", &b.highSchool) { text($0, max: 200) }
        g.set("highSchoolId", &b.highSchoolId) { v in
            if case let .string(s) = v, HighSchoolID.isValid(s) { s } else { nil }
        }
        g.set("feeWaiverEligible", &b.feeWaiverEligible, yesNo)
    }

    private static func academics(_ g: Group, _ a: inout StudentProfileData.Academics) {
        g.set("gpaScale", &a.gpaScale) { v in
            if case let .string(s) = v, gpaScales.contains(s) { s } else { "4.0" }
        }
        let scale = a.gpaScale
        g.set("gpa", &a.gpa) { number($0, 0, gpaMax(scale: scale)) }
        g.set("weightedGpa", &a.weightedGpa) { number($0, 0, 120) }
        g.set("classRankPercentile", &a.classRankPercentile) { int($0, 1, 100) }
        g.set("courseRigorCount", &a.courseRigorCount) { int($0, 0, 40) }
    }

    private static func tests(_ g: Group, _ t: inout StudentProfileData.Tests) {
        g.set("satTotal", &t.satTotal) { int($0, 400, 1600) }
        g.set("satReading", &t.satReading) { int($0, 200, 800) }
        g.set("satMath", &t.satMath) { int($0, 200, 800) }
        for (key, path) in [("actComposite", \StudentProfileData.Tests.actComposite),
                            ("actEnglish", \.actEnglish), ("actMath", \.actMath), ("actReading", \.actReading),
                            ("actScience", \.actScience)] {
            g.set(key, &t[keyPath: path]) { int($0, 1, 36) }
        }
        g.set("superscore", &t.superscore) { $0 == .bool(true) }
        g.set("plansTestOptional", &t.plansTestOptional) { $0 == .bool(true) }
        g.set("focus", &t.focus) { choice($0, focuses) }
        g.set("practice", &t.practice) { $0 == .bool(true) }
        g.set("plannedDates", &t.plannedDates) { list($0, max: maxPlannedDates, keep: testDate) }
    }

    private static func plans(_ g: Group, _ p: inout StudentProfileData.Plans) {
        g.set("intendedMajors", &p.intendedMajors) { v in
            list(v, max: maxIntendedMajors) { if case let .string(s) = $0, MajorFamilies.names[s] != nil { s } else { nil } }
        }
        g.set("earlyRoundInterest", &p.earlyRoundInterest) { choice($0, earlyRounds) }
    }

    private static func preferences(_ g: Group, _ p: inout StudentProfileData.Preferences) {
        g.set("sizes", &p.sizes) { v in list(v, max: 4) { choice($0, sizes) } }
        g.set("settings", &p.settings) { v in list(v, max: 4) { choice($0, settings) } }
        g.set("statesOrRegions", &p.statesOrRegions) { v in list(v, max: 60) { text($0, max: 20) } }
        g.set("maxAverageCost", &p.maxAverageCost) { number($0, 0, 400_000) }
        g.set("types", &p.types) { v in list(v, max: 3) { choice($0, types) } }
    }

    // MARK: The value rules

    /// A finite number in `lo...hi` (a number, or numeric text), else nil. Never a default for a missing value.
    static func number(_ v: JSONValue, _ lo: Double, _ hi: Double) -> Double? {
        let n: Double
        switch v {
        case let .number(x): n = x
        case let .string(s):
            let t = s.trimmingWhitespace
            guard !t.isEmpty, let x = Double(t) else { return nil }
            n = x
        default: return nil
        }
        return n.isFinite && n >= lo && n <= hi ? n : nil
    }

    /// ``number(_:_:_:)`` rounded to a whole number (halves up), checked against the range before rounding.
    static func int(_ v: JSONValue, _ lo: Int, _ hi: Int) -> Int? {
        number(v, Double(lo), Double(hi)).map { Int(JSNumber.round($0)) }
    }

    /// Trimmed text of 1...`max` characters (UTF-16 units, as the site counts), else nil.
    static func text(_ v: JSONValue, max: Int) -> String? {
        guard case let .string(s) = v else { return nil }
        let t = s.trimmingWhitespace
        return !t.isEmpty && t.utf16.count <= max ? t : nil
    }

    static func choice(_ v: JSONValue, _ allowed: [String]) -> String? {
        if case let .string(s) = v, allowed.contains(s) { return s }
        return nil
    }

    /// Yes (`true`, "true", "yes"), no (`false`, "false", "no"), or not answered.
    static func yesNo(_ v: JSONValue) -> Bool? {
        switch v {
        case .bool(true), .string("true"), .string("yes"): true
        case .bool(false), .string("false"), .string("no"): false
        default: nil
        }
    }

    /// Kept entries of an array, first occurrence only, at most `max`; anything but an array is empty.
    static func list(_ v: JSONValue, max: Int, keep: (JSONValue) -> String?) -> [String] {
        guard case let .array(items) = v else { return [] }
        var out: [String] = []
        for item in items {
            if let k = keep(item), !out.contains(k) { out.append(k) }
            if out.count >= max { break }
        }
        return out
    }

    /// `sat_2026_10`: a test-date key of the application cycle file.
    static func testDate(_ v: JSONValue) -> String? {
        guard case let .string(s) = v else { return nil }
        let parts = s.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "sat" || parts[0] == "act", parts[1].count == 4,
              parts[1].allSatisfy(\.isASCIIDigit), parts[2].count == 2, let month = Int(parts[2]), (1...12).contains(month),
              parts[2].allSatisfy(\.isASCIIDigit)
        else { return nil }
        return s
    }

    /// The fields of one group as sent.
    private struct Group {
        let fields: [String: JSONValue]
        init(_ fields: [String: JSONValue]) { self.fields = fields }

        /// Replaces `target` with the rule's reading of the field when the field was sent.
        func set<T>(_ key: String, _ target: inout T, _ rule: (JSONValue) -> T) {
            if let value = fields[key] { target = rule(value) }
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

/// High-school ids the directory uses: a public school's 12-digit NCES id whose first two digits are a state FIPS
/// code, or a private school's 8-character PSS id (upper-case letters and digits).
public enum HighSchoolID {
    /// FIPS codes of the states, DC and the territories.
    static let stateFIPS: Set<String> = [
        "01", "02", "04", "05", "06", "08", "09", "10", "11", "12", "13", "15", "16", "17", "18", "19", "20", "21", "22",
        "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38", "39", "40", "41",
        "42", "44", "45", "46", "47", "48", "49", "50", "51", "53", "54", "55", "56", "60", "66", "69", "72", "78",
    ]

    public static func isValid(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        if bytes.count == 12, bytes.allSatisfy({ $0 >= 48 && $0 <= 57 }) { return stateFIPS.contains(String(id.prefix(2))) }
        return bytes.count == 8 && bytes.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) }
    }
}
