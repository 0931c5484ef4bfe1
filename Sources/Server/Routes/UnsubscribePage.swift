import Foundation

/// The pages of the digests' unsubscribe link: a confirm button, and the site's sentences for what happened. Small,
/// self-contained HTML (no scripts, no cookies, no images); `siteURL` points the account-page links at the site.
enum UnsubscribePage {
    static func confirm(siteName: String) -> String {
        page(siteName, """
            <p style="margin:0 0 20px;">Turn off update emails from \(escape(siteName)) for this account? Your list stays as it is \
            — you just won't be emailed about its colleges.</p>
            <form method="post"><button type="submit" style="background:#5b3df5;color:#ffffff;border:none;border-radius:999px;\
            font-weight:600;font-size:15px;padding:12px 24px;cursor:pointer;">Unsubscribe</button></form>
            """)
    }

    static func invalidLink(siteName: String, siteURL: String) -> String {
        page(siteName, """
            <p style="margin:0;">That unsubscribe link isn't valid. If you still want to stop update emails, sign in and \
            turn them off on \(accountLink(siteURL)).</p>
            """)
    }

    static func unsubscribed(siteName: String, siteURL: String) -> String {
        page(siteName, """
            <p style="margin:0;font-weight:600;">You're unsubscribed.</p>
            <p style="margin:12px 0 0;color:#57516b;font-size:14px;">You won't get update emails from \(escape(siteName)) again. \
            To turn them back on, sign in and use the switch on \(accountLink(siteURL)).</p>
            """)
    }

    static func alreadyUsed(siteName: String, siteURL: String) -> String {
        page(siteName, """
            <p style="margin:0;">That link isn't valid, or has already been used. If you still want to stop update emails, \
            sign in and turn them off on \(accountLink(siteURL)).</p>
            """)
    }

    static func failed(siteName: String, siteURL: String) -> String {
        page(siteName, """
            <p style="margin:0;">Something went wrong. Try again in a moment, or sign in and turn off update emails on \
            \(accountLink(siteURL)).</p>
            """)
    }

    private static func accountLink(_ siteURL: String) -> String {
        let site = siteURL.hasSuffix("/") ? String(siteURL.dropLast()) : siteURL
        return "<a href=\"\(escape(site))/account#updates\">your account page</a>"
    }

    private static func page(_ siteName: String, _ body: String) -> String {
        """
        <!doctype html>
        <html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
        <title>Unsubscribe – \(escape(siteName))</title></head>
        <body style="margin:0;padding:40px 20px;background:#faf8f4;color:#1c1830;font-family:-apple-system,Segoe UI,Helvetica,\
        Arial,sans-serif;">
        <div style="max-width:420px;margin:0 auto;background:#ffffff;border:1px solid #e7e2d8;border-radius:16px;padding:28px;\
        text-align:center;">
        \(body)
        </div></body></html>

        """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
