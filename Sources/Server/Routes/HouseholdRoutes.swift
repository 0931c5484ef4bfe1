import APIContract
import Core
public import Domain
import Foundation
import QuadAPIModels
import Screens
public import UserData

/// The household routes under `/api/app/v1/me/household` (``APIContract/HouseholdEndpoints``) and the invitation
/// links under `/api/app/v1/invitations` (``APIContract/InvitationEndpoints``).
///
/// ```swift
/// HouseholdRoutes(households: households, invitations: invitations, auth: auth).register(on: &app)
/// ```
public struct HouseholdRoutes: Sendable {
    let households: HouseholdService
    let invitations: InvitationService
    /// Makes accounts for invitees; nil answers that endpoint 503.
    let auth: AuthService?

    public init(households: HouseholdService, invitations: InvitationService, auth: AuthService?) {
        self.households = households
        self.invitations = invitations
        self.auth = auth
    }

    public func register(on routes: inout some RouteRegistrar) {
        let households = households, invitations = invitations, auth = auth
        routes.group(HouseholdEndpoints.prefix) { h in
            h.add(HouseholdEndpoints.get) { _, context in try await households.household(context.principal) }
            h.add(HouseholdEndpoints.create) { input, context in try await households.create(context.principal, input.body) }
            h.add(HouseholdEndpoints.invite) { input, context in try await households.invite(context.principal, input.body) }
            h.add(HouseholdEndpoints.cancelInvitation) { input, context in
                try await households.cancelInvitation(context.principal, id: input.parameters.id)
            }
            h.add(HouseholdEndpoints.reissue) { input, context in
                try await households.reissue(context.principal, id: input.parameters.id)
            }
            h.add(HouseholdEndpoints.addStudent) { input, context in
                try await households.addStudent(context.principal, input.body)
            }
            h.add(HouseholdEndpoints.setCanEdit) { input, context in
                try await households.setCanEdit(context.principal, member: input.parameters.memberId,
                                                canEdit: input.body.canEdit)
            }
            h.add(HouseholdEndpoints.leave) { _, context in try await households.leave(context.principal) }
            h.add(HouseholdEndpoints.remove) { input, context in
                try await households.remove(context.principal, member: input.parameters.memberId)
            }
        }
        routes.group(InvitationEndpoints.prefix) { i in
            i.add(InvitationEndpoints.preview) { input, _ in try await invitations.preview(token: input.parameters.token) }
            i.add(InvitationEndpoints.accept) { input, context in
                try await invitations.accept(context.principal, token: input.parameters.token)
            }
            i.add(InvitationEndpoints.account) { input, _ in
                guard let auth else { throw APIError.unavailable("Signing in isn't available on this server.", retryAfter: 300) }
                return try await auth.createAccount(fromInvitation: input.parameters.token, password: input.body.password)
            }
        }
    }
}

/// The student profile (``APIContract/StudentEndpoints``, with the "my high school" line), the home
/// (``APIContract/HomeAddressEndpoints``) and fit.
public struct StudentRoutes: Sendable {
    let students: StudentProfileService
    let home: HomeAddressService
    let fit: FitService
    let store: DatasetStore

    /// `store` is the dataset the "my high school" line reads (the high-school directory and its profiles).
    public init(students: StudentProfileService, home: HomeAddressService, fit: FitService, store: DatasetStore) {
        self.students = students
        self.home = home
        self.fit = fit
        self.store = store
    }

    public func register(on routes: inout some RouteRegistrar) {
        let students = students, home = home, fit = fit, store = store
        routes.group(StudentEndpoints.prefix) { s in
            s.add(StudentEndpoints.get) { input, context in
                try await students.page(context.principal, student: input.parameters.student)
            }
            s.add(StudentEndpoints.put) { input, context in
                try await students.save(context.principal, student: input.parameters.student, change: input.body.value)
            }
            s.add(StudentEndpoints.guardianEditing) { input, context in
                try await students.setGuardianEditing(context.principal, student: input.parameters.student,
                                                      enabled: input.body.enabled)
            }
        }
        routes.group(HomeAddressEndpoints.prefix) { h in
            h.add(HomeAddressEndpoints.get) { _, context in try await home.home(context.principal) }
            h.add(HomeAddressEndpoints.put) { input, context in try await home.save(context.principal, address: input.body.address) }
            h.add(HomeAddressEndpoints.delete) { _, context in try await home.remove(context.principal) }
            h.add(HomeAddressEndpoints.suggest) { input, context in await home.suggest(context.principal, text: input.parameters.q) }
        }
        routes.add(FitEndpoints.fit) { _, context in try await fit.fit(context.principal) }
        routes.add(StudentEndpoints.highSchoolLine) { input, context in
            let snapshot = store.current
            guard snapshot.school(id: input.parameters.id) != nil else {
                throw APIError.notFound("We couldn't find that college.")
            }
            let mine = try await fit.profile(context.principal)
            return MyHighSchoolLineResponse(line: MyHighSchoolLineBuilder.line(snapshot, college: input.parameters.id,
                                                                             highSchoolID: mine.basics.highSchoolId))
        }
    }
}
