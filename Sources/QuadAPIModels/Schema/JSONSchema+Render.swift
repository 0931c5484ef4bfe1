import Foundation

extension JSONSchema {
    /// The schema as a JSON object (the OpenAPI 3.1 / JSON Schema 2020-12 form), with component references under
    /// `refPrefix` (default `#/components/schemas/`).
    public func jsonObject(refPrefix: String = "#/components/schemas/") -> [String: Any] {
        var out: [String: Any] = [:]
        switch kind {
        case let .string(values, format, pattern):
            out["type"] = "string"
            if let values { if values.count == 1 { out["const"] = values[0] } else { out["enum"] = values } }
            if let format { out["format"] = format }
            if let pattern { out["pattern"] = pattern }
        case let .number(minimum, maximum):
            out["type"] = "number"
            if let minimum { out["minimum"] = minimum }
            if let maximum { out["maximum"] = maximum }
        case let .integer(minimum, maximum):
            out["type"] = "integer"
            if let minimum { out["minimum"] = minimum }
            if let maximum { out["maximum"] = maximum }
        case .boolean:
            out["type"] = "boolean"
        case .null:
            out["type"] = "null"
        case let .array(items, minItems, maxItems):
            out["type"] = "array"
            out["items"] = items.jsonObject(refPrefix: refPrefix)
            if let minItems { out["minItems"] = minItems }
            if let maxItems { out["maxItems"] = maxItems }
        case let .object(properties):
            out["type"] = "object"
            var props: [String: Any] = [:]
            for p in properties { props[p.name] = p.schema.jsonObject(refPrefix: refPrefix) }
            out["properties"] = props
            let required = properties.filter(\.required).map(\.name)
            if !required.isEmpty { out["required"] = required }
            if !allowsOtherProperties { out["additionalProperties"] = false }
        case let .map(values):
            out["type"] = "object"
            out["additionalProperties"] = values.jsonObject(refPrefix: refPrefix)
        case let .ref(name):
            out["$ref"] = refPrefix + name
        case let .oneOf(schemas, discriminator):
            out["oneOf"] = schemas.map { $0.jsonObject(refPrefix: refPrefix) }
            if let discriminator {
                var mapping: [String: String] = [:]
                for (tag, name) in discriminator.mapping { mapping[tag] = refPrefix + name }
                out["discriminator"] = ["propertyName": discriminator.propertyName, "mapping": mapping] as [String: Any]
            }
        case let .nullable(inner):
            out["oneOf"] = [inner.jsonObject(refPrefix: refPrefix), ["type": "null"]]
        case .any:
            break
        }
        if let description { out["description"] = description }
        return out
    }

}
