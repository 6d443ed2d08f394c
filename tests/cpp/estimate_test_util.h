// Helpers shared by the estimator's tests (tests/cpp/estimate_*_test.cpp).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../fixtures/estimate/ogs_dataset.h"
#include "board/board.h"
#include "datasets.h"

namespace goscore {

/// Reads case `id` of ogs-autoscore.json into *out; false (with a test failure) when the dataset
/// or the case is missing.
inline bool DatasetCase(const std::string& id, goscore_dataset::Case* out) {
  std::vector<goscore_dataset::Case> cases;
  std::string error;
  if (!goscore_dataset::ReadCases(DatasetsDir() + "/ogs-autoscore.json", &cases, &error)) {
    ADD_FAILURE() << error;
    return false;
  }
  for (goscore_dataset::Case& c : cases) {
    if (c.id == id) {
      *out = std::move(c);
      return true;
    }
  }
  ADD_FAILURE() << "no case " << id;
  return false;
}

}  // namespace goscore
