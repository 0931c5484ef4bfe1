public import QuadAPIModels

/// A list item's status and outcome together: the database allows an outcome only on a `decided` item.
public struct ItemProgress: Sendable, Hashable {
    public var status: ListStatus
    public var outcome: ListOutcome?

    public init(status: ListStatus, outcome: ListOutcome? = nil) {
        self.status = status
        self.outcome = outcome
    }
}

/// The site's status and outcome transitions and the tracking row (userdata-map §2.5, `lib/list-rules.ts`).
///
/// ```swift
/// ItemTransitions.setting(outcome: .deferred)                                    // applied, no outcome
/// ItemTransitions.setting(status: .applied, from: ItemProgress(status: .decided, outcome: .admitted))  // applied
/// ```
public enum ItemTransitions {
    /// After recording `outcome`: `decided` with it, except `deferred` (an early round pushed to the regular one),
    /// which moves the item back to `applied` with no outcome yet, since the application is still live.
    public static func setting(outcome: ListOutcome) -> ItemProgress {
        outcome == .deferred ? ItemProgress(status: .applied) : ItemProgress(status: .decided, outcome: outcome)
    }

    /// After setting `status` directly: the outcome goes unless the new status is `decided`.
    public static func setting(status: ListStatus, from current: ItemProgress) -> ItemProgress {
        ItemProgress(status: status, outcome: status == .decided ? current.outcome : nil)
    }

    /// After one change that may name a status, an outcome, or both (the status first, the outcome last):
    /// `outcome` nil leaves the outcome, `.some(nil)` clears it (the status stays).
    public static func applying(status: ListStatus?, outcome: ListOutcome??, to current: ItemProgress) -> ItemProgress {
        var next = current
        if let status { next = setting(status: status, from: next) }
        switch outcome {
        case nil: break
        case .some(nil): next.outcome = nil
        case let .some(.some(value)): next = setting(outcome: value)
        }
        return next
    }

    /// What ``applying(status:outcome:to:)`` stores, worked out without the item, so one update statement can change
    /// an item it has not read: an outcome decides everything (``setting(outcome:)``); a status alone clears the
    /// outcome unless it is `decided`, which keeps whatever the item holds; clearing the outcome leaves the status.
    public static func change(status: ListStatus?, outcome: ListOutcome??) -> ProgressChange {
        switch outcome {
        case let .some(.some(value)):
            let next = setting(outcome: value)
            return ProgressChange(status: next.status, outcome: .some(next.outcome))
        case .some(nil):
            return ProgressChange(status: status, outcome: .some(nil))
        case nil:
            guard let status else { return ProgressChange(status: nil, outcome: nil) }
            return ProgressChange(status: status, outcome: status == .decided ? nil : .some(nil))
        }
    }

    /// The tracking row, in its fixed order: Updates, Applying (on past considering; locked once applied or
    /// decided), Visited (a visit day is set), Following on social, Accepted (admitted).
    public static func tracking(updates: Bool, progress: ItemProgress, visited: Bool, followsSocial: Bool)
        -> [TrackingChip] {
        let pastApplying = progress.status == .applied || progress.status == .decided
        return TrackingKey.allCases.map { key in
            let on = switch key {
            case .updates: updates
            case .applying: progress.status != .considering
            case .visited: visited
            case .social: followsSocial
            case .accepted: progress.outcome == .admitted
            }
            return TrackingChip(key: key, label: key.label, on: on, locked: key == .applying && pastApplying)
        }
    }
}

/// The columns a status/outcome change writes (``ItemTransitions/change(status:outcome:)``): nil leaves a column as it
/// is; the outcome's `.some(nil)` clears it.
public struct ProgressChange: Sendable, Hashable {
    public var status: ListStatus?
    public var outcome: ListOutcome??

    public init(status: ListStatus?, outcome: ListOutcome??) {
        self.status = status
        self.outcome = outcome
    }

    /// Whether the change writes nothing.
    public var isEmpty: Bool { status == nil && outcome == nil }

    /// `current` with the change written over it.
    public func applied(to current: ItemProgress) -> ItemProgress {
        ItemProgress(status: status ?? current.status, outcome: outcome ?? current.outcome)
    }
}
