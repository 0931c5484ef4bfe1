/// The household, invitation, student profile, home and fit wire types, listed for ``WireComponents``.
public enum HouseholdWire {
    /// Bodies of those endpoints (requests and responses).
    public static var bodies: [any SchemaDescribed.Type] {
        [
            HouseholdResponse.self, CreateHouseholdRequest.self, InviteRequest.self, InvitationCreated.self,
            AddStudentRequest.self, CanEditRequest.self, GuardianEditingRequest.self, InvitationPreview.self,
            InvitationAccountRequest.self, InvitationAccountCreated.self, StudentProfileResponse.self,
            StudentProfileChange.self, HomeResponse.self, HomeRequest.self, HomeSuggestions.self, FitResponse.self,
            MyHighSchoolLineResponse.self,
        ]
    }

    /// Every type with a schema: the bodies, then their parts.
    public static var types: [any SchemaDescribed.Type] {
        [
            HouseholdResponse.self, HouseholdDetail.self, HouseholdViewer.self, HouseholdPerson.self,
            CreateHouseholdRequest.self, InviteRequest.self, InvitationCreated.self, AddStudentRequest.self,
            CanEditRequest.self, GuardianEditingRequest.self,
            InvitationPreview.self, InvitationAccountRequest.self, InvitationAccountCreated.self,
            StudentProfileResponse.self, StudentPickerEntry.self, GuardianEditing.self, Completeness.self,
            CompletenessItem.self, GPAReading.self, ProfileForm.self, ProfileFormGroup.self, ProfileFormField.self,
            ProfileFormChoice.self, StudentProfileData.self, StudentProfileChange.self,
            HomeResponse.self, HomeDetail.self, HomeRequest.self, HomeSuggestions.self, AddressSuggestion.self,
            FitResponse.self, FitIDs.self, FitQueries.self, FitMessages.self,
            MyHighSchoolLineResponse.self, MyHighSchoolLine.self,
        ]
    }
}
