import Foundation

/// IPEDS athletic conference names by code (`Resources/conferences.json`): every code listed since IC2015, the
/// retired ones with the name of the last dictionary that had them. Change events read them (a college's yearly
/// conference codes name leagues the college has since left).
public enum ConferenceNames {
    /// Code → name; empty when the resource is missing or unreadable (events then fall back to "changed conference").
    public static let table: [Int: String] = {
        guard let directory = Bundle.module.url(forResource: "Resources", withExtension: nil),
              let data = FileManager.default.contents(atPath: directory.appendingPathComponent("conferences.json").path),
              let file = try? JSONDecoder().decode(File.self, from: data)
        else { return [:] }
        var out: [Int: String] = [:]
        for (code, name) in file.retired { if let n = Int(code) { out[n] = name } }
        for (code, name) in file.current { if let n = Int(code) { out[n] = name } }
        return out
    }()

    /// The name of a code, current or retired; nil for a code no dictionary listed.
    public static func name(_ code: Int) -> String? {
        table[code]
    }

    /// The conference as it reads in a sentence ("the Big Sky Conference", a leading "The" folded into the article);
    /// nil for independents and "Other", which are not leagues.
    public static func league(_ code: Int) -> String? {
        guard let name = name(code) else { return nil }
        let lower = name.lowercased()
        guard !lower.contains("independent"), lower != "other" else { return nil }
        return "the " + (name.hasPrefix("The ") ? String(name.dropFirst(4)) : name)
    }

    private struct File: Decodable {
        var current: [String: String]
        var retired: [String: String]
    }
}
