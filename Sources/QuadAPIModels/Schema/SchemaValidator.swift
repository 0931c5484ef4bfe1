import Foundation

/// Checks a JSON value against a ``JSONSchema``, resolving `$ref`s among named components.
///
/// It validates a ``JSONValue`` (decode the body with `JSONDecoder`), which keeps booleans and numbers apart on
/// every platform. Every problem is reported, each as a path-qualified sentence:
/// `$.blocks[2].value.cited.year: expected string or null, got number`.
///
/// Rules, per ``JSONSchema/Kind``: strings check their allowed values and pattern (an unanchored search, as JSON
/// Schema specifies; `format` is an annotation and is not checked); numbers and integers check their bounds, and an
/// integer must be whole; arrays check their item count and every item; objects are closed (a property the schema
/// does not list is an error) and every required property must be present; a map checks every value; `nullable`
/// accepts `null`; `oneOf` with a discriminator picks the member by the discriminator property, and without one
/// requires exactly one member to match.
///
/// ```swift
/// let value = try JSONDecoder().decode(JSONValue.self, from: body)
/// let errors = SchemaValidator(components: WireComponents.byName).validate(value, against: Screen.schema)
/// ```
public struct SchemaValidator: Sendable {
    /// What one validation found.
    public struct Report: Sendable, Equatable {
        /// Every problem, in the order found: an object's declared properties in schema order, then its
        /// unexpected ones (sorted).
        public var errors: [String]
        /// Every object property present in the value, as `Component.property`, where the component is the nearest
        /// enclosing `$ref` (or `$` at the top). Lets a test show that fixtures exercise every optional field.
        public var seenProperties: Set<String>
    }

    /// Component schemas by name, as `#/components/schemas/{name}` refers to them.
    public let components: [String: JSONSchema]

    public init(components: [String: JSONSchema]) {
        self.components = components
    }

    /// The problems found validating `value` against `schema`; empty when it conforms.
    public func validate(_ value: JSONValue, against schema: JSONSchema) -> [String] {
        report(value, against: schema).errors
    }

    /// The problems found validating a JSON body against `schema`; one error when the body is not JSON.
    public func validate(jsonData: Data, against schema: JSONSchema) -> [String] {
        do {
            return validate(try JSONDecoder().decode(JSONValue.self, from: jsonData), against: schema)
        } catch {
            return ["$: not valid JSON"]
        }
    }

    /// The problems found and the properties seen validating `value` against `schema`.
    public func report(_ value: JSONValue, against schema: JSONSchema) -> Report {
        var run = Run(components: components, component: "$")
        run.check(value, schema, at: "$")
        return Report(errors: run.errors, seenProperties: run.seen)
    }
}

extension SchemaValidator {
    /// The state of one validation: errors so far, properties seen, and the component being checked.
    private struct Run {
        let components: [String: JSONSchema]
        var component: String
        /// Nested `$ref`s being followed; bounds a reference cycle that never reaches data.
        var refDepth = 0
        var errors: [String] = []
        var seen: Set<String> = []

        init(components: [String: JSONSchema], component: String) {
            self.components = components
            self.component = component
        }

        mutating func fail(_ path: String, _ message: String) {
            errors.append("\(path): \(message)")
        }

