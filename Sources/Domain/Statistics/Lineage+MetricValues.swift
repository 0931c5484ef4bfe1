public import QuadAPIModels

extension Lineage {
    /// A college's value of a registry metric, cited by the metric's field and printed as the site prints it.
    public func value(_ metric: MetricKey, of school: School) -> Value {
        let definition = metric.definition
        let number = definition.value(of: school)
        return value(definition.field, of: school, number, format: definition.valueFormat)
    }
}
