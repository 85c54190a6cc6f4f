"""Watching a live session from Python (issue 46 item 7), against a real gbxx-registry started
here on a free localhost port and the real `gbxx live play` painting on it: the board arrives
once, then each operation as the tiles it changed. GBXX_REGISTRY_PROGRAM and GBXX_CLI_PROGRAM
name the programs."""

import json
import os
import subprocess
import tempfile
import unittest
import urllib.error
import urllib.request
from pathlib import Path

import gameboardxx as gbxx

from fetch_test import Registry


class Watching(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = Path(tempfile.mkdtemp(prefix="gbxx-live-"))
        cls.registry = Registry(cls.folder)
        board = gbxx.new(32, 9, 7)
        board.footer.title = "live"
        cls.code = cls.registry.publish(board)["code"]
        request = urllib.request.Request(
            cls.registry.url + f"/api/v1/boards/{cls.code}/live", data=b'{"watch": true}', method="POST",
            headers={"Authorization": "Bearer " + cls.registry.token, "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            assert json.loads(answer.read())["seq"] == 0

    @classmethod
    def tearDownClass(cls):
        cls.registry.stop()

    def play(self, script: str) -> None:
        path = self.folder / "script.txt"
        path.write_text(script)
        environment = dict(os.environ, GBXX_REGISTRY=self.registry.url, GBXX_TOKEN=self.registry.token)
        done = subprocess.run([os.environ["GBXX_CLI_PROGRAM"], "live", "play", self.code, str(path)],
                              capture_output=True, text=True, env=environment, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)

    def test_a_game_sees_each_operation_as_its_tiles(self):
        with gbxx.watch(self.code, registry=self.registry.url) as live:
            self.assertEqual((live.board.width, live.board.length, live.board.tile_bits), (9, 7, 32))
            self.assertIsNone(live.next(0.05))  # nothing yet, and the call came back
            self.play("paint 2 3 height=4\nfill 7 6 2 1 link=1\n")
            changes = []
            while len(changes) < 2:
                change = live.next(5.0)
                self.assertIsNotNone(change, "no operation within 5 s")
                changes.append(change)
            self.assertEqual([c.seq for c in changes], [1, 2])
            self.assertEqual(changes[0].tiles, [(2, 3)])
            self.assertEqual(changes[1].tiles, [(7, 6), (8, 6)])
            self.assertFalse(changes[1].reshaped)
            self.assertEqual(live.board.field(2, 3, "height"), 4)
            self.assertEqual(live.board.field(8, 6, "link"), 1)
            # A late watcher gets the same board at once, also one holding the published revision
            # (which may come as a patch from it).
            with gbxx.watch(self.code, registry=self.registry.url) as late:
                self.assertEqual(late.board.to_bytes(), live.board.to_bytes())
            fetched = gbxx.fetch(self.code, registry=self.registry.url)
            with gbxx.watch(self.code, registry=self.registry.url, holding=fetched) as holder:
                self.assertEqual(holder.board.to_bytes(), live.board.to_bytes())

    def test_no_session_and_no_code(self):
        with self.assertRaises(gbxx.NotFoundError):
            gbxx.watch("ZZZZZ", registry=self.registry.url, timeout=5)
        with self.assertRaises(gbxx.ArgumentError):
            gbxx.watch("not a code", registry=self.registry.url)
        with self.assertRaises(gbxx.UnavailableError):
            gbxx.watch(self.code, registry="http://127.0.0.1:9", timeout=2, attempts=1)


if __name__ == "__main__":
    unittest.main()
