import {
  dismissAccountNotice,
  listAccountNotices,
  listPlatformAccounts,
  removePlatformAccount,
} from '@vidmatrix/contract/platform-accounts';
import { AUTH_ENDPOINTS, AUTH_PLATFORM_KEYS } from '@vidmatrix/contract/platform-auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { brandOriginOf } from '../../http/origin';
import { route } from '../../http/route';
import type { TokenCipher } from '../../integrations/token-cipher';
import type { AvatarOptions } from './avatar';
import { dismissNotice, listTeamAccounts, removeAccount, teamNotices } from './accounts';
import { registerDemoAuthorizePages } from './demo-page';
import { registerRefreshJob } from './refresh';
import {
  authorizationResult,
  completeAuthorization,
  startAuthorization,
  type AuthDeps,
  type Owner,
} from './service';

export interface PlatformAuthOptions {
  /** PLATFORM_SECRET: signs the OAuth state and derives PKCE verifiers. */
  secret: string;
  cipher: TokenCipher;
  /** Run the refresh pass every minute (off in tests, which call it themselves). */
  refreshTimer: boolean;
  /** How the authorised account's avatar is copied into our storage. */
  avatar: AvatarOptions;
}

/** The caller's team on this brand: merchants and team administrators authorize accounts. */
async function owner(request: FastifyRequest): Promise<Owner> {
  const me = await request.requireRole('merchant', 'team_admin');
  if (me.teamId === null) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  return { teamId: me.teamId, brandKey: request.brand.key, userId: me.userId };
}

/**
 * Merchant platform-account authorization (issue 15, decision 026): per platform the link code,
 * the poller's cache and the callback page's completion; the team's accounts and notices; the
 * demo platforms' authorize page; the token refresh pass.
 */
export default async function platformAuthRoutes(app: FastifyInstance, options: PlatformAuthOptions) {
  const deps: AuthDeps = {
    db: app.db,
    platforms: app.platforms,
    cipher: options.cipher,
    secret: options.secret,
    storage: app.storage,
    avatar: options.avatar,
  };

  for (const platform of AUTH_PLATFORM_KEYS) {
    const endpoints = AUTH_ENDPOINTS[platform];
    route(app, endpoints.linkCode, async ({ query, request }) =>
      startAuthorization(deps, {
        owner: await owner(request),
        brand: request.brand,
        platform,
        origin: brandOriginOf(request),
        language: request.language,
        ...(query.account_id !== undefined ? { accountId: query.account_id } : {}),
      }),
    );
    route(app, endpoints.cache, async ({ query, request }) =>
      authorizationResult(deps, {
        owner: await owner(request),
        platform,
        code: query.link_code,
        language: request.language,
      }),
    );
    route(app, endpoints.complete, async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return completeAuthorization(deps, {
        brand: request.brand,
        platform,
        origin: brandOriginOf(request),
        language: request.language,
        body,
      });
    });
  }

  route(app, listPlatformAccounts, async ({ query, request }) =>
    listTeamAccounts(app.db, await owner(request), query),
  );
  route(app, removePlatformAccount, async ({ body, request }) => {
    await removeAccount(app.db, await owner(request), body.account_id);
    return { removed: true as const };
  });
  route(app, listAccountNotices, async ({ request }) =>
    teamNotices(app.db, await owner(request), request.language),
  );
  route(app, dismissAccountNotice, async ({ body, request }) => {
    await dismissNotice(app.db, await owner(request), body.account_id);
    return { dismissed: true as const };
  });

  registerDemoAuthorizePages(app);

  if (options.refreshTimer) {
    registerRefreshJob(app.jobs, { db: app.db, platforms: app.platforms, cipher: options.cipher }, app.log);
  }
}