        mutating func check(_ value: JSONValue, _ schema: JSONSchema, at path: String) {
            switch schema.kind {
            case let .string(values, _, pattern):
                guard case let .string(s) = value else { return mismatch(path, "string", value) }
                if let values, !values.contains(s) {
                    let allowed = values.count == 1 ? quoted(values[0]) : "one of " + values.map(quoted).joined(separator: ", ")
                    fail(path, "expected \(allowed), got \(quoted(s))")
                }
                if let pattern {
                    switch matches(s, pattern) {
                    case true?: break
                    case false?: fail(path, "\(quoted(s)) does not match pattern \(pattern)")
                    case nil: fail(path, "schema pattern \(pattern) does not compile")
                    }
                }
            case let .number(minimum, maximum):
                guard case let .number(n) = value else { return mismatch(path, "number", value) }
                checkBounds(n, minimum, maximum, at: path)
            case let .integer(minimum, maximum):
                guard case let .number(n) = value else { return mismatch(path, "integer", value) }
                guard n.isFinite, n.rounded(.towardZero) == n else {
                    return fail(path, "expected integer, got \(number(n))")
                }
                checkBounds(n, minimum.map(Double.init), maximum.map(Double.init), at: path)
            case .boolean:
                guard case .bool = value else { return mismatch(path, "boolean", value) }
            case .null:
                guard case .null = value else { return mismatch(path, "null", value) }
            case let .array(items, minItems, maxItems):
                guard case let .array(elements) = value else { return mismatch(path, "array", value) }
                if let minItems, elements.count < minItems {
                    fail(path, "expected at least \(minItems) item\(minItems == 1 ? "" : "s"), got \(elements.count)")
                }
                if let maxItems, elements.count > maxItems {
                    fail(path, "expected at most \(maxItems) item\(maxItems == 1 ? "" : "s"), got \(elements.count)")
                }
                for (i, element) in elements.enumerated() { check(element, items, at: "\(path)[\(i)]") }
            case let .object(properties):
                guard case let .object(fields) = value else { return mismatch(path, "object", value) }
                checkObject(fields, properties, open: schema.allowsOtherProperties, at: path)
            case let .map(values):
                guard case let .object(fields) = value else { return mismatch(path, "object", value) }
                for key in fields.keys.sorted() { check(fields[key]!, values, at: member(path, key)) }
            case let .ref(name):
                guard let target = components[name] else { return fail(path, "unknown component \(quoted(name))") }
                guard refDepth < 512 else { return fail(path, "references nest too deeply at \(quoted(name))") }
                let outer = component
                component = name
                refDepth += 1
                check(value, target, at: path)
                refDepth -= 1
                component = outer
            case let .oneOf(members, discriminator):
                if let discriminator {
                    checkDiscriminated(value, discriminator, at: path)
                } else {
                    checkOneOf(value, members, at: path)
                }
            case let .nullable(inner):
                if case .null = value { return }
                guard shallowMatch(value, inner) else {
                    return fail(path, "expected \(typeName(inner)) or null, got \(jsonType(value))")
                }
                check(value, inner, at: path)
            case .any:
                return
            }
        }

        private mutating func checkObject(_ fields: [String: JSONValue], _ properties: [JSONSchema.Property], open: Bool,
                                          at path: String) {
            var known = Set<String>()
            for property in properties {
                known.insert(property.name)
                if let field = fields[property.name] {
                    seen.insert("\(component).\(property.name)")
                    check(field, property.schema, at: member(path, property.name))
                } else if property.required {
                    fail(member(path, property.name), "missing required property")
                }
            }
            for key in fields.keys.sorted() where !open && !known.contains(key) {
                fail(member(path, key), "unexpected property")
            }
        }

        private mutating func checkDiscriminated(_ value: JSONValue, _ discriminator: JSONSchema.Discriminator, at path: String) {
            guard case let .object(fields) = value else { return mismatch(path, "object", value) }
            let tagPath = member(path, discriminator.propertyName)
            guard let tagValue = fields[discriminator.propertyName] else {
                return fail(tagPath, "missing required property")
            }
            guard case let .string(tag) = tagValue else { return mismatch(tagPath, "string", tagValue) }
            guard let name = discriminator.mapping.first(where: { $0.0 == tag })?.1 else {
                return fail(tagPath, "\(quoted(tag)) is not one of the \(discriminator.mapping.count) known values")
            }
            check(value, .ref(name), at: path)
        }

