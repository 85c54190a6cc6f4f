// GameBoardXX boards for C# games (Unity, Mono, .NET) over the C ABI (docs/bindings.md):
//
//     var board = Board.Load("isles.gb64");
//     var route = board.ZonePath(1, new MoveRules { Climb = 2 });
//     Console.WriteLine(route.Cost + " over " + route.Tiles.Length + " tiles");
using System;
using System.Collections.Generic;
using System.Text;

namespace GameBoardXX
{
    public enum ErrorKind { Argument = 1, BadBoard = 2, File = 3, NotFound = 4, BadPatch = 5, Refused = 6, Internal = 8,
                            Unavailable = 9, RateLimited = 10 }

    // A failure the library reported: Id is stable ("read.wrongSize", "abi.offBoard").
    public class GameBoardXXException : Exception
    {
        public ErrorKind Kind { get; private set; }
        public string Id { get; private set; }
        public int? RetryAfter { get; private set; } // seconds a rate-limiting registry asked to wait
        public GameBoardXXException(ErrorKind kind, string id, string message, int? retryAfter = null) : base(message)
        {
            Kind = kind;
            Id = id;
            RetryAfter = retryAfter;
        }
    }

    public enum BarrierRule { Ignore = 0, Block = 1, Cost = 2 }
    public enum ZoneKind { Home = 0, End = 1, Safe = 2 }

    // How a piece moves (docs/movement.md M1-M3).
    public class MoveRules
    {
        public int Player, Team, Climb, Descend;
        public bool Ffa, Diagonal;
        public BarrierRule TurnBarriers, CurrencyBarriers, PieceBarriers;

        internal MoveRulesStruct ToNative()
        {
            return new MoveRulesStruct {
                StructSize = (uint)System.Runtime.InteropServices.Marshal.SizeOf(typeof(MoveRulesStruct)),
                Player = Player, Ffa = Ffa ? 1 : 0, Team = Team, Diagonal = Diagonal ? 1 : 0,
                Climb = Climb, Descend = Descend, TurnBarriers = (int)TurnBarriers,
                CurrencyBarriers = (int)CurrencyBarriers, PieceBarriers = (int)PieceBarriers };
        }
    }

    // Where and how to fetch boards by code (docs/bindings.md "Fetching").
    public class FetchOptions
    {
        public string Registry;   // null: $GBXX_REGISTRY, else http://127.0.0.1:8640
        public string CacheDir;   // null: no cache
        public int TimeoutMs = 20000, Attempts = 3, BackoffMs = 1000, MaxPauseMs = 30000;
        public bool UsePatches = true;
    }

    public class FetchInfo
    {
        public int Revision { get; internal set; }
        public string Sha256 { get; internal set; }
        public bool FromCache { get; internal set; }
        public bool ThroughPatch { get; internal set; }
        public int Tries { get; internal set; }
    }

    public class Route
    {
        public Point[] Tiles { get; internal set; }
        public int Cost { get; internal set; }
        public int Steps { get; internal set; } // the moves that cost a step

        internal static Route Take(int status, RouteStruct r)
        {
            if (status == (int)ErrorKind.NotFound)
                return null;
            Native.Check(status);
            return new Route { Tiles = Native.TakePoints(r.Tiles, r.Count), Cost = r.Cost, Steps = r.Steps };
        }
    }

    // The game's view of a tile: every field of the neutral tile, the same on every tile size.
    public class Tile
    {
        public int X, Y, Height, HeightBits, HeightNeutral, Link, Boundary;
        public uint PlayerBlacklist, FfaBlacklist, TeamBlacklist, StandardTeamBlacklist;
        public uint HomeZones, EndZones, SafeZones; // bits 0-3 players 1-4, 4-6 teams A-C, 7 all
        public int CurrencyBarrier, TurnBarrier, PieceSumBarrier, Custom;
        public Point? Anchor; // the link group's anchor when groups are active

        internal static Tile From(TileStruct t)
        {
            return new Tile {
                X = t.X, Y = t.Y, Height = t.Height, HeightBits = t.HeightBits, HeightNeutral = t.HeightNeutral,
                Link = t.Link, Boundary = t.Boundary, PlayerBlacklist = t.PlayerBlacklist,
                FfaBlacklist = t.FfaBlacklist, TeamBlacklist = t.TeamBlacklist,
                StandardTeamBlacklist = t.StandardTeamBlacklist, HomeZones = t.HomeZones, EndZones = t.EndZones,
                SafeZones = t.SafeZones, CurrencyBarrier = t.CurrencyBarrier, TurnBarrier = t.TurnBarrier,
                PieceSumBarrier = t.PieceSumBarrier, Custom = t.Custom,
                Anchor = t.AnchorX >= 0 ? new Point(t.AnchorX, t.AnchorY) : (Point?)null };
        }
    }

