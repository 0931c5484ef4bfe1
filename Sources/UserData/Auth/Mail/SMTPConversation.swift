import Foundation

/// One reply of the server: its code and the text of each line (`250-first`, `250 last` → two lines).
struct SMTPReply: Sendable, Equatable {
    var code: Int
    var lines: [String]

    var text: String { lines.joined(separator: " / ") }

    /// Reads one (possibly multi-line) reply. Refuses malformed lines and replies of more than 100 lines.
    static func read(from socket: SMTPSocket, stage: SMTPError.Stage) throws -> SMTPReply {
        var lines: [String] = []
        var code: Int?
        while true {
            let line = try socket.readLine(stage: stage)
            let bytes = Array(line.utf8)
            guard bytes.count >= 3, bytes[0..<3].allSatisfy({ (0x30...0x39).contains($0) }),
                  bytes.count == 3 || bytes[3] == 0x20 || bytes[3] == 0x2D,
                  let value = Int(String(decoding: bytes[0..<3], as: UTF8.self)), (200...599).contains(value) else {
                throw SMTPError(stage: stage, text: "malformed reply \"\(line.prefix(80))\"")
            }
            if let code, code != value {
                throw SMTPError(stage: stage, text: "reply lines with different codes (\(code), \(value))")
            }
            code = value
            lines.append(bytes.count > 4 ? String(decoding: bytes[4...], as: UTF8.self) : "")
            guard lines.count <= 100 else { throw SMTPError(stage: stage, text: "reply of more than 100 lines") }
            if bytes.count == 3 || bytes[3] == 0x20 { return SMTPReply(code: value, lines: lines) }
        }
    }
}

/// The blocking SMTP conversation for one message: greeting, EHLO (HELO if refused), AUTH PLAIN when credentials are
/// set, MAIL FROM, RCPT TO, DATA, QUIT. Any reply other than the expected one throws an ``SMTPError`` carrying the
/// step and the code. Runs on the caller's thread; ``SMTPMailer`` keeps it off the cooperative pool.
enum SMTPConversation {
    static func send(_ payload: [UInt8], from sender: String, to recipient: String, settings: SMTPSettings) throws {
        let socket = try SMTPSocket(host: settings.host, port: settings.port, connectTimeout: settings.connectTimeout,
                                    ioTimeout: settings.ioTimeout)
        try expect(SMTPReply.read(from: socket, stage: .greeting), 220, stage: .greeting)

        let helloName = socket.localAddressLiteral
        try socket.write(Array("EHLO \(helloName)\r\n".utf8), stage: .hello)
        var hello = try SMTPReply.read(from: socket, stage: .hello)
        var extensions: Set<String> = []
        if hello.code == 250 {
            extensions = Set(hello.lines.dropFirst().map { $0.split(separator: " ").first.map { $0.uppercased() } ?? "" })
        } else if hello.code >= 500 {
            try socket.write(Array("HELO \(helloName)\r\n".utf8), stage: .hello)
            hello = try SMTPReply.read(from: socket, stage: .hello)
        }
        try expect(hello, 250, stage: .hello)

        if let username = settings.username, let password = settings.password {
            let token = Data([0] + Array(username.utf8) + [0] + Array(password.utf8)).base64EncodedString()
            try socket.write(Array("AUTH PLAIN \(token)\r\n".utf8), stage: .auth)
            try expect(SMTPReply.read(from: socket, stage: .auth), 235, stage: .auth)
        }

        let body = extensions.contains("8BITMIME") ? " BODY=8BITMIME" : ""
        try socket.write(Array("MAIL FROM:<\(sender)>\(body)\r\n".utf8), stage: .sender)
        try expect(SMTPReply.read(from: socket, stage: .sender), 250, stage: .sender)
        try socket.write(Array("RCPT TO:<\(recipient)>\r\n".utf8), stage: .recipient)
        let accepted = try SMTPReply.read(from: socket, stage: .recipient)
        guard accepted.code == 250 || accepted.code == 251 else {
            throw SMTPError(stage: .recipient, code: accepted.code, text: accepted.text)
        }
        try socket.write(Array("DATA\r\n".utf8), stage: .data)
        try expect(SMTPReply.read(from: socket, stage: .data), 354, stage: .data)
        try socket.write(payload, stage: .message)
        try expect(SMTPReply.read(from: socket, stage: .message), 250, stage: .message)

        // The message is accepted; a failing QUIT changes nothing.
        if (try? socket.write(Array("QUIT\r\n".utf8), stage: .message)) != nil {
            _ = try? SMTPReply.read(from: socket, stage: .message)
        }
    }

    private static func expect(_ reply: SMTPReply, _ code: Int, stage: SMTPError.Stage) throws {
        guard reply.code == code else { throw SMTPError(stage: stage, code: reply.code, text: reply.text) }
    }
}
