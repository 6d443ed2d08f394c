// Helpers shared by the SGF tests (sgf_test.cpp, sgf_limits_test.cpp, sgf_write_test.cpp).
#ifndef GOSCORE_TESTS_CPP_SGF_TEST_UTIL_H_
#define GOSCORE_TESTS_CPP_SGF_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "game/game.h"
#include "sgf/sgf.h"

namespace goscore::sgf_test {

inline std::string ReadFixture(const std::string& name) {
  std::ifstream in(std::string(GOSCORE_FIXTURES_DIR) + "/sgf/" + name, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot open fixture " << name;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

inline SgfRecord MustParse(const std::string& text) {
  SgfRecord rec;
  Status s = ParseSgf(text, &rec);
  EXPECT_TRUE(s.ok()) << s.message();
  return rec;
}

/// The message of a record ParseSgf refuses, checking the code.
inline std::string ParseError(const std::string& text) {
  SgfRecord rec;
  Status s = ParseSgf(text, &rec);
  EXPECT_FALSE(s.ok()) << text;
  EXPECT_EQ(s.code(), ErrorCode::kInvalidSgf) << text;
  return s.message();
}

inline std::string GameError(const std::string& text, GameRules rules = GameRules()) {
  std::unique_ptr<Game> game;
  SgfRecord rec;
  Status s = GameFromSgf(text, rules, &game, &rec);
  EXPECT_FALSE(s.ok()) << text;
  EXPECT_EQ(s.code(), ErrorCode::kInvalidSgf) << text;
  EXPECT_EQ(game, nullptr);
  return s.message();
}

inline std::unique_ptr<Game> MustBuild(const std::string& text, SgfRecord* rec = nullptr,
                                       GameRules rules = GameRules()) {
  std::unique_ptr<Game> game;
  Status s = GameFromSgf(text, rules, &game, rec);
  EXPECT_TRUE(s.ok()) << s.message();
  return game;
}

inline std::string Prop(const SgfRecord& rec, const std::string& id) {
  for (const auto& [key, value] : rec.root_properties) {
    if (key == id) return value;
  }
  return "<absent>";
}

}  // namespace goscore::sgf_test

#endif  // GOSCORE_TESTS_CPP_SGF_TEST_UTIL_H_
