// One owner per table (issue 24): modules/<m>/schema.ts holds the tables module m owns, and only
// m queries them. Every other module asks m's service.ts. The exceptions, and why:
//   - another module's schema.ts, for a foreign key (a reference, never a query);
//   - the demo seeds (src/demo/), which write the rows of every module;
//   - db/infra-schema.ts (app_meta, auth_throttle) belongs to the infrastructure: the counters
//     plugin and the demo seed's version stamp; modules count through `app.counters`.
// boundaries.js already keeps modules from each other's files except service.ts and schema.ts;
// these zones narrow schema.ts to the cases above, for every file of the server.
import { SERVER_MODULES } from './boundaries.js';

const SRV = 'apps/server/src';

function ownerZones() {
  return SERVER_MODULES.map((owner) => ({
    // Every file of every other module except its own schema.ts (top level or in a sub-folder).
    target: [`${SRV}/modules/!(${owner})/!(schema).ts`, `${SRV}/modules/!(${owner})/*/**`],
    from: `${SRV}/modules/${owner}/schema.ts`,
    message: `modules/${owner} owns these tables: ask modules/${owner}/service.ts (only a schema.ts may name them, for a foreign key).`,
  }));
}

export const TABLE_ZONES = [
  ...ownerZones(),
  {
    target: [`${SRV}/*.ts`, `${SRV}/!(modules|demo)/**`],
    from: `${SRV}/modules/*/schema.ts`,
    message: 'Only the owning module (and the demo seeds) import a module’s tables: ask its service.ts.',
  },
  {
    target: [`${SRV}/*.ts`, `${SRV}/!(db|demo|plugins)/**`, `${SRV}/plugins/!(counters).ts`],
    from: `${SRV}/db/infra-schema.ts`,
    message:
      'The infrastructure tables belong to plugins/counters.ts and the demo seed: count through app.counters.',
  },
];