    // A board read once under movement rules, for many queries.
    public sealed class Model : IDisposable
    {
        private IntPtr handle;

        public Model(Board board, MoveRules rules)
        {
            var r = (rules ?? new MoveRules()).ToNative();
            Native.Check(Native.gbxx_model_new(board.Handle, ref r, out handle));
        }
        ~Model() { Dispose(); }
        public void Dispose()
        {
            if (handle != IntPtr.Zero)
                Native.gbxx_model_free(handle);
            handle = IntPtr.Zero;
            GC.SuppressFinalize(this);
        }

        // A cheapest route from any start to any enterable goal; null when there is none.
        public Route Path(Point[] from, Point[] to)
        {
            RouteStruct r;
            int status = Native.gbxx_model_path(handle, from, (UIntPtr)from.Length, to, (UIntPtr)to.Length, out r);
            return Route.Take(status, r);
        }
        public Route Path(Point from, Point to) { return Path(new[] { from }, new[] { to }); }

        // Every tile within `budget`, with its cost, in body order.
        public Reached[] Reach(Point[] from, int budget)
        {
            IntPtr tiles;
            UIntPtr count;
            Native.Check(Native.gbxx_model_reach(handle, from, (UIntPtr)from.Length, budget, out tiles, out count));
            try
            {
                var reached = new Reached[(int)count];
                int size = System.Runtime.InteropServices.Marshal.SizeOf(typeof(Reached));
                for (int k = 0; k < reached.Length; ++k)
                    reached[k] = (Reached)System.Runtime.InteropServices.Marshal.PtrToStructure(
                        new IntPtr(tiles.ToInt64() + k * size), typeof(Reached));
                return reached;
            }
            finally { Native.gbxx_free(tiles); }
        }

        public Point[] Zone(ZoneKind kind, int player)
        {
            IntPtr tiles;
            UIntPtr count;
            Native.Check(Native.gbxx_model_zone(handle, (int)kind, player, out tiles, out count));
            return Native.TakePoints(tiles, count);
        }

        public bool Enterable(int x, int y)
        {
            int value;
            Native.Check(Native.gbxx_model_enterable(handle, x, y, out value));
            return value != 0;
        }

        public int MoveCost(Point from, Point to)
        {
            int cost;
            Native.Check(Native.gbxx_model_move_cost(handle, from, to, out cost));
            return cost;
        }
    }

    public sealed class Board : IDisposable
    {
        internal IntPtr Handle { get; private set; }
        private BoardInfo info;

        private Board(IntPtr handle)
        {
            Handle = handle;
            Refresh();
        }
        ~Board() { Dispose(); }
        public void Dispose()
        {
            if (Handle != IntPtr.Zero)
                Native.gbxx_board_free(Handle);
            Handle = IntPtr.Zero;
            GC.SuppressFinalize(this);
        }

        private void Refresh()
        {
            info.StructSize = (uint)System.Runtime.InteropServices.Marshal.SizeOf(typeof(BoardInfo));
            Native.Check(Native.gbxx_board_get_info(Handle, ref info));
        }

        public static Board Read(byte[] bytes, string layout = null)
        {
            IntPtr handle;
            Native.Check(Native.gbxx_board_read(bytes, (UIntPtr)bytes.Length, Native.Utf8(layout), out handle));
            return new Board(handle);
        }
        public static Board Load(string path, string layout = null)
        {
            IntPtr handle;
            Native.Check(Native.gbxx_board_load(Native.Utf8(path), Native.Utf8(layout), out handle));
            return new Board(handle);
        }
        // How Fetch brought the board; null for a board from elsewhere.
        public FetchInfo Fetched { get; private set; }

