#include "wasm/board_input.h"

#include "wasm/protocol.h"

namespace goscore::wasm {

std::string_view RowsText() { return Input::Text(0); }

Status ReadBoard(int width, int height, Board* out) {
  size_t count = 0;
  if (const int8_t* signs = Input::Int8(0, &count)) {
    Status size = Board::CheckSize(width, height);
    if (!size.ok()) return size;
    if (count != static_cast<size_t>(width) * static_cast<size_t>(height)) {
      return Status::Error(ErrorCode::kInvalidArgument,
                           "internal error: the signs are not width x height");
    }
    return ParseSigns(signs, width, height, out);
  }
  const std::string_view text = Input::Text(0);
  const int32_t* lengths = Input::Int32(1, &count);
  if (lengths == nullptr || count != static_cast<size_t>(height) || height < 0) {
    return Status::Error(ErrorCode::kInvalidArgument, "internal error: no board in the input");
  }
  std::vector<std::string_view> rows(count);
  size_t start = 0;
  for (size_t y = 0; y < count; ++y) {
    const size_t length = static_cast<size_t>(lengths[y] < 0 ? 0 : lengths[y]);
    if (start + length > text.size()) {
      return Status::Error(ErrorCode::kInvalidArgument, "internal error: rows past the input");
    }
    rows[y] = text.substr(start, length);
    start += length + 1;  // the '\n' after each row
  }
  return ParseRows(rows, out);
}

}  // namespace goscore::wasm
