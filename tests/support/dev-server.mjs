// The dev server (`docusaurus start`) run in a copy of the project, for tests that use the site the way a contributor
// writing a page does: start it, wait until it serves, stop it with every helper process it started.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';

export const DOCUSAURUS_BIN = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';
// The first compile of the whole site on a 2-core machine takes one to two minutes; later requests are quick.
const STARTUP_TIMEOUT_MS = 240_000;
const OUTPUT_LINES_KEPT = 40;

/** A port nothing listens on right now: the OS picks one for a throwaway listener. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `docusaurus start` in `dir` in its own process group (the dev server starts helpers of its own; killing the
 * group ends them all). Keeps the last lines of its output for failure messages.
 */
export function startDevServer(dir, port) {
  const child = spawn(process.execPath, [DOCUSAURUS_BIN, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      BROWSER: 'none',
      // The generated files of the copy stay in the copy, whatever the caller's environment says.
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus',
      // Each run starts in a new copy, whose Rspack persistent cache no later run can use: writing it is wasted time.
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    },
  });
  const lines = [];
  const keep = (chunk) => {
    lines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({code, signal})));
  let running = true;
  exited.then(() => {
    running = false;
  });
  return {
    child,
    exited,
    isRunning: () => running,
    output: () => lines.join('\n'),
  };
}

/** Ends the dev server's whole process group; SIGKILL if it has not gone after a few seconds. */
export async function stopDevServer(server) {
  if (!server.isRunning()) return;
  killGroup(server.child.pid, 'SIGTERM');
  const gone = await Promise.race([server.exited.then(() => true), delay(10_000).then(() => false)]);
  if (!gone) {
    killGroup(server.child.pid, 'SIGKILL');
    await server.exited;
  }
}

export function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the home page until it answers 200; fails with the server's last output if it exits or takes too long. */
export async function waitUntilServing(server, url) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!server.isRunning()) {
      const {code, signal} = await server.exited;
      assert.fail(`the dev server exited (code ${code}, signal ${signal}) before serving ${url}:\n${server.output()}`);
    }
    try {
      // The dev middleware holds requests until the compile is done, so one request can take a while.
      const response = await fetch(url, {signal: AbortSignal.timeout(30_000)});
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await delay(1000);
  }
  assert.fail(`the dev server did not serve ${url} within ${STARTUP_TIMEOUT_MS / 1000} s (last: ${last}):\n${server.output()}`);
}
