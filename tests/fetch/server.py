#!/usr/bin/env python3
"""A loopback HTTP server for the CUDNN_FETCH cases (tests/fetch).

    server.py --root <folder> --state <folder> [--rate <bytes/s>] [--idle <s>]
              [--cert <pem> --key <pem>]

Serves the files of <root> on 127.0.0.1 only, at a port the system picks, and
goes to the background once it listens: <state>/port holds the port,
<state>/pid its process, <state>/requests.log one line per request
("GET <path> <status>").  Paths:
  /<file>        the file (404 when there is none)
  /cut/<file>    the file's headers with its full length, then half of it, and
                 the connection closed: a transfer cut short
--rate slows every transfer to about that many bytes a second (two configures
then overlap).  --cert and --key: HTTPS, with that certificate (a self-signed
one: the client must refuse it).  It stops by itself after --idle seconds without a request
(default 600), so a case that fails leaves nothing running; a case stops it
with a SIGTERM to the pid.
"""
import argparse
import http.server
import os
import ssl
import sys
import threading
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", required=True)
    parser.add_argument("--state", required=True)
    parser.add_argument("--rate", type=int, default=0)
    parser.add_argument("--idle", type=int, default=600)
    parser.add_argument("--cert")
    parser.add_argument("--key")
    args = parser.parse_args()
    os.makedirs(args.state, exist_ok=True)
    log_path = os.path.join(args.state, "requests.log")
    lock = threading.Lock()
    last = [time.time()]

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *_):
            pass

        def record(self, status):
            with lock:
                last[0] = time.time()
                with open(log_path, "a") as log:
                    log.write("%s %s %d\n" % (self.command, self.path, status))

        def do_GET(self):
            path = self.path
            cut = path.startswith("/cut/")
            if cut:
                path = path[len("/cut"):]
            name = os.path.basename(path)
            file = os.path.join(args.root, name)
            if not name or not os.path.isfile(file):
                self.record(404)
                body = b"not found\n"
                self.send_response(404)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            self.record(200)
            size = os.path.getsize(file)
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(size))
            self.end_headers()
            send = size // 2 if cut else size
            chunk = 1 << 20
            if args.rate:
                chunk = max(1, args.rate // 10)
            with open(file, "rb") as f:
                while send > 0:
                    data = f.read(min(chunk, send))
                    if not data:
                        break
                    self.wfile.write(data)
                    send -= len(data)
                    if args.rate:
                        time.sleep(0.1)
            self.close_connection = True

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    if args.cert:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(args.cert, args.key)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    port = server.server_address[1]
    if os.fork() > 0:  # the parent returns once the child listens
        for _ in range(100):
            if os.path.exists(os.path.join(args.state, "port")):
                return 0
            time.sleep(0.05)
        return 1
    os.setsid()
    for fd in (0, 1, 2):
        os.close(fd)
    with open(os.path.join(args.state, "pid"), "w") as f:
        f.write(str(os.getpid()))
    open(log_path, "a").close()
    with open(os.path.join(args.state, "port.tmp"), "w") as f:
        f.write(str(port))
    os.rename(os.path.join(args.state, "port.tmp"), os.path.join(args.state, "port"))

    def watchdog():
        while time.time() - last[0] < args.idle:
            time.sleep(1)
        os._exit(0)

    threading.Thread(target=watchdog, daemon=True).start()
    server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
