"""The Python package as a game uses it: real boards, real bytes, errors with their ids."""

import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

import gameboardxx as gbxx

ROOT = Path(__file__).resolve().parents[3]
VECTORS = ROOT / "tests" / "data" / "vectors"
ISLES = ROOT / "resources" / "boards" / "ring-of-isles.gb64"


def strip():
    """A 5x1 square strip: heights 0 1 2 1 0, player 1's home at (0,0) and end at (4,0)."""
    board = gbxx.new(64, 5, 1)
    for x, h in enumerate((0, 1, 2, 1, 0)):
        board.set_field(x, 0, "boundary", 3)
        board.set_field(x, 0, "height", h)
    board.set_field(0, 0, "homeZones", 1)
    board.set_field(4, 0, "endZones", 1)
    return board


class Reading(unittest.TestCase):
    def test_bytes_round_trip_and_info(self):
        data = (VECTORS / "boards" / "b04_gb64_7x5_random.gb64").read_bytes()
        board = gbxx.read(data)
        self.assertEqual((board.width, board.length, board.tile_bits, board.tile_count), (7, 5, 64, 35))
        self.assertTrue(board.height_levels)
        self.assertEqual(board.to_bytes(), data)
        self.assertEqual(board, gbxx.load(VECTORS / "boards" / "b04_gb64_7x5_random.gb64"))

    def test_bad_bytes_raise_with_the_core_id(self):
        data = (VECTORS / "boards" / "b04_gb64_7x5_random.gb64").read_bytes()
        with self.assertRaises(gbxx.BadBoardError) as raised:
            gbxx.read(data[:-1])
        self.assertEqual(raised.exception.id, "read.wrongSize")
        self.assertIn("415 bytes", str(raised.exception))
        with self.assertRaises(gbxx.BoardFileError) as raised:
            gbxx.load(VECTORS / "missing.gb64")
        self.assertEqual(raised.exception.id, "read.noSuchFile")
        self.assertIsInstance(raised.exception, OSError)
        with self.assertRaises(gbxx.ArgumentError):
            gbxx.read(data, layout="1999")

    def test_footer_by_name(self):
        board = gbxx.load(ISLES)
        self.assertEqual(board.footer.title, "Ring of Isles")
        self.assertEqual(board.footer.board_code, "ISLE1")
        self.assertEqual(board.footer.version, 1)
        board.footer.title = "Flüsse"
        self.assertEqual(board.footer["title"], "Flüsse")
        self.assertEqual(board.to_bytes()[8 + 12 * 9 * 8 + 8:][:6], "Flüsse".encode("latin-1"))
        with self.assertRaises(gbxx.RefusedError):
            board.footer.title = "€"
        self.assertEqual(board.footer.title, "Flüsse")
        with self.assertRaises(AttributeError):
            board.footer.colour = "red"


class Tiles(unittest.TestCase):
    def test_fields_and_layers(self):
        board = gbxx.new(16, 5, 4)
        board.set_field(4, 3, "height", 9)
        self.assertEqual(board.field(4, 3, "height"), 9)
        self.assertEqual(board.layer("height")[19], 9)
        with self.assertRaises(gbxx.ArgumentError) as raised:
            board.set_field(5, 0, "height", 1)
        self.assertEqual(str(raised.exception), "tile (5, 0) is off the 5x4 board")
        self.assertEqual(raised.exception.id, "abi.offBoard")
        with self.assertRaises(gbxx.RefusedError):
            board.set_field(0, 0, "height", 64)
        with self.assertRaises(gbxx.ArgumentError):
            board.field(0, 0, "playerBlacklist")  # GB16 has none

    def test_link_group_members_read_as_their_anchor(self):
        # G1: a 1x3 hex board grouped; (0,0) anchors a link-A group with (0,1).
        board = gbxx.new(64, 1, 3)
        board.set_header("hex", 1)
        board.set_header("grouped", 1)
        for y in range(3):
            board.set_field(0, y, "boundary", 3)
        board.set_field(0, 0, "link", 1)
        board.set_field(0, 1, "link", 1)
        board.set_field(0, 0, "playerBlacklist", 1)
        member = board.tile(0, 1)
        self.assertEqual(member.anchor, (0, 0))
        self.assertEqual(member.player_blacklist, 1)
        self.assertEqual(board.tile(0, 1, raw=True).player_blacklist, 0)
        self.assertEqual(board.tile_value(0, 1, "playerBlacklist"), 1)
        self.assertIsNone(board.path((0, 2), (0, 1), gbxx.MoveRules(player=1)))
        self.assertIsNotNone(board.path((0, 2), (0, 1), gbxx.MoveRules(player=2)))


