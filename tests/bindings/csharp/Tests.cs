// The C# binding as a game uses it: real boards and bytes, errors with their ids.
//   mono tests.exe VECTOR_FOLDER SAMPLE_BOARD
using System;
using System.IO;
using System.Linq;
using GameBoardXX;

static class Tests
{
    static int failures;

    static void Check(bool ok, string what)
    {
        if (ok)
            return;
        Console.Error.WriteLine("failed: " + what);
        ++failures;
    }

    static void Throws(Action action, ErrorKind kind, string id, string what)
    {
        try
        {
            action();
            Check(false, what + ": no exception");
        }
        catch (GameBoardXXException e)
        {
            Check(e.Kind == kind && (id == null || e.Id == id), what + ": " + e.Kind + " " + e.Id + " " + e.Message);
        }
    }

    static Board Strip()
    {
        var board = Board.New(64, 5, 1);
        int[] heights = { 0, 1, 2, 1, 0 };
        for (int x = 0; x < 5; ++x)
        {
            board.SetField(x, 0, "boundary", 3);
            board.SetField(x, 0, "height", (ulong)heights[x]);
        }
        board.SetField(0, 0, "homeZones", 1);
        board.SetField(4, 0, "endZones", 1);
        return board;
    }

    static int Main(string[] args)
    {
        string vectors = args[0], isles = args[1];
        byte[] file = File.ReadAllBytes(Path.Combine(vectors, "boards/b04_gb64_7x5_random.gb64"));
        using (var board = Board.Read(file))
        {
            Check(board.Width == 7 && board.Length == 5 && board.TileBits == 64, "info");
            Check(board.ToBytes().SequenceEqual(file), "bytes round trip");
            string[] report;
            using (var converted = board.Convert(32, out report))
                Check(converted.ToBytes().SequenceEqual(File.ReadAllBytes(Path.Combine(vectors, "expected/b04_gb64_7x5_random.to32.gb32"))),
                      "conversion bytes");
            Check(string.Join("\n", report) + "\n" == File.ReadAllText(Path.Combine(vectors, "expected/b04_gb64_7x5_random.to32.report.txt")),
                  "loss report");
        }
        Throws(() => Board.Read(file.Take(file.Length - 1).ToArray()), ErrorKind.BadBoard, "read.wrongSize", "truncated bytes");
        Throws(() => Board.Load(Path.Combine(vectors, "missing.gb64")), ErrorKind.File, "read.noSuchFile", "missing file");

        using (var board = Board.Load(isles))
        {
            Check(board.Title == "Ring of Isles" && board.BoardCode == "ISLE1", "footer");
            var route = board.ZonePath(1, new MoveRules { Climb = 2 });
            Check(route != null && route.Cost == 71 && route.Tiles.Length == 8, "the sample's climbing route");
            board.Title = "Flüsse";
            Check(board.Title == "Flüsse", "Latin-1 title");
            Throws(() => board.Title = "€", ErrorKind.Refused, null, "a title outside Latin-1");
            Throws(() => board.Field(12, 0, "height"), ErrorKind.Argument, "abi.offBoard", "off the board");
            var target = board.Copy();
            target.SetField(11, 8, "custom", 200);
            Check(board.Diff(target) == "{\"header\": {}, \"footer\": {}, \"fields\": {\"custom\": 1}}\n", "diff");
            byte[] patch = board.MakePatch(target);
            using (var patched = board.ApplyPatch(patch))
                Check(patched.Diff(target, true) == "", "patch applied");
            Throws(() => target.ApplyPatch(patch), ErrorKind.BadPatch, null, "a patch for another board");
        }

        using (var strip = Strip())
        {
            var route = strip.ZonePath(1, new MoveRules { Climb = 3, Descend = 1 });
            Check(route.Cost == 12 && route.Steps == 4, "climb and descend costs");
            using (var model = strip.Model(new MoveRules { Climb = 3 }))
            {
                Check(model.MoveCost(new Point(1, 0), new Point(2, 0)) == 4, "a move's cost");
                var reached = model.Reach(new[] { new Point(0, 0) }, 4);
                Check(reached.Length == 2 && reached[1].Cost == 4, "reach");
                Check(model.Zone(ZoneKind.End, 1).Single().X == 4, "end zone");
            }
            strip.SetField(2, 0, "playerBlacklist", 1);
            Check(strip.ZonePath(1) == null, "a blacklist closes the way");
            Throws(() => strip.ZonePath(1, new MoveRules { Climb = 101 }), ErrorKind.Argument, "abi.ruleRange", "climb out of range");
            string path = Path.Combine(Path.GetTempPath(), "gbxx-cs-" + Guid.NewGuid() + ".gb64");
            strip.Save(path);
            using (var back = Board.Load(path))
                Check(back.Diff(strip, true) == "", "saved and read back");
            File.Delete(path);
        }
        // Fetching: a pinned revision from a cache (laid out as docs/bindings.md says), without a
        // registry; the latest from a registry that is not there.
        string cacheDir = Path.Combine(Path.GetTempPath(), "gbxx-cs-cache-" + Guid.NewGuid());
        Directory.CreateDirectory(Path.Combine(cacheDir, "ISLE1"));
        byte[] isle = File.ReadAllBytes(isles);
        File.WriteAllBytes(Path.Combine(cacheDir, "ISLE1", "1.board"), isle);
        string sha = BitConverter.ToString(System.Security.Cryptography.SHA256.Create().ComputeHash(isle)).Replace("-", "").ToLowerInvariant();
        File.WriteAllText(Path.Combine(cacheDir, "ISLE1", "1.sha256"), sha + "\n");
        var dead = new FetchOptions { Registry = "http://127.0.0.1:9", CacheDir = cacheDir, Attempts = 2, BackoffMs = 10 };
        using (var pinned = Board.Fetch("isle1@1", dead))
            Check(pinned.Fetched.FromCache && pinned.Fetched.Tries == 0 && pinned.Fetched.Sha256 == sha &&
                  pinned.Title == "Ring of Isles", "a pinned revision from the cache");
        Throws(() => Board.Fetch("ISLE1", dead), ErrorKind.Unavailable, "fetch.unavailable", "no registry");
        Throws(() => Board.Fetch("IS-E1", dead), ErrorKind.Argument, "fetch.badReference", "not a code");
        Directory.Delete(cacheDir, true);

        Console.WriteLine(failures == 0 ? "all checks passed" : failures + " checks failed");
        return failures == 0 ? 0 : 1;
    }
}
