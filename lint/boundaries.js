// The import boundaries of docs/architecture.md, as zones for import-x/no-restricted-paths.
// Feature and module lists are read from the folders, so a new folder is covered the day it
// is created; the server module order is the one thing written by hand (see below).
import { readdirSync } from 'node:fs';

const ROOT = new URL('..', import.meta.url).pathname;
const foldersOf = (dir) =>
  readdirSync(ROOT + dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const WEB = 'apps/web/src';
const SRV = 'apps/server/src';
export const WEB_FEATURES = foldersOf(`${WEB}/features`);
export const SERVER_MODULES = foldersOf(`${SRV}/modules`);

/**
 * A module may use the modules after it in this list (through their service.ts), never one
 * before it. Ordering the modules is what keeps the module graph free of cycles: A→B and B→A
 * cannot both pass. A new module folder must be placed here, or linting stops with a message.
 */
export const SERVER_MODULE_ORDER = [
  'academy',
  'webhooks',
  'platform-tasks',
  'touch-card',
  'oauth',
  'platform-auth',
  'handoff',
  'console',
  'mix',
  'contact',
  'upload',
  // Upload asks share whether a video is in a link; share asks copywriting for scripts.
  'share',
  'copywriting',
  'media',
  'distribution',
  'analytics',
  // WeChat share cards: uses no other module.
  'wechat-share',
  // Low: every team-owned row references teams (team asks auth only, for phones).
  'team',
  'auth',
  'consent',
  'system',
];

const unplaced = SERVER_MODULES.filter((m) => !SERVER_MODULE_ORDER.includes(m));
const gone = SERVER_MODULE_ORDER.filter((m) => !SERVER_MODULES.includes(m));
if (unplaced.length || gone.length) {
  throw new Error(
    `lint/boundaries.js: SERVER_MODULE_ORDER is out of date (not placed: ${unplaced.join(', ') || '-'}; ` +
      `no such folder: ${gone.join(', ') || '-'})`,
  );
}

/** Server layers, top first: a layer imports only from itself and the layers below it. */
export const SERVER_LAYERS = [
  { name: 'main', paths: [`${SRV}/main.ts`] },
  { name: 'app', paths: [`${SRV}/app.ts`] },
  // HTML delivery (pages, previews, boot scripts): above the modules, which it asks for page data.
  { name: 'web', paths: [`${SRV}/web`] },
  { name: 'demo', paths: [`${SRV}/demo`] },
  { name: 'modules', paths: [`${SRV}/modules`] },
  { name: 'shared', paths: [`${SRV}/shared`] },
  { name: 'plugins', paths: [`${SRV}/plugins`] },
  { name: 'db', paths: [`${SRV}/db`] },
  { name: 'integrations', paths: [`${SRV}/integrations`] },
  { name: 'config', paths: [`${SRV}/config`, `${SRV}/http`, `${SRV}/locales`] },
];

function layerZones() {
  return SERVER_LAYERS.slice(1).map((layer, i) => ({
    target: layer.paths,
    from: SERVER_LAYERS.slice(0, i + 1).flatMap((above) => above.paths),
    message: `Layers run ${SERVER_LAYERS.map((l) => l.name).join(' → ')}: ${layer.name} may not import a layer above it.`,
  }));
}

function moduleZones() {
  const zones = [];
  SERVER_MODULE_ORDER.forEach((mod, i) => {
    SERVER_MODULE_ORDER.forEach((other, j) => {
      if (other === mod) return;
      const target = `${SRV}/modules/${mod}`;
      const from = `${SRV}/modules/${other}`;
      if (j < i) {
        zones.push({
          target,
          from,
          message: `modules/${mod} may not use modules/${other}: it comes earlier in SERVER_MODULE_ORDER (lint/boundaries.js), which keeps modules acyclic.`,
        });
      } else {
        zones.push({
          target,
          from,
          // schema.ts: for foreign keys between schema files only (lint/table-owners.js keeps it there).
          except: ['./service.ts', './schema.ts'],
          message: `Other modules use modules/${other} only through its service.ts, never its repos, routes or rules.`,
        });
      }
    });
  });
  // Demo data sits above the modules and uses them as any caller would.
  for (const other of SERVER_MODULE_ORDER) {
    zones.push({
      target: `${SRV}/demo`,
      from: `${SRV}/modules/${other}`,
      // Seeds write their rows directly: any module's schema.ts (lint/table-owners.js).
      except: ['./service.ts', './schema.ts'],
      message: `Demo data uses modules/${other} only through its service.ts (and its schema.ts).`,
    });
    // The web layer (HTML delivery) sits above the modules too, and asks them as any caller would.
    zones.push({
      target: `${SRV}/web`,
      from: `${SRV}/modules/${other}`,
      except: ['./service.ts'],
      message: `The web layer asks modules/${other} only through its service.ts.`,
    });
  }
  return zones;
}

function webZones() {
  return [
    {
      target: `${WEB}/shared`,
      from: [`${WEB}/features`, `${WEB}/app`],
      message: 'shared/ may not import features or the app.',
    },
    { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features may not import the app.' },
    {
      // Each boot script is bundled on its own and inlined by the server (build/boot-scripts.ts).
      target: [`${WEB}/app`, `${WEB}/features`, `${WEB}/shared`],
      from: `${WEB}/boot`,
      message: 'The app may not import src/boot/: boot scripts are separate bundles inlined in the HTML.',
    },
    {
      target: `${WEB}/boot`,
      from: `${WEB}/app`,
      message: 'Boot scripts may not import the app (its routes, its shell).',
    },
    ...WEB_FEATURES.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`],
      message: `features/${feature} may not import another feature: move what both need to shared/.`,
    })),
  ];
}

export const ZONES = [
  ...webZones(),
  ...layerZones(),
  ...moduleZones(),
  {
    target: 'apps/web',
    from: 'apps/server',
    message: 'The web app talks to the server only over HTTP (types come from packages/contract).',
  },
  { target: 'apps/server', from: 'apps/web', message: 'The server may not import the web app.' },
  { target: 'packages', from: 'apps', message: 'Packages are below the apps: they may not import them.' },
];
