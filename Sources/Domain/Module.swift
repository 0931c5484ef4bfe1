/// Placeholder: module Domain.
