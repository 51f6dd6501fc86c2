import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves these against the working directory and must run where it can load
// drizzle-orm (this workspace's node_modules): `npm run db:generate` at the root does that.
export default defineConfig({
  dialect: 'postgresql',
  // Every schema*.ts: each feature keeps its tables in its own file (schema-auth.ts, schema-platforms.ts…).
  schema: './src/db/schema*.ts',
  out: './src/db/migrations',
});
