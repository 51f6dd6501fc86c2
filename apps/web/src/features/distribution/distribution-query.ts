import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import { NFC_LINK_REASONS, type NfcLinkReason } from '@vidmatrix/contract/distribution-routes';

/** What the distribution pages read from their URL (spec §2 "Distribution screen", §3 "Query state"). */
export interface DistributionQuery {
  /** 0 unless the link (an NFC redirect, a share) already carries a failure. */
  code: number;
  /** URI-decoded; empty when absent. */
  message: string;
  /** Why an NFC tap failed (its redirect names it): the page words it in its own language. */
  reason: NfcLinkReason | undefined;
  /** The activity: `activity_id`, else `id`. */
  activityId: number | undefined;
  /** `platform`, else the legacy spelling `plateform`; undefined when absent or unknown. */
  platform: DistributionPlatform | undefined;
  source: string;
  /** `source=matrix` selects the matrix (`_v2`) endpoint variants. */
  matrix: boolean;
  /** The NFC card's code, when the page was opened from a card. */
  nfc: string;
  /** Given back by the Kuaishou OAuth callback. */
  authorizeId: string;
  /** The callback's publish result (matrix + NFC path): `published` or `failed`. */
  ksTaskStatus: string;
  /** The callback's failure message, already translated by the server. */
  ksError: string;
  /** The video the Kuaishou publish was for: our own return URL carries it (publish-flows.ts). */
  ksVideoId: number | undefined;
}

// Links in the wild spell platforms in several ways, including spec §3's numeric codes (Dy=1, Ks=2).
const PLATFORM_ALIASES: Record<string, DistributionPlatform> = {
  douyin: 'douyin',
  dy: 'douyin',
  '1': 'douyin',
  wechat: 'wechat',
  weixin: 'wechat',
  wx: 'wechat',
  xhs: 'xhs',
  xiaohongshu: 'xhs',
  ks: 'ks',
  kuaishou: 'ks',
  '2': 'ks',
};

export function parsePlatform(value: string | null | undefined): DistributionPlatform | undefined {
  if (!value) return undefined;
  return PLATFORM_ALIASES[value.trim().toLowerCase()];
}

/**
 * The message is URI-encoded once more than the query itself (the redirect that sets it encodes
 * it), so it is decoded again; a malformed `%` sequence is shown as it came.
 */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function parseCode(value: string | null): number {
  if (value === null || value.trim() === '') return 0;
  const n = Number(value);
  // A code that is not a number is still "not 0": the link says something went wrong.
  return Number.isFinite(n) ? n : -1;
}

/** Added to the Kuaishou return URL: which video the authorization is publishing. */
export const KS_VIDEO_PARAM = 'ks_video_id';

/**
 * The video the Kuaishou callback says was published, if any. Only with our own video id: the
 * page may claim another video on the way back, and "published" must not land on that one.
 */
export function publishedVideoOf(
  query: Pick<DistributionQuery, 'ksTaskStatus' | 'ksVideoId'>,
): number | undefined {
  return query.ksTaskStatus === 'published' ? query.ksVideoId : undefined;
}

export function parseDistributionQuery(search: string | URLSearchParams): DistributionQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const source = (params.get('source') ?? '').trim();
  return {
    code: parseCode(params.get('code')),
    message: safeDecode(params.get('message') ?? '').trim(),
    reason: NFC_LINK_REASONS.find((r) => r === params.get('reason')),
    activityId: positiveInt(params.get('activity_id')) ?? positiveInt(params.get('id')),
    platform: parsePlatform(params.get('platform')) ?? parsePlatform(params.get('plateform')),
    source,
    matrix: source.toLowerCase() === 'matrix',
    nfc: (params.get('nfc') ?? '').trim(),
    authorizeId: (params.get('authorize_id') ?? '').trim(),
    ksTaskStatus: (params.get('ks_task_status') ?? '').trim(),
    ksError: (params.get('ks_error_message') ?? '').trim(),
    ksVideoId: positiveInt(params.get(KS_VIDEO_PARAM)),
  };
}

/** The server's claim-limit error code (contract errors.ts `claimLimitReached`). */
const CLAIM_LIMIT_CODE = 20003;

// "account claim limit reached" in the six languages, as the server and older links word it.
const CLAIM_LIMIT_WORDING =
  /领取.{0,6}上限|領取.{0,6}上限|claim limit|límite de (?:reclamo|videos|solicitudes)|limite de (?:resgate|vídeos|retirada)|batas (?:klaim|pengambilan)/i;

/** Spec §2: a failed link whose message carries the claim-limit wording is shown as an error. */
export function isClaimLimit(code: number, message: string): boolean {
  return code === CLAIM_LIMIT_CODE || CLAIM_LIMIT_WORDING.test(message);
}
