import { DEFAULT_LANGUAGE, matchLanguage } from '@vidmatrix/contract/languages';
import { AUTH_PLATFORMS, AUTH_PLATFORM_KEYS } from '@vidmatrix/contract/platform-auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandOriginOf } from '../../http/origin';
import { demoUserOf } from '../../integrations/account-auth/demo-accounts';
import { mintAuthorizationCode } from '../../integrations/loopback/loopback-accounts';
import {
  AUTHORIZE_PAGE_POLICY,
  authorizePageHtml,
  withQuery,
} from '../../integrations/loopback/loopback-authorize-pages';
import { translate } from '../../locales/catalog';
import { DEMO_ACCOUNT_AUTHORIZE_PATH } from '../../plugins/platforms';

/**
 * The demo platforms' authorize page (brands without an app, fakes on): a phone cannot reach the
 * loopback fake, so the page is served here, under every platform's own authorize path
 * (`<prefix>/<platform>/…`). "Authorize" mints a code the fake accepts (with the PKCE challenge,
 * for TikTok); both buttons only ever go back to this host's callback page of that platform.
 */
export function registerDemoAuthorizePages(app: FastifyInstance) {
  const hidden = { schema: { hide: true } };
  const check = (request: FastifyRequest, reply: FastifyReply) => {
    const { platform } = request.params as { platform: string };
    const q = request.query as Record<string, string | undefined>;
    const p = AUTH_PLATFORM_KEYS.find((k) => k === platform);
    const demo = p && app.platforms.demoAccountApp(p);
    const redirect = p && `${brandOriginOf(request)}${AUTH_PLATFORMS[p].callbackPage}`;
    const state = q.state;
    if (!p || !demo || !redirect || q.redirect_uri !== redirect || !state || state.length > 512) {
      void reply.code(400).type('text/plain; charset=utf-8').send('invalid authorize request');
      return undefined;
    }
    return { platform: p, demo, q, redirect, state };
  };

  app.get(`${DEMO_ACCOUNT_AUTHORIZE_PATH}/:platform/*`, hidden, async (request, reply) => {
    const ok = check(request, reply);
    if (!ok) return reply;
    const lng =
      matchLanguage(String(request.headers['accept-language'] ?? '').split(',')[0]) ?? DEFAULT_LANGUAGE;
    const texts = {
      lang: lng,
      title: translate(lng, `platform_auth.demo_title_${ok.platform}`),
      body: translate(lng, 'platform_auth.demo_body', { brand: request.brand.name }),
      approve: translate(lng, 'platform_auth.demo_approve'),
      cancel: translate(lng, 'platform_auth.demo_cancel'),
    };
    const pass: Record<string, string> = { redirect_uri: ok.redirect, state: ok.state };
    if (ok.q.code_challenge) pass.code_challenge = ok.q.code_challenge;
    const approve = `${DEMO_ACCOUNT_AUTHORIZE_PATH}/${ok.platform}/approve/?${new URLSearchParams(pass)}`;
    const cancel = withQuery(ok.redirect, {
      error: 'access_denied',
      error_description: 'cancelled',
      state: ok.state,
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', AUTHORIZE_PAGE_POLICY)
      .send(authorizePageHtml(texts, approve, cancel));
  });

  app.get(`${DEMO_ACCOUNT_AUTHORIZE_PATH}/:platform/approve/`, hidden, async (request, reply) => {
    const ok = check(request, reply);
    if (!ok) return reply;
    const code = mintAuthorizationCode(ok.platform, ok.demo, {
      user: demoUserOf(ok.platform),
      ...(ok.q.code_challenge ? { codeChallenge: ok.q.code_challenge } : {}),
    });
    // Ocean Engine names its code `auth_code`.
    const name = ok.platform === 'ocean_engine' ? 'auth_code' : 'code';
    return reply
      .header('cache-control', 'no-store')
      .redirect(withQuery(ok.redirect, { [name]: code, state: ok.state }), 302);
  });
}
