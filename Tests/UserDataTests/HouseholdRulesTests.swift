import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// The household's display rules, the add-someone checks, the invitation e-mail and the address text rules, without a
/// database. Expected values are the site's wording and rules (userdata-map §2.2, §2.8), worked out by hand.
struct HouseholdRulesTests {
    private func row(_ role: String, _ name: String?, member: Bool = true, status: String = "active", isMe: Bool = false,
                     canEdit: Bool = false, managedByMe: Bool = false, invitation: Bool = false,
                     gradYear: Int? = nil) -> HouseholdRules.Row {
        HouseholdRules.Row(memberID: member ? UUID() : nil, invitationID: invitation ? UUID() : nil, role: role,
                           displayName: name, canEdit: canEdit, managed: status == "managed", managedByMe: managedByMe,
                           isMe: isMe, status: status, studentID: role == "student" && member ? UUID() : nil,
                           expiresAt: utc(2026, 10, 13, 15), gradYear: gradYear)
    }

    @Test func namesAndLettersNeverShowAnAddress() {
        #expect(HouseholdRules.name(row("guardian", "  Tracy Ross ")) == "Tracy Ross")
        #expect(HouseholdRules.name(row("guardian", nil)) == "A guardian")
        #expect(HouseholdRules.name(row("student", "")) == "A student")
        #expect(HouseholdRules.initial(row("student", "sam lee")) == "S")
        #expect(HouseholdRules.initial(row("guardian", nil)) == "G")
        #expect(HouseholdRules.initial(row("student", "   ")) == "S")
        #expect(HouseholdRules.suggestedName("Tracy Ross") == "The Ross household")
        #expect(HouseholdRules.suggestedName("Tracy") == "")
    }

