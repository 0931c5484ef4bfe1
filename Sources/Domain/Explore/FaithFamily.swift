/// Faith families of the IPEDS religious affiliation (`RELAFFIL`), as the Explore `faith` filter groups them (the
/// site's lib/religion.ts `RELAFFIL_FAMILY`, `faithFilterOf`).
public enum FaithFamily {
    /// IPEDS affiliation code → family key (``ExploreVocabulary/faith``).
    static let byCode: [Int: String] = {
        var map: [Int: String] = [30: "catholic", 80: "jewish", 94: "latter_day_saint", 93: "other", 99: "other"]
        for code in [52, 54, 41, 105, 45, 100, 75] { map[code] = "baptist" }
        for code in [51, 24, 55, 64, 59, 71, 89] { map[code] = "methodist" }
        for code in [22, 39, 67, 68, 33] { map[code] = "lutheran" }
        for code in [35, 60, 103, 66, 97, 49, 81] { map[code] = "presbyterian_reformed" }
        for code in [102, 42, 78, 108, 88] { map[code] = "nondenominational" }
        for code in [27, 28, 34, 61, 48, 58, 57, 74, 50, 37, 38, 65, 91, 43, 69, 87, 44, 79, 47, 107, 73, 92, 95, 84, 76] {
            map[code] = "other_christian"
        }
        return map
    }()

    /// The college's family: `none` when IPEDS says it has no affiliation, nil when IPEDS has no answer or the code
    /// belongs to no family.
    public static func of(_ s: School) -> String? {
        guard let religion = s.religion else { return nil }
        guard let affiliation = religion.affiliation else { return "none" }
        return affiliation.code.flatMap { byCode[$0] }
    }

    /// The family's label ("Methodist and Wesleyan", "No affiliation"; lib/religion.ts `faithFamilyLabel`).
    public static func label(_ key: String) -> String? {
        ExploreVocabulary.faith.first { $0.value == key }?.label
    }
}
