// Serves the production build the way a static host does: files as they are, `/path` → `/path.html` or
// `/path/index.html`, and the site's 404.html with status 404 for anything else.
import {createServer} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.zip': 'application/zip',
};

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export async function resolveFile(root, urlPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

export function startStaticServer(root, port = 0, host = '127.0.0.1') {
  const absoluteRoot = path.resolve(root);
  const server = createServer(async (req, res) => {
    const file = await resolveFile(absoluteRoot, req.url ?? '/');
    const status = file ? 200 : 404;
    const target = file ?? path.join(absoluteRoot, '404.html');
    try {
      const body = await readFile(target);
      res.writeHead(status, {
        'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, {'content-type': 'text/plain'});
      res.end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({server, url: `http://${host}:${address.port}`, close: () => new Promise((r) => server.close(r))});
    });
  });
}
