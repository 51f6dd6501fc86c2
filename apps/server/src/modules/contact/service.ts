import type { DemoRequestFields, DemoRequestSource } from '@vidmatrix/contract/contact';
import type { Language } from '@vidmatrix/contract/languages';
import type { Db } from '../../db/client';
import type { CounterStore } from '../../plugins/counters';
import { checkCode } from '../auth/service';
import { insertDemoRequest, pageOfDemoRequests } from './repo';

/** Book a demo: the phone is proven by its code (purpose `contact`), then a consultant sees it. */
export async function submitDemoRequest(
  db: Db,
  input: DemoRequestFields,
  context: {
    brandKey: string;
    ip: string;
    language: Language;
    counters: CounterStore;
    codePepper: string | undefined;
  },
): Promise<{ id: number }> {
  await checkCode(db, {
    brandKey: context.brandKey,
    phone: input.phone,
    purpose: 'contact',
    code: input.code,
    ip: context.ip,
    counters: context.counters,
    codePepper: context.codePepper,
  });
  const id = await insertDemoRequest(db, {
    brandKey: context.brandKey,
    name: input.name,
    company: input.company,
    phone: input.phone,
    language: context.language,
    source: input.source ?? 'landing',
    ip: context.ip,
  });
  return { id };
}

export async function listDemoRequests(db: Db, brandKey: string, page: number, pageSize: number) {
  const { items, total } = await pageOfDemoRequests(db, brandKey, page, pageSize);
  return {
    items: items.map((r) => ({
      id: r.id,
      name: r.name,
      company: r.company,
      phone: r.phone,
      language: r.language,
      source: r.source as DemoRequestSource,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    page,
    page_size: pageSize,
  };
}
