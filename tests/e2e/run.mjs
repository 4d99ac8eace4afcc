// Browser tests: serves build/ (or E2E_BUILD_DIR) on 127.0.0.1 and runs every tests/e2e/*.test.mjs, or those whose
// names contain one of the arguments, with node's test runner against it, in Debian's Chromium. Arguments that start
// with `--` (such as `--test-name-pattern=...`) go to the test runner. `npm run build` must have run first (npm test
// does it).
import {spawn} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {startStaticServer} from './support/static-server.mjs';
import {CHROMIUM_PATH} from './support/browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const buildDir = process.env.E2E_BUILD_DIR ? path.resolve(process.env.E2E_BUILD_DIR) : path.join(root, 'build');

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`tests/e2e: ${buildDir} has no index.html. Run \`npm run build\` first.`);
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`tests/e2e: no Chromium at ${CHROMIUM_PATH}. Install Debian's package: apt-get install -y chromium`);
  process.exit(1);
}

const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const files = readdirSync(here)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => only.length === 0 || only.some((filter) => name.includes(filter)))
  .map((name) => path.join(here, name));

const server = await startStaticServer(buildDir);
const child = spawn(process.execPath, ['--test', '--test-concurrency=2', '--test-reporter=spec', ...options, ...files], {
  stdio: 'inherit',
  env: {...process.env, E2E_BASE_URL: server.url},
});
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
await server.close();
process.exit(code);
