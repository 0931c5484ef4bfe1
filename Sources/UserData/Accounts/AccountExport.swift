import Core
public import Foundation
public import QuadAPIModels

/// "Download my data" (`GET /me/export`, userdata-map §2.7): one JSON file with everything kept about the signed-in
/// person, read in one round trip with their own session, so row-level security decides what comes back.
///
/// The parts are the site's exporters that exist in this schema (the planner's do not): profile, students (the
/// person's own record and the managed records they made), households with their members, memberships,
/// invitations sent, student profiles, lists with items and visible notes, the household's home, follows, and
/// the access log both ways. Any part failing fails the whole export: there are no partial files.
public struct AccountExport: Sendable {
    /// The export and the moment it was made.
    public struct File: Sendable {
        public var document: ExportDocument
        /// `quad-data-2026-10-05.json`: the site's name as a slug, then the UTC date.
        public var filename: String
        /// The document as pretty-printed JSON (keys sorted).
        public var body: Data
    }

    let pool: PostgresPool
    let site: String
    let now: @Sendable () -> Date

    /// `site` names the site in the file and its name. `now` stamps it (tests inject a clock).
    public init(pool: PostgresPool, site: String = "Quad", now: @escaping @Sendable () -> Date = { Date() }) {
        self.pool = pool
        self.site = site
        self.now = now
    }

    /// What each part holds, for the file's `contents`.
    public static let contents: [String: String] = [
        "profile": "Your profile: e-mail, name, birth year, phone, and what you told us you are.",
        "students": "Your own student record and the student records you made for children without an account.",
        "households": "Households you belong to, with each member's name and role.",
        "memberships": "Your household memberships: as a guardian, and your student record's.",
        "invitations_sent": "Invitations you sent (the links themselves are not included).",
        "student_profiles": "Student profiles (grades, scores, plans, preferences) of your own and your managed students.",
        "lists": "College lists of your own and your managed students, and your own lists: each college's category, "
            + "round, status, outcome, deadline and tracking, and the notes you can see.",
        "home": "Your household's home address as we matched it, its map location and who set it; null if none.",
        "follows": "Colleges you follow and whether update e-mails are on.",
        "access_log": "When guardians viewed your information, and when you viewed a student's as a guardian.",
    ]

    /// Builds the export of `principal`. Works for an account scheduled for deletion.
    ///
    /// - Throws: 503 when the database cannot serve it; 500 "We couldn't build your export. Try again in a moment."
    ///   for anything else.
    public func build(_ principal: Principal) async throws -> File {
        let moment = now()
        let rows: [PostgresRows]
        do {
            rows = try await pool.pipeline(as: .authenticated(principal), ExportQueries.all)
        } catch let error as PostgresError {
            throw error.isTransient || error.code == .closed ? AccountService.apiError(for: error) : AccountMessages.exportFailed
        }
        do {
            let profile = try rows[0].first?.decode(json: ExportProfile?.self, at: 0)
            var document = ExportDocument(
                exportedAt: WireTimestamp.string(moment), site: site, contents: Self.contents,
                profile: profile ?? ExportProfile(email: nil, displayName: nil, birthYear: nil, roleHint: nil, phone: nil,
                                                  created: nil, updated: nil),
                students: try Self.part(rows[1]), households: try Self.part(rows[2]), memberships: try Self.part(rows[3]),
                invitationsSent: try Self.part(rows[4]), studentProfiles: try Self.part(rows[5]),
                lists: try Self.part(rows[6]), home: try rows[7].first?.decode(json: ExportHome?.self, at: 0) ?? nil,
                follows: try Self.part(rows[8]), accessLog: try Self.part(rows[9]))
            document.profile.email = claimString(principal, "email")
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return File(document: document, filename: Self.filename(site: site, at: moment),
                        body: try encoder.encode(document))
        } catch {
            throw AccountMessages.exportFailed
        }
    }

    /// The one JSON value a part's statement returns.
    static func part<T: Decodable>(_ rows: PostgresRows) throws -> T {
        guard let row = rows.first else { throw PostgresError(code: .decoding, context: "an export part returned no row") }
        return try row.decode(json: T.self, at: 0)
    }

    /// `{site slug}-data-YYYY-MM-DD.json` (UTC date); the slug is the lowercase name with runs of other characters
    /// turned into single dashes, or "account" when nothing is left.
    public static func filename(site: String, at moment: Date) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in site.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return (slug.isEmpty ? "account" : slug) + "-data-" + WireTimestamp.day(moment) + ".json"
    }
}

/// The export's statements, one JSON value per part, in the order of ``ExportDocument/partKeys``.
enum ExportQueries {
    /// The person's student records: their own and the managed ones they made, live only.
    private static let mine = """
        select s.id from public.students s
        where s.deleted_at is null and (s.user_id = auth.uid() or s.managed_by = auth.uid())
        """

    static let all: [PostgresQuery] = [profile, students, households, memberships, invitations, studentProfiles, lists,
                                       home, follows, accessLog]

    static let profile = PostgresQuery(unsafeSQL: """
        select json_build_object('display_name', p.display_name, 'birth_year', p.birth_year, 'role_hint', p.role_hint,
                                 'phone', p.phone, 'created', p.created, 'updated', p.updated)
        from public.profiles p where p.id = auth.uid()
        """)

