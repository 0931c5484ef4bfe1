/// The account wire types, listed for ``WireComponents``.
public enum AccountWire {
    /// Bodies of the account endpoints (requests and responses).
    public static var bodies: [any SchemaDescribed.Type] {
        [MeResponse.self, AccountPatch.self, DeletionPreview.self, DeleteAccountRequest.self, DeletionResult.self,
         ExportDocument.self]
    }

    /// Every account type with a schema: the bodies, then their parts.
    public static var types: [any SchemaDescribed.Type] {
        bodies + [
            AccountProfile.self, RoleHint.self, HouseholdSummary.self, HouseholdMemberSummary.self, HomeSummary.self,
            StudentAccess.self, StudentRelation.self, DeletionState.self, AccessLogEntry.self, ManagedStudentFate.self,
            ExportProfile.self, ExportStudent.self, ExportHousehold.self, ExportRosterMember.self, ExportMembership.self,
            ExportInvitation.self, ExportStudentProfile.self, ExportList.self, ExportListItem.self, ExportListNote.self,
            ExportHome.self, ExportFollows.self, ExportFollow.self, ExportAccessLog.self, ExportAccessAboutMe.self,
            ExportAccessView.self,
        ]
    }
}
