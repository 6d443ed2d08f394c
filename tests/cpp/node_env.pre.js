// Pre-js of the GoogleTest suite's Node build (CMakeLists.txt). Emscripten 3.1.6 builds the
// environment that getenv() sees from fixed defaults, not from Node's process.env, so
// GOSCORE_DATASETS_DIR (tests/cpp/datasets.h) is copied in before main runs.
Module['preRun'] = [].concat(Module['preRun'] || [], function () {
  var dir = process.env.GOSCORE_DATASETS_DIR;
  if (dir) ENV.GOSCORE_DATASETS_DIR = dir;
});
