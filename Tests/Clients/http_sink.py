#!/usr/bin/env python3
"""A fake HTTP endpoint (a CDN purge hook) for the tests: listens on 127.0.0.1, records each request.

Each request is written to DIR as N.json: method, path, headers (names lower-cased), body (text). It is answered with
the status in DIR/status (200 when the file is absent) and a small JSON body. Once listening, the port is written to
the --ready file. Standard library only.
"""
import argparse
import json
import os
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

parser = argparse.ArgumentParser()
parser.add_argument("--dir", required=True)
parser.add_argument("--ready", required=True)
parser.add_argument("--port", type=int, default=0)
args = parser.parse_args()
os.makedirs(args.dir, exist_ok=True)
lock = threading.Lock()
counter = [0]


class Handler(BaseHTTPRequestHandler):
    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace") if length else ""
        with lock:
            counter[0] += 1
            number = counter[0]
        record = {"method": self.command, "path": self.path, "body": body,
                  "headers": {k.lower(): v for k, v in self.headers.items()}}
        path = os.path.join(args.dir, str(number))
        with open(path + ".tmp", "w") as f:
            json.dump(record, f)
        os.rename(path + ".tmp", path + ".json")
        try:
            with open(os.path.join(args.dir, "status")) as f:
                status = int(f.read().strip())
        except (OSError, ValueError):
            status = 200
        answer = json.dumps({"ok": 200 <= status < 300}).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    do_GET = do_POST = do_PUT = do_DELETE = do_PURGE = handle_any

    def log_message(self, *a):
        pass


server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
with open(args.ready + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(args.ready + ".tmp", args.ready)
server.serve_forever()
