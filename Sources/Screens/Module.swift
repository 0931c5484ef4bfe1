/// Placeholder: module Screens.
