import Core
import Domain
import Foundation
import QuadAPIModels
public import UserData

/// `mail.deliver`: sends one `auth.mail_outbox` row.
///
/// Enqueued by the outbox's insert trigger (migration 0012) in the transaction that queues the mail, with run key
/// `mail_outbox:<id>`, 10 attempts and a 5-minute visibility timeout, so every queued message has exactly one job.
/// The attempt reads the row, sends it with no transaction open, and records the result on the row
/// (``UserData/MailDelivery``). A temporary failure (4xx, network, time-out) is retried with this kind's backoff:
/// 1 minute, doubling, at most 1 hour (the outbox's `send_after` shows the next try). A permanent refusal (5xx to
/// the recipient or the message) makes the job a dead letter at once; so does the tenth temporary failure.
public struct MailDeliveryJob: JobKind {
    public struct Payload: Codable, Sendable, Equatable {
        /// `auth.mail_outbox.id`.
        public var outboxID: Int64

        public init(outboxID: Int64) {
            self.outboxID = outboxID
        }

        enum CodingKeys: String, CodingKey {
            case outboxID = "outbox_id"
        }
    }

    public static let name = "mail.deliver"
    public static let queue = "mail"
    public static let retry = RetryPolicy(base: .seconds(60), cap: .seconds(3600))
    public static let maxAttempts = 10

    public let delivery: MailDelivery

    public init(delivery: MailDelivery) {
        self.delivery = delivery
    }

    public func run(_ payload: Payload, context: JobContext) async throws {
        do {
            let outcome = try await delivery.deliver(outboxID: payload.outboxID,
                                                     retryAt: context.retryDate(failingAt: context.clock.now()))
            if outcome == .nothingToSend {
                context.logger.info("mail already sent or given up; nothing to do", ["outbox": .number(Double(payload.outboxID))])
            }
        } catch let failure as MailDelivery.Failure where failure.permanent {
            throw JobError.permanent(failure.description)
        }
    }
}
