import { timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by every schema*.ts (this file is not one, so drizzle-kit finds no tables here).

/** A point in time: every timestamp column keeps its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();
