// The conformance transcript (tests/bindings/conformance/README.md) through the C# binding.
using System;
using System.IO;
using System.Linq;
using System.Text;
using GameBoardXX;

static class Conformance
{
    static string Hex(string text)
    {
        byte[] bytes = Encoding.UTF8.GetBytes(text);
        return bytes.Length == 0 ? "-" : string.Concat(bytes.Select(b => b.ToString("x2")));
    }

    static string Points(Point[] tiles) { return string.Concat(tiles.Select(p => " " + p.X + "," + p.Y)); }

    static void RouteLine(StringBuilder o, string head, Route r)
    {
        o.Append(r == null ? head + " none\n" : head + " " + r.Cost + " " + r.Steps + Points(r.Tiles) + "\n");
    }

    static ulong Fnv(byte[] bytes)
    {
        ulong h = 14695981039346656037UL;
        foreach (byte b in bytes)
            h = unchecked((h ^ b) * 1099511628211UL);
        return h;
    }

    static void Transcript(StringBuilder o, Board b, string name)
    {
        int w = b.Width, l = b.Length;
        o.Append("board " + name + " " + b.Layout + "\n");
        o.Append("info " + w + " " + l + " " + b.TileBits + " hex " + (b.Hex ? 1 : 0) + " wrap " + (b.WrapWidth ? 1 : 0) + " " +
                 (b.WrapLength ? 1 : 0) + " grouped " + (b.Grouped ? 1 : 0) + " levels " + (b.HeightLevels ? 1 : 0) + "\n");
        foreach (string key in b.HeaderKeys)
            o.Append("header " + key + " " + b.Header(key) + "\n");
        foreach (string key in Board.FooterKeys)
            o.Append("footer " + key + " " + Hex(b.Footer(key)) + "\n");
        string[] keys = b.FieldKeys;
        o.Append("fields " + string.Join(" ", keys) + "\n");
        ulong[][] layers = keys.Select(k => b.Layer(k)).ToArray();
        for (int i = 0; i < b.TileCount; ++i)
        {
            o.Append("tile " + (i % w) + " " + (i / w));
            foreach (ulong[] layer in layers)
                o.Append(" " + layer[i]);
            o.Append("\n");
        }
        foreach (Tile t in b.Tiles())
        {
            Point a = t.Anchor ?? new Point(-1, -1);
            o.Append("game " + string.Join(" ", new object[] { t.X, t.Y, t.Height, t.HeightBits, t.HeightNeutral, t.Link,
                t.Boundary, t.PlayerBlacklist, t.FfaBlacklist, t.TeamBlacklist, t.StandardTeamBlacklist, t.HomeZones,
                t.EndZones, t.SafeZones, t.CurrencyBarrier, t.TurnBarrier, t.PieceSumBarrier, t.Custom, a.X, a.Y }) + "\n");
        }
        foreach (int bits in new[] { 8, 16, 32, 64 })
        {
            if (bits == b.TileBits)
                continue;
            string[] report;
            using (Board c = b.Convert(bits, out report))
            {
                byte[] bytes = c.ToBytes();
                o.Append("convert " + bits + " " + bytes.Length + " " + Fnv(bytes).ToString("x16") + "\n");
            }
            foreach (string line in report.Length == 0 ? new[] { "lossless" } : report)
                o.Append("  " + line + "\n");
        }
        var first = new Point(0, 0);
        var last = new Point(w - 1, l - 1);
        foreach (Point p in new[] { first, last })
            o.Append("neighbours " + p.X + " " + p.Y + Points(b.Neighbours(p.X, p.Y)) + "\n");
        o.Append("distance " + b.Distance(first, last) + "\n");
        o.Append("line" + Points(b.Line(first, last)) + "\n");
        for (int player = 1; player <= 4; ++player)
            RouteLine(o, "zonepath " + player, b.ZonePath(player, new MoveRules { Climb = 2 }));
        RouteLine(o, "path", b.Path(first, last));
        using (Model m = b.Model(new MoveRules { Climb = 1 }))
        {
            Reached[] reached = m.Reach(new[] { first }, 3);
            o.Append("reach " + reached.Length + string.Concat(reached.Select(r => " " + r.X + "," + r.Y + "," + r.Cost)) + "\n");
        }
    }

    static int Main(string[] args)
    {
        var o = new StringBuilder();
        foreach (string line in File.ReadAllLines(args[0]))
        {
            string[] parts = line.Split(' ');
            using (Board b = Board.Load(parts[1], parts[0]))
                Transcript(o, b, Path.GetFileName(parts[1]));
        }
        using (var stdout = Console.OpenStandardOutput())
        {
            byte[] bytes = Encoding.UTF8.GetBytes(o.ToString());
            stdout.Write(bytes, 0, bytes.Length);
        }
        return 0;
    }
}
