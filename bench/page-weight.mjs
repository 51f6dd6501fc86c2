// First-load JavaScript (gzip) of every visitor route, from the build's manifest, against the
// budget of the architecture doc (≤ 120 KB gzip; no antd desktop code on visitor routes).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWeb } from '../scripts/web-build.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const DIST = join(ROOT, 'apps/web/dist');
const ROUTES_FILE = join(ROOT, 'apps/web/src/app/routes.tsx');
const BUDGET_KB = 120;
/** Pages a visitor opens from a QR code, a link or an NFC card. */
export const VISITOR_ROUTES = [
  '/distribution_video',
  '/distribution_auto',
  '/common_distribution_video',
  '/receiveVideos',
  '/publish_video_download',
  '/shareVideo',
  '/shareScriptDetail',
  '/PenCardPage',
  '/CardWriterPage',
  '/AddWxPage',
  '/touch_card',
];

/** Route path → the module its lazy loader imports, read from the one route table. */
function routeModules() {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const loaders = new Map(
    [...source.matchAll(/const (\w+): LazyPage = \(\) =>\s*import\(\s*'([^']+)'/g)].map(([, name, spec]) => [
      name,
      join('src/app', spec),
    ]),
  );
  const modules = new Map();
  for (const [, path, loader] of source.matchAll(/path: '([^']+)'[^}]*?page: (\w+)/g)) {
    if (loaders.has(loader)) modules.set(path, loaders.get(loader));
  }
  return modules;
}

function manifestKey(manifest, modulePath) {
  return Object.keys(manifest).find(
    (k) => k.replace(/\.(tsx?|jsx?)$/, '') === modulePath.replace(/\.(tsx?|jsx?)$/, ''),
  );
}

/** The chunk and everything it imports statically: what the browser must fetch before rendering. */
function closure(manifest, key, seen = new Set()) {
  if (!key || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

export async function run() {
  buildWeb();
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const modules = routeModules();
  const rows = VISITOR_ROUTES.map((route) => {
    const module = modules.get(route);
    const chunks = closure(manifest, module && manifestKey(manifest, module), closure(manifest, entry));
    const files = [...chunks].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    const kb = files.reduce((sum, f) => sum + gzipKb(f), 0);
    const antd = files.some((f) => /antd(?!-mobile)/.test(f));
    return { route, module: module ?? '(not in route table)', kb, antd };
  });
  console.log(`| route | first-load JS (gzip) | budget ${BUDGET_KB} KB | antd desktop code |`);
  console.log('|---|---:|---|---|');
  for (const r of rows) {
    const ok = r.kb <= BUDGET_KB && !r.antd;
    console.log(
      `| ${r.route} | ${r.kb.toFixed(1)} KB | ${ok ? 'within' : 'OVER'} | ${r.antd ? 'yes' : 'no'} |`,
    );
  }
}