        // Board CODE (the latest) or CODE@REV from a registry, checked before anything is cached.
        public static Board Fetch(string reference, FetchOptions options = null)
        {
            var o = options ?? new FetchOptions();
            var native = Native.gbxx_fetch_options_default();
            byte[] registry = Native.Utf8(o.Registry), cache = Native.Utf8(o.CacheDir);
            var pins = new List<System.Runtime.InteropServices.GCHandle>();
            try
            {
                foreach (var bytes in new[] { registry, cache })
                    if (bytes != null)
                        pins.Add(System.Runtime.InteropServices.GCHandle.Alloc(bytes, System.Runtime.InteropServices.GCHandleType.Pinned));
                native.Registry = registry != null ? pins[0].AddrOfPinnedObject() : IntPtr.Zero;
                native.CacheDir = cache != null ? pins[pins.Count - 1].AddrOfPinnedObject() : IntPtr.Zero;
                native.TimeoutMs = o.TimeoutMs;
                native.Attempts = o.Attempts;
                native.BackoffMs = o.BackoffMs;
                native.MaxPauseMs = o.MaxPauseMs;
                native.UsePatches = o.UsePatches ? 1 : 0;
                var info = new FetchInfoStruct {
                    StructSize = (uint)System.Runtime.InteropServices.Marshal.SizeOf(typeof(FetchInfoStruct)),
                    Sha256 = new byte[65] };
                IntPtr handle;
                Native.Check(Native.gbxx_fetch(Native.Utf8(reference), ref native, out handle, ref info));
                var board = new Board(handle);
                board.Fetched = new FetchInfo {
                    Revision = info.Revision, Sha256 = Encoding.ASCII.GetString(info.Sha256, 0, 64),
                    FromCache = info.FromCache != 0, ThroughPatch = info.ThroughPatch != 0, Tries = info.Tries };
                return board;
            }
            finally
            {
                foreach (var pin in pins)
                    pin.Free();
            }
        }

        public static Board New(int tileBits, int width, int length)
        {
            IntPtr handle;
            Native.Check(Native.gbxx_board_new(tileBits, width, length, out handle));
            return new Board(handle);
        }
        public Board Copy()
        {
            IntPtr handle;
            Native.Check(Native.gbxx_board_copy(Handle, out handle));
            return new Board(handle);
        }

        public int Width { get { return info.Width; } }
        public int Length { get { return info.Length; } }
        public int TileBits { get { return info.TileBits; } }
        public int TileCount { get { return (int)info.TileCount; } }
        public bool Hex { get { return info.Hex != 0; } }
        public bool WrapWidth { get { return info.WrapWidth != 0; } }
        public bool WrapLength { get { return info.WrapLength != 0; } }
        public bool Grouped { get { return info.Grouped != 0; } }
        public bool HeightLevels { get { return info.HeightLevels != 0; } }
        public string Layout { get { return Native.Text(info.Layout); } }
        public static string LibraryVersion { get { return Native.Text(Native.gbxx_version()); } }

        public byte[] ToBytes()
        {
            IntPtr bytes;
            UIntPtr size;
            Native.Check(Native.gbxx_board_write(Handle, out bytes, out size));
            return Native.TakeBytes(bytes, size);
        }
        // Writes the file safely: a temporary file synced and renamed over `path`.
        public void Save(string path) { Native.Check(Native.gbxx_board_save(Handle, Native.Utf8(path))); }

        private static string[] Lines(string text) { return text.Split(new[] { '\n' }, StringSplitOptions.RemoveEmptyEntries); }
        public string[] FieldKeys { get { IntPtr k; Native.Check(Native.gbxx_board_field_keys(Handle, out k)); return Lines(Native.TakeText(k)); } }
        public string[] HeaderKeys { get { IntPtr k; Native.Check(Native.gbxx_board_header_keys(Handle, out k)); return Lines(Native.TakeText(k)); } }
        public static string[] FooterKeys { get { IntPtr k; Native.Check(Native.gbxx_footer_keys(out k)); return Lines(Native.TakeText(k)); } }

        public ulong Header(string key) { ulong v; Native.Check(Native.gbxx_board_header(Handle, Native.Utf8(key), out v)); return v; }
        public void SetHeader(string key, ulong value)
        {
            Native.Check(Native.gbxx_board_set_header(Handle, Native.Utf8(key), value));
            Refresh();
        }
        // A footer field as text: texts as the file holds them, numbers in decimal.
        public string Footer(string key) { IntPtr t; Native.Check(Native.gbxx_board_footer(Handle, Native.Utf8(key), out t)); return Native.TakeText(t); }
        public void SetFooter(string key, string value) { Native.Check(Native.gbxx_board_set_footer(Handle, Native.Utf8(key), Native.Utf8(value))); }
        public string Title { get { return Footer("title"); } set { SetFooter("title", value); } }
        public string Author { get { return Footer("author"); } set { SetFooter("author", value); } }
        public string BoardCode { get { return Footer("boardCode"); } }

