/// The two-digit CIP families that award bachelor's degrees at the site's colleges, with short names (Explore's
/// `field` parameter and the Majors select).
public enum MajorFamilies {
    /// Family code → short name.
    public static let names: [String: String] = [
        "01": "Agriculture", "03": "Natural resources", "04": "Architecture",
        "05": "Area, ethnic, and gender studies", "09": "Communication and journalism",
        "10": "Communications technologies", "11": "Computer science", "12": "Culinary and personal services",
        "13": "Education", "14": "Engineering", "15": "Engineering technologies", "16": "Foreign languages",
        "19": "Family and consumer sciences", "22": "Law and legal studies", "23": "English",
        "24": "Liberal arts and general studies", "25": "Library science", "26": "Biology",
        "27": "Math and statistics", "28": "Military science", "29": "Military technologies",
        "30": "Interdisciplinary studies", "31": "Parks, recreation, and kinesiology",
        "38": "Philosophy and religious studies", "39": "Theology", "40": "Physical sciences",
        "41": "Science technologies", "42": "Psychology", "43": "Criminal justice and protective services",
        "44": "Public administration and social work", "45": "Social sciences", "46": "Construction trades",
        "47": "Mechanic and repair technologies", "48": "Precision production", "49": "Transportation",
        "50": "Visual and performing arts", "51": "Health professions", "52": "Business", "54": "History",
    ]

    /// Every family code, ascending.
    public static let codes: [String] = names.keys.sorted()
}
