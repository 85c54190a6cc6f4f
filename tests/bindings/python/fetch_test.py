"""Boards by registry code from Python, against a real gbxx-registry (started here on a free
localhost port) and, for the faults a real one does not make, a small lying server.
GBXX_REGISTRY_PROGRAM names the gbxx-registry to start."""

import http.server
import json
import os
import subprocess
import tempfile
import threading
import unittest
import urllib.request
from pathlib import Path

import gameboardxx as gbxx

ROOT = Path(__file__).resolve().parents[3]
ISLES = ROOT / "resources" / "boards" / "ring-of-isles.gb64"


class Registry:
    """A real gbxx-registry with one account, ada."""

    def __init__(self, folder: Path) -> None:
        program = os.environ["GBXX_REGISTRY_PROGRAM"]
        data = folder / "data"
        self.token = subprocess.run([program, "user", "add", "ada", "--data", str(data)],
                                    capture_output=True, text=True, check=True).stdout.strip()
        self.process = subprocess.Popen([program, "serve", "--listen", "127.0.0.1:0", "--data", str(data)],
                                        stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        assert line.startswith("listening on "), line
        self.url = line.split()[-1]

    def publish(self, board: gbxx.Board) -> dict:
        request = urllib.request.Request(self.url + "/api/v1/boards", data=board.to_bytes(), method="POST",
                                         headers={"Authorization": "Bearer " + self.token,
                                                  "Content-Type": "application/x-gameboardxx"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.loads(answer.read())

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(10)


class Liar(http.server.BaseHTTPRequestHandler):
    """Answers every request from `script`, one answer a request: (status, headers, body)."""

    script: list = []
    seen: list = []

    def do_GET(self):
        self.seen.append((self.command, self.path))
        status, headers, body = self.script.pop(0) if self.script else (500, {}, b"")
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_HEAD = do_GET

    def log_message(self, *args):
        pass


class Fetching(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = Path(tempfile.mkdtemp(prefix="gbxx-fetch-"))
        cls.registry = Registry(cls.folder)
        board = gbxx.load(ISLES)
        board.footer.board_code = ""  # the registry gives the next code
        first = cls.registry.publish(board)
        cls.code = first["code"]
        cls.first_bytes = urllib.request.urlopen(cls.registry.url + "/api/v1/boards/" + cls.code).read()

    @classmethod
    def tearDownClass(cls):
        cls.registry.stop()

    def test_latest_then_from_the_cache_then_through_a_patch(self):
        cache = self.folder / "cache-latest"
        board = gbxx.fetch(self.code, registry=self.registry.url, cache=cache)
        self.assertEqual(board.to_bytes(), self.first_bytes)
        self.assertEqual(board.fetched.revision, 1)
        self.assertFalse(board.fetched.from_cache)
        self.assertTrue((cache / self.code / "1.board").exists())

        again = gbxx.fetch(self.code, registry=self.registry.url, cache=cache)
        self.assertTrue(again.fetched.from_cache)  # asked, answered 304
        self.assertEqual(again.fetched.tries, 1)
        self.assertEqual(again, board)

        second = board.copy()
        second.set_field(11, 8, "custom", 77)
        self.assertEqual(self.registry.publish(second)["revision"], 2)
        newest = gbxx.fetch(self.code, registry=self.registry.url, cache=cache)
        self.assertEqual(newest.fetched.revision, 2)
        self.assertTrue(newest.fetched.through_patch)
        self.assertEqual(newest.field(11, 8, "custom"), 77)
        whole = gbxx.fetch(self.code, registry=self.registry.url)  # no cache: the bytes themselves
        self.assertEqual(newest, whole)
        self.assertEqual(newest.fetched.sha256, whole.fetched.sha256)

    def test_a_pinned_revision_is_not_asked_for_again(self):
        cache = self.folder / "cache-pinned"
        gbxx.fetch(self.code + "@1", registry=self.registry.url, cache=cache)
        dead = "http://127.0.0.1:9"  # nothing listens there
        board = gbxx.fetch(self.code.lower() + "@1", registry=dead, cache=cache)
        self.assertEqual(board.to_bytes(), self.first_bytes)
        self.assertTrue(board.fetched.from_cache)
        self.assertEqual(board.fetched.tries, 0)

    def test_typed_errors(self):
        with self.assertRaises(gbxx.NotFoundError) as raised:
            gbxx.fetch("BCD12", registry=self.registry.url)
        self.assertEqual(raised.exception.id, "fetch.notFound")
        with self.assertRaises(gbxx.ArgumentError) as raised:
            gbxx.fetch("../x1", registry=self.registry.url)
        self.assertEqual(raised.exception.id, "fetch.badReference")
        with self.assertRaises(gbxx.UnavailableError) as raised:
            gbxx.fetch(self.code, registry="http://127.0.0.1:9", attempts=2, backoff=0.01)
        self.assertEqual(str(raised.exception), "connection refused")


class Faults(unittest.TestCase):
    def setUp(self):
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Liar)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = "http://127.0.0.1:%d" % self.server.server_address[1]
        Liar.seen = []
        board = gbxx.load(ISLES)
        self.bytes = board.to_bytes()

    def tearDown(self):
        self.server.shutdown()
        self.server.server_close()

    def good(self):
        import hashlib
        return (200, {"ETag": '"%s"' % hashlib.sha256(self.bytes).hexdigest(),
                      "Content-Location": "/api/v1/boards/ISLE1/revisions/1"}, self.bytes)

    def test_a_board_that_does_not_match_its_hash_is_refused_and_not_cached(self):
        status, headers, body = self.good()
        headers["ETag"] = '"%s"' % ("0" * 64)
        Liar.script = [(status, headers, body)]
        cache = Path(tempfile.mkdtemp(prefix="gbxx-liar-"))
        with self.assertRaises(gbxx.BadBoardError) as raised:
            gbxx.fetch("ISLE1", registry=self.url, cache=cache)
        self.assertEqual(raised.exception.id, "fetch.badBoard")
        self.assertIn("do not match the registry's SHA-256", str(raised.exception))
        self.assertEqual(list(cache.iterdir()), [])

    def test_unavailable_then_answered(self):
        Liar.script = [(503, {}, b""), self.good()]
        board = gbxx.fetch("ISLE1", registry=self.url, attempts=3, backoff=0.01)
        self.assertEqual(board.fetched.tries, 2)
        self.assertEqual(board.to_bytes(), self.bytes)

    def test_rate_limited_longer_than_the_caller_waits(self):
        Liar.script = [(429, {"Retry-After": "120"}, b'{"error": "rate-limited", "message": "slow down"}')]
        with self.assertRaises(gbxx.RateLimitedError) as raised:
            gbxx.fetch("ISLE1", registry=self.url, attempts=3, max_pause=30)
        self.assertEqual(raised.exception.retry_after, 120)
        self.assertEqual(str(raised.exception), "the registry says: slow down")
        self.assertEqual(len(Liar.seen), 1)

    def test_rate_limited_briefly_is_waited_for(self):
        Liar.script = [(429, {"Retry-After": "0"}, b"{}"), self.good()]
        board = gbxx.fetch("ISLE1", registry=self.url, attempts=2, backoff=0.01)
        self.assertEqual(board.fetched.tries, 2)


if __name__ == "__main__":
    unittest.main()
