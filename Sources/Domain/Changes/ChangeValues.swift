import Foundation
public import QuadAPIModels

/// Reading and comparing the stored values of reported fields.
enum ChangeValues {
    /// Absolute differences below this are float noise even with a tolerance.
    static let epsilon = 1e-9

    /// Each college as the JSON value `schools.json` holds (its encoded record), for reading values by path.
    static func records(_ schools: [School]) -> [String: JSONValue] {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        var out: [String: JSONValue] = [:]
        out.reserveCapacity(schools.count)
        for school in schools {
            guard let data = try? encoder.encode(school), let value = try? decoder.decode(JSONValue.self, from: data) else {
                continue
            }
            out[school.unitID] = value
        }
        return out
    }

    /// The value at a dotted path; nil when a step is missing or not an object, and for JSON `null`.
    static func value(at path: String, in record: JSONValue?) -> JSONValue? {
        var node = record
        for key in path.split(separator: ".") {
            guard case let .object(fields)? = node else { return nil }
            node = fields[String(key)]
        }
        if case .null? = node { return nil }
        return node
    }

    /// Whether two values differ: numbers by at least `tolerance` (any difference when it is 0), arrays element by
    /// element, objects key by key (`keys`, or every key either has), anything else exactly. A missing value
    /// differs from a present one.
    static func differ(_ a: JSONValue?, _ b: JSONValue?, tolerance: Double, keys: [String]? = nil) -> Bool {
        switch (present(a), present(b)) {
        case (nil, nil): return false
        case (nil, _), (_, nil): return true
        case let (.number(x)?, .number(y)?):
            return tolerance == 0 ? x != y : abs(x - y) >= tolerance - epsilon
        case let (.array(xs)?, .array(ys)?):
            return xs.count != ys.count || zip(xs, ys).contains { differ($0, $1, tolerance: tolerance) }
        case let (.object(xs)?, .object(ys)?):
            let compared = keys ?? Array(Set(xs.keys).union(ys.keys))
            return compared.contains { differ(xs[$0], ys[$0], tolerance: tolerance) }
        case let (x?, y?):
            return x != y
        }
    }

    /// nil for a missing value and for JSON `null`.
    private static func present(_ value: JSONValue?) -> JSONValue? {
        if case .null? = value { return nil }
        return value
    }
}
