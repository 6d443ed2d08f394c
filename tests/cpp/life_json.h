// A minimal JSON reader for the test suite's datasets (the core has no JSON dependency). It reads
// objects, arrays, strings (with the common escapes), numbers, true, false and null; anything else
// makes Parse return false with the byte offset of the problem.
#pragma once

#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace goscore::testing {

struct Json {
  enum class Kind { kNull, kBool, kNumber, kString, kArray, kObject } kind = Kind::kNull;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Json> array;
  std::map<std::string, Json> object;

  /// The member `key` of an object, or a null value when absent.
  const Json& operator[](const std::string& key) const {
    static const Json kNull;
    auto it = object.find(key);
    return it == object.end() ? kNull : it->second;
  }
};

/// Parses text into *out. Iterative over the nesting (an explicit stack of open containers).
inline bool ParseJson(const std::string& text, Json* out, size_t* error_at) {
  size_t i = 0;
  auto skip = [&] {
    while (i < text.size() &&
           (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t'))
      ++i;
  };
  auto parse_string = [&](std::string* s) {
    ++i;  // opening quote
    while (i < text.size() && text[i] != '"') {
      if (text[i] == '\\' && i + 1 < text.size()) {
        const char e = text[++i];
        if (e == 'n')
          *s += '\n';
        else if (e == 't')
          *s += '\t';
        else if (e == 'u') {
          *s += '?';
          i += 4;
        } else
          *s += e;
        ++i;
      } else {
        *s += text[i++];
      }
    }
    if (i >= text.size()) return false;
    ++i;
    return true;
  };
  // Stack of open containers and, for objects, the key being filled.
  std::vector<Json*> stack;
  std::vector<std::string> keys;
  *out = Json();
  bool have_root = false;
  while (true) {
    skip();
    if (i >= text.size()) break;
    Json* parent = stack.empty() ? nullptr : stack.back();
    const char c = text[i];
    if (c == ',') {
      ++i;
      continue;
    }
    if (c == ']' || c == '}') {
      if (stack.empty()) {
        *error_at = i;
        return false;
      }
      stack.pop_back();
      keys.pop_back();
      ++i;
      continue;
    }
    if (parent && parent->kind == Json::Kind::kObject && keys.back().empty()) {
      if (c != '"') {
        *error_at = i;
        return false;
      }
      std::string key;
      if (!parse_string(&key)) {
        *error_at = i;
        return false;
      }
      skip();
      if (i >= text.size() || text[i] != ':') {
        *error_at = i;
        return false;
      }
      ++i;
      keys.back() = key;
      continue;
    }
    Json value;
    if (c == '{')
      value.kind = Json::Kind::kObject;
    else if (c == '[')
      value.kind = Json::Kind::kArray;
    else if (c == '"') {
      value.kind = Json::Kind::kString;
      if (!parse_string(&value.string)) {
        *error_at = i;
        return false;
      }
    } else if (text.compare(i, 4, "true") == 0) {
      value.kind = Json::Kind::kBool;
      value.boolean = true;
      i += 4;
    } else if (text.compare(i, 5, "false") == 0) {
      value.kind = Json::Kind::kBool;
      i += 5;
    } else if (text.compare(i, 4, "null") == 0) {
      i += 4;
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      char* end = nullptr;
      value.kind = Json::Kind::kNumber;
      value.number = std::strtod(text.c_str() + i, &end);
      i = static_cast<size_t>(end - text.c_str());
    } else {
      *error_at = i;
      return false;
    }
    const bool opens = value.kind == Json::Kind::kObject || value.kind == Json::Kind::kArray;
    if (opens) ++i;
    Json* slot;
    if (!parent) {
      if (have_root) {
        *error_at = i;
        return false;
      }
      *out = std::move(value);
      slot = out;
      have_root = true;
    } else if (parent->kind == Json::Kind::kArray) {
      parent->array.push_back(std::move(value));
      slot = &parent->array.back();
    } else {
      slot = &(parent->object[keys.back()] = std::move(value));
      keys.back().clear();
    }
    if (opens) {
      stack.push_back(slot);
      keys.emplace_back();
    }
  }
  if (!stack.empty() || !have_root) {
    *error_at = i;
    return false;
  }
  return true;
}

}  // namespace goscore::testing
