// The wire protocol's buffers, errors and table (see wire.h and protocol.h), and the calls every
// feature shares: the input and result blocks' addresses, the wire table, memory statistics.
#include "wasm/protocol.h"

#include <emscripten/em_macros.h>
#include <emscripten/heap.h>
#include <malloc.h>

#include <cstring>
#include <string>
#include <vector>

#include "board/board.h"
#include "core/komi.h"
#include "core/types.h"
#include "scoring/ruleset_score.h"
#include "sgf/sgf.h"

namespace goscore::wasm {
namespace {

/// A block's storage: doubles, so that it is 8-aligned. Grows, never shrinks: after the largest
/// call the module holds the same memory whatever it is asked, and bad calls leave the heap as it
/// was.
struct Blocks {
  std::vector<double> input;
  std::vector<double> result;
};

/// The most a block keeps between calls (16 KiB: any call on boards up to about 100x100); past it
/// a block is freed as soon as a smaller one will do, so that one huge call (a 10 MB SGF record,
/// the groups of a huge board) does not hold its memory for the module's lifetime. web/src/core.js
/// releases an input larger than this as soon as its call returns.
constexpr size_t kKeepDoubles = (size_t{16} << 10) / sizeof(double);

/// Makes `block` hold at least `doubles`, releasing an oversized one first.
void Fit(std::vector<double>& block, size_t doubles) {
  if (block.capacity() > kKeepDoubles && doubles <= kKeepDoubles) std::vector<double>().swap(block);
  if (block.size() < doubles) block.resize(doubles);
}

Blocks& B() {
  static Blocks* blocks = new Blocks();  // never destroyed: lives as long as the module
  return *blocks;
}

int32_t* Slots(std::vector<double>& block) { return reinterpret_cast<int32_t*>(block.data()); }
size_t Bytes(const std::vector<double>& block) { return block.size() * sizeof(double); }

size_t ElementSize(int32_t type) {
  return type == wire::kInt32 ? 4 : type == wire::kNoType ? 0 : 1;
}

/// Array i of the input block when it has `type` and lies inside the buffer; else nullptr.
const uint8_t* InputArray(int i, int32_t type, size_t* count) {
  *count = 0;
  std::vector<double>& in = B().input;
  if (Bytes(in) < static_cast<size_t>(wire::kHeaderBytes)) return nullptr;
  const int32_t* slots = Slots(in);
  const int64_t scalars = slots[wire::kScalarCountSlot];
  const int64_t arrays = slots[wire::kArrayCountSlot];
  const int64_t descriptors = wire::kHeaderBytes + 8 * scalars;
  if (scalars < 0 || arrays < 0 || i < 0 || i >= arrays ||
      descriptors + 4 * wire::kDescriptorSlots * arrays > static_cast<int64_t>(Bytes(in))) {
    return nullptr;
  }
  const int32_t* d = slots + descriptors / 4 + wire::kDescriptorSlots * i;
  const int64_t offset = d[wire::kOffsetSlot];
  const int64_t n = d[wire::kCountSlot];
  if (d[wire::kTypeSlot] != type || offset < 0 || offset % wire::kAlign != 0 || n < 0 ||
      offset + n * static_cast<int64_t>(ElementSize(type)) > static_cast<int64_t>(Bytes(in))) {
    return nullptr;
  }
  *count = static_cast<size_t>(n);
  return reinterpret_cast<const uint8_t*>(in.data()) + offset;
}

/// The descriptor of result array i.
int32_t* ResultDescriptor(int i) {
  int32_t* slots = Slots(B().result);
  return slots + (wire::kHeaderBytes + 8 * slots[wire::kScalarCountSlot]) / 4 +
         wire::kDescriptorSlots * i;
}

uint8_t* ResultArray(int i) {
  return reinterpret_cast<uint8_t*>(B().result.data()) + ResultDescriptor(i)[wire::kOffsetSlot];
}

struct Published {
  const char* group;
  const wire::Name* names;
  size_t count;
};
std::vector<Published>& Registry() {
  static std::vector<Published>* registry = new std::vector<Published>();
  return *registry;
}

void AppendGroup(std::string* json, const char* group, const wire::Name* names, size_t count) {
  *json += '"';
  *json += group;
  *json += "\":{";
  for (size_t i = 0; i < count; ++i) {
    if (i) *json += ',';
    *json += '"';
    *json += names[i].name;
    *json += "\":" + std::to_string(names[i].value);
  }
  *json += '}';
}

}  // namespace

const int8_t* Input::Int8(int i, size_t* count) {
  return reinterpret_cast<const int8_t*>(InputArray(i, wire::kInt8, count));
}
const int32_t* Input::Int32(int i, size_t* count) {
  return reinterpret_cast<const int32_t*>(InputArray(i, wire::kInt32, count));
}
std::string_view Input::Text(int i) {
  size_t count = 0;
  const uint8_t* p = InputArray(i, wire::kText, &count);
  return p ? std::string_view(reinterpret_cast<const char*>(p), count) : std::string_view();
}
double Input::Scalar(int i) {
  std::vector<double>& in = B().input;
  if (Bytes(in) < static_cast<size_t>(wire::kHeaderBytes)) return 0;
  const int32_t scalars = Slots(in)[wire::kScalarCountSlot];
  if (i < 0 || i >= scalars || wire::kHeaderBytes + 8 * (static_cast<size_t>(i) + 1) > Bytes(in)) {
    return 0;
  }
  return in[1 + static_cast<size_t>(i)];
}

void Input::Points(int i, std::vector<Point>* out) {
  size_t count = 0;
  const int32_t* v = Int32(i, &count);
  out->clear();
  for (size_t k = 0; k + 1 < count; k += 2) out->push_back({v[k], v[k + 1]});
}

const int32_t* Input::Params(int i, size_t count) {
  size_t n = 0;
  const int32_t* v = Int32(i, &n);
  return v != nullptr && n == count ? v : nullptr;
}

void Result::SetBytes(int i, const void* data, size_t bytes) {
  if (bytes > 0) std::memcpy(ResultArray(i), data, bytes);
}

void Result::SetPoints(int i, const std::vector<Point>& points) {
  int32_t* out = Int32(i);
  for (const Point& p : points) {
    *out++ = p.x;
    *out++ = p.y;
  }
}

void Result::Begin(int scalars, std::initializer_list<Array> arrays) {
  const int64_t count = static_cast<int64_t>(arrays.size());
  int64_t offset =
      wire::Align(wire::kHeaderBytes + 8 * scalars + 4 * wire::kDescriptorSlots * count);
  const int64_t first = offset;
  for (const Array& a : arrays) {
    offset = wire::Align(offset + static_cast<int64_t>(a.count * ElementSize(a.type)));
  }
  std::vector<double>& out = B().result;
  Fit(out, static_cast<size_t>(offset / 8));
  int32_t* slots = Slots(out);
  slots[wire::kScalarCountSlot] = scalars;
  slots[wire::kArrayCountSlot] = static_cast<int32_t>(count);
  for (int i = 0; i < scalars; ++i) out[1 + i] = 0;
  int32_t* d = slots + (wire::kHeaderBytes + 8 * scalars) / 4;
  offset = first;
  for (const Array& a : arrays) {
    d[wire::kTypeSlot] = a.type;
    d[wire::kOffsetSlot] = static_cast<int32_t>(offset);
    d[wire::kCountSlot] = static_cast<int32_t>(a.count);
    d += wire::kDescriptorSlots;
    offset = wire::Align(offset + static_cast<int64_t>(a.count * ElementSize(a.type)));
  }
}

void Result::Set(int slot, double value) { B().result[1 + static_cast<size_t>(slot)] = value; }
void Result::SetCount(int i, size_t count) {
  int32_t* d = ResultDescriptor(i);
  if (static_cast<int64_t>(count) < d[wire::kCountSlot])
    d[wire::kCountSlot] = static_cast<int32_t>(count);
}
int8_t* Result::Int8(int i) { return reinterpret_cast<int8_t*>(ResultArray(i)); }
uint8_t* Result::Uint8(int i) { return ResultArray(i); }
int32_t* Result::Int32(int i) { return reinterpret_cast<int32_t*>(ResultArray(i)); }
char* Result::Text(int i) { return reinterpret_cast<char*>(ResultArray(i)); }

void Result::SetText(std::string_view text) {
  Begin(0, {{wire::kText, text.size()}});
  std::memcpy(Text(0), text.data(), text.size());
}

void Result::SetValue(double value) {
  Begin(wire::kValueSlotCount, {});
  Set(wire::kValue, value);
}

int Fail(ErrorCode code, std::string_view message) {
  Result::SetText(message);
  return static_cast<int>(code);
}
int Fail(const Status& status) { return Fail(status.code(), status.message()); }

bool Publish(const char* group, const wire::Name* names, size_t count) {
  Registry().push_back({group, names, count});
  return true;
}

bool PublishEnum(const char* group, int count, const char* (*name_of)(int value)) {
  // Kept for the module's lifetime, as the registry keeps pointers into it.
  auto* names = new std::vector<wire::Name>();
  for (int v = 0; v < count; ++v) names->push_back({name_of(v), v});
  return Publish(group, names->data(), names->size());
}

GOSCORE_WIRE_PUBLISH(arrayTypes, ArrayType);
GOSCORE_WIRE_PUBLISH(value, ValueSlot);

}  // namespace goscore::wasm

