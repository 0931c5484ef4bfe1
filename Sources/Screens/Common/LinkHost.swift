import Foundation

/// An official link's host for display (lib/links.ts `linkHost`): the URL's host as a WHATWG URL reports it (lower
/// case, with a port that is not the scheme's default), without a leading "www." in any case; the text unchanged when
/// it is no absolute URL with a host.
enum LinkHost {
    static func of(_ url: String) -> String {
        guard let parts = URLComponents(string: url), let scheme = parts.scheme?.lowercased(),
              let host = parts.host, !host.isEmpty
        else { return url }
        var shown = host.lowercased()
        if let port = parts.port, port != defaultPorts[scheme] { shown += ":\(port)" }
        if shown.hasPrefix("www.") { shown.removeFirst(4) }
        return shown
    }

    /// The special schemes' default ports, which a WHATWG URL's `host` leaves out.
    private static let defaultPorts = ["http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21]
}
