import { myConsents } from '@vidmatrix/contract/consent';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { consentsOfPhone, presentConsent } from './service';

export default async function consentRoutes(app: FastifyInstance) {
  // What one's own number agreed to (the privacy policy's "your rights"): the account's phone.
  route(app, myConsents, async ({ request }) => {
    const principal = await request.requireRole('member');
    const rows = await consentsOfPhone(app.db, request.brand.key, principal.phone);
    return { phone: principal.phone, items: rows.map(presentConsent) };
  });
}
