import QuadAPIModels

/// The LGBTQ+ policy checklist (the site's lib/lgbtq-policy.ts): for each policy key, the college's own checked page
/// (tier A, `lgbtq.policies`) when it has one, else a national directory's lead (tier D, the detail file's
/// `directories` table); a key with neither is left out, never shown as "no". Never the gender-identity counts.
public enum LgbtqChecklist {
    /// One line of the checklist: its key and label, the dated sentence and the page it rests on.
    public struct Item: Sendable, Hashable {
        public var key: String
        public var label: String
        public var text: String
        public var url: String
    }

    /// One row of Compare's policy table: a key some compared college has, and each college's item (nil: nothing
    /// found for it).
    public struct Row: Sendable, Hashable {
        public var key: String
        public var label: String
        public var cells: [Item?]
    }

    /// The policy keys in checklist order, with their labels (the site's lib/directories.ts POLICY_KEYS).
    public static let policyKeys: [(key: String, label: String)] = [
        ("nondiscrimination_orientation", "Nondiscrimination policy covers sexual orientation"),
        ("nondiscrimination_identity", "Nondiscrimination policy covers gender identity or expression"),
        ("inclusive_housing", "Gender-inclusive housing"),
        ("name_on_records", "Chosen name and pronouns on campus records"),
        ("inclusive_restrooms", "Gender-inclusive restrooms listed online"),
        ("health_plan_transition", "Student health plan covers transition-related care"),
        ("trans_admission", "Trans admission policy (historically women's or men's college)"),
        ("trans_athletics", "Trans-inclusive athletic policy (intramurals and club sports)"),
    ]

    /// The college's checklist, in key order.
    public static func items(_ school: School, detail: SchoolDetail?) -> [Item] {
        let tierA = (school.lgbtq?.policies ?? []).filter { $0.member("key")?.string != "conduct_restriction" }
        let rows = detail?.tables?.directories?.rows
        var leads: [String: (credit: SchoolDetail.DirectoryRows.Credit, url: String)] = [:]
        for l in rows?.listings ?? [] {
            guard let org = l.org, let credit = rows?.credits?[org], credit.domain == "lgbtq", credit.kind == "policy",
                  let key = credit.policy, leads[key] == nil else { continue }
            leads[key] = (credit, credit.listURL ?? l.url ?? "")
        }
        return policyKeys.compactMap { key, label in
            if let a = tierA.first(where: { $0.member("key")?.string == key }), let value = a.member("value")?.string,
               value != "not_found"
            {
                let checked = a.member("checked")?.string ?? ""
                let text = value == "yes" ? "\(label), per the college's own page (checked \(checked))"
                    : "No: \(label), per the college's own page (checked \(checked))"
                return Item(key: key, label: label, text: text, url: a.member("url")?.string ?? "")
            }
            guard let lead = leads[key] else { return nil }
            return Item(key: key, label: label,
                        text: "\(label): listed by \(lead.credit.organization ?? "") (\(lead.credit.read ?? ""))", url: lead.url)
        }
    }

    /// Compare's rows (the site's `comparedChecklist`): every key at least one compared college has, in key order,
    /// with one cell per college.
    public static func compared(_ schools: [School], details: [SchoolDetail?]) -> [Row] {
        let perSchool = schools.indices.map { items(schools[$0], detail: details.indices.contains($0) ? details[$0] : nil) }
        return policyKeys.compactMap { key, label in
            let cells = perSchool.map { list in list.first { $0.key == key } }
            return cells.contains { $0 != nil } ? Row(key: key, label: label, cells: cells) : nil
        }
    }
}
