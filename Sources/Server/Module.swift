/// Placeholder: module Server.
