import Domain
import Foundation
import Testing
import TestSupport
@testable import UserData

/// Conditional GETs across a publish, on a `quad serve` node following a real database: a publish that renames one
/// college leaves every document that does not show it with its ETag (the old tag answers 304, from the staged cache
/// generation for the warmed documents and from the routes for the rest), and gives that college's profile and the
/// lists that show it a new tag (200).
extension ScaleOutTests {
    /// The college the publish renames, its old and new names.
    static let renamed = (id: "138558", old: "Abraham Baldwin Agricultural College", new: "Abraham Baldwin College")

    /// Documents that never show the renamed college: other colleges' profiles and history, the glossary, the
    /// Explore filter panel (counts by state, kind and size, no names), a search that does not match it.
    static let untouched = ["/schools/222178", "/schools/101299", "/schools/101299/history", "/schools/100654", "/schools/100654/history",
                            "/glossary", "/explore/filters", "/search?q=abilene"]
    /// Documents that show it by name: its profile, the offline index, a search that finds it; and `/meta`, whose
    /// publish id is its content.
    static let touched = ["/schools/138558", "/schools/index", "/search?q=abraham", "/meta"]
    /// Of those, the ones the node warms before the swap (its default warm targets), answered from the cache.
    static let warmed: Set = ["/glossary", "/explore/filters", "/schools/index", "/meta"]

    static func get(_ port: Int, _ target: String, ifNoneMatch: String?) async throws -> RawResponse {
        var headers = [("Accept-Encoding", "gzip")]
        if let ifNoneMatch { headers.append(("If-None-Match", ifNoneMatch)) }
        return try await blocking { [headers] in try RawConnection(port: port).request("GET", target, headers: headers) }
    }

    /// The body as text (gzip undone).
    static func text(_ response: RawResponse) -> String {
        let bytes = response.header("Content-Encoding") == "gzip" ? (gunzip(response.body) ?? []) : response.body
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aPublishThatRenamesOneCollegeKeepsTheTagsOfEveryDocumentThatDoesNotShowIt() async throws {
        let first = try SampleFolders.copy()
        let second = try SampleFolders.copy { SampleFolders.set(&$0, Self.renamed.id, "name", Self.renamed.new) }
        defer { SampleFolders.remove(first); SampleFolders.remove(second) }
        try await withMigratedDatabase { pool, database in
            let a = try SampleFolders.load(first), b = try SampleFolders.load(second)
            try await Self.publish(pool, a, first, previous: nil)
            let node = try QuadProcess(["serve", "--mode", "api"], environment: Self.environment(database.url, folder: first))
            let port = try await node.port(of: "api")
            #expect(try await eventually(within: .seconds(60)) { try await ownerInt(pool, "select count(*) from ops.nodes") == 1 })

            var held: [String: String] = [:]
            for target in Self.untouched + Self.touched {
                let answer = try await Self.get(port, "/api/app/v1" + target, ifNoneMatch: nil)
                #expect(answer.status == 200, "\(target)")
                held[target] = answer.header("ETag")
                let body = Self.text(answer)
                if Self.untouched.contains(target) {
                    #expect(!body.contains(Self.renamed.id) && !body.contains("Abraham Baldwin"), "\(target) shows the college")
                } else if target != "/meta" {
                    #expect(body.contains(Self.renamed.old), "\(target) does not show the college")
                }
            }

            try await Self.publish(pool, b, second, previous: a)
            #expect(try await eventually(within: .seconds(60)) {
                try await Self.get(port, "/api/app/v1/meta", ifNoneMatch: nil).header("X-Dataset-Publish") == b.publishID
            }, "\(node.output)")

            for target in Self.untouched {
                let answer = try await Self.get(port, "/api/app/v1" + target, ifNoneMatch: held[target])
                #expect(answer.status == 304 && answer.body.isEmpty, "\(target): \(answer.status)")
                #expect(answer.header("ETag") == held[target], "\(target)")
                #expect(answer.header("X-Dataset-Publish") == b.publishID, "\(target)")
                // The cache answers without a request id; the routes' answers carry one.
                #expect((answer.header("X-Request-Id") == nil) == Self.warmed.contains(target), "\(target)")
            }
            for target in Self.touched {
                let answer = try await Self.get(port, "/api/app/v1" + target, ifNoneMatch: held[target])
                #expect(answer.status == 200, "\(target): \(answer.status)")
                #expect(answer.header("ETag") != nil && answer.header("ETag") != held[target], "\(target)")
                #expect(answer.header("X-Dataset-Publish") == b.publishID, "\(target)")
                if target != "/meta" { #expect(Self.text(answer).contains(Self.renamed.new), "\(target)") }
            }
            #expect(await node.stop() == 0)
        }
    }
}
