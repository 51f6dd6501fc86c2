import { matchLanguage, type Language } from '@vidmatrix/contract/languages';
import { penCardPath } from '@vidmatrix/contract/touch-card-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { translate } from '../../locales/catalog';
import { findNfcCard, type NfcCardRow } from './activity-repo';
import { visibleToVisitor } from './rules';

const NFC_PATH = '/n/';

/**
 * A tag's short URL is opened by the phone's browser itself: no `language` header. The message
 * put in the redirect follows `?language=`, then the header, then the browser's Accept-Language.
 */
function redirectLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown>).language;
  if (typeof query === 'string' && matchLanguage(query)) return matchLanguage(query)!;
  if (request.headers.language) return request.language;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim());
  return accepted.map(matchLanguage).find(Boolean) ?? request.language;
}

/** Why this card cannot open its activity, if anything: unknown, disabled, or activity over. */
export function cardProblem(card: NfcCardRow | undefined, brandKey: string): AppError | undefined {
  if (!card || !visibleToVisitor(card, brandKey)) {
    return new AppError('nfcCardInvalid', { messageKey: 'distribution.nfc_card_invalid' });
  }
  if (card.status !== 'enabled') {
    return new AppError('nfcCardInvalid', { messageKey: 'distribution.nfc_card_disabled' });
  }
  if (card.activityStatus !== 'active') {
    return new AppError('activityNotActive', {
      messageKey:
        card.activityStatus === 'paused' ? 'distribution.activity_paused' : 'distribution.activity_ended',
    });
  }
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
  // encodeURIComponent (not URLSearchParams' '+' for spaces): the page decodes with decodeURIComponent.
  const message = problem ? `&message=${encodeURIComponent(translate(language, problem.messageKey))}` : '';
  return `/distribution_auto?${params.toString()}${message}`;
}

/** GET /n/:code — the URL written on an NFC tag (integrations doc, "NFC cards"). */
export default async function nfcRoutes(
  app: FastifyInstance,
  { storePage }: { storePage?: ((code: string, brandKey: string) => Promise<boolean>) | undefined },
) {
  app.get<{ Params: { code: string } }>(
    `${NFC_PATH}:code`,
    { schema: { hide: true } },
    async (request, reply) => {
      const code = request.params.code.slice(0, 64);
      // A card with a store page opens it (issue 14); its activity, if any, is its "send video" item.
      if (storePage && /^[\w-]{1,64}$/.test(code) && (await storePage(code, request.brand.key))) {
        return reply.header('cache-control', 'no-store').redirect(penCardPath(code), 302);
      }
      const card = /^[\w-]{1,64}$/.test(code) ? await findNfcCard(app.db, code) : undefined;
      const problem = cardProblem(card, request.brand.key);
      const known = card && visibleToVisitor(card, request.brand.key) ? card : undefined;
      return reply
        .header('cache-control', 'no-store')
        .redirect(nfcTarget(code, known, problem, redirectLanguage(request)), 302);
    },
  );
}
