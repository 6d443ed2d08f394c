// Where the labelled data sets (shared/datasets) are: $GOSCORE_DATASETS_DIR when it is set, else
// shared/datasets beside the checkout (../shared/datasets from the repository root), as for the
// C++ tests (tests/cpp/datasets.h).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DATASETS_DIR =
  process.env.GOSCORE_DATASETS_DIR || fileURLToPath(new URL('../../../shared/datasets/', import.meta.url));

/** The path of data set `name` (for example 'ogs-autoscore.json'). */
export const datasetPath = (name) => join(DATASETS_DIR, name);
