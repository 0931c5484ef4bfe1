/// Markdown output of the benchmark tables.
enum Report {
    /// `x` with `digits` decimals.
    static func fixed(_ x: Double, _ digits: Int = 2) -> String {
        if digits == 0 { return String(Int(x.rounded())) }
        let scale = pow10(digits)
        let rounded = (x * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        } else if digits > 0 {
            text += "." + String(repeating: "0", count: digits)
        }
        return text
    }

    /// Whether a p50 meets a goal in milliseconds, and by how much it misses.
    static func verdict(_ p50: Double, goal: Double?) -> String {
        guard let goal else { return "" }
        return p50 <= goal ? "met" : "missed (\(fixed(p50 / goal, 1))×)"
    }

    /// One Markdown table row.
    static func row(_ cells: [String]) {
        print("| " + cells.joined(separator: " | ") + " |")
    }

    private static func pow10(_ n: Int) -> Double {
        var x = 1.0
        for _ in 0..<n { x *= 10 }
        return x
    }
}
