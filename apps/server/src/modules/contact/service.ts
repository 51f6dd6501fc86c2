import type { DemoRequestFields, DemoRequestSource } from '@vidmatrix/contract/contact';
import type { Language } from '@vidmatrix/contract/languages';
import type { Brand } from '@vidmatrix/brands/brands';
import type { Db } from '../../db/client';
import type { CounterStore } from '../../plugins/counters';
import { checkCode } from '../auth/service';
import { recordConsent } from '../consent/service';
import { insertDemoRequest, pageOfDemoRequests } from './repo';

/**
 * Book a demo: the phone is proven by its code (purpose `contact`), then a consultant sees it.
 * The request and its consent are stored together.
 */
export async function submitDemoRequest(
  db: Db,
  input: DemoRequestFields,
  context: {
    brand: Brand;
    ip: string;
    userAgent: string | undefined;
    language: Language;
    counters: CounterStore;
    codePepper: string | undefined;
  },
): Promise<{ id: number }> {
  const brandKey = context.brand.key;
  await checkCode(db, {
    brandKey,
    phone: input.phone,
    purpose: 'contact',
    code: input.code,
    ip: context.ip,
    counters: context.counters,
    codePepper: context.codePepper,
  });
  const source = input.source ?? 'landing';
  return db.transaction(async (tx) => {
    const id = await insertDemoRequest(tx, {
      brandKey,
      name: input.name,
      company: input.company,
      phone: input.phone,
      language: context.language,
      source,
      ip: context.ip,
    });
    const purpose = source === 'traffic_guide' ? 'guide_signup' : 'demo_request';
    await recordConsent(tx, { phone: input.phone, purpose, subjectId: id }, context);
    return { id };
  });
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
