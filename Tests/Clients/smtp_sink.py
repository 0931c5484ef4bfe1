#!/usr/bin/env python3
"""A real SMTP server for the mailer tests: listens on 127.0.0.1, stores what it receives.

Each accepted message is written to DIR as N.eml (the DATA bytes as the server decoded them: dot-stuffing removed,
lines joined with LF) and N.json (envelope: mail_from, rcpt_tos, auth_user). Once listening, the chosen port is
written to the --ready file.

Options:
  --dir DIR              where messages go (required)
  --ready FILE           file that receives the port number once listening (required)
  --port N               port to listen on (default 0: any free port)
  --refuse ADDR=CODE     answer RCPT TO:<ADDR> with CODE (e.g. 550 or 451); repeatable
  --refuse-data ADDR=CODE  accept RCPT TO:<ADDR> but answer the end of DATA with CODE; repeatable
  --auth USER:PASSWORD   advertise AUTH PLAIN, accept only these credentials, and refuse MAIL FROM before AUTH
  --no-ehlo              answer EHLO with 502 so clients must fall back to HELO

Uses the standard library's smtpd (present through Python 3.11).
"""
import argparse
import base64
import json
import os
import re
import sys
import warnings

warnings.simplefilter("ignore", DeprecationWarning)
import asyncore  # noqa: E402
import smtpd  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dir", required=True)
    parser.add_argument("--ready", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--refuse", action="append", default=[])
    parser.add_argument("--refuse-data", action="append", default=[])
    parser.add_argument("--auth")
    parser.add_argument("--no-ehlo", action="store_true")
    options = parser.parse_args()

    refusals = {}
    for item in options.refuse:
        address, code = item.rsplit("=", 1)
        refusals[address.lower()] = int(code)
    data_refusals = {}
    for item in options.refuse_data:
        address, code = item.rsplit("=", 1)
        data_refusals[address.lower()] = int(code)
    os.makedirs(options.dir, exist_ok=True)

    class Channel(smtpd.SMTPChannel):
        auth_user = None
        in_ehlo = False

        def push(self, msg):
            # Add AUTH PLAIN to the EHLO keywords when credentials are required.
            if self.in_ehlo and options.auth and msg.startswith("250 "):
                super().push("250-AUTH PLAIN")
            super().push(msg)

        def found_terminator(self):
            # process_message runs inside this call; it reads the channel (for auth_user) from the server.
            self.smtp_server.active_channel = self
            super().found_terminator()

        def smtp_EHLO(self, arg):
            if options.no_ehlo:
                self.push("502 5.5.2 EHLO not implemented here")
                return
            self.in_ehlo = True
            try:
                super().smtp_EHLO(arg)
            finally:
                self.in_ehlo = False

        def smtp_AUTH(self, arg):
            if not options.auth:
                self.push("502 5.5.1 AUTH not available")
                return
            parts = (arg or "").split()
            if len(parts) != 2 or parts[0].upper() != "PLAIN":
                self.push("504 5.5.4 only AUTH PLAIN with an initial response")
                return
            try:
                _, user, password = base64.b64decode(parts[1]).decode("utf-8").split("\0")
            except Exception:
                self.push("501 5.5.2 cannot decode the credentials")
                return
            if f"{user}:{password}" != options.auth:
                self.push("535 5.7.8 authentication failed")
                return
            self.auth_user = user
            self.push("235 2.7.0 authenticated")

        def smtp_MAIL(self, arg):
            if options.auth and self.auth_user is None:
                self.push("530 5.7.0 authentication required")
                return
            super().smtp_MAIL(arg)

        def smtp_RCPT(self, arg):
            match = re.search(r"<([^>]*)>", arg or "")
            if match:
                code = refusals.get(match.group(1).lower())
                if code is not None:
                    self.push(f"{code} refused by the test sink")
                    return
            super().smtp_RCPT(arg)

    class Server(smtpd.SMTPServer):
        channel_class = Channel
        count = 0

        def process_message(self, peer, mailfrom, rcpttos, data, **kwargs):
            for address in rcpttos:
                if address.lower() in data_refusals:
                    return f"{data_refusals[address.lower()]} message refused by the test sink"
            Server.count += 1
            base = os.path.join(options.dir, str(Server.count))
            channel = getattr(self, "active_channel", None)
            with open(base + ".json.tmp", "w") as handle:
                json.dump({"mail_from": mailfrom, "rcpt_tos": rcpttos,
                           "auth_user": channel.auth_user if channel else None,
                           "mail_options": kwargs.get("mail_options", [])}, handle)
            with open(base + ".eml.tmp", "wb") as handle:
                handle.write(data if isinstance(data, bytes) else data.encode("utf-8"))
            os.rename(base + ".json.tmp", base + ".json")
            os.rename(base + ".eml.tmp", base + ".eml")
            return None

    server = Server(("127.0.0.1", options.port), None, decode_data=False)
    port = server.socket.getsockname()[1]
    with open(options.ready + ".tmp", "w") as handle:
        handle.write(str(port))
    os.rename(options.ready + ".tmp", options.ready)
    try:
        asyncore.loop(timeout=0.2)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
