import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves these against the working directory: run it from the repo root
// through `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/src/db/migrations',
});
