// Every same-origin link of the built site loads from a plain static host, which answers `/x` with x.html and `/x/`
// with x/index.html only (GitHub Pages, nginx's try_files): `docusaurus serve` and run.mjs's server forgive the
// trailing slash that such a host answers with a 404. Plain HTTP to a server of its own, no browser.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createReadStream} from 'node:fs';
import {readdir, readFile, stat} from 'node:fs/promises';
import {createServer} from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(process.env.E2E_BUILD_DIR ?? fileURLToPath(new URL('../../build', import.meta.url)));

/** The file a plain static host answers `pathname` with; undefined for a 404. */
async function fileFor(pathname) {
  const file = path.join(root, decodeURIComponent(pathname));
  for (const candidate of pathname.endsWith('/') ? [path.join(file, 'index.html')] : [file, `${file}.html`]) {
    if (candidate.startsWith(root + path.sep) && (await stat(candidate).catch(() => null))?.isFile()) return candidate;
  }
}

const decode = (value) => value.replace(/&(?:amp|#(x?)([\da-f]+));/gi, (_all, hex, code) => (code ? String.fromCodePoint(parseInt(code, hex ? 16 : 10)) : '&'));

/** The href and src values of a page's tags as a browser reads them: quoted or not, outside comments, scripts and styles. */
function linksOf(html) {
  const links = [];
  const tag = /<!--[\s\S]*?-->|<([a-z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^>"'])*)>/gi;
  for (let match; (match = tag.exec(html));) {
    const [, name, attributes] = match;
    if (!name) continue;
    for (const [, key, ...values] of attributes.matchAll(/([^\s"'>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      if (/^(?:href|src)$/i.test(key)) links.push(decode(values.find((value) => value !== undefined)));
    }
    if (/^(?:script|style)$/i.test(name)) tag.lastIndex = Math.max(tag.lastIndex, html.toLowerCase().indexOf(`</${name.toLowerCase()}`, tag.lastIndex));
  }
  return links;
}

test('every same-origin href and src of every built page, and every site URL of the .md, .txt and .xml files, loads from a plain static host', async () => {
  const server = createServer(async (request, response) => {
    const file = await fileFor(new URL(request.url, 'http://host').pathname).catch(() => undefined);
    response.writeHead(file ? 200 : 404);
    if (file) createReadStream(file).pipe(response);
    else response.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const local = `http://127.0.0.1:${server.address().port}/`;
  // The site's address with its base path, as the build declares it: absolute links to it are the site's own.
  const site = /<link\b[^>]*\brel="?canonical"?[^>]*\bhref="?([^"\s>]+)/.exec(await readFile(path.join(root, 'index.html'), 'utf8'))[1];
  const siteText = new RegExp(`${site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s)<>"'\\]]*`, 'g');
  const linkedFrom = new Map();
  const files = (await readdir(root, {recursive: true})).filter((file) => /\.(?:html|md|txt|xml)$/.test(file));
  for (const file of files) {
    const page = new URL(file.replace(/(?:^|(?<=\/))index\.html$|\.html$/, ''), site);
    const text = await readFile(path.join(root, file), 'utf8');
    const links = file.endsWith('.html') ? linksOf(text) : (text.match(siteText)?.map((url) => url.replace(/[.,;:]+$/, '')) ?? []);
    for (const link of links) {
      const url = URL.canParse(link, page) ? new URL(link, page) : null;
      if (url?.origin !== page.origin) continue;
      url.hash = '';
      linkedFrom.set(url.href, (linkedFrom.get(url.href) ?? new Set()).add(page.pathname));
    }
  }
  const urls = [...linkedFrom.keys()];
  const broken = [];
  const worker = async () => {
    for (let url; (url = urls.pop());) {
      const response = url.startsWith(site) ? await fetch(local + url.slice(site.length)) : {status: 'outside the site'};
      await response.arrayBuffer?.();
      const pages = [...linkedFrom.get(url)];
      if (response.status !== 200)
        broken.push(`${url} (${response.status}) linked from ${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ` and ${pages.length - 3} more` : ''}`);
    }
  };
  await Promise.all(Array.from({length: 16}, worker));
  server.close();
  assert.ok(linkedFrom.size > 200, `${linkedFrom.size} links from ${files.length} files`);
  assert.deepEqual(broken.sort(), [], `${broken.length} of ${linkedFrom.size} same-origin URLs are broken on a plain static host`);
});