extern "C" {

/// The input block, at least `bytes` long (JS writes it); its address changes when it grows, and
/// when an oversized one is released (goscore_input(0) releases one). Returns 0 when `bytes` is
/// negative.
EMSCRIPTEN_KEEPALIVE uintptr_t goscore_input(double bytes) {
  using goscore::wasm::B;
  if (!(bytes >= 0)) return 0;
  goscore::wasm::Fit(B().input, static_cast<size_t>((bytes + 7) / 8));
  return reinterpret_cast<uintptr_t>(B().input.data());
}

/// The result block of the last call.
EMSCRIPTEN_KEEPALIVE uintptr_t goscore_result() {
  return reinterpret_cast<uintptr_t>(goscore::wasm::B().result.data());
}

/// The wire table as JSON text, NUL-terminated: every published group of names, the error codes by
/// number ("errors": {"1": "INVALID_BOARD", ...}) and the limits. The build writes it into the
/// package (web/wasm/wire.js, by scripts/wire-table.mjs), and every load checks that the module it
/// loads publishes the same text. Built once; lives as long as the module.
EMSCRIPTEN_KEEPALIVE const char* goscore_wire_text() {
  using namespace goscore;
  static const std::string* const text = [] {
    std::string json = "{\"errors\":{";
    for (int code = 1; code < 64; ++code) {
      const std::string name = ErrorCodeName(static_cast<ErrorCode>(code));
      if (name == "UNKNOWN") break;
      if (code > 1) json += ',';
      json += "\"" + std::to_string(code) + "\":\"" + name + "\"";
    }
    json += "},";
    const wire::Name limits[] = {{"maxSide", kMaxSide},
                                 {"maxSgfBytes", static_cast<int32_t>(kSgfMaxBytes)},
                                 {"maxKomiTenths", kKomiLimitTenths},
                                 {"maxPrisoners", static_cast<int32_t>(kMaxCount)}};
    wasm::AppendGroup(&json, "limits", limits, sizeof(limits) / sizeof(limits[0]));
    for (const wasm::Published& p : wasm::Registry()) {
      json += ',';
      wasm::AppendGroup(&json, p.group, p.names, p.count);
    }
    // Texts of messages JS composes itself (a character it cannot send as one byte).
    json += ",\"text\":{\"rowChars\":\"";
    json += kRowCharsExpected;
    json += "\"}}";
    return new std::string(std::move(json));
  }();
  return text->c_str();
}

/// Bytes of the WASM heap in use by malloc: what the memory tests watch.
EMSCRIPTEN_KEEPALIVE double goscore_heap_in_use() {
  return static_cast<double>(mallinfo().uordblks);
}

/// The most the WASM memory can grow to (2 GB by default).
EMSCRIPTEN_KEEPALIVE double goscore_heap_max() {
  return static_cast<double>(emscripten_get_heap_max());
}

}  // extern "C"