class Movement(unittest.TestCase):
    def test_climbing_costs(self):
        board = strip()
        route = board.zone_path(1, gbxx.MoveRules(climb=3, descend=1))
        self.assertEqual((route.cost, route.steps), (12, 4))
        self.assertEqual(route.tiles, ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0)))
        model = board.model(gbxx.MoveRules(climb=3))
        self.assertEqual(model.move_cost((1, 0), (2, 0)), 4)
        self.assertEqual(model.reach((0, 0), 4), [(0, 0, 0), (1, 0, 4)])
        self.assertEqual(model.zone("end", 1), [(4, 0)])

    def test_a_change_is_seen_by_the_next_query(self):
        board = strip()
        self.assertIsNotNone(board.zone_path(1))
        self.assertIsNotNone(board.path((0, 0), (4, 0), gbxx.MoveRules(player=1)))
        board.set_field(2, 0, "playerBlacklist", 1)
        self.assertIsNone(board.zone_path(1))
        self.assertIsNone(board.path((0, 0), (4, 0), gbxx.MoveRules(player=1)))

    def test_bad_rules(self):
        with self.assertRaises(gbxx.ArgumentError) as raised:
            strip().zone_path(1, gbxx.MoveRules(climb=101))
        self.assertEqual(str(raised.exception), "climb is 0..100, not 101")
        with self.assertRaises(gbxx.ArgumentError):
            strip().zone_path(1, gbxx.MoveRules(turn_barriers="sometimes"))

    def test_geometry(self):
        board = gbxx.load(ISLES)
        self.assertEqual(board.neighbours(0, 0), [(1, 0), (0, 1)])
        self.assertEqual(board.distance((0, 0), (11, 8)), 14)
        self.assertEqual(board.line((0, 0), (3, 0))[0], (0, 0))


class Changes(unittest.TestCase):
    def test_convert_matches_the_vectors(self):
        board = gbxx.load(VECTORS / "boards" / "b04_gb64_7x5_random.gb64")
        converted, report = board.convert(32)
        self.assertEqual(converted.to_bytes(), (VECTORS / "expected" / "b04_gb64_7x5_random.to32.gb32").read_bytes())
        expected = (VECTORS / "expected" / "b04_gb64_7x5_random.to32.report.txt").read_text()
        self.assertEqual(str(report) + "\n", expected)
        self.assertFalse(report.lossless)

    def test_diff_and_patch(self):
        base = gbxx.load(ISLES)
        target = base.copy()
        target.set_field(11, 8, "custom", 200)
        self.assertEqual(base.diff(target), {"header": {}, "footer": {}, "fields": {"custom": 1}})
        self.assertEqual(base.diff(base.copy()), {})
        patch = base.make_patch(target)
        self.assertEqual(base.apply_patch(patch), target)
        with self.assertRaises(gbxx.BadPatchError):
            target.apply_patch(patch)
        with self.assertRaises(gbxx.BadPatchError):
            base.apply_patch(patch[:-3])
        with self.assertRaises(gbxx.RefusedError):
            base.make_patch(gbxx.new(64, 2, 2))

    def test_save_is_read_back(self):
        board = strip()
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "strip.gb64"
            board.save(path)
            self.assertEqual(gbxx.load(path), board)
            self.assertEqual(os.listdir(folder), ["strip.gb64"])
            with self.assertRaises(gbxx.BoardFileError):
                board.save(Path(folder) / "missing" / "x.gb64")


class FromZero(unittest.TestCase):
    def test_five_lines(self):
        # docs/bindings.md's example, with a local file in place of the registry.
        program = (
            "import gameboardxx as gbxx\n"
            f"board = gbxx.load({str(ISLES)!r})\n"
            "route = board.zone_path(1, gbxx.MoveRules(climb=2))\n"
            "print(route.cost, route.tiles)\n"
        )
        out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
        self.assertTrue(out.stdout.startswith("71 (("), out.stdout)

    def test_info_command(self):
        out = subprocess.run([sys.executable, "-m", "gameboardxx", "info", str(ISLES)],
                             capture_output=True, text=True)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("GB64, 12x9 tiles, hex", out.stdout)
        self.assertIn("title: Ring of Isles", out.stdout)
        bad = subprocess.run([sys.executable, "-m", "gameboardxx", "info", str(VECTORS)],
                             capture_output=True, text=True)
        self.assertEqual(bad.returncode, 1)
        self.assertEqual(bad.stderr.count("\n"), 1)
        self.assertTrue(bad.stderr.startswith("error: "), bad.stderr)
        # A name that would move a terminal's cursor is escaped; a closed or full output is said.
        hostile = subprocess.run([sys.executable, "-m", "gameboardxx", "info", "/nonexistent/\x1b[2J.gb64"],
                                 capture_output=True, text=True)
        self.assertEqual(hostile.returncode, 1)
        self.assertIn("\\x1b[2J", hostile.stderr)
        self.assertNotIn("\x1b", hostile.stderr)
        closed = subprocess.run([sys.executable, "-m", "gameboardxx", "info", str(ISLES)],
                                stderr=subprocess.PIPE, text=True, close_fds=True,
                                preexec_fn=lambda: os.close(1))
        self.assertEqual(closed.returncode, 1)
        self.assertEqual(closed.stderr, "error: standard output is closed\n")
        with open("/dev/full", "w") as full:
            filled = subprocess.run([sys.executable, "-m", "gameboardxx", "info", str(ISLES)],
                                    stdout=full, stderr=subprocess.PIPE, text=True)
        self.assertEqual(filled.returncode, 1)
        self.assertEqual(filled.stderr, "error: cannot write the output: No space left on device\n")


if __name__ == "__main__":
    unittest.main()