    @Test func statusLinesAndCaptions() {
        #expect(HouseholdRules.statusLabel(row("guardian", "Val", member: false, status: "invited"))
            == "Invited \u{00B7} expires Oct 13")
        #expect(HouseholdRules.statusLabel(row("student", "Kim", status: "managed")) == "No account yet")
        #expect(HouseholdRules.statusLabel(row("guardian", "Val")) == nil)
        #expect(HouseholdRules.caption(row("student", "Kim", status: "managed", gradYear: 2030)) == "No account yet \u{00B7} 2030")
        #expect(HouseholdRules.caption(row("student", "Sam", isMe: true, gradYear: 2028)) == "You \u{00B7} Class of 2028")
        #expect(HouseholdRules.caption(row("student", "Sam")) == "Student")
        #expect(HouseholdRules.caption(row("guardian", "Tracy", isMe: true)) == "You \u{00B7} Guardian")
        #expect(HouseholdRules.caption(row("guardian", "Val", member: false, status: "expired")) == "Invite expired")
    }

    @Test func actionsFollowWhoMayDoWhat() {
        let me = row("guardian", "Tracy", isMe: true, canEdit: true)
        let kim = row("student", "Kim", status: "managed", managedByMe: true)
        let val = row("guardian", "Val", canEdit: false)
        let waiting = row("guardian", "Jo", member: false, status: "invited", invitation: true)
        let expired = row("guardian", "Lee", member: false, status: "expired", invitation: true)
        let rows = [kim, me, val, waiting, expired]
        let viewer = HouseholdRules.Viewer(rows)
        #expect(viewer.guardian && !viewer.student)
        // Every student is a record Tracy made, so she decides edit access (but never grants herself).
        #expect(HouseholdRules.actions(viewer, row: val, rows: rows) == ["allow-edit", "remove"])
        #expect(HouseholdRules.actions(viewer, row: me, rows: rows) == ["view-only", "leave"])
        #expect(HouseholdRules.actions(viewer, row: kim, rows: rows) == ["invite", "remove"])
        #expect(HouseholdRules.actions(viewer, row: waiting, rows: rows) == ["copy-link", "send-again", "cancel-invite"])
        #expect(HouseholdRules.actions(viewer, row: expired, rows: rows) == ["send-again", "cancel-invite"])
        // A student with an account in the household: Tracy no longer manages every student.
        let sam = row("student", "Sam")
        let withSam = rows + [sam]
        #expect(HouseholdRules.actions(HouseholdRules.Viewer(withSam), row: val, rows: withSam) == ["remove"])
        // Sam, the student, decides; he removes nobody.
        let samMe = row("student", "Sam", isMe: true)
        let samRows = [samMe, row("guardian", "Tracy", canEdit: true), val]
        #expect(HouseholdRules.actions(HouseholdRules.Viewer(samRows), row: samRows[1], rows: samRows) == ["view-only"])
        #expect(HouseholdRules.actions(HouseholdRules.Viewer(samRows), row: val, rows: samRows) == ["allow-edit"])
    }

    @Test func phonesBecomeE164WithTheUSAsDefault() {
        #expect(PhoneNumber.normalize("(615) 555-0100") == "+16155550100")
        #expect(PhoneNumber.normalize("615.555.0100") == "+16155550100")
        #expect(PhoneNumber.normalize("1 615 555 0100") == "+16155550100")
        #expect(PhoneNumber.normalize("+44 20 7946 0958") == "+442079460958")
        #expect(PhoneNumber.normalize("555-0100") == nil)
        #expect(PhoneNumber.normalize("+0123456") == nil)
        #expect(PhoneNumber.normalize("615-555-0100 x2") == nil)
        #expect(PhoneNumber.normalize("++16155550100") == nil)
    }

    @Test func addressesAsTheSiteChecksThem() {
        #expect(InviteAddress.normalize(" Val@Example.COM ") == "val@example.com")
        for bad in ["a@b", "a@.b", "a b@c.d", "@c.d", "a@b.", "a@@b.c"] { #expect(InviteAddress.normalize(bad) == nil, "\(bad)") }
        #expect(InviteAddress.normalize("a@b..c") == "a@b..c")
    }

    @Test func theInvitationEmailInTheSitesWords() {
        let mail = InvitationMail.make(inviter: "Tracy", household: "Ross", side: "guardian",
                                       link: "https://quad.example/invite/abc", siteName: "Quad", expires: "Oct 12, 2026")
        #expect(mail.subject == "Tracy invited you to the Ross household on Quad")
        #expect(mail.body == """
            Tracy invited you to join the "Ross" household on Quad as a parent or guardian.

            Guardians can see the students' college lists and plans. Students never see a guardian's finances.

            Open this link to accept (it works until Oct 12, 2026):
            https://quad.example/invite/abc

            If you weren't expecting this, ignore this email.
            """)
        let student = InvitationMail.make(inviter: " ", household: nil, side: "student", link: "L", siteName: "Quad",
                                          expires: "Oct 1, 2026")
        #expect(student.subject == "Someone invited you to the your family's household on Quad")
        #expect(student.body.contains("as a student."))
    }

    @Test func addressText() {
        #expect(AddressText.normalize("  77 Massachusetts Avenue,  Cambridge, MA 02139, USA ")
            == "77 Massachusetts Avenue, Cambridge, MA 02139")
        #expect(AddressText.normalize("1 Main St, Springfield, United States of America") == "1 Main St, Springfield")
        #expect(AddressText.normalize("Busan") == "Busan")
        #expect(AddressText.bareZip("02139-4307") == "02139")
        #expect(AddressText.bareZip("2139") == nil)
        #expect(AddressText.bareZip("02139 4307") == nil)
        #expect(AddressText.zipIn("12345 Main St, Springfield, IL 62701") == "62701")
        #expect(AddressText.zipIn("PO Box 123456, Town") == nil)
        #expect(AddressText.zipIn("1 Elm St, Cambridge MA 02139-4307") == "02139")
        #expect(AddressText.titleCase("1600 PENNSYLVANIA AVE NW") == "1600 Pennsylvania Ave NW")
        #expect(AddressText.titleCase("1ST ST") == "1st St")
    }

    @Test func theCensusGeocodersAnswer() throws {
        let answer = try JSONDecoder().decode(JSONValue.self, from: Data("""
            {"result": {"input": {}, "addressMatches": [{"matchedAddress": "1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500",
              "coordinates": {"x": -77.03654, "y": 38.89875},
              "addressComponents": {"city": "WASHINGTON", "state": "DC", "zip": "20500"}}]}}
            """.utf8))
        let home = try #require(CensusGeocoder.parse(answer))
        // -77036.54 rounds to -77037 (half up, like Math.round); 38898.75 to 38899.
        #expect(home.lat == 38.899 && home.lng == -77.037)
        #expect(home.label == "1600 Pennsylvania Ave NW, Washington, DC 20500")
        #expect(home.place == "Washington, DC")
        #expect(home.zip == "20500")
        let none = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"result": {"addressMatches": []}}"#.utf8))
        #expect(CensusGeocoder.parse(none) == nil)
        let offMap = try JSONDecoder().decode(JSONValue.self, from: Data(
            #"{"result": {"addressMatches": [{"coordinates": {"x": 200, "y": 10}}]}}"#.utf8))
        #expect(CensusGeocoder.parse(offMap) == nil)
    }
}
