/// Comma-separated text, read and written the way spreadsheets (and the site's list CSV) expect.
///
/// Writing: a field holding a comma, a double quote or a line break is quoted, its quotes doubled; a field that a
/// spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return) is written
/// with a leading `'`, so opening the file never executes anything (OWASP "CSV injection").
///
/// Reading: records end at `\n`, `\r\n` or `\r` outside quotes; a quote opens a quoted stretch anywhere in a field
/// (as the site's reader does) and `""` inside one is a quote, so quoted fields may hold commas and line breaks.
/// Lines that are blank are skipped. Text whose quote never closes, or that holds a NUL character, is not CSV.
///
/// ```swift
/// CSVText.line(["Smith College", "=1+1"])       // "Smith College,'=1+1"
/// try CSVText.records("a,\"b, c\"\nd")          // [["a", "b, c"], ["d"]]
/// ```
public enum CSVText {
    /// Why text is not CSV.
    public enum ReadError: Error, Sendable, Hashable {
        /// A quoted field is still open at the end of the text (its record number, 1-based).
        case unterminatedQuote(record: Int)
        /// The text holds a NUL character (binary data, not text).
        case nulCharacter
    }

    /// Characters that make a spreadsheet treat a cell as a formula.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// One field, guarded against formulas and quoted when needed.
    public static func field(_ value: String) -> String {
        var text = value
        if let first = text.first, formulaStarts.contains(first) { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return text
        }
        var quoted = "\""
        for character in text {
            if character == "\"" { quoted.append("\"") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// One record's text (no line break at the end).
    public static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",")
    }

    /// A field as written by ``field(_:)`` read back: the formula guard's `'` removed again.
    public static func unguarded(_ value: String) -> String {
        guard value.first == "'", let second = value.dropFirst().first, formulaStarts.contains(second) else {
            return value
        }
        return String(value.dropFirst())
    }

    /// The records of `text`, each a list of raw (untrimmed) fields; blank lines are left out.
    public static func records(_ text: String) throws(ReadError) -> [[String]] {
        var records: [[String]] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var sawQuote = false
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil

        func endRecord() {
            fields.append(field)
            let blank = fields.count == 1 && !sawQuote && fields[0].allSatisfy { $0 == " " || $0 == "\t" }
            if !blank { records.append(fields) }
            fields = []
            field = ""
            sawQuote = false
        }

        while let scalar = pending ?? iterator.next() {
            pending = nil
            if scalar == "\0" { throw .nulCharacter }
            if quoted {
                if scalar == "\"" {
                    let next = iterator.next()
                    if next == "\"" {
                        field.unicodeScalars.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                quoted = true
                sawQuote = true
            case ",":
                fields.append(field)
                field = ""
            case "\n":
                endRecord()
            case "\r":
                let next = iterator.next()
                if next != "\n" { pending = next }
                endRecord()
            default:
                field.unicodeScalars.append(scalar)
            }
        }
        if quoted { throw .unterminatedQuote(record: records.count + 1) }
        if !field.isEmpty || !fields.isEmpty || sawQuote { endRecord() }
        return records
    }
}
