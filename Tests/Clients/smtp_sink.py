#!/usr/bin/env python3
"""A real SMTP server for the mailer tests: listens on 127.0.0.1, stores what it receives.

Each accepted message is written to DIR as N.eml (the DATA bytes as received: dot-stuffing removed, CRLF turned
into LF) and N.json (envelope: mail_from, rcpt_tos, auth_user, mail_options, tls). Once listening, the chosen port
is written to the --ready file. One thread per connection; standard library only (socketserver and ssl).

Options:
  --dir DIR              where messages go (required)
  --ready FILE           file that receives the port number once listening (required)
  --port N               port to listen on (default 0: any free port)
  --refuse ADDR=CODE     answer RCPT TO:<ADDR> with CODE (e.g. 550 or 451); repeatable
  --refuse-data ADDR=CODE  accept RCPT TO:<ADDR> but answer the end of DATA with CODE; repeatable
  --auth USER:PASSWORD   advertise AUTH PLAIN LOGIN, accept only these credentials, refuse MAIL FROM before AUTH
  --no-ehlo              answer EHLO with 502 so clients must fall back to HELO
  --cert FILE --key FILE offer STARTTLS with this certificate
  --require-tls          refuse MAIL FROM (530) before the connection is encrypted
  --implicit-tls         TLS from the first byte (smtps), with --cert/--key
  --delay-ms N           wait N ms before the greeting (a slow server, for time-outs)
"""
import argparse
import base64
import json
import os
import socketserver
import ssl
import sys
import threading
import time

parser = argparse.ArgumentParser()
parser.add_argument("--dir", required=True)
parser.add_argument("--ready", required=True)
parser.add_argument("--port", type=int, default=0)
parser.add_argument("--refuse", action="append", default=[])
parser.add_argument("--refuse-data", action="append", default=[])
parser.add_argument("--auth")
parser.add_argument("--no-ehlo", action="store_true")
parser.add_argument("--cert")
parser.add_argument("--key")
parser.add_argument("--require-tls", action="store_true")
parser.add_argument("--implicit-tls", action="store_true")
parser.add_argument("--delay-ms", type=int, default=0)
args = parser.parse_args()

refuse = {a.split("=")[0].lower(): int(a.split("=")[1]) for a in args.refuse}
refuse_data = {a.split("=")[0].lower(): int(a.split("=")[1]) for a in args.refuse_data}
os.makedirs(args.dir, exist_ok=True)
counter = [0]
lock = threading.Lock()
context = None
if args.cert:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(args.cert, args.key)


def address(text):
    text = text.strip()
    if "<" in text and ">" in text:
        return text[text.index("<") + 1:text.index(">")]
    return text.split()[0] if text else ""


