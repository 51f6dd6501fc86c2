import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { activityVisible, visibleText } from './visibility';

it('the claim statements and the Drizzle queries say the one rule alike', () => {
  expect(visibleText('a', '$3')).toBe('(a.brand_key = $3 or a.demo)');
  expect(visibleText('', '$3')).toBe('(brand_key = $3 or demo)');
  const query = new PgDialect().sqlToQuery(activityVisible('jia'));
  expect(query.sql).toBe('("activities"."brand_key" = $1 or "activities"."demo")');
  expect(query.params).toEqual(['jia']);
});
