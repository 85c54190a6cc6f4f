// The C ABI (gbxx.h) as P/Invoke sees it: one declaration per function. Strings cross as UTF-8
// bytes both ways; memory the library hands out is freed with gbxx_free.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace GameBoardXX
{
    [StructLayout(LayoutKind.Sequential)]
    public struct Point
    {
        public int X;
        public int Y;
        public Point(int x, int y) { X = x; Y = y; }
        public override string ToString() { return "(" + X + ", " + Y + ")"; }
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct BoardInfo
    {
        public uint StructSize;
        public int Width, Length, TileBits, Hex, WrapWidth, WrapLength, Grouped, HeightLevels;
        public uint TileCount;
        public IntPtr Layout;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct TileStruct
    {
        public uint StructSize;
        public int X, Y, Height, HeightBits, HeightNeutral, Link, Boundary;
        public uint PlayerBlacklist, FfaBlacklist, TeamBlacklist, StandardTeamBlacklist;
        public uint HomeZones, EndZones, SafeZones;
        public int CurrencyBarrier, TurnBarrier, PieceSumBarrier, Custom, AnchorX, AnchorY;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct MoveRulesStruct
    {
        public uint StructSize;
        public int Player, Ffa, Team, Diagonal, Climb, Descend, TurnBarriers, CurrencyBarriers,
            PieceBarriers;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct RouteStruct
    {
        public IntPtr Tiles;
        public UIntPtr Count;
        public int Cost;
        public int Steps;
    }

    [StructLayout(LayoutKind.Sequential)]
    public struct Reached
    {
        public int X;
        public int Y;
        public int Cost;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct FetchOptionsStruct
    {
        public uint StructSize;
        public IntPtr Registry, CacheDir;
        public int TimeoutMs, Attempts, BackoffMs, MaxPauseMs, UsePatches;
    }

    [StructLayout(LayoutKind.Sequential)]
    internal struct FetchInfoStruct
    {
        public uint StructSize;
        public int Revision, FromCache, ThroughPatch, Tries;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 65)] public byte[] Sha256;
    }

    internal static class Native
    {
        // "gameboardxx": libgameboardxx.so.1 through GameBoardXX.dll.config on Mono, a plugin of
        // that name in Unity, libgameboardxx.so on .NET.
        private const string Lib = "gameboardxx";

        [DllImport(Lib)] public static extern uint gbxx_abi_version();
        [DllImport(Lib)] public static extern IntPtr gbxx_version();
        [DllImport(Lib)] public static extern IntPtr gbxx_last_error_id();
        [DllImport(Lib)] public static extern IntPtr gbxx_last_error_message();
        [DllImport(Lib)] public static extern void gbxx_free(IntPtr memory);
        [DllImport(Lib)] public static extern int gbxx_last_error_retry_after();
        [DllImport(Lib)] public static extern FetchOptionsStruct gbxx_fetch_options_default();
        [DllImport(Lib)] public static extern int gbxx_fetch(byte[] reference, ref FetchOptionsStruct options, out IntPtr board, ref FetchInfoStruct info);
        [DllImport(Lib)] public static extern int gbxx_board_read(byte[] bytes, UIntPtr size, byte[] layout, out IntPtr board);
        [DllImport(Lib)] public static extern int gbxx_board_load(byte[] path, byte[] layout, out IntPtr board);
        [DllImport(Lib)] public static extern int gbxx_board_new(int bits, int width, int length, out IntPtr board);
        [DllImport(Lib)] public static extern int gbxx_board_copy(IntPtr board, out IntPtr copy);
        [DllImport(Lib)] public static extern void gbxx_board_free(IntPtr board);
        [DllImport(Lib)] public static extern int gbxx_board_write(IntPtr board, out IntPtr bytes, out UIntPtr size);
        [DllImport(Lib)] public static extern int gbxx_board_save(IntPtr board, byte[] path);
        [DllImport(Lib)] public static extern int gbxx_board_get_info(IntPtr board, ref BoardInfo info);
        [DllImport(Lib)] public static extern int gbxx_board_field_keys(IntPtr board, out IntPtr keys);
        [DllImport(Lib)] public static extern int gbxx_board_header_keys(IntPtr board, out IntPtr keys);
        [DllImport(Lib)] public static extern int gbxx_footer_keys(out IntPtr keys);
        [DllImport(Lib)] public static extern int gbxx_board_header(IntPtr board, byte[] key, out ulong value);
        [DllImport(Lib)] public static extern int gbxx_board_set_header(IntPtr board, byte[] key, ulong value);
        [DllImport(Lib)] public static extern int gbxx_board_footer(IntPtr board, byte[] key, out IntPtr text);
        [DllImport(Lib)] public static extern int gbxx_board_set_footer(IntPtr board, byte[] key, byte[] text);
        [DllImport(Lib)] public static extern int gbxx_board_field(IntPtr board, int x, int y, byte[] key, out ulong value);
        [DllImport(Lib)] public static extern int gbxx_board_set_field(IntPtr board, int x, int y, byte[] key, ulong value);
        [DllImport(Lib)] public static extern int gbxx_board_layer(IntPtr board, byte[] key, [Out] ulong[] values, UIntPtr count);
        [DllImport(Lib)] public static extern int gbxx_board_tile(IntPtr board, int x, int y, int view, ref TileStruct tile);
        [DllImport(Lib)] public static extern int gbxx_board_tiles(IntPtr board, int view, [In, Out] TileStruct[] tiles, UIntPtr count);
        [DllImport(Lib)] public static extern int gbxx_board_tile_value(IntPtr board, int x, int y, byte[] key, int view, out ulong value);
        [DllImport(Lib)] public static extern int gbxx_board_neighbours(IntPtr board, int x, int y, int diagonal, [Out] Point[] tiles, out UIntPtr count);
        [DllImport(Lib)] public static extern int gbxx_board_distance(IntPtr board, Point a, Point b, int diagonal, out int steps);
        [DllImport(Lib)] public static extern int gbxx_board_line(IntPtr board, Point a, Point b, out IntPtr tiles, out UIntPtr count);
        [DllImport(Lib)] public static extern int gbxx_model_new(IntPtr board, ref MoveRulesStruct rules, out IntPtr model);
        [DllImport(Lib)] public static extern void gbxx_model_free(IntPtr model);
        [DllImport(Lib)] public static extern int gbxx_model_path(IntPtr model, Point[] from, UIntPtr fromCount, Point[] to, UIntPtr toCount, out RouteStruct route);
        [DllImport(Lib)] public static extern int gbxx_model_reach(IntPtr model, Point[] from, UIntPtr fromCount, int budget, out IntPtr tiles, out UIntPtr count);
        [DllImport(Lib)] public static extern int gbxx_model_zone(IntPtr model, int kind, int player, out IntPtr tiles, out UIntPtr count);
        [DllImport(Lib)] public static extern int gbxx_model_enterable(IntPtr model, int x, int y, out int enterable);
        [DllImport(Lib)] public static extern int gbxx_model_move_cost(IntPtr model, Point from, Point to, out int cost);
        [DllImport(Lib)] public static extern int gbxx_board_zone_path(IntPtr board, ref MoveRulesStruct rules, int player, out RouteStruct route);
        [DllImport(Lib)] public static extern int gbxx_board_convert(IntPtr board, int bits, out IntPtr converted, out IntPtr report);
        [DllImport(Lib)] public static extern int gbxx_board_diff(IntPtr a, IntPtr b, int tiles, out IntPtr json);
        [DllImport(Lib)] public static extern int gbxx_patch_make(IntPtr b, IntPtr target, out IntPtr bytes, out UIntPtr size);
        [DllImport(Lib)] public static extern int gbxx_patch_apply(IntPtr b, byte[] bytes, UIntPtr size, out IntPtr result);

        public static byte[] Utf8(string text)
        {
            if (text == null)
                return null;
            byte[] bytes = Encoding.UTF8.GetBytes(text);
            Array.Resize(ref bytes, bytes.Length + 1); // the C string's 0
            return bytes;
        }

        // A char* that stays the library's (the last error, the version).
        public static string Text(IntPtr text)
        {
            if (text == IntPtr.Zero)
                return "";
            int length = 0;
            while (Marshal.ReadByte(text, length) != 0)
                ++length;
            byte[] bytes = new byte[length];
            Marshal.Copy(text, bytes, 0, length);
            return Encoding.UTF8.GetString(bytes);
        }

        // A char* the library handed out: read, then freed.
        public static string TakeText(IntPtr text)
        {
            try { return Text(text); } finally { gbxx_free(text); }
        }

        public static byte[] TakeBytes(IntPtr bytes, UIntPtr size)
        {
            try
            {
                byte[] copy = new byte[(int)size];
                if (copy.Length > 0)
                    Marshal.Copy(bytes, copy, 0, copy.Length);
                return copy;
            }
            finally { gbxx_free(bytes); }
        }

        public static Point[] TakePoints(IntPtr tiles, UIntPtr count)
        {
            try
            {
                var points = new Point[(int)count];
                int size = Marshal.SizeOf(typeof(Point));
                for (int k = 0; k < points.Length; ++k)
                    points[k] = (Point)Marshal.PtrToStructure(new IntPtr(tiles.ToInt64() + k * size), typeof(Point));
                return points;
            }
            finally { gbxx_free(tiles); }
        }

        // Throws the last error when `status` is a failure.
        public static void Check(int status)
        {
            if (status == 0)
                return;
            string message = Text(gbxx_last_error_message());
            string id = Text(gbxx_last_error_id());
            if (status == 7)
                throw new OutOfMemoryException(message);
            int retryAfter = gbxx_last_error_retry_after();
            throw new GameBoardXXException((ErrorKind)status, id, message, retryAfter >= 0 ? retryAfter : (int?)null);
        }
    }
}
