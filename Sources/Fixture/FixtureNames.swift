import Domain
import Foundation

/// College names for the fixture, built from the college's city and state, and the search keys and acronyms the
/// alias file uses.
enum FixtureNames {
    static let surnames = [
        "Ainsworth", "Aldridge", "Ashford", "Beckett", "Bennett", "Blakely", "Calloway", "Chandler", "Crestwood",
        "Dalton", "Davenport", "Drummond", "Ellison", "Fairfax", "Fletcher", "Garrison", "Grayson", "Harlow",
        "Hartwell", "Hollis", "Jameson", "Kendall", "Kingsley", "Langston", "Lowell", "Merritt", "Norwood", "Oakley",
        "Osborne", "Pembroke", "Prescott", "Radford", "Rutherford", "Sheldon", "Talbot", "Thornton", "Underwood",
        "Wakefield", "Whitfield", "Winslow", "Yardley", "Beaumont", "Carrington", "Everly", "Hadley", "Linwood",
        "Marlowe", "Ridgely", "Stanhope", "Tillman",
    ]

    static let saints = [
        "Saint Aidan", "Saint Bede", "Saint Brendan", "Saint Clare", "Saint Columba", "Saint Cyril", "Saint Hilda",
        "Saint Jerome", "Saint Gregory", "Saint Monica",
    ]

    static let directions = ["Northern", "Southern", "Eastern", "Western", "Central"]

    /// Words an acronym skips.
    static let minorWords: Set<String> = ["of", "at", "the", "and", "in", "for", "on"]

    /// True for a city name usable in a college name: letters, spaces, `.`, `'`, `-`, and some lowercase.
    static func isPlainCity(_ city: String) -> Bool {
        var lower = false
        for scalar in city.unicodeScalars {
            switch scalar {
            case "a"..."z": lower = true
            case "A"..."Z", " ", ".", "'", "-": continue
            default: return false
            }
        }
        return lower && city.count >= 3
    }

    /// One name drawn for a college of `type` in `city`, `stateName`.
    static func draw(type: String, city: String, stateName: String, rng: inout FixtureRandom) -> String {
        switch type {
        case "public":
            switch rng.weighted([3, 1.5, 1, 1, 0.6, 0.5]) {
            case 0: return "\(city) State University"
            case 1: return "University of \(stateName) at \(city)"
            case 2: return "\(rng.pick(directions)) \(stateName) University"
            case 3: return "\(city) State College"
            case 4: return "\(stateName) College of Technology at \(city)"
            default: return "\(city) College"
            }
        case "private-forprofit":
            switch rng.weighted([1, 1, 1, 0.7]) {
            case 0: return "\(city) Career College"
            case 1: return "\(rng.pick(surnames)) Institute of Technology"
            case 2: return "\(stateName) College of Health Sciences at \(city)"
            default: return "\(city) School of Design"
            }
        default:
            switch rng.weighted([2, 1.5, 2.5, 1, 0.6, 0.6, 0.4, 0.4, 0.4, 0.3, 0.4]) {
            case 0: return "\(city) College"
            case 1: return "\(city) University"
            case 2: return "\(rng.pick(surnames)) College"
            case 3: return "\(rng.pick(surnames)) University"
            case 4: return "\(rng.pick(saints)) University"
            case 5: return "\(rng.pick(saints)) College"
            case 6: return "\(city) Christian University"
            case 7: return "\(city) Baptist University"
            case 8: return "\(city) Wesleyan University"
            case 9: return "\(city) Institute of Technology"
            default: return "College of \(city)"
            }
        }
    }

    /// Initials of the significant words, `&` splitting a word (`"Texas A&M University"` → `"TAMU"`).
    static func acronym(_ name: String) -> String {
        var letters = ""
        for word in name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "\u{2013}" }) {
            if minorWords.contains(word.lowercased()) { continue }
            for part in word.split(separator: "&") {
                if let first = part.first, first.isLetter { letters.append(first.uppercased()) }
            }
        }
        return letters
    }

    /// The site's alias key: canonical decomposition (accents become separate marks), lowercase, and only
    /// `a`–`z` and `0`–`9` kept.
    static func aliasKey(_ text: String) -> String {
        var key = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9": key.append(scalar)
            case "A"..."Z": key.append(Unicode.Scalar(UInt8(scalar.value) + 32))
            default: continue
            }
        }
        return String(key)
    }

    /// A lowercase web-address label for a name (`"Ashford College"` → `"ashford"`).
    static func domainLabel(_ name: String, acronym: String) -> String {
        let words = name.split(separator: " ").map(String.init).filter {
            !minorWords.contains($0.lowercased()) && !["College", "University", "State", "Institute"].contains($0)
        }
        if acronym.count >= 3, acronym.count <= 5 { return acronym.lowercased() }
        return aliasKey(words.first ?? acronym)
    }
}