class Handler(socketserver.StreamRequestHandler):
    def setup(self):
        if args.implicit_tls:
            self.request = context.wrap_socket(self.request, server_side=True)
        super().setup()
        self.tls = args.implicit_tls

    def reply(self, line):
        self.wfile.write((line + "\r\n").encode())
        self.wfile.flush()

    def readline(self):
        line = self.rfile.readline(65536)
        if not line:
            raise EOFError
        return line.decode("utf-8", "replace").rstrip("\r\n")

    def handle(self):
        if args.delay_ms:
            time.sleep(args.delay_ms / 1000)
        self.reset()
        self.user = None
        try:
            self.reply("220 quad-test-sink ESMTP")
            while True:
                line = self.readline()
                verb = line.split(" ", 1)[0].upper()
                rest = line[len(verb):].strip()
                if not getattr(self, "on_" + verb.lower(), None):
                    self.reply("502 5.5.2 command not recognised")
                    continue
                if getattr(self, "on_" + verb.lower())(rest) == "quit":
                    return
        except (EOFError, ConnectionError, ssl.SSLError, OSError):
            return

    def reset(self):
        self.mail_from = None
        self.rcpts = []
        self.options = []

    def on_ehlo(self, rest):
        if args.no_ehlo:
            self.reply("502 5.5.2 EHLO not supported")
            return
        lines = ["250-quad-test-sink", "250-8BITMIME", "250-SIZE 10485760"]
        if context and not self.tls and not args.implicit_tls:
            lines.append("250-STARTTLS")
        if args.auth:
            lines.append("250-AUTH PLAIN LOGIN")
        lines.append("250 SMTPUTF8")
        for line in lines:
            self.reply(line)

    def on_helo(self, rest):
        self.reply("250 quad-test-sink")

    def on_starttls(self, rest):
        if not context or self.tls:
            self.reply("454 4.7.0 TLS not available")
            return
        self.reply("220 2.0.0 ready to start TLS")
        self.request = context.wrap_socket(self.request, server_side=True)
        self.rfile = self.request.makefile("rb")
        self.wfile = self.request.makefile("wb")
        self.tls = True
        self.reset()

    def on_auth(self, rest):
        parts = rest.split()
        mechanism = parts[0].upper() if parts else ""
        if mechanism == "PLAIN":
            if len(parts) > 1:
                token = parts[1]
            else:
                self.reply("334 ")
                token = self.readline()
            fields = base64.b64decode(token).split(b"\0")
            user, password = fields[1].decode(), fields[2].decode()
        elif mechanism == "LOGIN":
            self.reply("334 VXNlcm5hbWU6")
            user = base64.b64decode(self.readline()).decode()
            self.reply("334 UGFzc3dvcmQ6")
            password = base64.b64decode(self.readline()).decode()
        else:
            self.reply("504 5.5.4 unrecognised authentication type")
            return
        if args.auth and f"{user}:{password}" == args.auth:
            self.user = user
            self.reply("235 2.7.0 authentication successful")
        else:
            self.reply("535 5.7.8 authentication credentials invalid")

    def on_mail(self, rest):
        if args.require_tls and not self.tls:
            self.reply("530 5.7.0 must issue a STARTTLS command first")
            return
        if args.auth and not self.user:
            self.reply("530 5.7.0 authentication required")
            return
        value = rest[5:] if rest.upper().startswith("FROM:") else rest
        self.mail_from = address(value)
        tail = value[value.index(">") + 1:] if ">" in value else ""
        self.options = [o for o in tail.split() if o]
        self.rcpts = []
        self.reply("250 2.1.0 ok")

    def on_rcpt(self, rest):
        if self.mail_from is None:
            self.reply("503 5.5.1 need MAIL first")
            return
        value = rest[3:] if rest.upper().startswith("TO:") else rest
        rcpt = address(value)
        code = refuse.get(rcpt.lower())
        if code:
            self.reply(f"{code} {'5.1.1' if code >= 500 else '4.2.1'} refused by the test sink")
            return
        self.rcpts.append(rcpt)
        self.reply("250 2.1.5 ok")

    def on_data(self, rest):
        if not self.rcpts:
            self.reply("503 5.5.1 need RCPT first")
            return
        self.reply("354 end data with <CR><LF>.<CR><LF>")
        lines = []
        while True:
            line = self.rfile.readline(1 << 20)
            if not line:
                raise EOFError
            text = line.decode("utf-8", "replace").rstrip("\r\n")
            if text == ".":
                break
            lines.append(text[1:] if text.startswith(".") else text)
        for rcpt in self.rcpts:
            code = refuse_data.get(rcpt.lower())
            if code:
                self.reply(f"{code} message refused by the test sink")
                self.reset()
                return
        with lock:
            counter[0] += 1
            number = counter[0]
        base = os.path.join(args.dir, str(number))
        with open(base + ".json", "w") as f:
            json.dump({"mail_from": self.mail_from, "rcpt_tos": self.rcpts, "auth_user": self.user,
                       "mail_options": self.options, "tls": self.tls}, f)
        with open(base + ".eml.tmp", "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
        os.rename(base + ".eml.tmp", base + ".eml")
        self.reply(f"250 2.0.0 ok queued as {number}")
        self.reset()

    def on_rset(self, rest):
        self.reset()
        self.reply("250 2.0.0 ok")

    def on_noop(self, rest):
        self.reply("250 2.0.0 ok")

    def on_quit(self, rest):
        self.reply("221 2.0.0 bye")
        return "quit"


class Server(socketserver.ThreadingTCPServer):
    allow_reuse_address = True
    daemon_threads = True


server = Server(("127.0.0.1", args.port), Handler)
with open(args.ready + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(args.ready + ".tmp", args.ready)
try:
    server.serve_forever()
except KeyboardInterrupt:
    sys.exit(0)