        public ulong Field(int x, int y, string key) { ulong v; Native.Check(Native.gbxx_board_field(Handle, x, y, Native.Utf8(key), out v)); return v; }
        public void SetField(int x, int y, string key, ulong value) { Native.Check(Native.gbxx_board_set_field(Handle, x, y, Native.Utf8(key), value)); }
        public ulong[] Layer(string key)
        {
            var values = new ulong[TileCount];
            Native.Check(Native.gbxx_board_layer(Handle, Native.Utf8(key), values, (UIntPtr)values.Length));
            return values;
        }

        public Tile Tile(int x, int y, bool raw = false)
        {
            var t = new TileStruct { StructSize = (uint)System.Runtime.InteropServices.Marshal.SizeOf(typeof(TileStruct)) };
            Native.Check(Native.gbxx_board_tile(Handle, x, y, raw ? 1 : 0, ref t));
            return GameBoardXX.Tile.From(t);
        }
        public Tile[] Tiles(bool raw = false)
        {
            var all = new TileStruct[TileCount];
            all[0].StructSize = (uint)System.Runtime.InteropServices.Marshal.SizeOf(typeof(TileStruct));
            Native.Check(Native.gbxx_board_tiles(Handle, raw ? 1 : 0, all, (UIntPtr)all.Length));
            var tiles = new Tile[all.Length];
            for (int k = 0; k < all.Length; ++k)
                tiles[k] = GameBoardXX.Tile.From(all[k]);
            return tiles;
        }
        public ulong TileValue(int x, int y, string neutralKey, bool raw = false)
        {
            ulong v;
            Native.Check(Native.gbxx_board_tile_value(Handle, x, y, Native.Utf8(neutralKey), raw ? 1 : 0, out v));
            return v;
        }

        public Point[] Neighbours(int x, int y, bool diagonal = false)
        {
            var around = new Point[8];
            UIntPtr count;
            Native.Check(Native.gbxx_board_neighbours(Handle, x, y, diagonal ? 1 : 0, around, out count));
            Array.Resize(ref around, (int)count);
            return around;
        }
        public int Distance(Point a, Point b, bool diagonal = false) { int d; Native.Check(Native.gbxx_board_distance(Handle, a, b, diagonal ? 1 : 0, out d)); return d; }
        public Point[] Line(Point a, Point b)
        {
            IntPtr tiles;
            UIntPtr count;
            Native.Check(Native.gbxx_board_line(Handle, a, b, out tiles, out count));
            return Native.TakePoints(tiles, count);
        }

        public Model Model(MoveRules rules = null) { return new Model(this, rules); }
        public Route Path(Point from, Point to, MoveRules rules = null) { using (var m = Model(rules)) return m.Path(from, to); }
        public Route ZonePath(int player, MoveRules rules = null)
        {
            var r = (rules ?? new MoveRules()).ToNative();
            RouteStruct route;
            return Route.Take(Native.gbxx_board_zone_path(Handle, ref r, player, out route), route);
        }

        // The board in another tile size; `report` gets the loss report's lines (empty: lossless).
        public Board Convert(int tileBits, out string[] report)
        {
            IntPtr converted, text;
            Native.Check(Native.gbxx_board_convert(Handle, tileBits, out converted, out text));
            var lines = new List<string>(Lines(Native.TakeText(text)));
            lines.Remove("lossless");
            report = lines.ToArray();
            return new Board(converted);
        }
        // What differs from this board to `other`, as `gbxx diff --json`; "" when nothing does.
        public string Diff(Board other, bool tiles = false)
        {
            IntPtr json;
            Native.Check(Native.gbxx_board_diff(Handle, other.Handle, tiles ? 1 : 0, out json));
            return Native.TakeText(json);
        }
        public byte[] MakePatch(Board target)
        {
            IntPtr bytes;
            UIntPtr size;
            Native.Check(Native.gbxx_patch_make(Handle, target.Handle, out bytes, out size));
            return Native.TakeBytes(bytes, size);
        }
        public Board ApplyPatch(byte[] patch)
        {
            IntPtr result;
            Native.Check(Native.gbxx_patch_apply(Handle, patch, (UIntPtr)patch.Length, out result));
            return new Board(result);
        }
    }
}
