import APIContract
import Core
import Domain
import Foundation
public import Jobs
import QuadAPIModels

/// The operators' routes on the admin listener: revalidation and the job runtime (behind the admin token).
public struct OperationsRoutes: Sendable {
    private let revalidation: RevalidationService
    private let jobs: JobsAdmin?

    /// `jobs` nil (no database): the job routes answer 503.
    public init(revalidation: RevalidationService, jobs: JobsAdmin?) {
        self.revalidation = revalidation
        self.jobs = jobs
    }

    public func register(on routes: inout some RouteRegistrar) {
        routes.add(OperationsEndpoints.revalidate) { [revalidation] _, _ in try await revalidation.revalidate() }
        routes.add(OperationsEndpoints.jobs) { [jobs] _, _ in
            guard let jobs else { throw Self.noDatabase }
            let now = Date()
            let overview = try await jobs.overview(now: now)
            return OperationsEndpoints.JobsAnswer(
                now: now.formatted(.iso8601),
                kinds: overview.kinds.map {
                    .init(kind: $0.kind, queue: $0.queue, pending: $0.pending, running: $0.running, succeeded: $0.succeeded,
                          dead: $0.dead, oldestDue: $0.oldestDue?.formatted(.iso8601))
                },
                schedules: overview.schedules.map {
                    .init(name: $0.name, cadence: $0.cadence, nextSlot: $0.nextSlot.formatted(.iso8601),
                          lastSlot: $0.lastSlot?.formatted(.iso8601), lastJob: $0.lastJob, lastStatus: $0.lastStatus)
                },
                failures: overview.failures.map {
                    .init(job: $0.job, kind: $0.kind, status: $0.status, attempts: $0.attempts, maxAttempts: $0.maxAttempts,
                          lastError: $0.lastError, runAfter: $0.runAfter.formatted(.iso8601),
                          updatedAt: $0.updatedAt.formatted(.iso8601))
                })
        }
        routes.add(OperationsEndpoints.runJob) { [jobs] input, _ in
            guard let jobs else { throw Self.noDatabase }
            let now = input.parameters.now.map { Date(timeIntervalSince1970: $0) } ?? Date()
            guard let job = try await jobs.runNow(input.parameters.name, now: now) else {
                throw APIError(status: 404, code: "not_found", message: "No schedule is named \(input.parameters.name).")
            }
            return try Response.json(OperationsEndpoints.RunAnswer(schedule: input.parameters.name, job: job,
                                                                   now: now.formatted(.iso8601)), status: 202)
        }
    }

    private static let noDatabase = APIError.unavailable("The job runtime needs the database, which is not configured.",
                                                         retryAfter: nil)
}
