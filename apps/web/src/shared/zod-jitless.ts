// The pages' CSP has no 'unsafe-eval' (docs/decisions/017-security-headers-and-sessions.md). Zod
// probes `new Function` the first time it builds an object schema and falls back when refused,
// but the refused probe is still reported as a CSP violation: tell it not to try. Zod keeps its
// config on globalThis (shared by every copy), so this costs the entry chunk no zod code (an
// import of zod's `config` added ~4 KB gzip to every visitor page). Imported first in main.tsx,
// so it runs before any contract schema is built.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
