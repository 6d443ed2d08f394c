#!/usr/bin/env bash
# npm start: installs what is missing, builds the WASM module, and serves the scoring demo (demo/)
# on localhost with Vite until stopped (Ctrl-C).
#   PORT=8080 npm start       another port (default 5173)
#   HOST=0.0.0.0 npm start    listen beyond this machine (default 127.0.0.1 only)
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/build.sh wasm

export GOSCORE_DEMO_HOST=${HOST:-127.0.0.1}
export GOSCORE_DEMO_PORT=${PORT:-5173}
exec node --input-type=module -e '
import { createServer } from "vite";
const host = process.env.GOSCORE_DEMO_HOST;
const port = Number(process.env.GOSCORE_DEMO_PORT);
const server = await createServer({
  configFile: "vite.config.js",
  logLevel: "warn",
  server: { host, port, strictPort: true },
});
try {
  await server.listen();
} catch (error) {
  console.error(`goscore demo: cannot listen on ${host}:${port}: ${error.message}` +
    (error.code === "EADDRINUSE" ? " (the port is taken: try PORT=5174 npm start)" : ""));
  process.exit(1);
}
const url = server.resolvedUrls.local[0] ?? `http://${host}:${port}/`;
const bold = (s) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
console.log(`\n  goscore scoring demo: ${bold(url)}\n  (Ctrl-C to stop; the command-line tool is npx goscore)\n`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
'