        private mutating func checkOneOf(_ value: JSONValue, _ members: [JSONSchema], at path: String) {
            let trials = members.map { schema in
                var trial = Run(components: components, component: component)
                trial.refDepth = refDepth
                trial.check(value, schema, at: path)
                return trial
            }
            let passing = trials.filter(\.errors.isEmpty)
            switch passing.count {
            case 1:
                seen.formUnion(passing[0].seen)
            case 0:
                // When only one member has the value's JSON type, its errors say the most.
                let plausible = members.indices.filter { shallowMatch(value, members[$0]) }
                if plausible.count == 1 {
                    errors.append(contentsOf: trials[plausible[0]].errors)
                } else {
                    fail(path, "expected \(members.map(typeName).joined(separator: " or ")), got \(jsonType(value))")
                }
            default:
                let names = members.map(typeName).joined(separator: ", ")
                fail(path, "matches \(passing.count) of the alternatives (\(names)); expected exactly one")
            }
        }

        private mutating func checkBounds(_ n: Double, _ minimum: Double?, _ maximum: Double?, at path: String) {
            if let minimum, n < minimum { fail(path, "\(number(n)) is less than the minimum \(number(minimum))") }
            if let maximum, n > maximum { fail(path, "\(number(n)) is greater than the maximum \(number(maximum))") }
        }

        private mutating func mismatch(_ path: String, _ expected: String, _ value: JSONValue) {
            fail(path, "expected \(expected), got \(jsonType(value))")
        }

        /// Whether the value has the JSON type the schema wants, without looking inside it.
        private func shallowMatch(_ value: JSONValue, _ schema: JSONSchema, depth: Int = 0) -> Bool {
            guard depth < 32 else { return false }
            switch (schema.kind, value) {
            case (.string, .string), (.number, .number), (.boolean, .bool), (.null, .null), (.array, .array),
                 (.object, .object), (.map, .object), (.any, _):
                return true
            case let (.integer, .number(n)):
                return n.isFinite && n.rounded(.towardZero) == n
            case let (.ref(name), _):
                return components[name].map { shallowMatch(value, $0, depth: depth + 1) } ?? false
            case let (.oneOf(members, _), _):
                return members.contains { shallowMatch(value, $0, depth: depth + 1) }
            case (.nullable, .null):
                return true
            case let (.nullable(inner), _):
                return shallowMatch(value, inner, depth: depth + 1)
            default:
                return false
            }
        }

        /// A short name for what a schema accepts ("string", "Value", "integer").
        private func typeName(_ schema: JSONSchema) -> String {
            switch schema.kind {
            case .string: "string"
            case .number: "number"
            case .integer: "integer"
            case .boolean: "boolean"
            case .null: "null"
            case .array: "array"
            case .object, .map: "object"
            case let .ref(name): name
            case let .oneOf(members, _): members.map(typeName).joined(separator: " or ")
            case let .nullable(inner): "\(typeName(inner)) or null"
            case .any: "any value"
            }
        }
    }
}

/// The JSON type of a value, as error messages name it.
private func jsonType(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
}

/// `$.a.b` for identifier-like keys, `$.a["key with spaces"]` otherwise.
private func member(_ path: String, _ key: String) -> String {
    let identifier = key.first.map { $0.isLetter || $0 == "_" } == true
        && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    return identifier ? "\(path).\(key)" : "\(path)[\(quoted(key))]"
}

private func quoted(_ s: String) -> String {
    var out = "\""
    for c in s {
        if c == "\"" || c == "\\" { out.append("\\") }
        out.append(c)
    }
    return out + "\""
}

/// A number as a message prints it: whole numbers without a fraction.
private func number(_ n: Double) -> String {
    n.isFinite && n.rounded(.towardZero) == n && abs(n) < 1e15 ? String(Int64(n)) : String(n)
}

/// Whether `pattern` occurs anywhere in `s` (JSON Schema patterns are not anchored); `nil` when it does not compile.
private func matches(_ s: String, _ pattern: String) -> Bool? {
    guard let regex = try? Regex(pattern) else { return nil }
    return s.contains(regex)
}
