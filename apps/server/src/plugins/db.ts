import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle handle repos use. */
    db: Db;
    /** The connection itself: driver name and ping for the health check. */
    database: Database;
  }
}

/** The caller owns the database (main.ts closes it after the server has drained). */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
