import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { activities } from './schema';

/**
 * Demo visibility, decided here and nowhere else: a visitor on a brand's host sees that brand's
 * rows and the demo ones (`activities.demo`, set only by the demo seed), so the README's demo
 * links answer on every brand host. Member and console reads never use it: they are brand-scoped.
 *
 * `row` names the brand and the demo flag of what is looked at, as SQL: an activity's columns, or
 * a team's brand and whether it runs a demo activity (`teamIsDemo`). `brand` is the host's brand:
 * a bound value, or a placeholder of a prepared statement (`visibleText`).
 */
export function visibleOnBrand(row: { brandKey: SQLWrapper; demo: SQLWrapper }, brand: unknown): SQL {
  return sql`(${row.brandKey} = ${brand} or ${row.demo})`;
}

/** An activity, by its columns. */
export const activityVisible = (brand: unknown) => visibleOnBrand(activities, brand);

/** A team is a demo team when it runs a demo activity (its cards' store pages answer everywhere). */
export const teamIsDemo = (teamId: SQLWrapper | number) =>
  sql`exists (select 1 from ${activities} where ${activities.teamId} = ${teamId} and ${activities.demo})`;

/**
 * The same rule as text, for the claim engine's prepared statements (claim-sql.ts, repo.ts):
 * `alias` is the activities row's alias ('' for the bare table), `brand` its parameter ($3).
 */
export function visibleText(alias: string, brand: string): string {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  const rule = visibleOnBrand({ brandKey: column('brand_key'), demo: column('demo') }, sql.raw(brand));
  return new PgDialect().sqlToQuery(rule).sql;
}
