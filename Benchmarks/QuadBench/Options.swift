import Foundation

/// The command line: `quad-bench explore|profile|compare|home|trends [--iterations N] [--sample N] [--rounds N]
/// [--zips FILE] [--outlines FILE] DIR...`.
struct Options {
    /// `explore`, `profile`, `compare`, `home` or `trends`.
    var command: String
    /// Dataset directories, measured one after another.
    var directories: [URL] = []
    /// Timed calls per Explore or Home measurement (fewer when the time budget runs out). Default 400.
    var iterations = 400
    /// Colleges sampled for Profile (sets of four for Compare), spread evenly over the dataset; 0 takes every college.
    /// Default 200.
    var sample = 200
    /// Timed build passes over the sampled colleges per Profile document (build + encode: one pass). Default 3.
    var rounds = 3
    /// Explore's ZIP centroid table. Default `data/zip-centroids.csv` (as the server's configuration).
    var zips = URL(fileURLWithPath: "data/zip-centroids.csv")
    /// Explore's state outlines. Default `data/us-states.geojson`.
    var outlines = URL(fileURLWithPath: "data/us-states.geojson")
    /// Compare only: a directory to write every measured document's JSON into (`table-3.json`: the table of the
    /// fourth set), to check that a change keeps the bytes. Nil writes nothing.
    var dump: URL?
    /// Profile only: measure just the documents whose name contains this text (say `history group outcomes`, to
    /// profile one document with perf). Nil measures every document.
    var only: String?

    static let usage = """
        usage: quad-bench explore [--iterations N] [--zips FILE] [--outlines FILE] DIR...
               quad-bench profile [--sample N] [--rounds N] [--only NAME] DIR...
               quad-bench compare [--sample N] [--rounds N] [--dump OUTDIR] DIR...
               quad-bench home [--iterations N] DIR...
               quad-bench trends [--rounds N] DIR...
        """

    /// Reads `arguments` (without the program name); nil when they do not parse.
    init?(_ arguments: [String]) {
        guard let first = arguments.first, ["explore", "profile", "compare", "home", "trends"].contains(first) else {
            return nil
        }
        command = first
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--iterations", "--sample", "--rounds":
                guard let text = rest.popFirst(), let n = Int(text), n >= 0 else { return nil }
                switch argument {
                case "--iterations": iterations = max(1, n)
                case "--sample": sample = n
                default: rounds = max(1, n)
                }
            case "--zips", "--outlines", "--dump", "--only":
                guard let path = rest.popFirst() else { return nil }
                switch argument {
                case "--zips": zips = URL(fileURLWithPath: path)
                case "--outlines": outlines = URL(fileURLWithPath: path)
                case "--only": only = path
                default: dump = URL(fileURLWithPath: path, isDirectory: true)
                }
            default:
                if argument.hasPrefix("-") { return nil }
                directories.append(URL(fileURLWithPath: argument))
            }
        }
        if directories.isEmpty { return nil }
    }
}
