"""Serves a folder on a free localhost port, prints the port, and stops after `seconds`.
   serve.py FOLDER SECONDS"""
import functools
import http.server
import sys
import threading

folder, seconds = sys.argv[1], float(sys.argv[2])


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".wasm": "application/wasm"}

    # The registry's fetch of ISLE1 as the API answers it (board.gb64 with its ETag and revision),
    # and a code it does not have, for the module's fetch.
    def do_GET(self):
        if self.path == "/api/v1/boards/ISLE1":
            import hashlib
            import os
            with open(os.path.join(folder, "board.gb64"), "rb") as f:
                body = f.read()
            self.send_response(200)
            self.send_header("Content-Type", "application/x-gameboardxx")
            self.send_header("ETag", '"%s"' % hashlib.sha256(body).hexdigest())
            self.send_header("Content-Location", "/api/v1/boards/ISLE1/revisions/3")
        elif self.path.startswith("/api/v1/"):
            body = b'{"error": "not-found", "message": "no board has that code"}'
            self.send_response(404)
            self.send_header("Content-Type", "application/json")
        else:
            return super().do_GET()
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=folder))
print(server.server_address[1], flush=True)
threading.Timer(seconds, server.shutdown).start()
server.serve_forever()
