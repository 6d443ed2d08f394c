// The board of an input block, as every binding that takes a board reads it (see wire.h): array 0
// is either the rows as text, each row followed by '\n', with array 1 the rows' lengths (int32),
// or the row-major signs (int8, width * height) with array 1 empty. Internal to cpp/wasm/.
#pragma once

#include <string_view>
#include <vector>

#include "board/board.h"
#include "core/types.h"

namespace goscore::wasm {

/// Index of the first input array after the board's two.
inline constexpr int kArraysAfterBoard = 2;

/// Reads the input block's board into *out: rows through ParseRows (every row checked in full, as
/// JS gave it: a '\r' or '\n' inside a row is a bad character), signs through ParseSigns.
/// `width` and `height` are what JS sees; rows must number `height`.
Status ReadBoard(int width, int height, Board* out);

/// The rows text (array 0) when the board was given as rows, else empty.
std::string_view RowsText();

}  // namespace goscore::wasm
