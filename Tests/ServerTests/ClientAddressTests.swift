import Server
import Testing

/// CIDR networks and the client address behind trusted proxies.
struct ClientAddressTests {
    @Test func networksParseAndMatch() throws {
        let v4 = try IPNetwork(parsing: "10.1.0.0/16")
        #expect(v4.contains("10.1.255.7"))
        #expect(!v4.contains("10.2.0.1"))
        #expect(v4.description == "10.1.0.0/16")
        // Host bits are cleared, a bare address is a network of one, /0 is everything of its family.
        #expect(try IPNetwork(parsing: "192.168.7.9/24").description == "192.168.7.0/24")
        #expect(try IPNetwork(parsing: "203.0.113.9").contains("203.0.113.9"))
        #expect(!(try IPNetwork(parsing: "203.0.113.9")).contains("203.0.113.8"))
        #expect(try IPNetwork(parsing: "0.0.0.0/0").contains("198.51.100.1"))
        #expect(!(try IPNetwork(parsing: "0.0.0.0/0")).contains("::1"))
        // IPv6, and IPv4-mapped addresses count as IPv4.
        let v6 = try IPNetwork(parsing: "2001:db8::/32")
        #expect(v6.contains("2001:db8:ffff::1"))
        #expect(!v6.contains("2001:db9::1"))
        #expect(try IPNetwork(parsing: "::1/128").contains("::1"))
        #expect(try IPNetwork(parsing: "127.0.0.0/8").contains("::ffff:127.0.0.1"))
        // A prefix that does not fit the family, or text that is no address, is refused.
        for bad in ["127.0.0.1/33", "::1/129", "10.0.0.0/-1", "10.0.0.0/x", "localhost", "10.0.0", ""] {
            #expect(throws: IPNetwork.ParseError.self, "\(bad)") { try IPNetwork(parsing: bad) }
        }
        #expect(try IPNetwork.list(" 127.0.0.1/32 , ::1/128,,").map(\.description) == ["127.0.0.1/32", "::1/128"])
        #expect(try IPNetwork.list("").isEmpty)
    }

    @Test func anUntrustedPeerIsTheClientWhateverItSends() throws {
        let resolver = ClientAddressResolver(trustedProxies: try IPNetwork.list("127.0.0.1/32"))
        #expect(resolver.resolve(peer: "203.0.113.9", headers: ["X-Forwarded-For": "127.0.0.1, 10.0.0.1"]) == "203.0.113.9")
        #expect(resolver.resolve(peer: nil, headers: ["X-Forwarded-For": "10.0.0.1"]) == nil)
        // With nothing trusted (the default) the header is never read.
        #expect(ClientAddressResolver().resolve(peer: "127.0.0.1", headers: ["X-Forwarded-For": "10.0.0.1"]) == "127.0.0.1")
    }

    @Test func behindTrustedProxiesTheRightMostUntrustedHopIsTheClient() throws {
        let resolver = ClientAddressResolver(trustedProxies: try IPNetwork.list("127.0.0.1/32,10.0.0.0/8"))
        // nginx appended what it saw (203.0.113.9); whatever the client wrote before that is not believed.
        #expect(resolver.resolve(peer: "127.0.0.1", headers: ["X-Forwarded-For": "198.51.100.1, 203.0.113.9"]) == "203.0.113.9")
        // A chain of trusted proxies is walked past.
        #expect(resolver.resolve(peer: "127.0.0.1", headers: ["X-Forwarded-For": "198.51.100.1, 203.0.113.9, 10.2.3.4"])
            == "203.0.113.9")
        // Every line of the header counts, in order.
        let twoLines = HTTPHeaders([("X-Forwarded-For", "198.51.100.1"), ("x-forwarded-for", "203.0.113.9, 10.0.0.2")])
        #expect(resolver.resolve(peer: "127.0.0.1", headers: twoLines) == "203.0.113.9")
        // Only trusted hops: the left-most is as far as we can see.
        #expect(resolver.resolve(peer: "127.0.0.1", headers: ["X-Forwarded-For": "10.0.0.5, 10.0.0.6"]) == "10.0.0.5")
        // No header: the proxy itself.
        #expect(resolver.resolve(peer: "127.0.0.1", headers: [:]) == "127.0.0.1")
        // Something that is not an address stops the walk at the trusted hop to its right.
        #expect(resolver.resolve(peer: "127.0.0.1", headers: ["X-Forwarded-For": "198.51.100.1, junk, 10.0.0.7"]) == "10.0.0.7")
        // Another header name, when configured.
        let real = ClientAddressResolver(trustedProxies: resolver.trustedProxies, header: "X-Real-IP")
        #expect(real.resolve(peer: "127.0.0.1", headers: ["X-Real-IP": "198.51.100.4", "X-Forwarded-For": "192.0.2.1"])
            == "198.51.100.4")
    }
}
