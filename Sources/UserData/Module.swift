/// Placeholder: module UserData.
