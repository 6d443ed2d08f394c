// A static file server on localhost for the bundler apps: the MIME types a browser needs (.wasm as
// application/wasm, for streaming compilation), 404 for anything missing, and CORS when asked (the
// CDN-style app loads the package from another origin).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** Serves `root` on 127.0.0.1 at a free port; resolves to { url, close() }. `types` overrides MIME types. */
export async function serve(root, { cors = false, types = {} } = {}) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const headers = cors ? { 'access-control-allow-origin': '*' } : {};
    try {
      const body = await readFile(join(root, path));
      response.writeHead(200, { ...headers, 'content-type': types[extname(path)] ?? TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, headers);
      response.end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}
