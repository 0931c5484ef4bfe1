import Domain

/// The HTML part of a digest: light colours only, no images or tracking pixels, short lines (the part travels in
/// base64), every text escaped.
enum DigestHTML {
    static func render(_ digest: DigestContent) -> String {
        var out = [
            "<!doctype html>",
            "<html>",
            "<head><meta charset=\"utf-8\"><title>\(escape(digest.subject))</title></head>",
            "<body style=\"margin:0;padding:0;background:#ffffff;\">",
            "<div style=\"font-family:Arial,Helvetica,sans-serif;color:#1c1f26;font-size:14px;line-height:1.5;"
                + "max-width:600px;margin:0 auto;padding:24px 16px;\">",
        ]
        for college in digest.colleges {
            out.append("<div style=\"border:1px solid #e4e4e7;border-radius:12px;padding:14px 16px;margin:0 0 12px;\">")
            out.append("<a href=\"\(escape(college.href))\" style=\"color:#1c1f26;font-weight:bold;font-size:16px;"
                       + "text-decoration:none;\">\(escape(college.name))</a>")
            out.append("<ul style=\"margin:8px 0 0;padding-left:20px;\">")
            for change in college.changes {
                var item = "<li style=\"margin:0 0 6px;\">\(escape(ChangeSentences.describe(change)))"
                if let source = change.source {
                    item += "<br><span style=\"color:#6b7280;font-size:12px;\">\(escape(source))</span>"
                }
                out.append(item + "</li>")
            }
            out += ["</ul>", "</div>"]
        }
        if digest.moreCount > 0 {
            out.append("<p>…and \(digest.moreCount) more on your <a href=\"\(escape(digest.updatesHref))\" "
                       + "style=\"color:#5b4bda;\">updates page</a>.</p>")
        }
        out += [
            "<hr style=\"border:none;border-top:1px solid #e4e4e7;margin:20px 0 14px;\">",
            "<p style=\"color:#6b7280;font-size:12px;margin:0 0 8px;\">You got this because \(escape(DigestContent.reason)). "
                + "Figures here are usually a year or more behind a college's current class — see the "
                + "<a href=\"\(escape(digest.dataHref))\" style=\"color:#5b4bda;\">Data page</a>.</p>",
            "<p style=\"color:#6b7280;font-size:12px;margin:0;\"><a href=\"\(escape(digest.updatesHref))\" "
                + "style=\"color:#5b4bda;\">All your updates</a> · <a href=\"\(escape(digest.unsubscribeHref))\" "
                + "style=\"color:#5b4bda;\">Unsubscribe</a></p>",
            "</div>",
            "</body>",
            "</html>",
        ]
        return out.joined(separator: "\n")
    }

    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }
}
