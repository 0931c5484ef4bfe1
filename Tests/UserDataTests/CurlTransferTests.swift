import Core
import Foundation
import Testing
@testable import UserData

/// The one libcurl engine submitting mail to a local SMTP server: the envelope and message as sent, AUTH, and the
/// refusals (a recipient, a password, TLS required but not offered), each with its reply code.
struct CurlTransferTests {
    private func submission(to server: FakeSMTPServer, recipients: [String], message: String) -> CurlTransfer {
        var transfer = CurlTransfer(url: server.url, protocols: "smtp")
        transfer.mailFrom = "quad@example.com"
        transfer.mailRecipients = recipients
        transfer.body = Data(message.utf8)
        transfer.upload = true
        transfer.timeout = .seconds(10)
        return transfer
    }

    @Test func aMessageIsSubmittedWithItsEnvelopeAndDotStuffed() async throws {
        let server = try FakeSMTPServer(credentials: ("relay", "s3cret"))
        defer { server.stop() }
        var transfer = submission(to: server, recipients: ["sam@example.com", "alex@example.com"],
                                  message: "Subject: Hi\r\n\r\nFirst line\r\n.hidden\r\nend\r\n")
        transfer.username = "relay"
        transfer.password = "s3cret"
        let result = try await transfer.perform()
        #expect(result.status == 250)
        let messages = server.messages
        #expect(messages.count == 1)
        #expect(messages.first?.from == "quad@example.com")
        #expect(messages.first?.recipients == ["sam@example.com", "alex@example.com"])
        #expect(messages.first?.user == "relay")
        // SMTP doubles a leading dot on the wire (RFC 5321 §4.5.2).
        #expect(messages.first?.data == "Subject: Hi\r\n\r\nFirst line\r\n..hidden\r\nend\r\n")
    }

    @Test func refusalsCarryTheReplyCodeAndSendNothing() async throws {
        let server = try FakeSMTPServer(credentials: ("relay", "s3cret"), refuse: ["gone@example.com"])
        defer { server.stop() }
        var refused = submission(to: server, recipients: ["gone@example.com"], message: "Subject: x\r\n\r\nx\r\n")
        refused.username = "relay"
        refused.password = "s3cret"
        do {
            _ = try await refused.perform()
            Issue.record("a refused recipient was accepted")
        } catch let failure as CurlTransfer.Failure {
            #expect(failure.status == 550)
            #expect(failure.message.contains("RCPT"), "\(failure)")
            #expect(!failure.isNetwork)
        }

        var wrongPassword = submission(to: server, recipients: ["sam@example.com"], message: "Subject: x\r\n\r\nx\r\n")
        wrongPassword.username = "relay"
        wrongPassword.password = "guess"
        do {
            _ = try await wrongPassword.perform()
            Issue.record("a wrong password was accepted")
        } catch let failure as CurlTransfer.Failure {
            #expect(failure.status == 535, "\(failure)")
        }

        // This server offers no STARTTLS: requiring TLS stops before any message is sent.
        var plain = submission(to: server, recipients: ["sam@example.com"], message: "Subject: x\r\n\r\nx\r\n")
        plain.requireTLS = true
        do {
            _ = try await plain.perform()
            Issue.record("a server without STARTTLS got a message that required TLS")
        } catch let failure as CurlTransfer.Failure {
            #expect(failure.kind == .transfer, "\(failure)")
        }
        #expect(server.messages.isEmpty)
    }

    @Test func anSMTPTransferCannotBeTurnedToAnotherProtocol() async throws {
        var transfer = CurlTransfer(url: "http://127.0.0.1:9/", protocols: "smtp,smtps")
        transfer.timeout = .seconds(2)
        do {
            _ = try await transfer.perform()
            Issue.record("an http URL ran under smtp-only protocols")
        } catch let failure as CurlTransfer.Failure {
            #expect(failure.kind == .invalidRequest, "\(failure)")
        }
    }
}
