extension Optional {
    /// True when a value is present, tested by its case alone.
    ///
    /// For an `Equatable` wrapped type, `x != nil` resolves to the `==` of two optionals: it copies `x` and runs the
    /// whole derived comparison against `.none`. That is cheap for a number and costly for a college record (4 KB,
    /// dozens of references), so the citation engine's hot paths ask `isPresent` instead.
    var isPresent: Bool {
        if case .none = self { return false }
        return true
    }
}
