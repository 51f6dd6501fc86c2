// How one server process is started: `npm start` (scripts/start.mjs) and bench/server-start.mjs
// use these; the Dockerfile spells the same in its ENV and CMD (docs/decisions/020-server-memory.md).
import { SERVER_BUNDLE } from './server-build.mjs';

const SERVER_NODE_FLAGS = [
  // V8's young generation at 2 × 4 MB instead of 2 × 16 MB of resident memory: a server of short
  // requests keeps little of what it allocates, so the smaller space is scavenged as cheaply.
  '--max-semi-space-size=4',
];

/**
 * The bundle of scripts/server-build.mjs (build it first: buildServer()), run by plain node: no
 * tsx loader thread, about half the start time. Stack traces name the bundle's lines; its source
 * maps apply with NODE_OPTIONS=--enable-source-maps.
 */
export const SERVER_NODE_ARGS = [...SERVER_NODE_FLAGS, SERVER_BUNDLE];

/** The same server from its TypeScript sources through tsx, as the tests and e2e run it. */
export const SERVER_SOURCE_NODE_ARGS = [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'];

/**
 * glibc gives each thread that allocates (libuv's pool compressing replies, file I/O) an arena of
 * its own and seldom returns one: two keep the resident memory of compression ~30 MB lower.
 */
export const serverEnv = (env) => ({ MALLOC_ARENA_MAX: '2', ...env });
