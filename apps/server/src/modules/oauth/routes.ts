import { idField, safeString } from '@vidmatrix/contract/input-fields';
import { DEFAULT_LANGUAGE, matchLanguage } from '@vidmatrix/contract/languages';
import {
  KUAISHOU_OAUTH_AUTHORIZE_PATH,
  KUAISHOU_OAUTH_CALLBACK_PATH,
} from '@vidmatrix/contract/distribution-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { validateInput } from '../../http/validate-input';
import { brandHostOf, brandOriginOf } from '../../http/origin';
import { registerKuaishouAuthorizePages } from '../../integrations/loopback/loopback-authorize-pages';
import { translate } from '../../locales/catalog';
import { DEMO_KUAISHOU_AUTHORIZE_PATH } from '../../plugins/platforms';
import {
  clearOauthCookie,
  completeKuaishouAuthorization,
  isDesktop,
  kuaishouAuthorizeUrl,
  newBrowserKey,
  oauthCookie,
  oauthCookieValues,
  safeRedirect,
  withQuery,
} from './service';
import { sealStoredTokens } from './repo';
import { readState } from './state';

/** What the callback asks of the publishing side when the state carries a claimed video. */
interface PublishAfterAuthorization {
  brand: FastifyRequest['brand'];
  authorizeId: string;
  activityId: number;
  videoId: number;
  claimers: string[];
}

export interface OAuthOptions {
  /** PLATFORM_SECRET: signs and checks the OAuth state. */
  secret: string;
  /**
   * Publishes the video (the platform-tasks module, wired in app.ts): that module already uses
   * this one's tokens, so the call is handed in rather than imported, keeping modules acyclic.
   */
  publish: (
    input: PublishAfterAuthorization,
  ) => Promise<{ task_id: string; status: string; photo_id: string | null }>;
}

const authorizeQuery = z.object({
  activity_id: idField.optional(),
  /** The page to come back to, with `authorize_id` added: a path or a URL of this site. */
  redirect: safeString().min(1).max(1000),
  language: safeString().max(20).optional(),
});

const callbackQuery = z.object({
  state: safeString().max(4000).optional(),
  code: safeString().max(2000).optional(),
  error: safeString().max(200).optional(),
});

// Documented in the OpenAPI from the zod schemas; validated by validateInput (all fields at once).
const noValidation = () => (data: unknown) => ({ value: data });
const doc = (summary: string, querystring: z.ZodType, redirect: string) => ({
  schema: {
    summary,
    tags: ['platforms'],
    auth: 'public' as const,
    querystring,
    documentedResponses: {
      302: { description: redirect, headers: { location: { type: 'string', description: 'Where to go' } } },
    },
  },
  validatorCompiler: noValidation,
});

/**
 * The claimer's Kuaishou OAuth. `authorize` sends the browser to Kuaishou with a signed state;
 * Kuaishou sends it back to `callback`, which stores the tokens and returns to the page with
 * `authorize_id` (or `ks_error_code` + `ks_error_message`). When the state carries a video (the
 * matrix + NFC path), the callback also publishes it and adds `ks_task_id`, `ks_task_status`,
 * `ks_photo_id`. Brands on the demo app authorize on a page of ours (`…/demo/oauth2/authorize`).
 */
