import { listDemoRequests, submitDemoRequest } from '@vidmatrix/contract/contact';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import * as contact from './service';

export default async function contactRoutes(app: FastifyInstance) {
  route(app, submitDemoRequest, ({ body, request }) =>
    contact.submitDemoRequest(app.db, body, {
      brand: request.brand,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      language: request.language,
      counters: app.counters,
      codePepper: app.authSettings.codePepper,
    }),
  );

  // Product consultants handle trials and demos (spec §6).
  route(app, listDemoRequests, async ({ query, request }) => {
    await request.requireRole('consultant');
    return contact.listDemoRequests(app.db, request.brand.key, query.page, query.page_size);
  });
}