    static let students = PostgresQuery(unsafeSQL: """
        select coalesce(json_agg(json_build_object(
                 'id', s.id, 'user_id', s.user_id, 'display_name', s.display_name, 'grad_year', s.grad_year,
                 'managed_by', s.managed_by, 'phone', s.phone, 'created', s.created) order by s.created, s.id), '[]'::json)
        from public.students s where s.id in (\(mine))
        """)

    static let households = PostgresQuery(unsafeSQL: """
        select coalesce(json_agg(json_build_object(
                 'id', h.id, 'name', h.name, 'created', h.created,
                 'members', (select coalesce(json_agg(json_build_object(
                                 'role', r.role, 'display_name', r.display_name, 'can_edit', r.can_edit,
                                 'managed', r.managed, 'is_me', r.is_me, 'joined', r.joined) order by r.ordinality), '[]'::json)
                             from public.household_roster(h.id) with ordinality as r
                             where r.member_id is not null)
               ) order by h.created, h.id), '[]'::json)
        from public.households h where h.deleted_at is null
        """)

    static let memberships = PostgresQuery(unsafeSQL: """
        select coalesce(json_agg(json_build_object(
                 'household_id', m.household_id, 'role', m.role, 'status', m.status, 'can_edit', m.can_edit,
                 'created', m.created, 'accepted_at', m.accepted_at) order by m.created, m.id), '[]'::json)
        from public.household_members m
        where m.user_id = auth.uid()
           or m.student_id in (select s.id from public.students s where s.user_id = auth.uid() and s.deleted_at is null)
        """)

    static let invitations = PostgresQuery(unsafeSQL: """
        select coalesce(json_agg(json_build_object(
                 'household_id', i.household_id, 'email', i.email, 'side', i.side, 'can_edit', i.can_edit,
                 'display_name', i.display_name, 'created', i.created, 'expires_at', i.expires_at,
                 'accepted_at', i.accepted_at, 'revoked_at', i.revoked_at) order by i.created, i.id), '[]'::json)
        from public.invitations i where i.invited_by = auth.uid()
        """)

    static let studentProfiles = PostgresQuery(unsafeSQL: """
        select coalesce(json_agg(json_build_object(
                 'student_id', sp.student_id, 'data', sp.data, 'updated_at', sp.updated_at)
                 order by sp.updated_at, sp.student_id), '[]'::json)
        from public.student_profiles sp where sp.student_id in (\(mine))
        """)

    static let lists = PostgresQuery(unsafeSQL: """
        select coalesce(json_agg(json_build_object(
                 'id', l.id, 'student_id', l.student_id, 'user_id', l.user_id, 'name', l.name,
                 'is_default', l.is_default, 'created', l.created,
                 'items', (select coalesce(json_agg(json_build_object(
                               'unit_id', li.unit_id, 'category', li.category, 'status', li.status,
                               'outcome', li.outcome, 'round', li.round, 'position', li.position,
                               'added_at', li.added_at, 'decision_date', li.decision_date,
                               'deadline_text', li.deadline_text, 'deadline_date', li.deadline_date,
                               'enrolling', li.enrolling, 'updates', li.updates, 'visited_on', li.visited_on,
                               'follows_social', li.follows_social) order by li.position, li.added_at, li.id), '[]'::json)
                           from public.list_items li where li.list_id = l.id),
                 'notes', (select coalesce(json_agg(json_build_object(
                               'unit_id', li.unit_id, 'body', n.body, 'private', n.private,
                               'mine', n.author_id = auth.uid(), 'created', n.created) order by n.created, n.id), '[]'::json)
                           from public.list_notes n join public.list_items li on li.id = n.item_id
                           where li.list_id = l.id)
               ) order by l.created, l.id), '[]'::json)
        from public.lists l where l.student_id in (\(mine)) or l.user_id = auth.uid()
        """)

    static let home = PostgresQuery(unsafeSQL: """
        select json_build_object('household_id', hh.household_id, 'label', hh.label, 'place', hh.place, 'zip', hh.zip,
                                 'lat', hh.lat, 'lng', hh.lng, 'set_by_name', hh.set_by_name, 'updated_at', hh.updated_at)
        from public.household_homes hh where hh.household_id = public.my_household()
        """)

    static let follows = PostgresQuery(unsafeSQL: """
        select json_build_object(
                 'colleges', (select coalesce(json_agg(json_build_object(
                                  'unit_id', f.unit_id, 'source', f.source, 'created', f.created)
                                  order by f.created, f.unit_id), '[]'::json)
                              from public.follows f where f.user_id = auth.uid()),
                 'email_updates', coalesce((select np.email_updates from public.notification_prefs np
                                            where np.user_id = auth.uid()), true))
        """)

    static let accessLog = PostgresQuery(unsafeSQL: """
        select json_build_object(
                 'about_me', (select coalesce(json_agg(json_build_object(
                                  'at', a.at, 'table_name', a.table_name, 'viewer_name', a.viewer_name)
                                  order by a.ordinality), '[]'::json)
                              from public.my_access_log(1000) with ordinality as a),
                 'my_views', (select coalesce(json_agg(json_build_object(
                                  'student_id', v.student_id, 'table_name', v.table_name, 'at', v.at)
                                  order by v.at desc, v.id desc), '[]'::json)
                              from (select x.id, x.student_id, x.table_name, x.at from public.access_log x
                                    where x.viewer_id = auth.uid() order by x.at desc, x.id desc limit 1000) v))
        """)
}
