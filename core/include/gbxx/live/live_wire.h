#pragma once
// The binary frames of a live session (docs/live-protocol.md "Binary frames"): a client's
// operation, and the server's applied operation, which is also the delta a game receives.
// Numbers are unsigned LEB128 varints unless said otherwise, so that a stroke's tile costs a
// byte or two of index and the bits that moved. Decoding never trusts a count: every length is
// checked against the bytes that remain, and a frame with bytes left over is refused.

#include "gbxx/live/live_operation.h"

#include <cstdint>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace gbxx::live {

inline constexpr std::uint8_t kWireVersion = 1;
// The first byte of every binary frame.
enum class FrameType : std::uint8_t {
    Edit = 0x01,
    Undo = 0x02,
    Restructure = 0x03,
    Applied = 0x10,
    AppliedBoard = 0x11, // an applied restructure, the whole board after it appended
};

std::vector<std::uint8_t> encodeClientOp(const ClientOp& op);
// The operation, or why the frame is not one (one line, for the error frame).
std::variant<ClientOp, std::string> decodeClientOp(std::span<const std::uint8_t> frame);

// `tileBytes`: the tile size of the board the flips apply to (1, 2, 4 or 8); a flip wider than
// a tile is refused when decoding.
std::vector<std::uint8_t> encodeApplied(const Applied& applied, std::size_t tileBytes);
std::variant<Applied, std::string> decodeApplied(std::span<const std::uint8_t> frame,
                                                 std::size_t tileBytes);

} // namespace gbxx::live
