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

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=folder))
print(server.server_address[1], flush=True)
threading.Timer(seconds, server.shutdown).start()
server.serve_forever()
