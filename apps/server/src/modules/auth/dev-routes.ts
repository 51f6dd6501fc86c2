import { devExpireSession, devSmsOutbox } from '@vidmatrix/contract/auth';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { OutboxSmsProvider } from '../../integrations/sms/outbox-sms';
import { expireSession } from './repo';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Development only (routes.ts never registers this in production): the SMS outbox as JSON for
 * scripts and browser tests and as a page for people, and a way to expire one's own session.
 */
export default async function devRoutes(app: FastifyInstance) {
  const outbox = app.sms instanceof OutboxSmsProvider ? app.sms : undefined;

  route(app, devSmsOutbox, ({ query }) => ({
    messages: (outbox?.list(query.phone) ?? []).map((m) => ({
      phone: m.phone,
      code: m.code,
      purpose: m.purpose,
      brand: m.brandKey,
      sent_at: m.sentAt.toISOString(),
    })),
  }));

  route(app, devExpireSession, async ({ request }) => {
    const principal = await request.requireRole('member');
    await expireSession(app.db, principal.sessionId);
    return { expired: true };
  });

  // A plain page (English only: a developer tool, not product UI).
  app.get('/dev/sms-outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = (outbox?.list() ?? [])
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.sentAt.toISOString())}</td><td>${escapeHtml(m.phone)}</td>` +
          `<td><b>${escapeHtml(m.code)}</b></td><td>${escapeHtml(m.purpose)}</td><td>${escapeHtml(m.brandKey)}</td></tr>`,
      )
      .join('');
    const state = outbox
      ? `${outbox.list().length} message(s), newest first. Codes expire after 5 minutes.`
      : `SMS_PROVIDER is ${escapeHtml(app.sms.name)}: nothing goes to the outbox.`;
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="5"><title>SMS outbox (development)</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body><h1>SMS outbox</h1><p>Development only. ${state}</p>
<table><thead><tr><th>sent</th><th>phone</th><th>code</th><th>purpose</th><th>brand</th></tr></thead><tbody>${rows}</tbody></table>
<p>JSON: <code>/api/dev/sms_outbox?phone=13800000000</code></p></body></html>`;
  });
}
