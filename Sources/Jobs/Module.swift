/// Placeholder: module Jobs.
