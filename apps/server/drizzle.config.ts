import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves these against the working directory and must run where it can load
// drizzle-orm (this workspace's node_modules): `npm run db:generate` at the root does that.
export default defineConfig({
  dialect: 'postgresql',
  // Each module's tables in its own schema.ts (the owner, docs/decisions/015-house-rules.md), plus
  // the infrastructure's two (app_meta, auth_throttle) in db/.
  schema: ['./src/modules/*/schema.ts', './src/db/infra-schema.ts'],
  out: './src/db/migrations',
});
