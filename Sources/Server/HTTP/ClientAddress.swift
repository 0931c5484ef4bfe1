import Glibc

/// An IPv4 or IPv6 network in CIDR notation (`127.0.0.1/32`, `10.0.0.0/8`, `::1/128`); a bare address is a network
/// of one. IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`) count as their IPv4 address.
///
/// ```swift
/// let loopback = try IPNetwork(parsing: "127.0.0.0/8")
/// loopback.contains("127.0.0.1")   // true
/// ```
public struct IPNetwork: Sendable, Hashable, CustomStringConvertible {
    /// The network's address bytes (4 or 16), host bits cleared.
    let bytes: [UInt8]
    /// Prefix length in bits.
    let prefix: Int

    /// Why a network could not be read.
    public struct ParseError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    public init(parsing text: String) throws(ParseError) {
        let parts = text.trimmingSpaces().split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPNetwork.addressBytes(String(parts[0])) else {
            throw ParseError(description: "\"\(text)\" is not an IP address or CIDR network")
        }
        let bits = address.count * 8
        var prefix = bits
        if parts.count == 2 {
            guard let value = Int(parts[1]), (0...bits).contains(value) else {
                throw ParseError(description: "\"\(text)\": the prefix length must be 0–\(bits)")
            }
            prefix = value
        }
        self.prefix = prefix
        bytes = IPNetwork.masked(address, prefix: prefix)
    }

    /// Parses a comma-separated list (spaces allowed; empty entries ignored).
    public static func list(_ text: String) throws(ParseError) -> [IPNetwork] {
        var networks: [IPNetwork] = []
        for part in text.split(separator: ",") where !part.trimmingSpaces().isEmpty {
            networks.append(try IPNetwork(parsing: String(part)))
        }
        return networks
    }

    /// Whether `address` (text) lies in this network.
    public func contains(_ address: String) -> Bool {
        guard let candidate = IPNetwork.addressBytes(address) else { return false }
        return contains(bytes: candidate)
    }

    func contains(bytes candidate: [UInt8]) -> Bool {
        candidate.count == bytes.count && IPNetwork.masked(candidate, prefix: prefix) == bytes
    }

    public var description: String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        var raw = bytes
        _ = inet_ntop(bytes.count == 4 ? AF_INET : AF_INET6, &raw, &buffer, socklen_t(buffer.count))
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/\(prefix)"
    }

    /// The 4 (IPv4, also for an IPv4-mapped IPv6 address) or 16 bytes of an address in text, or nil.
    static func addressBytes(_ text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF { return Array(bytes[12...]) }
        return bytes
    }

    private static func masked(_ address: [UInt8], prefix: Int) -> [UInt8] {
        address.enumerated().map { index, byte in
            let keep = max(0, min(8, prefix - index * 8))
            return keep == 8 ? byte : byte & ~(UInt8(0xFF) >> keep)
        }
    }
}

/// Who the client is when the server sits behind proxies: the peer address, unless the peer is a trusted proxy; then
/// the right-most address in ``header`` that is not itself a trusted proxy (each proxy appends the address it saw,
/// so everything left of the first untrusted hop may be made up by the client).
///
/// ```swift
/// let resolver = ClientAddressResolver(trustedProxies: [try IPNetwork(parsing: "127.0.0.1")])
/// resolver.resolve(peer: "127.0.0.1", headers: ["X-Forwarded-For": "198.51.100.7, 203.0.113.9"])  // "203.0.113.9"
/// resolver.resolve(peer: "203.0.113.9", headers: ["X-Forwarded-For": "10.0.0.1"])                 // "203.0.113.9"
/// ```
public struct ClientAddressResolver: Sendable, Hashable {
    /// Proxies whose forwarding header is believed. Default: none.
    public var trustedProxies: [IPNetwork]
    /// The header the proxies append the client's address to. Default: `X-Forwarded-For`.
    public var header: String

    public init(trustedProxies: [IPNetwork] = [], header: String = "X-Forwarded-For") {
        self.trustedProxies = trustedProxies
        self.header = header
    }

    /// Whether `address` is a trusted proxy.
    public func isTrusted(_ address: String) -> Bool {
        guard !trustedProxies.isEmpty, let bytes = IPNetwork.addressBytes(address) else { return false }
        return trustedProxies.contains { $0.contains(bytes: bytes) }
    }

    /// The client's address for a request from `peer` with `headers`. Every occurrence of the header counts, in
    /// order. When every listed address is trusted the left-most one is the client; an entry that is not an IP
    /// address stops the walk at the trusted hop to its right.
    public func resolve(peer: String?, headers: HTTPHeaders) -> String? {
        guard let peer, isTrusted(peer) else { return peer }
        let hops = headers.values(header).flatMap { $0.split(separator: ",") }.map { String($0.trimmingSpaces()) }
        var client = peer
        for hop in hops.reversed() {
            guard IPNetwork.addressBytes(hop) != nil else { return client }
            client = hop
            if !isTrusted(hop) { return hop }
        }
        return client
    }
}
