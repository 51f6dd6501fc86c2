import { NFC_CODE_PATTERN } from '@vidmatrix/contract/console-nfc';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@vidmatrix/contract/languages';
import { NFC_LINK_REASONS } from '@vidmatrix/contract/distribution-routes';
import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import { penCardPath } from '@vidmatrix/contract/touch-card-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { translate } from '../../locales/catalog';
import { findNfcCard, type NfcCardRow } from './activity-repo';
import { notActive } from './rules';
import { withTapParams } from './tap-params';

const NFC_PATH = '/n/';

/**
 * A tag's short URL is opened by the phone's browser itself: no `language` header. The message
 * put in the redirect follows the app's own rule as far as the server can see it: `?language=`,
 * else the brand's default. The visitor's stored choice lives in the browser, so the redirect
 * also names the `reason` and the page words it itself (issue 27: never Accept-Language).
 */
function redirectLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown>).language;
  const linked = typeof query === 'string' ? matchLanguage(query) : undefined;
  return linked ?? (request.brand.abroad ? 'en' : DEFAULT_LANGUAGE);
}

/** Why this card cannot open its activity, if anything: unknown, disabled, or activity over. */
export function cardProblem(card: NfcCardRow | undefined): AppError | undefined {
  if (!card || !card.visible) {
    return new AppError('nfcCardInvalid', { messageKey: 'distribution.nfc_card_invalid' });
  }
  if (card.status !== 'enabled') {
    return new AppError('nfcCardInvalid', { messageKey: 'distribution.nfc_card_disabled' });
  }
  if (card.activityStatus !== 'active') return notActive(card.activityStatus);
  return undefined;
}

/** The distribution page in NFC (auto) mode, matrix source; with code/message when refused. */
export function nfcTarget(
  code: string,
  card: NfcCardRow | undefined,
  problem: AppError | undefined,
  language: Language,
) {
  const params = new URLSearchParams();
  if (card) {
    params.set('id', String(card.activityId));
    params.set('activity_id', String(card.activityId));
    params.set('platform', card.platform);
  }
  params.set('nfc', code);
  params.set('source', 'matrix');
  params.set('code', String(problem ? problem.code : 0));
  const reason = problem?.messageKey.replace(/^distribution\./, '');
  if (reason && (NFC_LINK_REASONS as readonly string[]).includes(reason)) params.set('reason', reason);
  // encodeURIComponent (not URLSearchParams' '+' for spaces): the page decodes with decodeURIComponent.
  const message = problem ? `&message=${encodeURIComponent(translate(language, problem.messageKey))}` : '';
  return `${PAGE_PATHS.distributionAuto}?${params.toString()}${message}`;
}

/**
 * Answers the tap with its target page's own HTML instead of a redirect to it (web/brand-pages.ts
 * `sendAs`, wired in app.ts); false when it cannot (no web build), and the tap redirects.
 */
export type OpenPage = (request: FastifyRequest, reply: FastifyReply, target: string) => Promise<boolean>;

export interface NfcRouteOptions {
  /** Touch cards (issue 14): whether the card opens its store page. */
  storePage?: ((code: string, brandKey: string) => Promise<boolean>) | undefined;
  openPage?: OpenPage | undefined;
}

/**
 * GET /n/:code — the URL written on an NFC tag (integrations doc, "NFC cards"). A card that opens
 * a page (its store page, or its activity's one-click page) answers with that page itself: the
 * tap costs no redirect round trip (issue 26, decision 025). A refusal (unknown, disabled, the
 * activity over) still redirects to the page that says so.
 */
export default async function nfcRoutes(app: FastifyInstance, { storePage, openPage }: NfcRouteOptions) {
  app.get<{ Params: { code: string } }>(
    `${NFC_PATH}:code`,
    { schema: { hide: true } },
    async (request, reply) => {
      const code = request.params.code.slice(0, 64);
      const open = async (target: string, served: boolean) => {
        const to = withTapParams(target, request.url);
        if (served && openPage && (await openPage(request, reply, to))) return reply;
        return reply.header('cache-control', 'no-store').redirect(to, 302);
      };
      // A card with a store page opens it (issue 14); its activity, if any, is its "send video" item.
      if (storePage && NFC_CODE_PATTERN.test(code) && (await storePage(code, request.brand.key))) {
        return open(penCardPath(code), true);
      }
      const card = NFC_CODE_PATTERN.test(code)
        ? await findNfcCard(app.db, code, request.brand.key)
        : undefined;
      const problem = cardProblem(card);
      const known = card?.visible ? card : undefined;
      return open(nfcTarget(code, known, problem, redirectLanguage(request)), !problem);
    },
  );
}