export default async function oauthRoutes(app: FastifyInstance, options: OAuthOptions) {
  // Tokens stored before issue 15 (or under a rotated-out key) are sealed under the current key.
  const sealed = await sealStoredTokens(app.db, app.tokenCipher);
  if (sealed > 0) app.log.info({ rows: sealed }, 'kuaishou: stored tokens encrypted under the current key');
  app.get(
    KUAISHOU_OAUTH_AUTHORIZE_PATH,
    doc(
      'Start the Kuaishou OAuth: 302 to Kuaishou with a signed state',
      authorizeQuery,
      "To Kuaishou's authorize page (the demo app's page without Kuaishou credentials), with a signed state and the browser cookie it is bound to",
    ),
    async (request, reply) => {
      const { query } = validateInput(
        { query: authorizeQuery },
        { query: request.query, body: undefined },
        request.language,
      ) as {
        query: z.output<typeof authorizeQuery>;
      };
      const redirect = safeRedirect(query.redirect, request.brand, brandHostOf(request));
      if (!redirect) throw new AppError('invalidInput', { messageKey: 'error.oauth_redirect_invalid' });
      const browserKey = newBrowserKey();
      const url = kuaishouAuthorizeUrl({
        brand: request.brand,
        platforms: app.platforms.forBrand(request.brand),
        secret: options.secret,
        origin: brandOriginOf(request),
        redirect,
        language: matchLanguage(query.language) ?? request.language,
        desktop: isDesktop(request.headers['user-agent']),
        browserKey,
        ...(query.activity_id !== undefined ? { activityId: query.activity_id } : {}),
      });
      return reply
        .header('set-cookie', oauthCookie(browserKey, request.protocol === 'https'))
        .header('cache-control', 'no-store')
        .redirect(url, 302);
    },
  );

  app.get(
    KUAISHOU_OAUTH_CALLBACK_PATH,
    doc(
      'Kuaishou OAuth callback: 302 back to the page with authorize_id',
      callbackQuery,
      'Back to the page given to authorize, with `authorize_id` (and `ks_task_id`, `ks_task_status`, `ks_photo_id` when it published the video) or `ks_error_code` and `ks_error_message`',
    ),
    async (request, reply) => {
      const { query } = validateInput(
        { query: callbackQuery },
        { query: request.query, body: undefined },
        request.language,
      ) as {
        query: z.output<typeof callbackQuery>;
      };
      const state = readState(query.state, options.secret);
      const bound = state && oauthCookieValues(request.headers.cookie).includes(state.k);
      if (!state || state.b !== request.brand.key || !bound) {
        throw new AppError('invalidInput', { messageKey: 'error.oauth_state_invalid' });
      }
      const language = matchLanguage(state.l) ?? DEFAULT_LANGUAGE;
      const secure = request.protocol === 'https';
      const back = (params: Record<string, string | number | undefined>) =>
        reply
          .header('set-cookie', clearOauthCookie(secure))
          .header('cache-control', 'no-store')
          .redirect(withQuery(state.r, params), 302);
      const failure = (err: unknown) => {
        const error = err instanceof AppError ? err : new AppError('internal', { cause: err });
        if (error.statusCode >= 500 && !(err instanceof AppError))
          request.log.error({ err }, 'kuaishou oauth callback failed');
        else request.log.info({ code: error.code, reason: error.message }, 'kuaishou oauth callback refused');
        return {
          ks_error_code: error.code,
          ks_error_message: translate(language, error.messageKey, error.params),
        };
      };

      if (query.error || !query.code) {
        return back(
          failure(new AppError('platformAuthorizationRequired', { messageKey: 'error.oauth_denied' })),
        );
      }
      const platforms = app.platforms.forBrand(request.brand);
      let authorizeId: string;
      try {
        authorizeId = await completeKuaishouAuthorization(app.db, app.tokenCipher, platforms, {
          brandKey: request.brand.key,
          code: query.code,
          ...(state.a !== undefined ? { activityId: state.a } : {}),
        });
      } catch (err) {
        return back(failure(err));
      }
      if (state.v === undefined || !state.c || state.a === undefined)
        return back({ authorize_id: authorizeId });

      try {
        const task = await options.publish({
          brand: request.brand,
          authorizeId,
          activityId: state.a,
          videoId: state.v,
          claimers: [state.c, `ks:${authorizeId}`],
        });
        return back({
          authorize_id: authorizeId,
          ks_task_id: task.task_id,
          ks_task_status: task.status,
          ks_photo_id: task.photo_id ?? undefined,
        });
      } catch (err) {
        return back({ authorize_id: authorizeId, ...failure(err) });
      }
    },
  );

  // The demo Kuaishou app's authorize page (brands without Kuaishou credentials): a phone cannot
  // reach the loopback fake, so the page is served here. It only ever redirects to our callback.
  registerKuaishouAuthorizePages(app, {
    prefix: DEMO_KUAISHOU_AUTHORIZE_PATH,
    apps: () => {
      const demo = app.platforms.demoKuaishouApp();
      return demo ? [demo] : [];
    },
    texts: (request: FastifyRequest) => {
      const lng =
        matchLanguage(String(request.headers['accept-language'] ?? '').split(',')[0]) ?? DEFAULT_LANGUAGE;
      return {
        lang: lng,
        title: translate(lng, 'page.ks_demo_title'),
        body: translate(lng, 'page.ks_demo_body', { brand: request.brand.name }),
        approve: translate(lng, 'page.ks_demo_approve'),
        cancel: translate(lng, 'page.ks_demo_cancel'),
      };
    },
    allowRedirect: (request: FastifyRequest, redirectUri: string) =>
      redirectUri === `${brandOriginOf(request)}${KUAISHOU_OAUTH_CALLBACK_PATH}`,
  });
}
