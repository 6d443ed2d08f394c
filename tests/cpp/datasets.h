// Where the labelled data sets (shared/datasets: ogs-autoscore.json, katago-area-maps.json) are:
// the folder named by the environment variable GOSCORE_DATASETS_DIR when it is set, else the one
// CMake found beside the checkout (../shared/datasets from the repository root).
#pragma once
#include <cstdlib>
#include <string>

namespace goscore {

inline std::string DatasetsDir() {
  if (const char* dir = std::getenv("GOSCORE_DATASETS_DIR"); dir != nullptr && *dir != '\0') {
    return dir;
  }
  return GOSCORE_DATASETS_DIR;
}

}  // namespace goscore
